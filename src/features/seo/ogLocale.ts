/**
 * OpenGraph's `og:locale` is `language_TERRITORY` (ogp.me). Its main reader, Facebook, knows only the locales of
 * its own list (crawler review 15: `ar_KW`, `de_CH`, `fa_AE` are not on it, and are ignored), so the value is the
 * page's language in the territory of its market when Facebook has that pair (`pt_BR`, `fr_CA`, `zh_TW`), else the
 * language's own entry on the list (`ar_AR`, `de_DE`, `fa_IR`). The market is the territory the locale names
 * (`pt-BR`), else the business's country; a language Facebook does not list keeps that pair, or the language's
 * likely territory (CLDR's likely subtags through `Intl.Locale#maximize`).
 */

/** Facebook's locales for the languages the storefront speaks: the language's default first. */
const FACEBOOK: Record<string, readonly string[]> = {
  ar: ['AR'],
  az: ['AZ'],
  bg: ['BG'],
  bn: ['IN'],
  ca: ['ES'],
  de: ['DE'],
  el: ['GR'],
  en: ['US', 'GB'],
  es: ['ES', 'LA'],
  et: ['EE'],
  fa: ['IR'],
  fi: ['FI'],
  fr: ['FR', 'CA'],
  ha: ['NG'],
  hi: ['IN'],
  hr: ['HR'],
  hu: ['HU'],
  hy: ['AM'],
  it: ['IT'],
  ja: ['JP'],
  ka: ['GE'],
  km: ['KH'],
  ko: ['KR'],
  ku: ['TR'],
  lo: ['LA'],
  mn: ['MN'],
  ms: ['MY'],
  nb: ['NO'],
  nl: ['NL', 'BE'],
  nn: ['NO'],
  pl: ['PL'],
  pt: ['PT', 'BR'],
  ro: ['RO'],
  ru: ['RU'],
  sq: ['AL'],
  sv: ['SE'],
  th: ['TH'],
  tr: ['TR'],
  ur: ['PK'],
  vi: ['VN'],
  zh: ['CN', 'TW', 'HK'],
};

// Every page of a business asks the same few pairs (its languages, its country): each is worked out once.
const known = new Map<string, string>();

export function ogLocaleOf(locale: string, countryCode?: string | null): string {
  const key = `${locale}|${countryCode ?? ''}`;
  let value = known.get(key);
  if (value === undefined) {
    value = ogLocaleOfUncached(locale, countryCode);
    if (known.size > 1000) known.clear();
    known.set(key, value);
  }
  return value;
}

function ogLocaleOfUncached(locale: string, countryCode?: string | null): string {
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(locale);
  } catch {
    return locale.replace(/-/g, '_');
  }
  // Norwegian: the storefront's `no` is Bokmål, which Facebook lists as nb_NO.
  const language = parsed.language === 'no' ? 'nb' : parsed.language;
  const country = countryCode && /^[A-Za-z]{2}$/.test(countryCode) ? countryCode.toUpperCase() : undefined;
  const market = parsed.region ?? country;
  const listed = Object.hasOwn(FACEBOOK, language) ? FACEBOOK[language]! : undefined;
  if (listed) return `${language}_${market && listed.includes(market) ? market : listed[0]}`;
  const region = market ?? parsed.maximize().region;
  return region ? `${language}_${region}` : language;
}
