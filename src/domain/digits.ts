/**
 * Digits the customer types, in any script of the supported locales, read as ASCII: a phone, a
 * quantity, a one-time code or a coupon may be typed with the keyboard of the page's language ("۰۹۱۲", "१२",
 * "１２") or with Western digits; the rules and the API only ever see 0-9.
 */

/**
 * The zero of every decimal digit run the 41 locales write with, each run being the ten code points from it.
 * An explicit table (rather than any `\p{Nd}`): Unicode's mathematical digits, for one, are five runs back to
 * back, where "the run's zero" cannot be found by walking back. Numbers only, no names: this ships in the menu
 * pages' scripts.
 */
export const DIGIT_ZEROS: readonly number[] = [
  0x0660, // Arabic-Indic (ar)
  0x06f0, // Extended Arabic-Indic (fa, ur)
  0x0966, // Devanagari (hi)
  0x09e6, // Bengali (bn)
  0x0e50, // Thai (th)
  0x0ed0, // Lao (lo)
  0x17e0, // Khmer (km)
  0x1810, // Mongolian script (mn)
  0xff10, // Full-width (ja, zh, ko keyboards)
];

const NON_ASCII_DIGIT = new RegExp(
  `[${DIGIT_ZEROS.map((zero) => `\\u{${zero.toString(16)}}-\\u{${(zero + 9).toString(16)}}`).join('')}]`,
  'gu',
);

/** The text with every digit of the table replaced by its ASCII digit; everything else is kept as it is. */
export function normalizeDigits(text: string): string {
  if (typeof text !== 'string') return '';
  return text.replace(NON_ASCII_DIGIT, (digit) => {
    const cp = digit.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => cp >= z && cp <= z + 9)!;
    return String(cp - zero);
  });
}
