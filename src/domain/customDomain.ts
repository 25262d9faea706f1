/**
 * Custom domains (spec §7 `restaurant-domain`): a business served at the root of its own domain
 * (`https://shawarma-house.example/delivery`) instead of under the shared host (`/shawarma-house/delivery`).
 * Pure and clock-free: the build, the bundled server, the edge worker and the sample API share these rules.
 *
 * A release built for a domain keeps its files where every release has them (the tenant's directory, served
 * as `/{ref}/…` internally, so the file-read checks of src/build/verify.ts stay as they are); only the URLs in its
 * pages and its serving rules are at the domain's root. So a request on the domain maps `/x` to the site path
 * `/{ref}/x`, and a request under the shared host for `/{ref}/x` answers 301 to `{origin}/x`.
 */

/** Longest host name DNS allows (RFC 1035: 253 characters written without the final dot). */
export const MAX_HOST_LENGTH = 253;

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The host name a `Host` header (or a configured host) names, lowercase, without port or final dot; null when it
 * is not a DNS name: empty, too long, an IP literal (v4 or `[v6]`), a bad port, or any character a host name
 * cannot have (`/`, `@`, `\`, `%`, spaces, quotes, control characters, non-ASCII: IDNs arrive as punycode).
 * A request whose host is null is served as the shared site: it can never select a tenant's domain.
 */
export function normalizeHost(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_HOST_LENGTH + 7) return null; // room for ":65535" and the final dot
  if (raw.startsWith('[')) return null; // an IPv6 literal: never a custom domain
  const colon = raw.indexOf(':');
  let host = raw;
  if (colon !== -1) {
    const port = raw.slice(colon + 1);
    if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) return null;
    host = raw.slice(0, colon);
  }
  host = host.toLowerCase();
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (!host || host.length > MAX_HOST_LENGTH) return null;
  const labels = host.split('.');
  if (!labels.every((l) => LABEL.test(l))) return null;
  // A numeric last label is an IPv4 literal (or a form of one, 127.1); no top-level domain is all digits.
  if (/^\d+$/.test(labels.at(-1)!)) return null;
  return host;
}

/** Whether a value is a business's own domain as the API gives it: a lowercase DNS name with at least one dot. */
export function isCustomDomain(value: string): boolean {
  return normalizeHost(value) === value && value.includes('.');
}

/** The origin pages of a domain are built for: `https://{domain}` in production (tests serve it over http). */
export function domainOrigin(domain: string, scheme: 'https' | 'http' = 'https', port?: number): string {
  if (!isCustomDomain(domain)) throw new Error(`not a domain name: ${JSON.stringify(domain.slice(0, 80))}`);
  return `${scheme}://${domain}${port ? `:${port}` : ''}`;
}

/**
 * The tenant's site path a path on its domain stands for: `/` → `/{ref}`, `/ar/delivery` → `/{ref}/ar/delivery`.
 * Works on the raw (still encoded) path or on the decoded one alike: it only prepends.
 */
export function sitePathOnDomain(ref: string, path: string): string {
  return path === '/' || path === '' ? `/${ref}` : `/${ref}${path}`;
}

/** The path on the domain a shared-host path of the tenant stands for (`/{ref}/x` → `/x`, `/{ref}` → `/`), or null. */
export function domainPathOf(ref: string, sharedPath: string): string | null {
  if (sharedPath === `/${ref}`) return '/';
  return sharedPath.startsWith(`/${ref}/`) ? sharedPath.slice(ref.length + 1) : null;
}

/**
 * On the domain, a path still under the tenant's prefix (a link or a table's printed QR code from before the move:
 * `/{ref}/dinein?table=4`) stands for the same page at the root; its target as a site path (decoded path in,
 * percent-encoded path out, leading slashes collapsed so it can never read as `//another-host`), or null.
 */
export function unprefixedPathOnDomain(ref: string, path: string): string | null {
  const rest = domainPathOf(ref, path);
  return rest === null ? null : `/${rest.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * Where a shared-host request for a tenant that has moved to its domain goes (301): the same page at the domain's
 * root, query string kept (`/shawarma-house/ar/delivery?table=4` → `https://shawarma-house.example/ar/delivery?table=4`).
 * The origin comes from the release (what the build verified with the API), never from the request.
 */
export function domainRedirectTarget(origin: string, ref: string, sharedPath: string, search = ''): string | null {
  const path = domainPathOf(ref, sharedPath);
  return path === null ? null : `${origin}${path}${search}`;
}

/** The domain a release is built for, as its build.json (and its bucket manifest) records it. */
export interface ReleaseDomain {
  /** The host requests for the business's pages arrive on. */
  host: string;
  /** Where its shared-host paths redirect: `https://{host}` (tests: `http://{host}:{port}`). */
  origin: string;
}

/**
 * The domain recorded with a release (`{ domain, origin }` of build.json), or null when there is none or it is not
 * consistent (the origin must be http(s) on exactly that host, with no path): a release never names another host.
 */
export function releaseDomainOf(info: unknown): ReleaseDomain | null {
  if (typeof info !== 'object' || info === null) return null;
  const { domain, origin } = info as { domain?: unknown; origin?: unknown };
  if (typeof domain !== 'string' || typeof origin !== 'string' || !isCustomDomain(domain)) return null;
  const url = URL.parse(origin);
  if (!url || !/^https?:$/.test(url.protocol) || url.hostname !== domain || url.origin !== origin) return null;
  return { host: domain, origin };
}
