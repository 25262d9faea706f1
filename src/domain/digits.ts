/**
 * Digits the customer types, in any script of the supported locales, read as ASCII (issue 14): a phone, a
 * quantity, a one-time code or a coupon may be typed with the keyboard of the page's language ("۰۹۱۲", "१२",
 * "１２") or with Western digits; the rules and the API only ever see 0-9.
 */

/**
 * The zero of every decimal digit run the 41 locales write with, each run being the ten code points from it.
 * An explicit table (rather than any `\p{Nd}`): Unicode's mathematical digits, for one, are five runs back to
 * back, where "the run's zero" cannot be found by walking back.
 */
export const DIGIT_ZEROS: Readonly<Record<string, number>> = {
  'Arabic-Indic (ar)': 0x0660,
  'Extended Arabic-Indic (fa, ur)': 0x06f0,
  'Devanagari (hi)': 0x0966,
  'Bengali (bn)': 0x09e6,
  'Thai (th)': 0x0e50,
  'Lao (lo)': 0x0ed0,
  'Khmer (km)': 0x17e0,
  'Mongolian script (mn)': 0x1810,
  'Full-width (ja, zh, ko)': 0xff10,
};

const ZEROS = Object.values(DIGIT_ZEROS);
const NON_ASCII_DIGIT = new RegExp(
  `[${ZEROS.map((zero) => `\\u{${zero.toString(16)}}-\\u{${(zero + 9).toString(16)}}`).join('')}]`,
  'gu',
);

/** The text with every digit of the table replaced by its ASCII digit; everything else is kept as it is. */
export function normalizeDigits(text: string): string {
  if (typeof text !== 'string') return '';
  return text.replace(NON_ASCII_DIGIT, (digit) => {
    const cp = digit.codePointAt(0)!;
    const zero = ZEROS.find((z) => cp >= z && cp <= z + 9)!;
    return String(cp - zero);
  });
}
