import { describe, expect, it } from 'vitest';
import {
  businessLocales,
  unsupportedLocales,
  DEFAULT_NUMBERING_SYSTEM,
  dirOf,
  formatDuration,
  localeDigits,
  FALLBACK_LOCALE,
  bidiIsolate,
  formatList,
  formatNumber,
  formatTimeOfDay,
  formatTimeRange,
  intlLocale,
  isRtl,
  NUMBERING_SYSTEMS,
  numberingSystemOf,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localeCookie,
  pickLocale,
  SUPPORTED_LOCALES,
} from './locale.ts';
import { makeBusiness } from './testFixtures.ts';

describe('SUPPORTED_LOCALES', () => {
  it('holds every locale spec §9 lists, in its order, without duplicates', () => {
    // Spec §9 says "40" but lists 41 codes (fa comes last); all 41 are kept, fa being one of the RTL languages.
    expect(SUPPORTED_LOCALES).toHaveLength(41);
    expect(new Set(SUPPORTED_LOCALES).size).toBe(41);
    expect(SUPPORTED_LOCALES[0]).toBe('ar');
    expect(SUPPORTED_LOCALES.at(-1)).toBe('fa');
    expect(SUPPORTED_LOCALES).toContain(FALLBACK_LOCALE);
  });
});

describe('numberingSystemOf and intlLocale', () => {
  it('pins for every supported locale the digits Intl gives its plain tag by default', () => {
    // The decision of locale.ts: the table must say what CLDR says, so a CLDR change is noticed here.
    for (const locale of SUPPORTED_LOCALES) {
      expect(numberingSystemOf(locale), locale).toBe(new Intl.NumberFormat(locale).resolvedOptions().numberingSystem);
    }
  });

  it('writes Persian with Extended Arabic-Indic digits, Bengali with Bengali digits, the others with Latin ones', () => {
    expect(NUMBERING_SYSTEMS).toEqual({ fa: 'arabext', bn: 'beng' });
    expect(new Intl.NumberFormat(intlLocale('fa')).format(1234)).toBe('۱٬۲۳۴');
    expect(new Intl.NumberFormat(intlLocale('bn')).format(1234)).toBe('১,২৩৪');
    for (const locale of ['ar', 'ur', 'hi', 'th', 'zh', 'ja', 'ko']) {
      expect(numberingSystemOf(locale)).toBe(DEFAULT_NUMBERING_SYSTEM);
      expect(new Intl.NumberFormat(intlLocale(locale)).format(1234), locale).toMatch(/^[0-9.,\s\u00a0\u202f]+$/);
    }
  });

  it('keeps Latin digits for Arabic even where a region would use Arabic-Indic ones', () => {
    // 'ar-EG' alone writes ٠١٢…; a page in 'ar' never does, whatever CLDR the browser has.
    expect(intlLocale('ar')).toBe('ar-u-nu-latn');
    expect(new Intl.NumberFormat(intlLocale('ar')).format(5)).toBe('5');
  });

  it('reads regional tags by their language and keeps a tag that already has extensions', () => {
    expect(numberingSystemOf('FA-ir')).toBe('arabext');
    expect(intlLocale('fa-IR')).toBe('fa-IR-u-nu-arabext');
    expect(intlLocale('ar-u-nu-arab')).toBe('ar-u-nu-arab');
  });

  it('gives English for an invalid or hostile tag instead of throwing', () => {
    for (const bad of ['not a locale!!', '', 'x'.repeat(500), null, undefined, 42]) {
      expect(intlLocale(bad as unknown as string)).toBe('en-u-nu-latn');
      expect(numberingSystemOf(bad as unknown as string)).toBe('latn');
    }
  });
});

describe('formatNumber', () => {
  it("writes a number with the locale's digits and separators", () => {
    expect(formatNumber(3, 'bn')).toBe('৩');
    expect(formatNumber(45, 'fa')).toBe('۴۵');
    expect(formatNumber(1250, 'tr')).toBe('1.250');
    expect(formatNumber(1250, 'ur')).toBe('1,250');
  });

  it('survives hostile input', () => {
    expect(formatNumber(Number.NaN, 'en')).toBe('0');
    expect(formatNumber(7, 'not a locale!!')).toBe('7');
  });
});

describe('formatTimeOfDay', () => {
  it('writes a time of day the way the locale does, with its digits', () => {
    expect(formatTimeOfDay(570, 'en')).toMatch(/^9:30\sAM$/);
    expect(formatTimeOfDay(570, 'de')).toBe('9:30');
    expect(formatTimeOfDay(13 * 60 + 5, 'ko')).toBe('오후 1:05');
    expect(formatTimeOfDay(13 * 60 + 5, 'fa')).toBe('۱۳:۰۵');
    expect(formatTimeOfDay(13 * 60 + 5, 'bn')).toContain('১:০৫');
  });

  it('wraps past midnight and survives hostile minutes', () => {
    expect(formatTimeOfDay(24 * 60 + 30, 'de')).toBe('0:30');
    expect(formatTimeOfDay(-30, 'de')).toBe('23:30');
    expect(formatTimeOfDay(Number.NaN, 'de')).toBe('0:00');
    expect(formatTimeOfDay(600, 'not a locale!!')).toMatch(/^10:00\sAM$/);
  });
});

describe('formatList', () => {
  it("lists items with the locale's separators and conjunction", () => {
    expect(formatList(['Delivery', 'Dine-in'], 'en')).toBe('Delivery and Dine-in');
    expect(formatList(['a', 'b', 'c'], 'en')).toBe('a, b, and c');
    expect(formatList(['ڈیلیوری', 'پک اپ', 'میز'], 'ur')).toBe('ڈیلیوری، پک اپ، اور میز');
    expect(formatList(['配送', '自取', '堂食'], 'zh')).toBe('配送、自取和堂食');
    expect(formatList(['x'], 'tr')).toBe('x');
    expect(formatList([], 'tr')).toBe('');
  });

  it('survives hostile input', () => {
    expect(formatList(['a', 42 as unknown as string, 'b'], 'not a locale!!')).toBe('a and b');
  });
});

describe('formatTimeRange and bidiIsolate', () => {
  it('keeps each time whole inside a right-to-left page, and leaves left-to-right pages alone', () => {
    expect(formatTimeRange(8 * 60, 30, 'ur')).toMatch(/^\u20688:00\sAM\u2069 – \u206812:30\sAM\u2069$/);
    expect(formatTimeRange(8 * 60, 30, 'fa')).toBe('\u2068۸:۰۰\u2069 – \u2068۰:۳۰\u2069');
    expect(formatTimeRange(8 * 60, 30, 'tr')).toBe('8:00 – 0:30');
    expect(bidiIsolate('Rs 950', 'ar-KW')).toBe('\u2068Rs 950\u2069');
    expect(bidiIsolate('PKR 950', 'zh')).toBe('PKR 950');
  });
});

describe('isRtl and dirOf', () => {
  it('writes Arabic, Persian and Urdu right to left', () => {
    for (const locale of ['ar', 'fa', 'ur', 'ar-KW', 'AR']) {
      expect(isRtl(locale)).toBe(true);
      expect(dirOf(locale)).toBe('rtl');
    }
  });

  it('writes Kurdish left to right: the supported ku is Kurmanji in Latin script', () => {
    expect(dirOf('ku')).toBe('ltr');
    expect(new Intl.Locale('ku').maximize().script).toBe('Latn');
  });

  it('writes exactly ar, fa and ur right to left among the supported locales, as their script says', () => {
    const rtl = SUPPORTED_LOCALES.filter((l) => isRtl(l));
    expect(rtl.sort()).toEqual(['ar', 'fa', 'ur']);
    for (const l of SUPPORTED_LOCALES) {
      const script = new Intl.Locale(l).maximize().script;
      expect(isRtl(l), `${l} (${script})`).toBe(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo'].includes(script ?? ''));
    }
  });

  it('writes the other languages left to right', () => {
    for (const locale of ['en', 'fr', 'ku', 'hy', 'arn', '', 'garbage']) {
      expect(isRtl(locale)).toBe(false);
      expect(dirOf(locale)).toBe('ltr');
    }
  });

  it('does not throw on a non-string', () => {
    expect(dirOf(null as never)).toBe('ltr');
  });
});

describe('unsupportedLocales', () => {
  it('names the tags no supported locale serves, as the business wrote them (they are left out of the pages)', () => {
    expect(unsupportedLocales(makeBusiness({ locales: ['en', 'xx', 'AR-kw', 'tlh', 'fr-CA'] }))).toEqual(['xx', 'tlh']);
    expect(unsupportedLocales(makeBusiness({ locales: ['en'] }))).toEqual([]);
    expect(unsupportedLocales({ locales: null } as never)).toEqual([]);
  });
});

describe('businessLocales', () => {
  it('keeps the supported locales in the business order', () => {
    expect(businessLocales(makeBusiness({ locales: ['ar', 'en', 'fr'] }))).toEqual(['ar', 'en', 'fr']);
  });

  it('drops unsupported locales', () => {
    expect(businessLocales(makeBusiness({ locales: ['xx', 'ar', 'tlh'] }))).toEqual(['ar']);
  });

  it('reads regional and upper-case tags as their language, once', () => {
    expect(businessLocales(makeBusiness({ locales: ['AR-KW', 'ar', 'en_GB'] }))).toEqual(['ar', 'en']);
  });

  it('falls back to English when nothing is supported', () => {
    expect(businessLocales(makeBusiness({ locales: ['xx'] }))).toEqual(['en']);
    expect(businessLocales({ locales: null } as never)).toEqual(['en']);
    expect(businessLocales({ locales: [42, null] } as never)).toEqual(['en']);
  });
});

describe('pickLocale', () => {
  const available = ['en', 'ar'];

  it('takes the cookie language when the business has it', () => {
    expect(pickLocale({ cookie: 'ar', browserLanguages: ['en-US'], available })).toBe('ar');
  });

  it('ignores a cookie language the business does not have', () => {
    expect(pickLocale({ cookie: 'fr', browserLanguages: ['ar-KW'], available })).toBe('ar');
  });

  it('takes the first browser language available by exact tag or primary subtag', () => {
    expect(pickLocale({ browserLanguages: ['fr-FR', 'ar-KW', 'en'], available })).toBe('ar');
    expect(pickLocale({ browserLanguages: ['EN-us'], available })).toBe('en');
  });

  it('prefers an exact regional match when the business lists one', () => {
    expect(pickLocale({ browserLanguages: ['pt-BR'], available: ['pt', 'pt-BR'] })).toBe('pt-BR');
  });

  it('reads Accept-Language items with a quality value', () => {
    expect(pickLocale({ browserLanguages: ['fr;q=0.9', 'ar-KW;q=0.8'], available })).toBe('ar');
  });

  it('falls back to the first available language', () => {
    expect(pickLocale({ cookie: null, browserLanguages: ['de', 'ja'], available })).toBe('en');
    expect(pickLocale({ browserLanguages: [], available: ['ar', 'en'] })).toBe('ar');
  });

  it('falls back to English when nothing is available', () => {
    expect(pickLocale({ browserLanguages: ['ar'], available: [] })).toBe('en');
  });

  it('does not throw on garbage', () => {
    expect(pickLocale({ cookie: 42 as never, browserLanguages: [null, ''] as never, available })).toBe('en');
    expect(pickLocale({ browserLanguages: null as never, available: null as never })).toBe('en');
  });
});

describe('localeCookie', () => {
  it('remembers the language for 365 days on the whole site', () => {
    expect(LOCALE_COOKIE).toBe('i18n_redirected');
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(localeCookie('ar')).toBe('i18n_redirected=ar; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('cannot be used to inject cookie attributes', () => {
    expect(localeCookie('en; Domain=evil.example')).toBe(
      'i18n_redirected=en%3B%20Domain%3Devil.example; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });
});

describe('formatDuration', () => {
  it('says a delivery time in the language, its plural and its digits', () => {
    expect(formatDuration(1, 'hour', 'en')).toBe('1 hour');
    expect(formatDuration(2, 'day', 'en')).toBe('2 days');
    expect(formatDuration(45, 'minute', 'bn')).toBe('৪৫ মিনিট');
    expect(formatDuration(2, 'hour', 'ar')).not.toMatch(/2/);
  });
});

describe('localeDigits', () => {
  it("writes a text's digits in the locale's own (a table named 7 in Bengali)", () => {
    expect(localeDigits('T7', 'bn')).toBe('T৭');
    expect(localeDigits('T7', 'en')).toBe('T7');
  });
});
