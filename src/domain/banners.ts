/**
 * Banners of the day (spec §7 `GET webapp/banners/{id}?date=DD-MM-YYYY`): which day a page asks for, which banners
 * run on a day, and what of an answer a page may show. The day is the business's calendar day at the instant the
 * page is viewed (never the build's, never the visitor's zone), so a banner of one day shows from midnight to
 * midnight in the business's time zone. The sample API filters with the same rule.
 *
 * Pure and clock-free: `now` and the zone are arguments.
 */
import type { LocalizedText } from '../lib/api/schema.ts';
import { array, nullable, number, shape, text, type Decoder } from './decode.ts';
import { zonedClock } from './time.ts';

/** Where a banner leads: an item page or a category page of the page's menu. */
export type BannerLink =
  { type: 'item'; category_id: number; item_id: number } | { type: 'category'; category_id: number };

/** One banner as the page shows it. */
export interface Banner {
  id: number;
  /** The picture's URL (http or https only). */
  image: string;
  /** The picture's size in pixels: the page reserves its box before it loads. */
  width: number;
  height: number;
  title: LocalizedText;
  link: BannerLink | null;
  /** First and last day it runs (YYYY-MM-DD, both included); no end: it runs until removed. */
  starts_on: string;
  ends_on: string | null;
}

/** At most this many banners are shown on a page. */
export const MAX_BANNERS = 10;

/** The business's calendar day at `now`, as YYYY-MM-DD. */
export function businessDay(now: Date, timeZone: string): string {
  return zonedClock(now, timeZone).date;
}

/**
 * The business's calendar days from the one at `now`, `count` of them (YYYY-MM-DD): the days a build asks banners
 * for, to prepare their pictures for the pages it publishes.
 */
export function businessDaysFrom(now: Date, timeZone: string, count: number): string[] {
  const [y, m, d] = businessDay(now, timeZone).split('-').map(Number) as [number, number, number];
  return Array.from({ length: Math.max(0, count) }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10),
  );
}

/** The `date` parameter of the banners call for a day: YYYY-MM-DD → DD-MM-YYYY. */
export function bannerDateParam(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD text that names a real calendar day (no 31 April, 29 February only in leap years). */
export function isCalendarDay(day: string): boolean {
  const m = ISO_DAY.exec(day);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The day of a `date` parameter (DD-MM-YYYY) as YYYY-MM-DD, or null when it is not a real day. */
export function dayOfDateParam(param: string): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(param);
  if (!m) return null;
  const day = `${m[3]}-${m[2]}-${m[1]}`;
  return isCalendarDay(day) ? day : null;
}

/** Whether a banner runs on `day` (YYYY-MM-DD): from its first day to its last, both included. */
export function runsOn(banner: Pick<Banner, 'starts_on' | 'ends_on'>, day: string): boolean {
  return banner.starts_on <= day && (banner.ends_on === null || day <= banner.ends_on);
}

const id = number({ int: true, min: 1, max: 2 ** 31 });
const size = number({ int: true, min: 1, max: 10_000 });
const day: Decoder<string> = (v) => (typeof v === 'string' && isCalendarDay(v) ? v : undefined);
const pictureUrl: Decoder<string> = (v) => {
  if (typeof v !== 'string' || v.length > 2000) return undefined;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};
const titles = array(shape<{ locale: string; name: string }>({ locale: [text(20)], name: [text(200)] }), 50);
const link: Decoder<BannerLink> = (v) => {
  const l = v as { type?: unknown } | null;
  if (l?.type === 'item') return shape({ type: [() => 'item' as const], category_id: [id], item_id: [id] })(v);
  if (l?.type === 'category') return shape({ type: [() => 'category' as const], category_id: [id] })(v);
  return undefined;
};
const banner = shape<Banner>({
  id: [id],
  image: [pictureUrl],
  width: [size],
  height: [size],
  title: [titles, []],
  link: [nullable(link), null],
  starts_on: [day],
  ends_on: [nullable(day), null],
});

/**
 * The banners of an answer that run on `day`, in the answer's order: an entry that is broken or hostile (a
 * `javascript:` picture, a size of 0, a link of another kind, a day that does not exist) is left out alone, and so
 * is a banner of another day (an answer that ignored the date); at most MAX_BANNERS, each id once.
 */
export function bannersOfDay(answer: unknown, day: string): Banner[] {
  const list = (answer as { banners?: unknown } | null)?.banners;
  if (!Array.isArray(list)) return [];
  const seen = new Set<number>();
  const out: Banner[] = [];
  for (const raw of list.slice(0, 100)) {
    const b = banner(raw);
    if (!b || seen.has(b.id) || !runsOn(b, day)) continue;
    seen.add(b.id);
    out.push(b);
    if (out.length === MAX_BANNERS) break;
  }
  return out;
}

/**
 * The name a page knows a prepared banner picture by (build/bannerPictures.ts): its URL relative to the restaurant
 * API when the API serves it, since the build may reach the API at another address than the browser does (an
 * internal one); any other picture by its URL.
 */
export function bannerPictureKey(image: string, apiBase: string): string {
  const base = apiBase.replace(/\/?$/, '/');
  return image.startsWith(base) ? image.slice(base.length) : image;
}

/** The page a banner leads to, below the base of a menu (`/{ref}/delivery`), or null when it leads nowhere. */
export function bannerHref(link: BannerLink | null, menuBase: string): string | null {
  if (!link) return null;
  return link.type === 'item' ? `${menuBase}/${link.category_id}/${link.item_id}` : `${menuBase}/${link.category_id}`;
}
