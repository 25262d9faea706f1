/**
 * Files at the root of the served tree, rewritten after every publish: robots.txt, the sitemap index of every
 * published tenant, and every tenant's `_redirects` / `_headers` combined for a CDN that serves the whole tree
 * (in the order cdnRules.ts gives: a plain concatenation would let one tenant's broad rule override another's).
 * A business served at the root of its own domain (build.json `origin`) adds only the 301s of its shared-host
 * paths to that domain (cdnRules.ts domainMoveRules): its release's rules are root-relative, for the domain.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { publishedTenants, type Layout } from './publish.ts';
import { robotsTxt, sitemapIndexXml } from '../publish/rootFiles.ts';
import {
  combineHeaderRules,
  combineRedirectRules,
  domainMoveRules,
  formatHeaders,
  formatRedirects,
  parseHeaders,
  parseRedirects,
  type HeaderRule,
  type RedirectRule,
} from './cdnRules.ts';

async function writeAtomic(path: string, text: string): Promise<void> {
  // A name of its own per write: two writes of one process never share (nor rename away) a temporary file.
  const tmp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, text);
    await rename(tmp, path);
  } finally {
    await rm(tmp, { force: true });
  }
}

/** The index writes of each tree in this process, one after another (publishes of several workers end together). */
const writing = new Map<string, Promise<unknown>>();

/** The origin of a tenant's own domain when its live release is built for one (build.json). */
async function domainOriginOf(layout: Layout, ref: string): Promise<string | null> {
  const info = await readFile(join(layout.www, ref, 'build.json'), 'utf8').then(
    (t) => JSON.parse(t) as { origin?: unknown },
    () => ({ origin: undefined }),
  );
  return typeof info.origin === 'string' ? info.origin : null;
}

/**
 * The origin the tree was last published for, read from its robots.txt (`Sitemap: {origin}/sitemap-index.xml`), or
 * null. A command run beside a running site (`npm run republish`) keeps that origin unless told another one.
 */
export async function publishedSiteUrl(layout: Layout): Promise<string | null> {
  const robots = await readFile(join(layout.www, 'robots.txt'), 'utf8').catch(() => '');
  const sitemap = /^Sitemap:\s*(\S+)\/sitemap-index\.xml\s*$/m.exec(robots)?.[1];
  if (!sitemap) return null;
  try {
    const url = new URL(sitemap);
    return /^https?:$/.test(url.protocol) ? url.origin + url.pathname.replace(/\/$/, '') : null;
  } catch {
    return null;
  }
}

/** Rewrites the root files for the tenants now published; calls for one tree run one at a time, in order. */
export function writeSiteIndex(layout: Layout, siteUrl: string): Promise<string[]> {
  const before = writing.get(layout.www) ?? Promise.resolve();
  const mine = before.catch(() => {}).then(() => writeIndexNow(layout, siteUrl));
  writing.set(layout.www, mine);
  void mine
    .finally(() => {
      if (writing.get(layout.www) === mine) writing.delete(layout.www);
    })
    .catch(() => {});
  return mine;
}

async function writeIndexNow(layout: Layout, siteUrl: string): Promise<string[]> {
  const tenants = await publishedTenants(layout);
  const origin = new URL(siteUrl).origin;
  const domains = new Map<string, string>();
  for (const ref of tenants) {
    const own = await domainOriginOf(layout, ref);
    if (own) domains.set(ref, own);
  }
  // A business on its own domain has its sitemap and robots.txt there (a sitemap lists URLs of its own host only).
  await writeAtomic(
    join(layout.www, 'sitemap-index.xml'),
    sitemapIndexXml(
      origin,
      tenants.filter((ref) => !domains.has(ref)),
    ),
  );
  await writeAtomic(join(layout.www, 'robots.txt'), robotsTxt(origin));
  const redirects: RedirectRule[][] = [];
  const headers: HeaderRule[][] = [];
  for (const ref of tenants) {
    const own = domains.get(ref);
    if (own) {
      redirects.push(domainMoveRules(ref, own));
      continue;
    }
    redirects.push(parseRedirects(await readFile(join(layout.www, ref, '_redirects'), 'utf8').catch(() => '')));
    headers.push(parseHeaders(await readFile(join(layout.www, ref, '_headers'), 'utf8').catch(() => '')));
  }
  await writeAtomic(join(layout.www, '_redirects'), formatRedirects(combineRedirectRules(redirects)));
  await writeAtomic(join(layout.www, '_headers'), formatHeaders(combineHeaderRules(headers)));
  return tenants;
}
