/**
 * What the hosts the emitted `_headers` / `_redirects` target do with them, as small pure evaluators written
 * from each host's documented (and open-source) behaviour, so tests can check the files mean the same there as
 * on the bundled server. They read the file text the way each host parses it.
 *
 * Netlify (docs.netlify.com "Custom headers" / "Redirects and rewrites"; @netlify/headers-parser and the
 * `headersForPath` of netlify-cli, which reproduces production locally):
 * - headers: a line starting with `/` opens a rule, an indented `Name: value` adds a header (the same name twice
 *   in one rule is joined with ", "), a line without a colon is skipped; a pattern compiles to
 *   `^/seg/…/?$` case-insensitively, where a standalone `*` segment is `?(.*)` (so `/a/*` also matches `/a`
 *   and `/ab/c`); every matching rule applies in file order and a later value of a name replaces an earlier one.
 * - redirects: the first matching rule wins; an existing file shadows a rule that is not forced (`!`); 200
 *   rewrites, 301/302 redirect, 404 serves its target with status 404.
 *
 * Cloudflare Pages (developers.cloudflare.com/pages/configuration/headers and /redirects; workers-sdk's
 * `generateRulesMatcher`, `parseRedirects` and `attachCustomHeaders`):
 * - headers: a rule's `! Name` lines detach, `Name: value` lines set (same name twice joined with ", "); a
 *   pattern compiles to `^…$` with `*` as `.*` (so `/a/*` needs the slash); every matching rule applies in file
 *   order: its detaches delete what earlier rules set, and a name set by an earlier rule is appended to, which
 *   joins the values with ", ".
 * - redirects: statuses 200, 301, 302, 303, 307, 308 only (a `302!` or a `404` line is ignored); the same
 *   source twice keeps the first; rules without a splat or placeholder are matched before the others; there is
 *   no shadowing: a matching rule applies even where a file exists. A path with no file gets the nearest
 *   `404.html` up the tree, with status 404.
 */

type Headers = Record<string, string>;

// Cloudflare's escape (rulesEngine.ts), and Netlify's (escape-string-regexp: `-` as \x2d for the `u` flag).
const escapeRegExp = (s: string) => s.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
const escapeNetlify = (s: string) => s.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d');

// ---------------------------------------------------------------- Netlify

interface NetlifyRule {
  for: string;
  values: Headers;
}

/** `_headers` text as Netlify parses it. */
export function parseNetlifyHeaders(text: string): NetlifyRule[] {
  const rules: NetlifyRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      rules.push({ for: line, values: {} });
      continue;
    }
    if (!line.includes(':')) continue;
    const [name, ...rest] = line.split(':');
    const rule = rules.at(-1);
    if (!rule || !name?.trim()) continue;
    const key = name.trim();
    const value = rest.join(':').trim();
    rule.values[key] = rule.values[key] === undefined ? value : `${rule.values[key]}, ${value}`;
  }
  return rules;
}

/** A Netlify path pattern as a regular expression. */
export function netlifyPattern(forPath: string): RegExp {
  const parts = forPath
    .split('/')
    .map((p) => p.trimEnd())
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':')
        ? '([^/]+)'
        : part === '*'
          ? '?(.*)'
          : part.includes('*')
            ? part.split('*').map(escapeNetlify).join('(.*)')
            : escapeNetlify(part),
    );
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

/** The headers Netlify sends for a path under a `_headers` file. */
export function netlifyHeaders(file: string, path: string): Headers {
  return parseNetlifyHeaders(file)
    .filter((r) => netlifyPattern(r.for).test(path))
    .reduce<Headers>((acc, r) => ({ ...acc, ...r.values }), {});
}

export type HostRoute =
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'file'; path: string; status: number }
  | { kind: 'missing' };

/** What Netlify serves for a path under a `_redirects` file, given which paths have a file. */
export function netlifyRoute(file: string, path: string, exists: (path: string) => boolean): HostRoute {
  for (const raw of file.split('\n')) {
    const [from, to, status = '301'] = raw.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#')) continue;
    const match = netlifyPattern(from).exec(path);
    if (!match) continue;
    const force = status.endsWith('!');
    const code = Number(force ? status.slice(0, -1) : status);
    if (!force && exists(path)) return { kind: 'file', path, status: 200 };
    // `:splat` in the target is what the `*` matched.
    if (code >= 300 && code < 400)
      return { kind: 'redirect', location: to.replace(':splat', match.at(-1) ?? ''), status: code };
    return exists(to) ? { kind: 'file', path: to, status: code } : { kind: 'missing' };
  }
  return exists(path) ? { kind: 'file', path, status: 200 } : { kind: 'missing' };
}

// ---------------------------------------------------------------- Cloudflare Pages

interface CloudflareRule {
  path: string;
  set: Headers;
  unset: string[];
}

/** `_headers` text as Cloudflare Pages parses it. */
export function parseCloudflareHeaders(text: string): CloudflareRule[] {
  const rules: CloudflareRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('/') || line.startsWith('https://')) {
      rules.push({ path: line, set: {}, unset: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) continue;
    if (line.startsWith('! ')) {
      rule.unset.push(line.slice(2).trim().toLowerCase());
      continue;
    }
    const at = line.indexOf(':');
    if (at <= 0) continue;
    const name = line.slice(0, at).trim().toLowerCase();
    const value = line.slice(at + 1).trim();
    rule.set[name] = rule.set[name] === undefined ? value : `${rule.set[name]}, ${value}`;
  }
  return rules;
}

/** A Cloudflare path pattern as a regular expression. */
export function cloudflarePattern(rule: string): RegExp {
  const source = rule
    .split('*')
    .map(escapeRegExp)
    .join('(?<splat>.*)')
    .replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${source}$`);
}

/** The headers Cloudflare Pages sends for a path under a `_headers` file (names lower-cased). */
export function cloudflareHeaders(file: string, path: string): Headers {
  const out = new Map<string, string>();
  const setByRules = new Set<string>();
  for (const rule of parseCloudflareHeaders(file)) {
    if (!cloudflarePattern(rule.path).test(path)) continue;
    for (const name of rule.unset) out.delete(name);
    for (const [name, value] of Object.entries(rule.set)) {
      const had = out.get(name);
      out.set(name, setByRules.has(name) && had !== undefined ? `${had}, ${value}` : value);
      setByRules.add(name);
    }
  }
  return Object.fromEntries(out);
}

const CLOUDFLARE_STATUSES = new Set([200, 301, 302, 303, 307, 308]);

/** What Cloudflare Pages serves for a path under a `_redirects` file, given which paths have a file. */
export function cloudflareRoute(file: string, path: string, exists: (path: string) => boolean): HostRoute {
  const seen = new Set<string>();
  const rules: Array<{ from: string; to: string; status: number; dynamic: boolean }> = [];
  for (const raw of file.split('\n')) {
    const line = raw.trim().replace(/(^|\s+)#.*$/, '');
    if (!line) continue;
    const tokens = line.split(/\s+/);
    if (tokens.length < 2 || tokens.length > 3) continue;
    const [from, to, status = '302'] = tokens as [string, string, string?];
    const code = Number(status);
    if (Number.isNaN(code) || !CLOUDFLARE_STATUSES.has(code) || seen.has(from)) continue;
    seen.add(from);
    rules.push({ from, to, status: code, dynamic: /\*|:[A-Za-z]/.test(from) });
  }
  const rule = [...rules.filter((r) => !r.dynamic), ...rules.filter((r) => r.dynamic)].find((r) =>
    cloudflarePattern(r.from).test(path),
  );
  if (rule) {
    const splat = cloudflarePattern(rule.from).exec(path)?.groups?.splat ?? '';
    if (rule.status !== 200)
      return { kind: 'redirect', location: rule.to.replace(':splat', splat), status: rule.status };
    return exists(rule.to) ? { kind: 'file', path: rule.to, status: 200 } : { kind: 'missing' };
  }
  if (exists(path)) return { kind: 'file', path, status: 200 };
  // The nearest 404.html up the tree.
  const segments = path.split('/').filter(Boolean);
  for (let n = segments.length - 1; n >= 0; n--) {
    const candidate = `/${[...segments.slice(0, n), '404.html'].join('/')}`;
    if (exists(candidate)) return { kind: 'file', path: candidate, status: 404 };
  }
  return { kind: 'missing' };
}
