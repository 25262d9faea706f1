/**
 * Checks a release before it goes live: the pages the route table promises exist, no internal link is broken.
 */
import { readdir, readFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { join } from 'node:path';

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

/** The file a site path of this tenant is served from, or null (mirrors the static server's lookup). */
export function fileForPath(release: string, ref: string, path: string, cache?: Map<string, string | null>): string | null {
  if (cache) {
    if (cache.has(path)) return cache.get(path)!;
    const found = fileForPath(release, ref, path);
    cache.set(path, found);
    return found;
  }
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? '');
  if (clean !== `/${ref}` && !clean.startsWith(`/${ref}/`)) return null;
  const rest = clean.slice(ref.length + 2);
  const candidates = rest ? [rest, `${rest}.html`, `${rest}/index.html`] : ['index.html'];
  for (const c of candidates) {
    const full = join(release, c);
    if (statSync(full, { throwIfNoEntry: false })?.isFile()) return full;
  }
  return null;
}

/** Internal links (href, src, srcset) of a tenant page that lead nowhere. */
export function brokenLinks(html: string, release: string, ref: string, siteOrigin: string, cache?: Map<string, string | null>): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/\ssrcset="([^"]+)"/g)) for (const part of m[1]!.split(',')) urls.add(part.trim().split(/\s+/)[0]!);
  const broken: string[] = [];
  for (const raw of urls) {
    let path = raw.replace(/&amp;/g, '&');
    if (path.startsWith(siteOrigin)) path = path.slice(siteOrigin.length);
    if (!path.startsWith(`/${ref}`) || path.startsWith(`/${ref}#`)) continue;
    if (path.startsWith(`/${ref}/`) || path === `/${ref}`) {
      if (!fileForPath(release, ref, path.split('#')[0]!, cache)) broken.push(raw);
    }
  }
  return broken;
}

/** Checks every page of a release; throws listing the first broken links. */
export async function verifyRelease(release: string, ref: string, siteOrigin: string, expectedPages: number): Promise<number> {
  const files = await listFiles(release);
  const pages = files.filter((f) => f.endsWith('.html'));
  // 404.html is extra: the route table does not list it.
  if (pages.length - 1 < expectedPages) throw new Error(`expected ${expectedPages} pages, found ${pages.length - 1}`);
  const problems: string[] = [];
  // Pages share most of their links (navigation, assets, the menu): each path is looked up once per release.
  const cache = new Map<string, string | null>();
  for (const page of pages) {
    const html = await readFile(join(release, page), 'utf8');
    for (const b of brokenLinks(html, release, ref, siteOrigin, cache)) problems.push(`${page} → ${b}`);
    if (problems.length > 20) break;
  }
  if (problems.length) throw new Error(`broken internal links:\n  ${problems.slice(0, 20).join('\n  ')}`);
  return pages.length;
}
