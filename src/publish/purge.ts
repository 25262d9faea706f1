/**
 * The CDN purge after a publish: Cloudflare's purge-by-prefix call, for a bucket or tree served by an
 * origin behind Cloudflare's cache (README "Hosting": S3 + a plain CDN). `CDN_PURGE_URL` is the zone's endpoint
 * (`https://api.cloudflare.com/client/v4/zones/{zone_id}/purge_cache`), `CDN_PURGE_TOKEN` an API token with the
 * "Cache Purge" permission. The prefixes are the tenant's path on the public site (`host/{ref}`, Cloudflare
 * matches whole path segments) and each of its own domains (`host`).
 * With the edge worker no purge is needed: it reads the pointer itself (TTL of a few seconds).
 * A failed purge does not fail the publish (the release is live; HTML is cached a minute at most): it is logged.
 */
import { parseTenantDomains } from '../edge/domains.ts';

export interface PurgeConfig {
  url: string;
  token: string;
  siteHost: string;
  domains: Map<string, string>;
}

export function purgeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PurgeConfig | null {
  if (!env.CDN_PURGE_URL) return null;
  if (!env.CDN_PURGE_TOKEN) throw new Error('CDN_PURGE_URL is set without CDN_PURGE_TOKEN');
  const url = new URL(env.CDN_PURGE_URL);
  if (url.protocol !== 'https:' && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
    throw new Error('CDN_PURGE_URL must be https (the token goes with it)');
  const site = new URL(env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT ?? 4321}`);
  return {
    url: url.href,
    token: env.CDN_PURGE_TOKEN,
    siteHost: site.host,
    domains: parseTenantDomains(env.TENANT_DOMAINS),
  };
}

/** The prefixes of a tenant's cached pages. */
export function purgePrefixes(cfg: PurgeConfig, ref: string): string[] {
  const own = [...cfg.domains].filter(([, r]) => r === ref).map(([host]) => host);
  return [`${cfg.siteHost}/${ref}`, ...own];
}

/** Asks the CDN to drop a tenant's cached pages; returns whether it agreed (logs why not). */
export async function purgeTenant(
  cfg: PurgeConfig,
  ref: string,
  log: (msg: string) => void = console.warn,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const res = await fetchImpl(cfg.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${cfg.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefixes: purgePrefixes(cfg, ref).slice(0, 30) }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => null)) as { success?: boolean; errors?: unknown } | null;
    if (res.ok && body?.success) return true;
    log(`CDN purge of ${ref} refused (${res.status}): ${JSON.stringify(body?.errors ?? body).slice(0, 300)}`);
  } catch (err) {
    log(`CDN purge of ${ref} failed: ${(err as Error).message}`);
  }
  return false;
}
