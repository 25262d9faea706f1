/**
 * Languages: the supported locales, text direction, the digits each writes numbers with, a business's languages,
 * first-visit detection and the locale cookie (spec §4 language, §9 supported locales and cookie).
 */
import type { Business } from '../lib/api/schema.ts';

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

/**
 * Native digits (decision in the README): a page writes numbers, prices, dates and times with the digits Intl gives
 * for the plain language tag (CLDR's default numbering system): Extended Arabic-Indic for fa, Bengali for bn,
 * Latin digits for every other supported locale, ar and ur included (CLDR's default for the plain tags since
 * CLDR 42; regional variants such as ar-EG or ur-IN differ, but a business's locale is a plain tag here).
 * The table pins it: formatters take `intlLocale(locale)`, so the build and a browser carrying another CLDR
 * version never mix two sets of digits on one page. Typed digits of any of these scripts are read by
 * src/domain/digits.ts.
 */
export const NUMBERING_SYSTEMS: Readonly<Record<string, string>> = { fa: 'arabext', bn: 'beng' };

/** The digits of every locale the table does not list. */
export const DEFAULT_NUMBERING_SYSTEM = 'latn';

/** The numbering system a locale's page uses ('fa' → 'arabext', 'fa-IR' → 'arabext', 'de' → 'latn'). */
export function numberingSystemOf(locale: string): string {
  const primary = typeof locale === 'string' ? primarySubtag(locale) : '';
  return Object.hasOwn(NUMBERING_SYSTEMS, primary) ? NUMBERING_SYSTEMS[primary]! : DEFAULT_NUMBERING_SYSTEM;
}

const intlTags = new Map<string, string>();

/**
 * The tag every Intl formatter of a page in `locale` takes: the canonical tag with its pinned digits
 * ('fa' → 'fa-u-nu-arabext', 'ar' → 'ar-u-nu-latn'). A tag that already carries extensions is kept as it is; an
 * invalid one gives English.
 */
export function intlLocale(locale: string): string {
  const key = typeof locale === 'string' ? locale : '';
  const hit = intlTags.get(key);
  if (hit) return hit;
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(key)[0];
  } catch {
    canonical = undefined;
  }
  const tag = !canonical
    ? `${FALLBACK_LOCALE}-u-nu-${DEFAULT_NUMBERING_SYSTEM}`
    : /-[a-z0-9]-/i.test(`${canonical}-`)
      ? canonical
      : `${canonical}-u-nu-${numberingSystemOf(canonical)}`;
  // The cache only keeps the few tags pages use, not whatever a hostile caller passes.
  if (intlTags.size < 200) intlTags.set(key, tag);
  return tag;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number as the locale writes it, with its digits and separators (3 → "৩" in Bengali, 1250 → "1.250" in Turkish). */
export function formatNumber(value: number, locale: string): string {
  const tag = intlLocale(locale);
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
    numberFormats.set(tag, format);
  }
  return format.format(Number.isFinite(value) ? value : 0);
}

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

/** The primary language subtag, lower-cased: 'ar-KW' → 'ar', 'pt_BR' → 'pt'. */
function primarySubtag(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

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
