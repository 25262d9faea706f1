/**
 * Languages: the supported locales, text direction, the digits each writes numbers with, a business's languages,
 * first-visit detection and the locale cookie (spec §4 language, §9 supported locales and cookie).
 */
import type { Business } from '../lib/api/schema.ts';
import { formatNumber, intlLocale, primarySubtag } from './numberFormat.ts';

// The digits and number formatting of a locale are numberFormat.ts's (a module of its own: the cart badge of every
// page formats its count without the rest of this one).
export {
  DEFAULT_NUMBERING_SYSTEM,
  formatNumber,
  intlLocale,
  NUMBERING_SYSTEMS,
  numberingSystemOf,
} from './numberFormat.ts';

/** The supported locales, in the spec's order (spec §9 says 40 but lists these 41; fa, an RTL language, is kept). */
// prettier-ignore
export const SUPPORTED_LOCALES = [
  'ar', 'az', 'bg', 'bn', 'ca', 'de', 'el', 'en', 'es', 'et',
  'fi', 'fr', 'ha', 'hi', 'hr', 'hu', 'hy', 'it', 'ja', 'ka',
  'km', 'ko', 'ku', 'lo', 'mn', 'ms', 'nl', 'nn', 'no', 'pl',
  'pt', 'ro', 'ru', 'sq', 'sv', 'th', 'tr', 'ur', 'vi', 'zh',
  'fa',
] as const;

/** A supported locale code. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** The locale used when nothing else fits (spec §9). */
export const FALLBACK_LOCALE = 'en';

/**
 * Right-to-left languages (spec §9). `ku` is Kurmanji written in Latin script (a decision), so left to
 * right; Sorani, written in Arabic script, would be its own code (`ckb`) and is not a supported locale. `no` is
 * Bokmål, `nn` Nynorsk, `zh` Simplified Chinese.
 */
export const RTL_LOCALES: readonly string[] = ['ar', 'fa', 'ur'];

const durationFormats = new Map<string, Intl.NumberFormat>();

/** A duration in the locale's words, plural and digits ("1 hour", "2 hours", "ساعتان", "৪৫ মিনিট"). */
export function formatDuration(value: number, unit: 'minute' | 'hour' | 'day', locale: string): string {
  const key = `${intlLocale(locale)}|${unit}`;
  let format = durationFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit, unitDisplay: 'long' });
    durationFormats.set(key, format);
  }
  return format.format(Number.isFinite(value) ? value : 0);
}

/** The ASCII digits of a text (a table "7", an order number) in the locale's own digits ("৭" in Bengali). */
export function localeDigits(text: string, locale: string): string {
  return text.replace(/[0-9]/g, (d) => formatNumber(Number(d), locale));
}

/**
 * A value written left to right (a time "3:30 PM", a number) kept whole inside the text of a right-to-left page:
 * wrapped in First Strong Isolate … Pop Directional Isolate, so "3:30 PM–4:00 PM" does not come out as
 * "PM–4:00 PM 3:30" in Urdu. Left-to-right pages get the text unchanged.
 */
export function bidiIsolate(text: string, locale: string): string {
  return isRtl(locale) ? `\u2068${text}\u2069` : text;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A time of day given in minutes after midnight (570 → "9:30 AM", "09:30", "۹:۳۰") as the locale writes it. */
export function formatTimeOfDay(minutes: number, locale: string): string {
  const tag = intlLocale(locale);
  let format = timeFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    timeFormats.set(tag, format);
  }
  const whole = Number.isFinite(minutes) ? ((Math.floor(minutes) % 1440) + 1440) % 1440 : 0;
  return format.format(new Date(Date.UTC(2024, 0, 1, Math.floor(whole / 60), whole % 60)));
}

const listFormats = new Map<string, Intl.ListFormat>();

/** The locale's list of things ("a, b and c"), made once per locale: formatList's and formatListParts's. */
export function listFormatOf(locale: string): Intl.ListFormat {
  const tag = intlLocale(locale);
  let format = listFormats.get(tag);
  if (!format) {
    format = new Intl.ListFormat(tag, { type: 'conjunction', style: 'long' });
    listFormats.set(tag, format);
  }
  return format;
}

/**
 * Items as the locale lists them: "Delivery and Dine-in", "ڈیلیوری اور ڈائن اِن", "配送和堂食" (a conjunction list:
 * the narrower "unit" lists of CLDR drop every separator in some languages, Chinese among them).
 */
export function formatList(items: readonly string[], locale: string): string {
  return listFormatOf(locale).format(items.filter((item) => typeof item === 'string'));
}

/** Two times of day as a range ("9:30 AM – 11:00 PM"), each kept whole in a right-to-left page. */
export function formatTimeRange(from: number, to: number, locale: string): string {
  return `${bidiIsolate(formatTimeOfDay(from, locale), locale)} – ${bidiIsolate(formatTimeOfDay(to, locale), locale)}`;
}

/** The cookie remembering the chosen language (spec §9). */
export const LOCALE_COOKIE = 'i18n_redirected';

/** Lifetime of the locale cookie: 365 days, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** Whether a locale code is one of the 40 supported ones. */
export function isSupportedLocale(locale: unknown): locale is SupportedLocale {
  return typeof locale === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(locale);
}

/** Whether a language is written right to left (ar, fa, ur, with any region). */
export function isRtl(locale: string): boolean {
  return typeof locale === 'string' && RTL_LOCALES.includes(primarySubtag(locale));
}

/** The HTML `dir` of a language. */
export function dirOf(locale: string): 'rtl' | 'ltr' {
  return isRtl(locale) ? 'rtl' : 'ltr';
}

/** A business's languages that are supported (case and region dropped: 'AR-kw' → 'ar'), order kept, never empty. */
export function businessLocales(business: Business): string[] {
  const raw: unknown = business?.locales;
  const out: string[] = [];
  for (const tag of Array.isArray(raw) ? raw : []) {
    if (typeof tag !== 'string') continue;
    const exact = tag.trim().toLowerCase();
    const code = isSupportedLocale(exact) ? exact : primarySubtag(exact);
    if (isSupportedLocale(code) && !out.includes(code)) out.push(code);
  }
  return out.length > 0 ? out : [FALLBACK_LOCALE];
}

/** A business's language tags that no supported locale serves (its pages are built without them), as written. */
export function unsupportedLocales(business: Business): string[] {
  const raw: unknown = business?.locales;
  return (Array.isArray(raw) ? raw : []).filter((tag): tag is string => {
    if (typeof tag !== 'string' || !tag.trim()) return false;
    const exact = tag.trim().toLowerCase();
    return !isSupportedLocale(exact) && !isSupportedLocale(primarySubtag(exact));
  });
}

/** The entry of `available` matching `tag` case-insensitively, or undefined. */
function findAvailable(available: readonly string[], tag: string): string | undefined {
  const key = tag.trim().toLowerCase();
  return key === '' ? undefined : available.find((a) => typeof a === 'string' && a.toLowerCase() === key);
}

/**
 * The language of a first visit: the cookie's if available, else the first browser language whose exact tag or
 * primary subtag ('ar-KW' → 'ar') is available, else the first available (or 'en' when none).
 */
export function pickLocale(args: {
  cookie?: string | null;
  browserLanguages: readonly string[];
  available: string[];
}): string {
  const available = Array.isArray(args.available) ? args.available : [];
  if (typeof args.cookie === 'string') {
    const fromCookie = findAvailable(available, args.cookie);
    if (fromCookie) return fromCookie;
  }
  for (const language of Array.isArray(args.browserLanguages) ? args.browserLanguages : []) {
    if (typeof language !== 'string') continue;
    // Tolerate Accept-Language items such as "ar-KW;q=0.8".
    const tag = language.split(';')[0] ?? '';
    const hit = findAvailable(available, tag) ?? findAvailable(available, primarySubtag(tag));
    if (hit) return hit;
  }
  return available.find((a) => typeof a === 'string' && a !== '') ?? FALLBACK_LOCALE;
}

/** The Set-Cookie / document.cookie value remembering `locale` for a year on the whole site. */
export function localeCookie(locale: string): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(String(locale))}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}
