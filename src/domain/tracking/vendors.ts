/**
 * The tracking integrations a business may configure (spec §4: 1 meta pixel, 2 web analytics, 3 and 4 social
 * pixels, 5 to 7 server-side event APIs; the restaurant answer's `pixels`). Decisions where the spec is silent:
 * 3 is TikTok's pixel and 4 Snapchat's (the social networks of the Gulf); 5, 6 and 7 are the server-side event
 * APIs of Meta (Conversions API), TikTok (Events API) and Snapchat (Conversions API), keyed by the same pixel id as
 * the browser pixel of that vendor. Server-side integrations never load anything in the browser: the API sends
 * their events (the page posts it the purchase the visitor consented to report: features/tracking/tracking.ts).
 * Consent is asked per vendor and covers both kinds: a business with Meta's pixel and its Conversions API asks
 * once, for Meta.
 *
 * Each vendor's id has a strict pattern: an id is written into a script URL and a vendor call, so anything else
 * (markup, quotes, a URL) is refused when the payload is validated (src/lib/api/schema.ts). The origins each
 * vendor's script loads from and reports to are fixed here: a tenant's Content-Security-Policy admits exactly the
 * origins of the vendors it configured (features/site/csp.ts).
 */

export type TrackerVendor = 'meta' | 'analytics' | 'tiktok' | 'snapchat';

/** The vendors in the order their scripts load and their names are listed. */
export const TRACKER_VENDORS: readonly TrackerVendor[] = ['meta', 'analytics', 'tiktok', 'snapchat'];

/** A `pixels` entry of the restaurant answer. */
export interface Pixel {
  type: number;
  pixel_id: string;
}

/** Spec §4 integration types: the vendor and whether the browser loads it (false: a server-side event API). */
export const PIXEL_TYPES: Readonly<Record<number, { vendor: TrackerVendor; browser: boolean }>> = {
  1: { vendor: 'meta', browser: true },
  2: { vendor: 'analytics', browser: true },
  3: { vendor: 'tiktok', browser: true },
  4: { vendor: 'snapchat', browser: true },
  5: { vendor: 'meta', browser: false },
  6: { vendor: 'tiktok', browser: false },
  7: { vendor: 'snapchat', browser: false },
};

interface VendorSpec {
  /** The vendor's own name for the integration (a brand: never translated). */
  name: string;
  id: RegExp;
  /** Content-Security-Policy sources of what the vendor's script loads and sends (its published lists). */
  csp: { script: string[]; img: string[]; connect: string[] };
}

const VENDORS: Readonly<Record<TrackerVendor, VendorSpec>> = {
  meta: {
    name: 'Meta',
    id: /^\d{6,20}$/,
    csp: {
      script: ['https://connect.facebook.net'],
      img: ['https://www.facebook.com'],
      connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    },
  },
  analytics: {
    name: 'Google Analytics',
    id: /^G-[A-Z0-9]{4,20}$/,
    csp: {
      script: ['https://*.googletagmanager.com'],
      img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    },
  },
  tiktok: {
    name: 'TikTok',
    id: /^[A-Z0-9]{10,30}$/,
    csp: {
      script: ['https://analytics.tiktok.com'],
      img: ['https://analytics.tiktok.com'],
      connect: ['https://analytics.tiktok.com'],
    },
  },
  snapchat: {
    name: 'Snapchat',
    id: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    csp: { script: ['https://sc-static.net'], img: ['https://tr.snapchat.com'], connect: ['https://tr.snapchat.com'] },
  },
};

/** Why a pixel entry is refused (an unknown type, or an id its vendor never issues), or null when it is valid. */
export function pixelProblem(pixel: Pixel): string | null {
  const kind = Object.hasOwn(PIXEL_TYPES, pixel.type) ? PIXEL_TYPES[pixel.type] : undefined;
  if (!kind) return `unknown tracking integration type ${pixel.type} (spec §4: 1 to 7)`;
  if (!VENDORS[kind.vendor].id.test(pixel.pixel_id)) return `not a ${VENDORS[kind.vendor].name} id`;
  return null;
}

/** The vendors a page loads after consent, with their ids (in vendor order, each id once). */
export interface BrowserTracker {
  vendor: TrackerVendor;
  ids: string[];
}

/** The browser trackers of a business's pixels (invalid entries left out: the schema has refused them already). */
export function browserTrackers(pixels: readonly Pixel[]): BrowserTracker[] {
  return TRACKER_VENDORS.map((vendor) => ({
    vendor,
    ids: [
      ...new Set(
        pixels
          .filter((p) => PIXEL_TYPES[p.type]?.vendor === vendor && PIXEL_TYPES[p.type]?.browser && !pixelProblem(p))
          .map((p) => p.pixel_id),
      ),
    ],
  })).filter((t) => t.ids.length > 0);
}

/** Whether the business has a server-side event API (its purchases are reported by the API after consent). */
export function hasServerSideEvents(pixels: readonly Pixel[]): boolean {
  return pixels.some((p) => PIXEL_TYPES[p.type]?.browser === false && !pixelProblem(p));
}

/** The vendors the visitor is asked to consent to: every vendor with a valid integration, browser or server. */
export function consentVendors(pixels: readonly Pixel[]): TrackerVendor[] {
  return TRACKER_VENDORS.filter((vendor) =>
    pixels.some((p) => PIXEL_TYPES[p.type]?.vendor === vendor && !pixelProblem(p)),
  );
}

/** The vendor's proper name. */
export const vendorName = (vendor: TrackerVendor): string => VENDORS[vendor].name;

/** The URL of the vendor's script for one id (the id has been checked against its pattern). */
export function vendorScriptUrl(vendor: TrackerVendor, id: string): string {
  switch (vendor) {
    case 'meta':
      return 'https://connect.facebook.net/en_US/fbevents.js';
    case 'analytics':
      return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    case 'tiktok':
      return `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`;
    case 'snapchat':
      return 'https://sc-static.net/scevent.min.js';
  }
}

/** The CSP sources a business's browser trackers need, per directive (empty lists: none configured). */
export function trackingCspSources(pixels: readonly Pixel[]): { script: string[]; img: string[]; connect: string[] } {
  const vendors = browserTrackers(pixels).map((t) => VENDORS[t.vendor].csp);
  const all = (key: 'script' | 'img' | 'connect') => [...new Set(vendors.flatMap((c) => c[key]))];
  return { script: all('script'), img: all('img'), connect: all('connect') };
}
