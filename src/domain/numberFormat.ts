/**
 * A locale's digits and numbers: the numbering system each page writes with and the Intl tag every formatter of a
 * page takes (locale.ts re-exports these; the cart badge of every page imports this module alone).
 */

/** The primary language subtag, lower-cased: 'ar-KW' → 'ar', 'pt_BR' → 'pt'. */
export function primarySubtag(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

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
    ? `en-u-nu-${DEFAULT_NUMBERING_SYSTEM}` // English, the fallback locale (locale.ts FALLBACK_LOCALE)
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
