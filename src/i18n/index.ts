/**
 * i18next, used directly (design decision 3): one instance for the build, `getFixedT(locale)` per page.
 * Resources are the JSON files in /locales; a missing key falls back to English.
 */
import i18next, { type TFunction } from 'i18next';
import { FALLBACK_LOCALE, intlLocale } from '../domain/locale.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json', { eager: true });
const resources = Object.fromEntries(
  Object.entries(files).map(([path, mod]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), { translation: mod.default }]),
);

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number interpolated into a string ("{{count}} items", "order {{id}}") in the locale's digits, as prices and
 * dates are (src/domain/locale.ts `intlLocale`: "۳ مورد" in Persian). No grouping: the numbers of the strings are
 * counts, minutes and ids, and an id must not read "12,345".
 */
export function localNumber(value: number, locale: string): string {
  const tag = intlLocale(locale);
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { useGrouping: false, maximumFractionDigits: 3 });
    numberFormats.set(tag, format);
  }
  return format.format(value);
}

/**
 * i18next's formatter module, replaced so that every `{{value}}` that is a number goes through `localNumber`
 * (with `alwaysFormat`); the locale files use no named formats (`{{x, number}}`), anything else is kept.
 */
const localNumbers = {
  type: 'formatter' as const,
  init() {},
  add() {},
  addCached() {},
  format(value: unknown, _format: string | undefined, lng: string | undefined) {
    return typeof value === 'number' && Number.isFinite(value) ? localNumber(value, lng ?? FALLBACK_LOCALE) : value;
  },
};

const instance = i18next.createInstance();
instance.use(localNumbers);
await instance.init({
  resources,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: false,
  interpolation: { escapeValue: false, alwaysFormat: true }, // Astro escapes on output; escaping twice would show &amp;
  returnNull: false,
  initAsync: false,
});

const translators = new Map<string, TFunction>();
/** Memoised translations per locale are dropped past this many (option values such as names vary per page). */
const MEMO_MAX = 20_000;

/**
 * A translator bound to one locale. Results are memoised: i18next's `t` was about a third of the time spent
 * rendering a page, and the resources never change in a process. Calls whose options are not all primitive
 * values go straight to i18next.
 */
export function translator(locale: string): TFunction {
  const hit = translators.get(locale);
  if (hit) return hit;
  const fixed = instance.getFixedT(locale);
  const memo = new Map<string, unknown>();
  const t = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const call = () => (fixed as unknown as (...args: unknown[]) => unknown)(key, options, ...rest);
    if (typeof key !== 'string' || rest.length) return call();
    let memoKey = key;
    if (options !== undefined) {
      if (typeof options !== 'object' || options === null) return call();
      for (const v of Object.values(options)) if (v !== null && typeof v === 'object') return call();
      if (Object.values(options).some((v) => typeof v === 'function')) return call();
      memoKey = `${key}\0${JSON.stringify(options)}`;
    }
    if (memo.has(memoKey)) return memo.get(memoKey);
    const value = call();
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(memoKey, value);
    return value;
  };
  const memoised = Object.assign(t, fixed) as unknown as TFunction;
  translators.set(locale, memoised);
  return memoised;
}

const names = new Map<string, string>();

/** A language's own name ("العربية", "Deutsch"), cached: Intl.DisplayNames is slow to build per page. */
export function languageName(locale: string): string {
  let name = names.get(locale);
  if (name === undefined) {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    names.set(locale, name);
  }
  return name;
}

/**
 * Every plural form of a key for a locale, uninterpolated (`{{count}}` kept), so a browser script can pick the
 * form with Intl.PluralRules: `{ zero: …, one: …, two: …, few: …, many: …, other: … }` as the locale needs.
 */
export function pluralForms(locale: string, key: string): Record<string, string> {
  const cacheKey = `${locale}\0${key}`;
  const hit = plurals.get(cacheKey);
  if (hit) return { ...hit };
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const pick = (lng: string, cat: string) =>
    instance.getResource(lng, 'translation', `${key}_${cat}`) as string | undefined;
  const forms = Object.fromEntries(
    categories.map((cat) => [
      cat,
      pick(locale, cat) ?? pick(FALLBACK_LOCALE, cat) ?? pick(FALLBACK_LOCALE, 'other') ?? key,
    ]),
  );
  plurals.set(cacheKey, forms);
  return { ...forms };
}

/** pluralForms results: the resources never change in a process, and the build asks for the same few keys per page. */
const plurals = new Map<string, Record<string, string>>();

/**
 * The raw strings of some top-level sections for an island (design decision 3: islands receive only the strings
 * they need), `{{placeholders}}` left for the island to fill; a key missing in the locale falls back to English.
 */
export function islandStrings(locale: string, sections: readonly string[]): Readonly<Record<string, string>> {
  // The same few section lists on every island page of a tenant: picked once per language and list.
  const key = `${locale}\0${sections.join('\0')}`;
  let strings = islandStringsMemo.get(key);
  if (!strings) islandStringsMemo.set(key, (strings = Object.freeze(pickIslandStrings(locale, sections))));
  return strings;
}
const islandStringsMemo = new Map<string, Readonly<Record<string, string>>>();

function pickIslandStrings(locale: string, sections: readonly string[]): Record<string, string> {
  const pick = (lng: string) => {
    const bundle = (resources[lng]?.translation ?? {}) as Record<string, unknown>;
    return Object.assign(
      {},
      ...sections.map((section) => {
        const value = bundle[section];
        return value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string'))
          : {};
      }),
    ) as Record<string, string>;
  };
  return { ...pick(FALLBACK_LOCALE), ...pick(locale) };
}
