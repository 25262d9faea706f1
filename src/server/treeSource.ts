/**
 * The local published tree as a SiteSource of the static server (static.ts): `www/{ref}` links to the tenant's
 * live release; its rules, files and own domain (build.json) are read from the directory the link
 * names when a request begins. The host → tenant map of custom domains comes from the live releases' build.json.
 */
import { readFile, readlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseHeaders, parseRedirects, type HeaderRule, type RedirectRule } from '../build/cdnRules.ts';
import { fileForPath } from '../build/verify.ts';
import { publishedTenants, type Layout } from '../build/publish.ts';
import { releaseDomainOf, type ReleaseDomain } from '../domain/customDomain.ts';
import type { SiteSource } from './siteSource.ts';

/** How long a source trusts its host → tenant map before reading the releases again (a publish shows within it). */
export const DOMAIN_MAP_TTL_MS = 2000;

/** A host → tenant map read again at most every DOMAIN_MAP_TTL_MS (concurrent requests share one read). */
export function cachedDomainMap(read: () => Promise<Map<string, string>>, now: () => number = Date.now) {
  let hit: { at: number; map: Promise<Map<string, string>> } | null = null;
  return async (host: string): Promise<string | null> => {
    if (!hit || now() - hit.at >= DOMAIN_MAP_TTL_MS) {
      const map = read();
      hit = { at: now(), map };
      map.catch(() => (hit = null));
    }
    return (await hit.map).get(host) ?? null;
  };
}

/** The release's own domain from its build.json text (releaseDomainOf's checks), or undefined. */
function domainOfBuildInfo(text: string): ReleaseDomain | undefined {
  try {
    return releaseDomainOf(JSON.parse(text)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The local published tree: `www/{ref}` links to the live release. */
export function treeSource(layout: Layout): SiteSource {
  const rulesCache = new Map<
    string,
    { release: string; redirects: RedirectRule[]; headers: HeaderRule[]; domain?: ReleaseDomain }
  >();
  const tenantOfHost = cachedDomainMap(async () => {
    const map = new Map<string, string>();
    for (const ref of await publishedTenants(layout)) {
      const domain = domainOfBuildInfo(await readFile(join(layout.www, ref, 'build.json'), 'utf8').catch(() => ''));
      if (domain) map.set(domain.host, ref);
    }
    return map;
  });
  return {
    tenantOfHost,
    async tenants() {
      const tenants = await publishedTenants(layout);
      const names = await Promise.all(
        tenants.map((ref) =>
          readFile(join(layout.www, ref, 'build.json'), 'utf8')
            .then((t) => String((JSON.parse(t) as { businessName?: unknown }).businessName ?? ref))
            .catch(() => ref),
        ),
      );
      return tenants.map((ref, i) => ({ ref, name: names[i]! }));
    },
    rootFile: async (name) => ({ path: join(layout.www, name) }),
    async release(ref) {
      let release: string;
      try {
        release = await readlink(join(layout.www, ref));
      } catch {
        return null;
      }
      // One request reads one release: its rules and its files from the directory the link named when it began.
      const dir = resolve(layout.www, release);
      let rules = rulesCache.get(ref);
      if (rules?.release !== release) {
        const [r, h, b] = await Promise.all([
          readFile(join(dir, '_redirects'), 'utf8').catch(() => ''),
          readFile(join(dir, '_headers'), 'utf8').catch(() => ''),
          readFile(join(dir, 'build.json'), 'utf8').catch(() => ''),
        ]);
        const domain = domainOfBuildInfo(b);
        rules = { release, redirects: parseRedirects(r), headers: parseHeaders(h), ...(domain ? { domain } : {}) };
        rulesCache.set(ref, rules);
      }
      return {
        id: release,
        redirects: rules.redirects,
        headers: rules.headers,
        ...(rules.domain ? { domain: rules.domain } : {}),
        file: async (path) => {
          const file = fileForPath(dir, ref, path);
          return file ? { path: file } : null;
        },
      };
    },
  };
}
