/**
 * Checks a release before it goes live: the pages the route table promises exist, no internal link is broken.
 */
import { readdir, readFile } from 'node:fs/promises';
import { realpathSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/** Every file under a directory (relative paths, '/' separated). */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else out.push(rel);
  }
  return out;
}

/** Files of a release that are instructions for the host, not pages: never served. */
const NOT_SERVED = new Set(['_redirects', '_headers', 'build.json']);

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
  if (NOT_SERVED.has(rest) || rest.includes('\0')) return null;
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

/**
 * Internal links (href, src, srcset) of a tenant page that lead nowhere. `base` is where the pages are: `/{ref}`,
 * or `''` at the root of the business's own domain, where every site-relative link is the tenant's.
 */
export function brokenLinks(
  html: string,
  release: string,
  ref: string,
  siteOrigin: string,
  cache?: Map<string, string | null>,
  base = `/${ref}`,
): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/\ssrcset="([^"]+)"/g))
    for (const part of m[1]!.split(',')) urls.add(part.trim().split(/\s+/)[0]!);
  const broken: string[] = [];
  for (const raw of urls) {
    let path = raw.replace(/&amp;/g, '&');
    if (path.startsWith(siteOrigin)) path = path.slice(siteOrigin.length);
    if (!base) {
      // At a domain's root: every path of this site (not `//host`, a link to another site) is the tenant's.
      if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/#')) continue;
      const target = linkPath(path);
      if (target === null || !fileForPath(release, ref, target === '/' ? `/${ref}` : `/${ref}${target}`, cache))
        broken.push(raw);
      continue;
    }
    if (!path.startsWith(base) || path.startsWith(`${base}#`)) continue;
    if (path.startsWith(`${base}/`) || path === base) {
      const target = linkPath(path);
      if (target === null || !fileForPath(release, ref, target, cache)) broken.push(raw);
    }
  }
  return broken;
}

/** Checks every page of a release; throws listing the first broken links. */
export async function verifyRelease(
  release: string,
  ref: string,
  siteOrigin: string,
  expectedPages: number,
  base = `/${ref}`,
): Promise<number> {
  const files = await listFiles(release);
  const pages = files.filter((f) => f.endsWith('.html'));
  // 404.html is extra: the route table does not list it.
  if (pages.length - 1 < expectedPages) throw new Error(`expected ${expectedPages} pages, found ${pages.length - 1}`);
  const problems: string[] = [];
  // Pages share most of their links (navigation, assets, the menu): each path is looked up once per release.
  const cache = new Map<string, string | null>();
  for (const page of pages) {
    const html = await readFile(join(release, page), 'utf8');
    for (const b of brokenLinks(html, release, ref, siteOrigin, cache, base)) problems.push(`${page} → ${b}`);
    if (problems.length > 20) break;
  }
  if (problems.length) throw new Error(`broken internal links:\n  ${problems.slice(0, 20).join('\n  ')}`);
  return pages.length;
}
