/**
 * Money: integer minor units of a currency, its decimal digits and rounding, and the ONE formatter (spec §9).
 *
 * The API sends prices in major units (1.25 KWD); everything after the payload boundary works in minor units
 * (1250 fils), so sums never carry float noise. Digits are 0, 2 or 3; an unknown currency gets 3 (spec §9).
 */
import { intlLocale } from './locale.ts';

/**
 * One entry of the currency table (spec §3 "Currency table entry"), as far as the rules use it: the digits and
 * the cash rounding. The entry's symbols and names are not kept: Intl writes the symbol in the page's language
 * when it formats (formatMoney), so the table that every menu page loads stays a few hundred bytes.
 */
export interface CurrencyInfo {
  code: string;
  decimal_digits: 0 | 2 | 3;
  /** The cash rounding step in major units (CHF 0.05); 0 means none. */
  rounding: number;
}

/**
 * Currencies the storefront knows, by ISO 4217 code: `{code}{digits}[@{rounding}]`. The Gulf and the region
 * first (most tenants price in these). Cash practice wins over ISO where they differ: the Iraqi dinar's fils and
 * the Pakistani, Lebanese, Syrian and Yemeni minor units are not used, prices are whole.
 */
const TABLE =
  'KWD3 BHD3 OMR3 JOD3 TND3 LYD3 IQD0 SAR2 AED2 QAR2 EGP2 MAD2 DZD2 LBP0 SYP0 YER0 IRR0 TRY2 PKR0 INR2 USD2 CAD2 AUD2 EUR2 GBP2 CHF2@0.05 SEK2 NOK2 DKK2 RUB2 CNY2 JPY0 KRW0 MYR2';

export const CURRENCIES: Record<string, CurrencyInfo> = Object.fromEntries(
  TABLE.split(' ').map((entry) => {
    const [head = '', rounding] = entry.split('@');
    const code = head.slice(0, 3);
    return [code, { code, decimal_digits: Number(head[3]) as 0 | 2 | 3, rounding: Number(rounding ?? 0) }];
  }),
);

/** Digits for a currency the table does not know (spec §9). */
export const UNKNOWN_CURRENCY_DIGITS = 3;

function infoOf(code: string): CurrencyInfo | undefined {
  return typeof code === 'string' && Object.hasOwn(CURRENCIES, code.toUpperCase())
    ? CURRENCIES[code.toUpperCase()]
    : undefined;
}

/** The decimal digits of a currency: 3 for KWD, 0 for JPY, 3 when unknown. */
export function currencyDigits(code: string): 0 | 2 | 3 {
  return infoOf(code)?.decimal_digits ?? UNKNOWN_CURRENCY_DIGITS;
}

/** The rounding step of a currency in minor units: 5 for CHF (0.05), else 1. */
export function roundingStep(code: string): number {
  const info = infoOf(code);
  if (!info || !(info.rounding > 0)) return 1;
  return Math.max(1, Math.round(info.rounding * 10 ** info.decimal_digits));
}

/** Rounds half away from zero, without ever returning -0. */
function roundHalfAway(value: number): number {
  const rounded = Math.sign(value) * Math.floor(Math.abs(value) + 0.5);
  return rounded === 0 ? 0 : rounded;
}

/** Applies the currency's rounding step (CHF → a multiple of 5 rappen), half away from zero; idempotent. */
export function roundMinor(minor: number, code: string): number {
  if (!Number.isFinite(minor)) return 0;
  const step = roundingStep(code);
  const whole = roundHalfAway(minor);
  return step === 1 ? whole : roundHalfAway(whole / step) * step;
}

/**
 * Major units (1.25) to integer minor units of the currency, half away from zero; 1.005 USD is 101 cents despite
 * 1.005 * 100 being 100.49999999999999 in floats. Non-finite amounts give 0. No cash step: an amount someone
 * computed (a tax of CHF 0.62, a discount of 0.74, a placed order's line) is read as it is, where toMinor would
 * make the tax 0.60.
 */
export function exactMinor(major: number, code: string): number {
  if (typeof major !== 'number' || !Number.isFinite(major)) return 0;
  // Fifteen significant digits drop the binary noise of the multiplication but keep every decimal a price has.
  return roundHalfAway(Number((major * 10 ** currencyDigits(code)).toPrecision(15)));
}

/** A price (major units) in minor units with the currency's cash step applied (CHF 4.23 → 4.25): exactMinor, rounded. */
export function toMinor(major: number, code: string): number {
  return roundMinor(exactMinor(major, code), code);
}

/** Minor units back to major units (1250 KWD fils → 1.25), e.g. for an API body that wants major units. */
export function toMajor(minor: number, code: string): number {
  return Number.isFinite(minor) ? minor / 10 ** currencyDigits(code) : 0;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The page's Intl tag with the region of a national currency, so that an amount is written as that country writes
 * it: a Swiss café's German page says "CHF 4.20" (de-CH), not Germany's "4,20 CHF"; an English page in Pakistan
 * "Rs 1,700". The currency's first two letters are its country (ISO 4217); a currency several countries share (EUR,
 * the X… codes) or a page whose locale names its own region keeps the page's tag. The digits stay the language's.
 */
export function moneyTag(locale: string, code: string): string {
  const tag = intlLocale(locale);
  if (!/^[A-Z]{3}$/.test(code) || code.startsWith('X') || code === 'EUR') return tag;
  try {
    const parsed = new Intl.Locale(tag);
    return parsed.region ? tag : new Intl.Locale(tag, { region: code.slice(0, 2) }).toString();
  } catch {
    return tag;
  }
}

/**
 * A cached Intl.NumberFormat in the page's locale with the locale's own digits (src/domain/locale.ts
 * `intlLocale`: Persian and Bengali native digits, Latin elsewhere) and, for an amount in a currency, that
 * currency's country's way of writing it (`moneyTag`); an invalid locale falls back to 'en'.
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  // Keyed by what the caller gives: the tag (an Intl.Locale parse) is worked out once per locale and currency.
  const key = `${locale}|${options.currency ?? ''}|${options.minimumFractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    const tag = options.currency ? moneyTag(locale, options.currency) : intlLocale(locale);
    try {
      format = new Intl.NumberFormat(tag, options);
    } catch {
      format = new Intl.NumberFormat('en', options);
    }
    formatters.set(key, format);
  }
  return format;
}

/**
 * THE money formatter: minor units shown with the currency's digits through Intl in `locale` ('1.250 KWD' style
 * as Intl writes it), in the locale's own digits ('۱۲٫۵۰۰ د.ک.' in Persian). A currency outside the table is written as a number with 3 digits followed by its code.
 */
export function formatMoney(minor: number, code: string, locale: string): string {
  // One minus sign everywhere: Intl writes a hyphen-minus in some locales and other signs or
  // bidi marks in others; a negative amount is the MINUS SIGN U+2212 before the amount, as discount lines write it.
  if (minor < 0) return `\u2212${formatMoney(-minor, code, locale)}`;
  const digits = currencyDigits(code);
  // + 0 turns a negative zero into zero: Intl would write it "-0.000".
  const amount = toMajor(minor, code) + 0;
  const info = infoOf(code);
  if (info) {
    return numberFormat(locale, {
      style: 'currency',
      currency: info.code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  }
  const number = numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  const label =
    typeof code === 'string'
      ? code
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase()
      : '';
  return label ? `${number} ${label}` : number;
}
