import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  currencyDigits,
  formatMoney,
  moneyTag,
  roundingStep,
  roundMinor,
  toMajor,
  toMinor,
  exactMinor,
} from './money.ts';

describe('CURRENCIES', () => {
  it.each([
    'KWD',
    'BHD',
    'OMR',
    'JOD',
    'IQD',
    'SAR',
    'AED',
    'QAR',
    'EGP',
    'USD',
    'EUR',
    'GBP',
    'CHF',
    'JPY',
    'KRW',
    'IRR',
    'PKR',
    'TRY',
    'INR',
  ])('has an entry for %s keyed by its own code', (code) => {
    expect(CURRENCIES[code]?.code).toBe(code);
  });

  it('has only 0, 2 or 3 decimal digits', () => {
    for (const info of Object.values(CURRENCIES)) expect([0, 2, 3]).toContain(info.decimal_digits);
  });

  it('agrees with Intl on the digits of every currency except where cash practice differs', () => {
    // PKR: Intl says 2 but prices are whole rupees in practice (the product's currency table says 0).
    const cashPractice = new Set(['PKR', 'LBP', 'SYP', 'YER', 'IQD']);
    for (const info of Object.values(CURRENCIES)) {
      if (cashPractice.has(info.code)) continue;
      const intl = new Intl.NumberFormat('en', { style: 'currency', currency: info.code }).resolvedOptions();
      expect([info.code, info.decimal_digits]).toEqual([info.code, intl.maximumFractionDigits]);
    }
  });
});

describe('currencyDigits', () => {
  it('gives 3 digits to the dinars of Kuwait, Bahrain, Jordan and the rial of Oman', () => {
    for (const code of ['KWD', 'BHD', 'OMR', 'JOD']) expect(currencyDigits(code)).toBe(3);
  });

  it('gives 2 digits to USD, EUR, SAR and CHF', () => {
    for (const code of ['USD', 'EUR', 'SAR', 'CHF']) expect(currencyDigits(code)).toBe(2);
  });

  it('gives 0 digits to JPY and KRW', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KRW')).toBe(0);
  });

  it('gives 3 digits to an unknown or garbage currency', () => {
    for (const code of ['XYZ', '', 'toString', '__proto__', null, 42]) expect(currencyDigits(code as never)).toBe(3);
  });

  it('reads lower-case codes', () => {
    expect(currencyDigits('jpy')).toBe(0);
  });
});

describe('toMinor', () => {
  it('converts major to minor units by the currency digits', () => {
    expect(toMinor(1.25, 'KWD')).toBe(1250);
    expect(toMinor(1.25, 'USD')).toBe(125);
    expect(toMinor(1250, 'JPY')).toBe(1250);
  });

  it('is not fooled by float noise', () => {
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(1.0005, 'KWD')).toBe(1001);
    expect(toMinor(4.35, 'USD')).toBe(435);
    expect(toMinor(8.675, 'KWD')).toBe(8675);
    expect(toMinor(123456.789, 'KWD')).toBe(123456789);
  });

  it('rounds half away from zero', () => {
    expect(toMinor(0.125, 'USD')).toBe(13);
    expect(toMinor(-0.125, 'USD')).toBe(-13);
    expect(toMinor(0.5, 'JPY')).toBe(1);
    expect(toMinor(-0.5, 'JPY')).toBe(-1);
  });

  it('rounds Swiss francs to the 0.05 step', () => {
    expect(toMinor(1.23, 'CHF')).toBe(125);
    expect(toMinor(1.22, 'CHF')).toBe(120);
    expect(toMinor(1.225, 'CHF')).toBe(125);
    expect(toMinor(1.275, 'CHF')).toBe(130);
  });

  it('turns non-finite amounts into 0 without throwing', () => {
    for (const value of [NaN, Infinity, -Infinity, '1.5', null, undefined]) {
      expect(toMinor(value as never, 'KWD')).toBe(0);
      expect(exactMinor(value as never, 'CHF')).toBe(0);
    }
  });

  it('reads an amount someone computed without the cash step: a Swiss tax of 0.62 stays 0.62', () => {
    expect(exactMinor(0.62, 'CHF')).toBe(62);
    expect(exactMinor(-0.74, 'CHF')).toBe(-74);
    expect(exactMinor(1.005, 'USD')).toBe(101);
    expect(exactMinor(8.675, 'KWD')).toBe(8675);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toMinor(-0.0001, 'USD'), 0)).toBe(true);
  });
});

describe('roundMinor', () => {
  it('rounds Swiss rappen to a multiple of 5, half away from zero', () => {
    expect(roundMinor(122, 'CHF')).toBe(120);
    expect(roundMinor(123, 'CHF')).toBe(125);
    expect(roundMinor(-123, 'CHF')).toBe(-125);
    expect(roundingStep('CHF')).toBe(5);
  });

  it('is idempotent', () => {
    for (const minor of [0, 1, 2, 3, 122, 123, 997, -13]) {
      const once = roundMinor(minor, 'CHF');
      expect(roundMinor(once, 'CHF')).toBe(once);
    }
  });

  it('leaves whole minor units of other currencies as they are and rounds fractions', () => {
    expect(roundMinor(123, 'KWD')).toBe(123);
    expect(roundMinor(122.5, 'USD')).toBe(123);
  });

  it('gives 0 for non-finite input', () => {
    expect(roundMinor(NaN, 'CHF')).toBe(0);
  });
});

describe('toMajor', () => {
  it('converts minor units back to major units', () => {
    expect(toMajor(1250, 'KWD')).toBe(1.25);
    expect(toMajor(125, 'USD')).toBe(1.25);
    expect(toMajor(125, 'JPY')).toBe(125);
  });
});

describe('formatMoney', () => {
  it('shows Kuwaiti dinars with 3 digits', () => {
    expect(formatMoney(1250, 'KWD', 'en')).toBe('KWD\u00a01.250');
  });

  it('shows US dollars with 2 digits', () => {
    expect(formatMoney(125, 'USD', 'en-US')).toBe('$1.25');
  });

  it('shows yen without digits', () => {
    expect(formatMoney(1250, 'JPY', 'en')).toBe('¥1,250');
  });

  it('shows an item price of 0 with all digits', () => {
    expect(formatMoney(0, 'KWD', 'en')).toBe('KWD\u00a00.000');
  });

  it('uses the locale conventions for separators', () => {
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
  });

  it("writes an amount as its currency's country does: Swiss francs as the Swiss write them, in any language", () => {
    // A Swiss café's German page: not Germany's "4,20 CHF".
    expect(formatMoney(420, 'CHF', 'de')).toBe('CHF\u00a04.20');
    expect(formatMoney(123450, 'CHF', 'de')).toBe("CHF\u00a01'234.50");
    expect(formatMoney(420, 'CHF', 'fr')).toBe('4.20\u00a0CHF');
    // Rupees as Pakistan writes them on an English page; dinars as before.
    expect(formatMoney(1700, 'PKR', 'en')).toBe('Rs\u00a01,700');
    expect(formatMoney(1250, 'KWD', 'en')).toBe('KWD\u00a01.250');
  });

  it("keeps the language's own digits and a region the page names; a shared currency keeps the page's way", () => {
    expect(moneyTag('fa', 'KWD')).toBe('fa-KW-u-nu-arabext');
    expect(moneyTag('pt-BR', 'CHF')).toBe('pt-BR-u-nu-latn');
    expect(moneyTag('de', 'EUR')).toBe('de-u-nu-latn');
    expect(moneyTag('fr', 'XOF')).toBe('fr-u-nu-latn');
    expect(moneyTag('en', 'garbage')).toBe('en-u-nu-latn');
  });

  it('gives Arabic output for an Arabic locale as Intl does', () => {
    const text = formatMoney(1250, 'KWD', 'ar');
    expect(text).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'KWD', minimumFractionDigits: 3 }).format(1.25),
    );
    expect(text).not.toBe(formatMoney(1250, 'KWD', 'en'));
  });

  it("writes prices with the locale's own digits, keeping the currency's digits", () => {
    // src/domain/locale.ts: Persian and Bengali write native digits by default, Arabic and Urdu Latin ones.
    expect(formatMoney(12500, 'KWD', 'fa')).toMatch(/^[^0-9]*۱۲٫۵۰۰[^0-9]*$/);
    expect(formatMoney(12550, 'AED', 'fa')).toContain('۱۲۵٫۵۰');
    expect(formatMoney(123456, 'INR', 'bn')).toContain('১,২৩৪.৫৬');
    expect(formatMoney(1250, 'KWD', 'ar')).toContain('1.250');
    expect(formatMoney(1500, 'PKR', 'ur')).toBe(
      new Intl.NumberFormat('ur', {
        style: 'currency',
        currency: 'PKR',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }).format(1500),
    );
    expect(formatMoney(1500, 'PKR', 'ur')).toContain('1,500');
    expect(formatMoney(1500, 'PKR', 'ur')).not.toMatch(/\.\d/);
    expect(formatMoney(125050, 'TRY', 'tr')).toBe('₺1.250,50');
    expect(formatMoney(1250, 'XYZ', 'fa')).toBe('۱٫۲۵۰ XYZ');
  });

  it("formats with the page's locale only, never the runtime's default", () => {
    expect(formatMoney(125050, 'TRY', 'zh')).toBe(
      new Intl.NumberFormat('zh', { style: 'currency', currency: 'TRY' }).format(1250.5),
    );
    expect(formatMoney(125050, 'TRY', 'zh')).not.toBe(formatMoney(125050, 'TRY', 'tr'));
  });

  it('shows an unknown currency with 3 digits followed by its code', () => {
    expect(formatMoney(1250, 'XYZ', 'en')).toBe('1.250 XYZ');
  });

  it('keeps markup out of the text of a hostile currency code', () => {
    expect(formatMoney(1250, '<b>', 'en')).toBe('1.250 B');
  });

  it('falls back to English for an invalid locale instead of throwing', () => {
    expect(formatMoney(125, 'USD', 'not a locale!!')).toBe('$1.25');
  });

  it('shows negative amounts', () => {
    expect(formatMoney(-125, 'USD', 'en-US')).toBe('\u2212$1.25');
  });
});

describe('negative amounts', () => {
  it('are written with one minus sign, U+2212, before the amount in every locale', () => {
    expect(formatMoney(-250, 'KWD', 'en')).toBe(`\u2212${formatMoney(250, 'KWD', 'en')}`);
    for (const locale of ['en', 'ar', 'de', 'fa', 'ja', 'ur']) {
      const text = formatMoney(-1250, 'KWD', locale);
      expect(text.startsWith('\u2212'), `${locale}: ${text}`).toBe(true);
      expect(text.slice(1)).toBe(formatMoney(1250, 'KWD', locale));
      expect(text).not.toMatch(/[-\u061c\u200e\u200f]-|^-|\u2212.*\u2212/);
      expect(text.replace(/[^-\u2212]/g, '')).toBe('\u2212');
    }
  });

  it('zero has no sign, and an unknown currency keeps the same minus', () => {
    expect(formatMoney(-0, 'KWD', 'en')).toBe(formatMoney(0, 'KWD', 'en'));
    expect(formatMoney(-1500, 'XYZ', 'en')).toBe('\u22121.500 XYZ');
  });
});
