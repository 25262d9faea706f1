/**
 * The plural form of a translated string for a count, as a page hands them to a script: forms by Intl.PluralRules
 * category (`pluralForms` of i18n/index.ts), or `key_one`, `key_other`… among an island's strings (i18next's
 * suffixes). The `other` form stands in for a category the strings lack.
 */
const rules = new Map<string, Intl.PluralRules>();

/** Intl.PluralRules' category of `count` in `locale` (one rules object per locale). */
export function pluralCategory(locale: string, count: number): string {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return r.select(count);
}

/** The form of `forms` for `count`: its category's, else `other`'s ('' when neither is there). */
export function pluralText(forms: Readonly<Record<string, string>>, locale: string, count: number): string {
  return forms[pluralCategory(locale, count)] ?? forms.other ?? '';
}

/**
 * `key`'s text among `strings` for `count`: `key_{category}`, else `key_other`, else `key` itself; without a count,
 * `key` (a string with no plural forms).
 */
export function pluralString(
  strings: Readonly<Record<string, string>>,
  key: string,
  locale: string,
  count?: number,
): string | undefined {
  if (count === undefined) return strings[key];
  return strings[`${key}_${pluralCategory(locale, count)}`] ?? strings[`${key}_other`] ?? strings[key];
}
