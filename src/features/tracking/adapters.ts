/**
 * The vendor adapters: each defines its vendor's function the way the vendor's own snippet does (`fbq`, `gtag` with
 * `dataLayer`, `ttq`, `snaptr`, queueing calls until the vendor script runs), adds the vendor script, reports the
 * page view, and returns how the page's events reach it (domain/tracking/events.ts spells them). Called only once
 * the visitor has consented (tracking.ts): before that no vendor function exists and no vendor script is asked for.
 * The page's environment is injected, so the adapters are tested without a browser.
 */
import { vendorCall, type TrackEvent } from '../../domain/tracking/events.ts';
import { vendorScriptUrl, type BrowserTracker } from '../../domain/tracking/vendors.ts';

export interface TrackerEnv {
  /** The page's global object (window): the vendor functions are defined on it. */
  global: Record<string, unknown>;
  /** Adds `<script async src>` to the page. */
  addScript: (src: string) => void;
  /** The path the business's pages live below: analytics cookies are kept to it (tenants share one origin). */
  basePath: string;
}

export type SendEvent = (event: TrackEvent) => void;

type VendorFunction = ((...args: unknown[]) => void) & Record<string, unknown>;

/** A function that queues its calls in `queue` until the vendor script sets `handler` (Meta's and Snap's shape). */
function queueingFunction(handler: 'callMethod' | 'handleRequest'): VendorFunction {
  const fn = ((...args: unknown[]) => {
    const handle = fn[handler];
    if (typeof handle === 'function') (handle as (...a: unknown[]) => void).apply(fn, args);
    else (fn.queue as unknown[][]).push(args);
  }) as VendorFunction;
  fn.queue = [];
  return fn;
}

function meta(ids: string[], currency: string, env: TrackerEnv): SendEvent {
  const g = env.global;
  if (typeof g.fbq !== 'function') {
    const fbq = queueingFunction('callMethod');
    Object.assign(fbq, { push: fbq, loaded: true, version: '2.0' });
    g.fbq = fbq;
    g._fbq ??= fbq;
    env.addScript(vendorScriptUrl('meta', ids[0]!));
  }
  const fbq = g.fbq as VendorFunction;
  for (const id of ids) fbq('init', id);
  fbq('track', 'PageView');
  return (event) => fbq(...vendorCall('meta', event, currency));
}

function analytics(ids: string[], currency: string, env: TrackerEnv): SendEvent {
  const g = env.global;
  const dataLayer = (g.dataLayer ??= []) as unknown[];
  // gtag.js reads `arguments` objects from the data layer (an array would be taken for something else).
  const gtag = function () {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  } as (...args: unknown[]) => void;
  g.gtag = gtag;
  gtag('js', new Date());
  for (const id of ids) gtag('config', id, { cookie_path: env.basePath });
  env.addScript(vendorScriptUrl('analytics', ids[0]!));
  return (event) => gtag(...vendorCall('analytics', event, currency));
}

const TIKTOK_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

function tiktok(ids: string[], currency: string, env: TrackerEnv): SendEvent {
  const g = env.global;
  g.TiktokAnalyticsObject = 'ttq';
  const ttq = (g.ttq ??= []) as unknown[] & Record<string, unknown>;
  const defer = (target: unknown[] & Record<string, unknown>, method: string) => {
    target[method] = (...args: unknown[]) => target.push([method, ...args]);
  };
  for (const m of TIKTOK_METHODS) defer(ttq, m);
  const instances = (ttq._i ??= {}) as Record<string, unknown[] & Record<string, unknown>>;
  ttq.instance = (id: string) => {
    const instance = instances[id] ?? ([] as unknown as unknown[] & Record<string, unknown>);
    for (const m of TIKTOK_METHODS) defer(instance, m);
    return instance;
  };
  const loadedAt = (ttq._t ??= {}) as Record<string, number>;
  const options = (ttq._o ??= {}) as Record<string, unknown>;
  ttq.load = (id: string, opts: unknown = {}) => {
    const instance = [] as unknown as unknown[] & Record<string, unknown>;
    instance._u = 'https://analytics.tiktok.com/i18n/pixel/events.js';
    instances[id] = instance;
    loadedAt[id] = Date.now();
    options[id] = opts;
    env.addScript(vendorScriptUrl('tiktok', id));
  };
  for (const id of ids) (ttq.load as (id: string) => void)(id);
  (ttq.page as () => void)();
  return (event) => (ttq.track as (...a: unknown[]) => void)(...vendorCall('tiktok', event, currency));
}

function snapchat(ids: string[], currency: string, env: TrackerEnv): SendEvent {
  const g = env.global;
  if (typeof g.snaptr !== 'function') {
    g.snaptr = queueingFunction('handleRequest');
    env.addScript(vendorScriptUrl('snapchat', ids[0]!));
  }
  const snaptr = g.snaptr as VendorFunction;
  for (const id of ids) snaptr('init', id, {});
  snaptr('track', 'PAGE_VIEW');
  return (event) => snaptr(...vendorCall('snapchat', event, currency));
}

const ADAPTERS = { meta, analytics, tiktok, snapchat };

/** Loads one vendor for its ids (page view reported) and returns how events reach it. */
export function installTracker(tracker: BrowserTracker, currency: string, env: TrackerEnv): SendEvent {
  return ADAPTERS[tracker.vendor](tracker.ids, currency, env);
}

/** First-party cookies the vendors' scripts set (Meta, Google Analytics, TikTok, Snapchat). */
const VENDOR_COOKIE = /^(_fbp|_fbc|_ga|_ga_[A-Za-z0-9]+|_gid|_gat\w*|_ttp|_scid|_scid_r|_sctr)$/;

/** The names of the vendors' cookies among those of `document.cookie`. */
export function vendorCookieNames(cookies: string): string[] {
  return cookies
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter((name) => VENDOR_COOKIE.test(name));
}

/** The domains a cookie of the page may have been set for: the host and each parent short of the top level. */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$|:/.test(hostname)) return [hostname];
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}
