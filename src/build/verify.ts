/**
 * Checks a release before it goes live: the pages the route table promises exist, no internal link is broken.
 */
import { readdir } from 'node:fs/promises';
import { realpathSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { isServedName, releaseNameFor } from '../publish/manifest.ts';

/**
 * The regular files under a directory (relative paths, '/' separated). A symbolic link is not listed: the build
 * makes none, and nothing it points at may be published or served.
 */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else if (e.isFile()) out.push(rel);
  }
  return out;
}

/**
 * The file a site path of this tenant is served from, or null. `path` is already decoded (once: see
 * src/server/requestPath.ts) and is never decoded again here. The answer is always a regular file inside the
 * release, checked on the real path, so neither `..` nor a symlink placed in the release can lead out of it.
 * The static server and the release verifier share this lookup.
 */
export function fileForPath(
  release: string,
  ref: string,
  path: string,
  cache?: Map<string, string | null>,
): string | null {
  if (cache) {
    if (cache.has(path)) return cache.get(path)!;
    const found = fileForPath(release, ref, path);
    cache.set(path, found);
    return found;
  }
  if (path !== `/${ref}` && !path.startsWith(`/${ref}/`)) return null;
  const rest = path.slice(ref.length + 2);
  if (!isServedName(rest) || rest.includes('\0')) return null;
  let root: string;
  try {
    root = realpathSync(release);
  } catch {
    return null;
  }
  const candidates = rest ? [rest, `${rest}.html`, `${rest}/index.html`] : ['index.html'];
  for (const c of candidates) {
    const full = resolve(root, c);
    if (!full.startsWith(root + sep)) return null;
    let real: string;
    try {
      real = realpathSync(full);
    } catch {
      continue; // missing, or a name the file system refuses (ENAMETOOLONG, ENOTDIR): not this candidate
    }
    if (!real.startsWith(root + sep)) return null;
    if (statSync(real, { throwIfNoEntry: false })?.isFile()) return real;
  }
  return null;
}

/** The site path a link in a page points at (query and fragment dropped, decoded once), or null when undecodable. */
export function linkPath(href: string): string | null {
  try {
    return decodeURIComponent(href.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
}

/** The URLs a page links to or loads (href, src, every srcset candidate), as written in it. */
export function linksOf(html: string): Set<string> {
  const urls = new Set<string>();
  for (const m of html.matchAll(/\s(href|src|srcset)="([^"]+)"/g)) {
    if (m[1] !== 'srcset') urls.add(m[2]!);
    else for (const part of m[2]!.split(',')) urls.add(part.trim().split(/\s+/)[0]!);
  }
  return urls;
}

/**
 * The URLs of `urls` that are this tenant's and lead nowhere: `served(path)` says whether a decoded site path
 * `/{ref}/…` is served. `base` is where the pages are: `/{ref}`, or `''` at the root of the business's own domain,
 * where every site-relative link is the tenant's.
 */
export function brokenAmong(
  urls: Iterable<string>,
  served: (path: string) => boolean,
  ref: string,
  siteOrigin: string,
  base = `/${ref}`,
): string[] {
  const broken: string[] = [];
  for (const raw of urls) {
    let path = raw.replace(/&amp;/g, '&');
    if (path.startsWith(siteOrigin)) path = path.slice(siteOrigin.length);
    if (!base) {
      // At a domain's root: every path of this site (not `//host`, a link to another site) is the tenant's.
      if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/#')) continue;
      const target = linkPath(path);
      if (target === null || !served(target === '/' ? `/${ref}` : `/${ref}${target}`)) broken.push(raw);
      continue;
    }
    if (!path.startsWith(base) || path.startsWith(`${base}#`)) continue;
    if (path.startsWith(`${base}/`) || path === base) {
      const target = linkPath(path);
      if (target === null || !served(target)) broken.push(raw);
    }
  }
  return broken;
}

/** Internal links of a tenant page that lead nowhere, looked up on disk (fileForPath). */
export function brokenLinks(
  html: string,
  release: string,
  ref: string,
  siteOrigin: string,
  cache?: Map<string, string | null>,
  base = `/${ref}`,
): string[] {
  return brokenAmong(linksOf(html), (path) => fileForPath(release, ref, path, cache) !== null, ref, siteOrigin, base);
}

/**
 * Checks a release before it goes live: at least the pages the route table promises, and no internal link of any
 * page leading nowhere. `links` maps every URL the pages contain to the first page that has it (collected while
 * rendering: the pages are not read back); throws listing the first broken ones.
 */
export async function verifyRelease(
  release: string,
  ref: string,
  siteOrigin: string,
  expectedPages: number,
  links: ReadonlyMap<string, string>,
  base = `/${ref}`,
): Promise<number> {
  const files = new Set(await listFiles(release));
  let pages = 0;
  for (const f of files) if (f.endsWith('.html')) pages++;
  // 404.html is extra: the route table does not list it.
  if (pages - 1 < expectedPages) throw new Error(`expected ${expectedPages} pages, found ${pages - 1}`);
  const broken = brokenAmong(
    links.keys(),
    (path) => releaseNameFor(ref, path, (name) => files.has(name)) !== null,
    ref,
    siteOrigin,
    base,
  );
  if (broken.length)
    throw new Error(
      `broken internal links:\n  ${broken
        .slice(0, 20)
        .map((b) => `${links.get(b)} → ${b}`)
        .join('\n  ')}${broken.length > 20 ? `\n  … and ${broken.length - 20} more` : ''}`,
    );
  return pages;
}
