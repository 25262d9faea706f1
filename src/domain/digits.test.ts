import { describe, expect, it } from 'vitest';
import { DIGIT_ZEROS, normalizeDigits } from './digits.ts';

describe('normalizeDigits', () => {
  it('reads the digits of every script the locales type numbers in as ASCII', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789'); // Arabic-Indic
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789'); // Extended Arabic-Indic (Persian, Urdu)
    expect(normalizeDigits('०१२३४५६७८९')).toBe('0123456789'); // Devanagari
    expect(normalizeDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789'); // Bengali
    expect(normalizeDigits('๐๑๒๓๔๕๖๗๘๙')).toBe('0123456789'); // Thai
    expect(normalizeDigits('໐໑໒໓໔໕໖໗໘໙')).toBe('0123456789'); // Lao
    expect(normalizeDigits('០១២៣៤៥៦៧៨៩')).toBe('0123456789'); // Khmer
    expect(normalizeDigits('᠐᠑᠒᠓᠔᠕᠖᠗᠘᠙')).toBe('0123456789'); // Mongolian
    expect(normalizeDigits('０１２３４５６７８９')).toBe('0123456789'); // full-width (CJK keyboards)
  });

  it('keeps ASCII digits and every other character as they are', () => {
    expect(normalizeDigits('+965 9988-7766')).toBe('+965 9988-7766');
    expect(normalizeDigits('WELCOME10')).toBe('WELCOME10');
    expect(normalizeDigits('کد ۱۲۳ code')).toBe('کد 123 code');
    expect(normalizeDigits('')).toBe('');
  });

  it('reads a number typed in mixed scripts digit by digit', () => {
    expect(normalizeDigits('۹٩9९৯๙໙៩᠙９')).toBe('9999999999');
    expect(normalizeDigits('+۹۶۵ ٩٩٨٨ 7766')).toBe('+965 9988 7766');
  });

  it('leaves characters next to the digit runs alone', () => {
    // The Arabic decimal and thousands separators, the Persian letter after the digits, Thai and full-width
    // neighbours: none of them is a digit.
    expect(normalizeDigits('٫٬ۺ๚：／')).toBe('٫٬ۺ๚：／');
    for (const zero of DIGIT_ZEROS) {
      const after = String.fromCodePoint(zero + 10);
      expect(normalizeDigits(after)).toBe(after);
    }
  });

  it('does not read digits of scripts no locale writes with (mathematical digits stay)', () => {
    expect(normalizeDigits('𝟘𝟙')).toBe('𝟘𝟙');
  });

  it('survives hostile input', () => {
    expect(normalizeDigits(undefined as unknown as string)).toBe('');
    expect(normalizeDigits(42 as unknown as string)).toBe('');
    expect(normalizeDigits('\uD800١')).toBe('\uD8001');
    expect(normalizeDigits('١'.repeat(100_000))).toBe('1'.repeat(100_000));
  });

  it('covers ten consecutive code points per script, every one a decimal digit', () => {
    for (const zero of DIGIT_ZEROS) {
      for (let d = 0; d < 10; d++) {
        const ch = String.fromCodePoint(zero + d);
        expect(/^\p{Nd}$/u.test(ch), `U+${zero.toString(16)} ${d}`).toBe(true);
        expect(normalizeDigits(ch)).toBe(String(d));
      }
    }
  });
});
