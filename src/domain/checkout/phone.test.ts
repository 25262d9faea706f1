import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPhone,
  DEFAULT_PHONE_COUNTRY,
  dialCodeOf,
  displayPhone,
  examplePhone,
  phoneCountryOf,
  phoneHintValues,
} from './phone.ts';

const kuwaitMobile = { ok: true, e164: '+96599887766', dialCode: '+965', national: '99887766', country: 'KW' };

describe('checkPhone', () => {
  it('reads a national number in Kuwait by default and gives its international parts', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('KW');
    expect(checkPhone('9988 7766')).toEqual(kuwaitMobile);
  });

  it('reads the same number written with +965 or 00965', () => {
    expect(checkPhone('+965 9988-7766')).toEqual(kuwaitMobile);
    expect(checkPhone('00965 99887766')).toEqual(kuwaitMobile);
  });

  it('reads Arabic-Indic digits as typed on an Arabic keyboard', () => {
    expect(checkPhone('٩٩٨٨٧٧٦٦')).toEqual(kuwaitMobile);
  });

  it('reads the digits of the Persian, Urdu, Hindi, Bengali, Thai and CJK keyboards, and mixed ones', () => {
    expect(checkPhone('۹۹۸۸ ۷۷۶۶')).toEqual(kuwaitMobile);
    expect(checkPhone('+९६५ ९९८८ ७७६६')).toEqual(kuwaitMobile);
    expect(checkPhone('৯৯৮৮৭৭৬৬')).toEqual(kuwaitMobile);
    expect(checkPhone('๙๙๘๘๗๗๖๖')).toEqual(kuwaitMobile);
    expect(checkPhone('＋９６５ ９９８８ ７７６６')).toEqual(kuwaitMobile);
    expect(checkPhone('+９６５ ９９８８ ７７６６')).toEqual(kuwaitMobile);
    expect(checkPhone('٩٩٨٨ 7766')).toEqual(kuwaitMobile);
  });

  it('reads a national number in the given country, whatever its letter case', () => {
    expect(checkPhone('044 668 18 00', 'ch')).toEqual({
      ok: true,
      e164: '+41446681800',
      dialCode: '+41',
      national: '446681800',
      country: 'CH',
    });
  });

  it('understands an international number whatever the default country', () => {
    expect(checkPhone('+1 212 555 0123', 'KW')).toMatchObject({ ok: true, dialCode: '+1', country: 'US' });
    expect(checkPhone('+41 44 668 18 00', 'XX')).toMatchObject({ ok: true, e164: '+41446681800' });
  });

  it('uses Kuwait when the default country is blank', () => {
    expect(checkPhone('99887766', '  ')).toEqual(kuwaitMobile);
  });

  it('refuses empty input, letters and extensions as not a number', () => {
    for (const input of ['', '   ', 'abc', '9988 7766 ext 5', '99887766a', '+', '--', '99+887766']) {
      expect(checkPhone(input)).toEqual({ ok: false, reason: 'NOT_A_NUMBER' });
    }
  });

  it('refuses a national number in an unknown country', () => {
    expect(checkPhone('99887766', 'XX')).toEqual({ ok: false, reason: 'INVALID_COUNTRY' });
  });

  it('refuses numbers too short or too long for their country', () => {
    expect(checkPhone('1')).toEqual({ ok: false, reason: 'TOO_SHORT' });
    expect(checkPhone('+965 9988')).toEqual({ ok: false, reason: 'TOO_SHORT' });
    expect(checkPhone('+965 9988 77661')).toEqual({ ok: false, reason: 'TOO_LONG' });
    expect(checkPhone('+44 1234 5678 9012 3456 7890')).toEqual({ ok: false, reason: 'TOO_LONG' });
  });

  it('refuses a number of a possible length that its country does not use', () => {
    // Kuwaiti numbers have 8 digits but none starts with 1.
    expect(checkPhone('12345678')).toEqual({ ok: false, reason: 'INVALID' });
  });

  it('accepts only national numbers of 2 to 17 digits whose parts add up to the E.164 form, and reads that form back the same', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 20 });
    const input = fc.tuple(fc.constantFrom('', '+', '00'), digits).map(([prefix, d]) => prefix + d);
    fc.assert(
      fc.property(input, fc.constantFrom('KW', 'CH', 'US', 'JP'), (text, country) => {
        const result = checkPhone(text, country);
        if (!result.ok) return;
        expect(result.national).toMatch(/^\d{2,17}$/);
        expect(result.e164).toBe(result.dialCode + result.national);
        expect(checkPhone(result.e164, 'KW')).toEqual(result);
      }),
      { numRuns: 300 },
    );
  });
});

describe('dialCodeOf', () => {
  it('gives the dial code of a country, whatever its letter case', () => {
    expect(dialCodeOf('KW')).toBe('+965');
    expect(dialCodeOf('jp')).toBe('+81');
  });

  it('gives nothing for an unknown country', () => {
    expect(dialCodeOf('XX')).toBeNull();
    expect(dialCodeOf('')).toBeNull();
  });
});

describe('phoneCountryOf', () => {
  it('reads the phone in the country the customer chose, else the business’s, else Kuwait', () => {
    expect(phoneCountryOf('JP', 'CH')).toBe('JP');
    expect(phoneCountryOf('', 'CH')).toBe('CH');
    expect(phoneCountryOf(null, 'ch')).toBe('CH');
    expect(phoneCountryOf(undefined, undefined)).toBe('KW');
    expect(phoneCountryOf('ZZ', '<script>')).toBe('KW');
  });

  it('a Swiss customer’s 044 668 18 00 is accepted at a Swiss business, with the Swiss dial code', () => {
    const country = phoneCountryOf('', 'CH');
    expect(checkPhone('044 668 18 00', country)).toMatchObject({ ok: true, dialCode: '+41', national: '446681800' });
    // Read in Kuwait it would be refused: the country matters.
    expect(checkPhone('044 668 18 00', 'KW').ok).toBe(false);
  });
});

describe('examplePhone', () => {
  it('gives a mobile number of the country, formatted with its country code', () => {
    expect(examplePhone('KW')).toBe('+965 500 12345');
    expect(examplePhone('CH')).toMatch(/^\+41 7\d \d{3} \d{2} \d{2}$/);
    expect(examplePhone('JP')).toMatch(/^\+81 [79]0/);
    for (const country of ['KW', 'CH', 'JP', 'AE', 'DE', 'US']) expect(checkPhone(examplePhone(country)).ok).toBe(true);
  });

  it('an unknown or hostile country gives Kuwait’s example', () => {
    expect(examplePhone('XX')).toBe(examplePhone('KW'));
    expect(examplePhone(null)).toBe(examplePhone('KW'));
  });
});

describe('displayPhone', () => {
  it('spaces a business phone the way its country writes it, in international form', () => {
    expect(displayPhone('+96522200011', 'KW')).toBe('+965 2220 0011');
    expect(displayPhone('22200011', 'KW')).toBe('+965 2220 0011');
    expect(displayPhone('044 668 18 00', 'CH')).toBe('+41 44 668 18 00');
    expect(displayPhone('٢٢٢٠٠٠١١', 'KW')).toBe('+965 2220 0011');
  });

  it('reads a number without a known business country as Kuwaiti (spec §9)', () => {
    expect(displayPhone('22200011', null)).toBe('+965 2220 0011');
  });

  it('shows what the business wrote when it is not a phone number', () => {
    expect(displayPhone('  ask at the counter ', 'KW')).toBe('ask at the counter');
    expect(displayPhone('123', 'KW')).toBe('123');
  });
});

describe('phoneHintValues', () => {
  it('keeps the example number whole on a narrow line: no-break spaces, isolated left to right', () => {
    const { example } = phoneHintValues('KW');
    expect(example).not.toContain(' ');
    expect(example.startsWith('\u2066') && example.endsWith('\u2069')).toBe(true);
  });
});
