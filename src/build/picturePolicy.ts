/**
 * Where payload pictures may be fetched from at build time, and how much of them (design "Hostile input"): a
 * payload is tenant data, so its picture URLs must not reach the build machine's own services (loopback, the
 * cloud metadata address, the private network) or make a build wait or fill memory forever.
 *
 * - http(s) only, no user:password@ in the URL;
 * - the host is the API's own (host and port of `API_BASE_URL`, always allowed: the sample API lives on
 *   127.0.0.1) or on the allowlist (`IMAGE_HOSTS`: `cdn.example.com`, `*.example.com` for its subdomains, `*` for
 *   any host);
 * - every address the host resolves to must be public unicast, unless it lies in a network the operator allows
 *   (`IMAGE_PRIVATE_NETWORKS`, CIDR such as `10.1.0.0/16`); IP literals in any spelling (decimal `2130706433`,
 *   hex `0x7f.1`, `[::ffff:127.0.0.1]`) are normalised by the URL parser first, then checked the same way;
 * - a deadline and a byte cap per picture, a pixel cap for the decoder.
 * The classification of addresses is ipaddr.js's (its special-purpose ranges), not hand-written ranges.
 */
import ipaddr from 'ipaddr.js';

export interface PicturePolicy {
  /** `host:port` of the API (URL.host): always allowed, whatever address it has. */
  apiHost: string;
  /** Other hosts pictures may come from: exact names, `*.domain` (subdomains), or `*` (any host). */
  hosts: readonly string[];
  /** Private, loopback or link-local networks pictures may still come from (CIDR). Default none. */
  privateNetworks: readonly string[];
  /** Whole fetch of one picture, redirects included. */
  fetchTimeoutMs: number;
  /** Largest picture body accepted. */
  maxBytes: number;
  /** Redirects followed per picture (each target is checked like the first URL). */
  maxRedirects: number;
  /** Largest picture the decoder opens, width × height (sharp's `limitInputPixels`). */
  maxPixels: number;
}

// 15 s for one picture: a CDN sends 10 MB in well under a second; a host slower than that is broken or hostile.
export const DEFAULT_FETCH_TIMEOUT_MS = 15_000;
// 10 MB: a menu photo worth showing at 1536 px wide is well under 5 MB as JPEG; twice that leaves room for PNG.
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
// 50 megapixels (sharp's default is 268): room for a 45 MP camera or a 48 MP phone photo; a decompression bomb
// (a few kB of PNG that decodes to gigabytes) is refused before it is decoded.
export const DEFAULT_MAX_PIXELS = 50_000_000;
export const DEFAULT_MAX_REDIRECTS = 3;

/** A picture the policy refuses: retrying cannot help, the payload (or the configuration) must change. */
export class PictureRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PictureRefusedError';
  }
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The policy for pictures of a build against `apiBaseUrl`, with the operator's settings from the environment. */
export function picturePolicyFromEnv(apiBaseUrl: string, env: NodeJS.ProcessEnv = process.env): PicturePolicy {
  const privateNetworks = list(env.IMAGE_PRIVATE_NETWORKS);
  for (const cidr of privateNetworks) {
    if (!ipaddr.isValidCIDR(cidr))
      throw new Error(`IMAGE_PRIVATE_NETWORKS: "${cidr}" is not a CIDR range such as 10.0.0.0/8`);
  }
  return {
    apiHost: new URL(apiBaseUrl).host,
    hosts: list(env.IMAGE_HOSTS).map((h) => h.toLowerCase()),
    privateNetworks,
    fetchTimeoutMs: positive(env.IMAGE_FETCH_TIMEOUT_MS, DEFAULT_FETCH_TIMEOUT_MS),
    maxBytes: positive(env.IMAGE_MAX_BYTES, DEFAULT_MAX_BYTES),
    maxRedirects: DEFAULT_MAX_REDIRECTS,
    maxPixels: DEFAULT_MAX_PIXELS,
  };
}

/** `[::1]` → `::1`; a trailing dot dropped; lower case. */
const bareHost = (hostname: string) =>
  hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();

/** True when pictures from this URL's host need no address check: it is the API's own host and port. */
export function isApiHost(url: URL, policy: PicturePolicy): boolean {
  return url.host.toLowerCase() === policy.apiHost.toLowerCase();
}

/** True when `hostname` is on the allowlist (the API's own host is checked apart, with its port). */
export function isAllowedHost(hostname: string, policy: PicturePolicy): boolean {
  const host = bareHost(hostname);
  return policy.hosts.some((allowed) => {
    if (allowed === '*') return true;
    const a = bareHost(allowed);
    // `*.brand.test` allows its subdomains, not the apex (the same rule as REDIRECT_ALLOWLIST).
    return a.startsWith('*.') ? host.endsWith(a.slice(1)) : host === a;
  });
}

/** Why an address may not be fetched from ("a loopback address"), or null when it may. */
export function addressRefusal(address: string, policy: Pick<PicturePolicy, 'privateNetworks'>): string | null {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(bareHost(address));
  } catch {
    return `"${address}" is not an IP address`;
  }
  // ::ffff:127.0.0.1 reaches 127.0.0.1: judge the IPv4 address it carries.
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const allowedPrivately = policy.privateNetworks.some((cidr) => {
    const [net, bits] = ipaddr.parseCIDR(cidr);
    return net.kind() === ip.kind() && ip.match(net, bits);
  });
  if (allowedPrivately) return null;
  const range = ip.range();
  // Of IPv6, only global unicast (2000::/3) is in use on the internet; the rest (IPv4-compatible ::a.b.c.d,
  // NAT64, 6to4, Teredo, site-local…) can carry or reach an internal address.
  const globalIpv6 = ip.kind() === 'ipv4' || ip.match(ipaddr.parseCIDR('2000::/3'));
  if (range === 'unicast' && globalIpv6) return null;
  return `${ip.toString()} is ${RANGE_WORDS[range] ?? `a ${range} address`}`;
}

const RANGE_WORDS: Record<string, string> = {
  unicast: 'not a global unicast address',
  unspecified: 'the unspecified address',
  loopback: 'a loopback address',
  private: 'a private address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a unique local (private) address',
  carrierGradeNat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  reserved: 'a reserved address',
};

/**
 * Checks a picture URL against the policy before anything is sent: scheme, credentials, host; and, for an IP
 * literal, the address (a host name's addresses are checked when the connection is made, see safeFetch.ts).
 */
export function checkPictureUrl(raw: string, policy: PicturePolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PictureRefusedError('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new PictureRefusedError(`${url.protocol} URLs are not fetched (http and https only)`);
  if (url.username || url.password) throw new PictureRefusedError('URLs with a user name or password are not fetched');
  if (isApiHost(url, policy)) return url;
  if (!isAllowedHost(url.hostname, policy)) {
    throw new PictureRefusedError(
      `host ${url.hostname} is not an allowed picture host (the API's own, or IMAGE_HOSTS)`,
    );
  }
  const host = bareHost(url.hostname);
  if (ipaddr.isValid(host)) {
    const refusal = addressRefusal(host, policy);
    if (refusal) throw new PictureRefusedError(`${refusal} (IMAGE_PRIVATE_NETWORKS allows private networks)`);
  }
  return url;
}
