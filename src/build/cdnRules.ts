/**
 * The serving rules of a tenant as data, written as Netlify/Cloudflare-style `_redirects` and `_headers` files
 * into the release and applied by the bundled static server from those same files: one source of truth.
 *
 * The files are written so that they mean the same under each host's documented semantics (README "Hosting"):
 * - `_headers`: Netlify and Cloudflare Pages apply EVERY rule matching a path, in file order. For one header
 *   name Netlify keeps the last value, Cloudflare joins the values with a comma (two Cache-Controls in one
 *   would be ambiguous). So the shared headers (security, CSP, the short HTML cache) sit on the broad
 *   `/{ref}/*` and `/{ref}` rules, and the few narrower rules that give a path another Cache-Control come after
 *   them and first detach the inherited one (`! Cache-Control`: Cloudflare removes what earlier rules set;
 *   Netlify skips a line without a colon and keeps the later value anyway). The bundled server merges the same
 *   way: every matching rule in file order, detaches applied, later values winning.
 * - `_redirects`: the first matching rule wins. Netlify lets an existing file shadow a rule unless it is forced
 *   (`302!`); Cloudflare has no shadowing (its rules always apply) and refuses `!` and 404 rules. So every real
 *   page under a rewritten directory gets its own pass-through rule before the rewrites, a forced redirect is
 *   followed by the same rule unforced (the copy Cloudflare keeps), and the tenant's 404 rule comes last
 *   (Cloudflare serves the nearest `404.html` by itself).
 *
 * - id routes (order/{orderId}, reservation/{type}, reservation/success/{id}, wallet/{packageId}) are rewritten
 *   (status 200) to their one shell page;
 * - a one-selling-type business's landing redirects (302) to its menu;
 * - hashed assets and pictures are cached for a year, HTML briefly (revalidated), the build pointer, the service
 *   worker and the web app manifests never without revalidation.
 * Trailing-slash removal (spec §2) is generic and lives in the server / CDN settings, not in per-tenant rules.
 */
import { REWRITTEN_SHELLS, SHELLS } from '../features/routes/routeTable.ts';

export interface RedirectRule {
  from: string;
  to: string;
  /** 200 rewrites, 301/302 redirect, 404 serves `to` with status 404 where no file exists. */
  status: 200 | 301 | 302 | 404;
  /** Applies even when a file exists at `from` (`302!`); otherwise an existing file wins (Netlify semantics). */
  force?: boolean;
}
export interface HeaderRule {
  pattern: string;
  /** Header names whose values from earlier matching rules are removed first (Cloudflare's `! Name`). */
  detach?: string[];
  headers: Record<string, string>;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const HTML_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/**
 * Rewrites and redirects of one tenant. `base` is where its pages are: `/{ref}`, or `''` at the root of the
 * business's own domain (the release is then a site of its own, its rules root-relative).
 */
/**
 * Sections whose bare address is no page of spec §2, and the page it leads to: the wallet's home, the order
 * history (for `orders`, and `order` without its id). `reservation` leads to the booking form of the business's
 * own kind of booking (`bookingPage`), when it takes bookings.
 */
const SECTION_HOMES: ReadonlyArray<readonly [string, string]> = [
  ['wallet', 'wallet/home'],
  ['orders', 'orders/history'],
  ['order', 'orders/history'],
];

export function redirectRules(
  ref: string,
  locales: string[],
  defaultLocale: string,
  singleType?: string,
  base = `/${ref}`,
  bookingPage?: string,
): RedirectRule[] {
  const prefixes = locales.map((locale) => (locale === defaultLocale ? base : `${base}/${locale}`));
  const dirs = REWRITTEN_SHELLS.map((shell) => shell.slice(0, -2));
  // Longest first: reservation/success/* must win over reservation/*.
  const byLength = [...dirs].sort((a, b) => b.length - a.length);
  const existing = SHELLS.filter((page) => !page.endsWith('/_') && dirs.some((dir) => page.startsWith(`${dir}/`)));
  const rules: RedirectRule[] = [];
  // Static rules first (Cloudflare matches those before any rule with a splat).
  for (const prefix of prefixes) {
    if (singleType) {
      rules.push({ from: prefix || '/', to: `${prefix}/${singleType}`, status: 302, force: true });
      // Cloudflare drops the line above (`302!` is no status to it) and applies this one; Netlify and the bundled
      // server stop at the first.
      rules.push({ from: prefix || '/', to: `${prefix}/${singleType}`, status: 302 });
    }
    // A section's own address (a customer who types it, or trims a page's) leads to its first page. Before the
    // section's `dir/*` rewrite, which Netlify would also apply to the bare `dir`.
    for (const [dir, page] of [...SECTION_HOMES, ...(bookingPage ? [['reservation', bookingPage] as const] : [])])
      rules.push({ from: `${prefix}/${dir}`, to: `${prefix}/${page}`, status: 302 });
    // Without shadowing (Cloudflare) wallet/history would be taken by wallet/*: it passes through to itself.
    for (const page of existing) rules.push({ from: `${prefix}/${page}`, to: `${prefix}/${page}`, status: 200 });
  }
  // The default locale's pages have no prefix: its code typed or linked (`/{ref}/en/delivery`, a page's address
  // with the language a visitor expects in it) leads to the page without it, for good.
  rules.push({ from: `${base}/${defaultLocale}`, to: base || '/', status: 301 });
  for (const prefix of prefixes) {
    for (const dir of byLength) rules.push({ from: `${prefix}/${dir}/*`, to: `${prefix}/${dir}/_`, status: 200 });
  }
  rules.push({ from: `${base}/${defaultLocale}/*`, to: `${base}/:splat`, status: 301 });
  rules.push({ from: `${base}/*`, to: `${base}/404.html`, status: 404 });
  return rules;
}

export interface HeaderOptions {
  /** The Content-Security-Policy of the tenant's pages (features/site/csp.ts); written once the pages are. */
  contentSecurityPolicy?: string;
  /** Where the pages are: `/{ref}` (the default), or `''` at the root of the business's own domain. */
  base?: string;
}

/** Header rules of one tenant: the broad rules first, then the narrower ones that replace the Cache-Control. */
export function headerRules(ref: string, opts: HeaderOptions = {}): HeaderRule[] {
  const base = opts.base ?? `/${ref}`;
  const page = {
    'Cache-Control': HTML_CACHE,
    ...(opts.contentSecurityPolicy ? { 'Content-Security-Policy': opts.contentSecurityPolicy } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
  };
  const cache = (pattern: string, value: string): HeaderRule => ({
    pattern,
    detach: ['Cache-Control'],
    headers: { 'Cache-Control': value },
  });
  return [
    { pattern: `${base}/*`, headers: page },
    // Cloudflare's `/{ref}/*` needs the slash; Netlify's also matches `/{ref}` (same values: nothing changes).
    // At a domain's root both hosts' `/*` also match `/` (the bundled server's does not): Cloudflare would join the
    // two rules' values, so the `/` rule detaches them first.
    base ? { pattern: base, headers: page } : { pattern: '/', detach: Object.keys(page), headers: page },
    cache(`${base}/_astro/*`, IMMUTABLE),
    cache(`${base}/_img/*`, IMMUTABLE),
    cache(`${base}/builds/*`, 'no-cache'),
    // The service worker and the web app manifests are checked again on every visit (a new release is a
    // new worker). The worker's scope is the business's base `/{ref}` (its landing page has no trailing slash), one
    // level above its script, which the browser allows only with Service-Worker-Allowed.
    {
      pattern: `${base}/sw.js`,
      detach: ['Cache-Control'],
      headers: { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': base || '/' },
    },
    {
      pattern: `${base}/_pwa/*`,
      detach: ['Cache-Control'],
      headers: { 'Cache-Control': 'no-cache', 'Content-Type': 'application/manifest+json' },
    },
  ];
}

/**
 * One site's rules from every tenant's, for a host that reads a single root file. Netlify's `/shop/*` also
 * matches `/shopping/…`, so order decides: every broad header rule comes before any narrower one, shorter
 * patterns first (the longer ref's own values come later and win), and the 404 rules come after every other
 * redirect, longer patterns first (`/shopping/*` before `/shop/*`).
 */
export function combineHeaderRules(tenants: HeaderRule[][]): HeaderRule[] {
  const all = tenants.flat();
  const broad = (r: HeaderRule) => /^\/[^/*]+(\/\*)?$/.test(r.pattern);
  return [...all.filter(broad).sort((a, b) => a.pattern.length - b.pattern.length), ...all.filter((r) => !broad(r))];
}

/**
 * The shared host's rules for a business served at the root of its own domain: every path under
 * `/{ref}` answers 301 with the same page there (`:splat`; both hosts keep the query string). Forced for Netlify,
 * whose files would otherwise shadow the rule (the release's files are still in the tree), each followed by its
 * unforced copy for Cloudflare, which ignores `301!`. The release's own rules are root-relative: they belong to the
 * domain's site, never to the shared host's root file.
 */
export function domainMoveRules(ref: string, origin: string): RedirectRule[] {
  return [
    { from: `/${ref}`, to: `${origin}/`, status: 301, force: true },
    { from: `/${ref}`, to: `${origin}/`, status: 301 },
    { from: `/${ref}/*`, to: `${origin}/:splat`, status: 301, force: true },
    { from: `/${ref}/*`, to: `${origin}/:splat`, status: 301 },
  ];
}

/**
 * See combineHeaderRules: static rules, then rewrites and redirects, then the catch-all rules of a whole tenant
 * (its 404 rule, or the move to its domain), longest first.
 */
export function combineRedirectRules(tenants: RedirectRule[][]): RedirectRule[] {
  const all = tenants.flat();
  const isStatic = (r: RedirectRule) => !r.from.includes('*');
  const catchAll = (r: RedirectRule) => r.status === 404 || (!isStatic(r) && /^https?:\/\//.test(r.to));
  return [
    ...all.filter((r) => !catchAll(r) && isStatic(r)),
    ...all.filter((r) => !catchAll(r) && !isStatic(r)),
    ...all.filter(catchAll).sort((a, b) => b.from.length - a.from.length),
  ];
}

/** `_redirects` file text. */
export function formatRedirects(rules: RedirectRule[]): string {
  return rules.map((r) => `${r.from} ${r.to} ${r.status}${r.force ? '!' : ''}`).join('\n') + '\n';
}

/** `_headers` file text. */
export function formatHeaders(rules: HeaderRule[]): string {
  const lines = (r: HeaderRule) => [
    ...(r.detach ?? []).map((name) => `  ! ${name}`),
    ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`),
  ];
  return rules.map((r) => [r.pattern, ...lines(r)].join('\n')).join('\n') + '\n';
}

/** Parses `_redirects` text (lines `from to [status]`; comments, blanks and unknown statuses skipped). */
export function parseRedirects(text: string): RedirectRule[] {
  return text.split('\n').flatMap((line) => {
    const [from, to, status = '301'] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#')) return [];
    const force = status.endsWith('!');
    const s = Number(force ? status.slice(0, -1) : status);
    if (s !== 200 && s !== 301 && s !== 302 && s !== 404) return [];
    return [force ? { from, to, status: s, force } : { from, to, status: s }];
  });
}

/** Parses `_headers` text: a pattern line, then indented `Name: value` and `! Name` (detach) lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) continue;
    const detach = /^!\s*(\S+)$/.exec(line.trim());
    if (detach) {
      (rule.detach ??= []).push(detach[1]!);
      continue;
    }
    const [k, ...v] = line.trim().split(':');
    if (k?.trim() && v.length) rule.headers[k.trim()] = v.join(':').trim();
  }
  return rules;
}

/** True when a path matches a rule pattern (`*` matches the rest of the path, at least one segment). */
export function matchesPattern(pattern: string, path: string): boolean {
  if (!pattern.endsWith('/*')) return pattern === path;
  const prefix = pattern.slice(0, -1);
  return path.startsWith(prefix) && path.length > prefix.length;
}

/**
 * The first rule matching a path (first match wins, as on Netlify and Cloudflare). The server applies it unless
 * it is not forced and a file exists at the path; a 404 rule (the tenant's last) names the page to serve with
 * status 404. routeRequest below puts these steps together.
 */
export function findRedirect(rules: RedirectRule[], path: string): RedirectRule | undefined {
  return rules.find((r) => matchesPattern(r.from, path));
}

/** Where a redirect rule matching `path` leads: its `to`, with `:splat` standing for what the `*` matched. */
export function redirectTarget(rule: RedirectRule, path: string): string {
  if (!rule.to.includes(':splat') || !rule.from.endsWith('/*')) return rule.to;
  return rule.to.replace(':splat', path.slice(rule.from.length - 1));
}

/**
 * The headers of a path: every matching rule in file order, each first removing the headers it detaches, a
 * later value replacing an earlier one of the same name (names compared without case).
 */
export function findHeaders(rules: HeaderRule[], path: string): Record<string, string> {
  const out = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, path)) continue;
    for (const name of rule.detach ?? []) out.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.headers)) out.set(name.toLowerCase(), [name, value]);
  }
  return Object.fromEntries(out.values());
}

export type Route =
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'file'; path: string; status: 200 | 404 }
  | { kind: 'missing' };

/**
 * What a request for `path` gets under the rules (Netlify's semantics, which the emitted files also give on
 * Cloudflare): the first matching rule, unless it is not forced and `exists(path)` (the file shadows it); a
 * redirect, a rewrite to another file, or a 404 rule's page; without a rule, the file itself, if it exists.
 */
export function routeRequest(rules: RedirectRule[], path: string, exists: (path: string) => boolean): Route {
  const rule = findRedirect(rules, path);
  if (rule && (rule.force || !exists(path))) {
    if (rule.status === 301 || rule.status === 302)
      return { kind: 'redirect', location: redirectTarget(rule, path), status: rule.status };
    return exists(rule.to) ? { kind: 'file', path: rule.to, status: rule.status } : { kind: 'missing' };
  }
  return exists(path) ? { kind: 'file', path, status: 200 } : { kind: 'missing' };
}
