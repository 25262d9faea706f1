/**
 * OpenGraph's `og:locale` is `language_TERRITORY` (ogp.me), not a bare language code. A page's territory is the
 * one its locale names (`pt-BR` → `pt_BR`), else the business's country: the page sells in that market (an
 * Arabic page of a Kuwaiti business is `ar_KW`). Without either, the language's likely territory (CLDR's
 * likely subtags through `Intl.Locale#maximize`: `ja` → `ja_JP`).
 */
export function ogLocaleOf(locale: string, countryCode?: string | null): string {
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(locale);
  } catch {
    return locale.replace(/-/g, '_');
  }
  const country = countryCode && /^[A-Za-z]{2}$/.test(countryCode) ? countryCode.toUpperCase() : undefined;
  const region = parsed.region ?? country ?? parsed.maximize().region;
  return region ? `${parsed.language}_${region}` : parsed.language;
}
