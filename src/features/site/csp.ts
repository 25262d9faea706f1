/**
 * The Content-Security-Policy of every tenant page. All tenants share one origin and customers' bearer tokens
 * live in localStorage, so one injected script on any page could read every tenant's tokens: scripts run only
 * from the site itself ('self': the hashed `_astro` chunks) or when they are one of the known inline scripts,
 * allowed by their sha256. The set of inline scripts is fixed per code version (inlineScripts.ts, the guard's
 * head script, and Astro's island runtime and hydration directives), so the hashes are computed once per
 * process and the policy only varies with the configured origins of the API, tiles and geocoder.
 *
 * The same policy goes into the `<meta http-equiv>` of every page (for hosts that cannot set headers) and into
 * the tenant's `_headers` (src/build/cdnRules.ts); the meta copy leaves out `frame-ancestors`, which browsers
 * ignore in a meta element (and report on the console).
 */
import { createHash } from 'node:crypto';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import idleDirective from 'astro/client/idle.prebuilt.js';
import loadDirective from 'astro/client/load.prebuilt.js';
import mediaDirective from 'astro/client/media.prebuilt.js';
import onlyDirective from 'astro/client/only.prebuilt.js';
import visibleDirective from 'astro/client/visible.prebuilt.js';
import type { ClientConfig } from './clientConfig.ts';
import { guardHeadScript } from '../account/guard/script.ts';
import {
  consentScript,
  errorScript,
  itemCountScript,
  localeScript,
  notFoundScript,
  paymentFailScript,
  tagFilterScript,
  viewScript,
} from './inlineScripts.ts';

/** The CSP source of a script text: `'sha256-…'` over its UTF-8 bytes, exactly as the page carries it. */
export function scriptHashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** Every inline script text a page of this code version may carry. */
export function inlineScriptTexts(): string[] {
  return [
    localeScript(),
    guardHeadScript(false),
    guardHeadScript(true),
    viewScript('menu'),
    viewScript('cart'),
    viewScript('plain'),
    tagFilterScript(),
    itemCountScript(),
    errorScript(),
    notFoundScript(),
    paymentFailScript(),
    consentScript(),
    // Astro writes its island runtime and the directive of each island kind inline, once per page.
    islandScript,
    idleDirective,
    loadDirective,
    mediaDirective,
    onlyDirective,
    visibleDirective,
  ];
}

let hashes: string[] | undefined;
/** The hash sources of every inline script, computed once per process. */
export function inlineScriptHashes(): string[] {
  return (hashes ??= [...new Set(inlineScriptTexts().map(scriptHashSource))]);
}

/**
 * The CSP source for the origin of a configured URL or URL template. A `{s}` subdomain template
 * (`https://{s}.tile.example.org/{z}/{x}/{y}.png`) becomes a `*.` wildcard, the only wildcard a host source has.
 * Anything a CSP source cannot say exactly (another scheme, credentials, a placeholder elsewhere in the host,
 * characters that would end the directive) is refused, so configuration can never widen or break the policy.
 */
export function originSource(url: string): string {
  const m = /^(https?):\/\/([^/?#]*)/i.exec(url.trim());
  if (!m) throw new Error(`CSP: not an absolute http(s) URL: ${JSON.stringify(url)}`);
  const scheme = m[1]!.toLowerCase();
  const authority = m[2]!;
  if (authority.includes('@'))
    throw new Error(`CSP: a URL with credentials cannot be a source: ${JSON.stringify(url)}`);
  const WILD = 'csp-wildcard-label';
  let host: string;
  try {
    host = new URL(`${scheme}://${authority.replace(/\{[a-z]+\}/gi, WILD)}/`).host;
  } catch {
    throw new Error(`CSP: not a valid host in ${JSON.stringify(url)}`);
  }
  const labels = host.split('.');
  if (labels[0] === WILD) labels[0] = '*';
  const source = labels.join('.');
  if (source.includes(WILD) || !/^(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/.test(source)) {
    throw new Error(`CSP: the host of ${JSON.stringify(url)} cannot be written as a source`);
  }
  return `${scheme}://${source}`;
}

const unique = (sources: string[]) => [...new Set(sources)].join(' ');

/** The origins a tenant's tracking vendors need, per directive (domain/tracking/vendors.ts trackingCspSources). */
export interface TrackingSources {
  script: string[];
  img: string[];
  connect: string[];
}
const NO_TRACKING: TrackingSources = { script: [], img: [], connect: [] };

/**
 * The policy for pages whose islands use `client` (the API, tiles and geocoder the build was configured with).
 * `meta` leaves out the directives a `<meta http-equiv>` cannot carry.
 */
export function contentSecurityPolicy(
  client: Pick<ClientConfig, 'apiUrl' | 'tileUrl' | 'geocoderUrl'>,
  delivery: 'header' | 'meta' = 'header',
  tracking: TrackingSources = NO_TRACKING,
): string {
  // Every page asks; a build has one configuration (a few at most), so the answer is kept.
  const key = `${delivery}\n${client.apiUrl}\n${client.tileUrl}\n${client.geocoderUrl}\n${JSON.stringify(tracking)}`;
  let policy = policies.get(key);
  if (policy === undefined) {
    if (policies.size >= 16) policies.clear();
    policies.set(key, (policy = buildPolicy(client, delivery, tracking)));
  }
  return policy;
}

const policies = new Map<string, string>();

function buildPolicy(
  client: Pick<ClientConfig, 'apiUrl' | 'tileUrl' | 'geocoderUrl'>,
  delivery: 'header' | 'meta',
  tracking: TrackingSources,
): string {
  const api = originSource(client.apiUrl);
  const tiles = originSource(client.tileUrl);
  const geocoder = originSource(client.geocoderUrl);
  const directives = [
    `default-src 'self'`,
    // Never 'unsafe-inline' for scripts: only our own files and the hashed inline scripts run.
    // A tenant's tracking vendors' script origins, and only its own (an empty list for most: none configured).
    `script-src ${unique([`'self'`, ...tracking.script])} ${inlineScriptHashes().join(' ')} 'report-sample'`,
    // Styles keep 'unsafe-inline': the business theme is an inlined <style> element that differs per tenant (the
    // app's CSS is one file: 'self'), and server-rendered markup carries style attributes (e.g. the policies
    // text), which hashes cannot allow without 'unsafe-hashes'. CSS cannot run script or read storage; script-src
    // stays strict.
    `style-src 'self' 'unsafe-inline'`,
    // data: for the CSS and Leaflet's inline placeholder images; map tiles are <img> loads from the tile host.
    `img-src ${unique([`'self'`, 'data:', api, tiles, ...tracking.img])}`,
    `font-src 'self'`,
    // The islands call the API (orders, accounts, coupons) and the geocoder; pages poll builds/latest.json.
    `connect-src ${unique([`'self'`, api, geocoder, ...tracking.connect])}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    // The demo payment page is on the API origin; keep form posts to the site and the API.
    `form-action ${unique([`'self'`, api])}`,
    ...(delivery === 'header' ? [`frame-ancestors 'self'`] : []),
  ];
  return directives.join('; ');
}
