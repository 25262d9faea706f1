/**
 * The customer's phone at checkout (spec §5 phone rules, §8 phone parsing reasons, §9 default country KW).
 *
 * libphonenumber-js with its smallest metadata ('/min': 83 kB, 20 kB gzipped) does the country rules: it still
 * knows each country's number patterns, which is all `isValid` needs. Input may be national ("9988 7766" with the
 * business's country) or international ("+965 9988 7766", "00965…"), in Western digits or those of any script the
 * locales type with (Arabic-Indic, Persian, Devanagari, Bengali, Thai, full-width…: src/domain/digits.ts).
 */
import examples from 'libphonenumber-js/mobile/examples';
import {
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';
import { normalizeDigits } from '../digits.ts';

/** Why a phone was refused: spec §8's four parsing reasons, plus INVALID for a number its country does not use. */
export type PhoneProblem = 'NOT_A_NUMBER' | 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID';

/** A checked phone: its parts as the order payload sends them (spec §3 phone, dial_code), or why it was refused. */
export type PhoneCheck =
  | { ok: true; e164: string; dialCode: string; national: string; country: string | null }
  | { ok: false; reason: PhoneProblem };

/** The country a national number is read in when the business gives none (spec §9). */
export const DEFAULT_PHONE_COUNTRY = 'KW';

/** Spec §5: the national number has 2 to 17 digits. */
export const PHONE_NATIONAL_MIN_DIGITS = 2;
export const PHONE_NATIONAL_MAX_DIGITS = 17;

// Digits in any script, spaces and the usual separators; a letter anywhere (including "ext") is not a phone here.
const PHONE_CHARACTERS = /^\+?[\p{Nd}\s\-()./]*$/u;
const PROBLEMS: ReadonlySet<string> = new Set(['NOT_A_NUMBER', 'INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG']);

function problemOf(code: string | undefined): PhoneProblem | null {
  if (code === undefined) return null;
  // INVALID_LENGTH: neither too short nor too long, but no length the country uses.
  return PROBLEMS.has(code) ? (code as PhoneProblem) : 'INVALID';
}

/** Checks a phone typed at checkout; a national number is read in `defaultCountry` (blank or missing → KW). */
export function checkPhone(input: string, defaultCountry?: string): PhoneCheck {
  // A full-width keyboard's plus comes with its digits.
  const text =
    typeof input === 'string'
      ? normalizeDigits(input)
          .replace(/\uFF0B/g, '+')
          .trim()
      : '';
  if (text.length === 0 || text.length > 64 || !PHONE_CHARACTERS.test(text) || !/\p{Nd}/u.test(text)) {
    return { ok: false, reason: 'NOT_A_NUMBER' };
  }
  const wanted = (defaultCountry?.trim() || DEFAULT_PHONE_COUNTRY).toUpperCase();
  const country: CountryCode | undefined = isSupportedCountry(wanted) ? wanted : undefined;
  // Only a national number needs the country; "+41 …" is understood whatever the business's country is.
  if (!country && !text.startsWith('+')) return { ok: false, reason: 'INVALID_COUNTRY' };

  const lengthProblem = problemOf(validatePhoneNumberLength(text, country));
  if (lengthProblem) return { ok: false, reason: lengthProblem };
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(text, country);
  } catch (error) {
    return { ok: false, reason: (error instanceof ParseError && problemOf(error.message)) || 'INVALID' };
  }
  const national = String(parsed.nationalNumber);
  if (national.length < PHONE_NATIONAL_MIN_DIGITS) return { ok: false, reason: 'TOO_SHORT' };
  if (national.length > PHONE_NATIONAL_MAX_DIGITS) return { ok: false, reason: 'TOO_LONG' };
  if (!parsed.isValid()) return { ok: false, reason: 'INVALID' };
  return {
    ok: true,
    e164: String(parsed.number),
    dialCode: `+${parsed.countryCallingCode}`,
    national,
    country: parsed.country ?? null,
  };
}

/** The international dial code of an ISO country ('KW' → '+965'); unknown → null. */
export function dialCodeOf(country: string): string | null {
  const code = typeof country === 'string' ? country.trim().toUpperCase() : '';
  return isSupportedCountry(code) ? `+${getCountryCallingCode(code)}` : null;
}

/**
 * The country a checkout phone is read in (spec §3 "KW only when the business gives none"): the one the customer
 * chose in the select, else the business's, else KW; anything libphonenumber does not know is passed over.
 */
export function phoneCountryOf(chosen: string | null | undefined, businessCountry: string | null | undefined): string {
  for (const candidate of [chosen, businessCountry]) {
    const code = typeof candidate === 'string' ? candidate.trim().toUpperCase() : '';
    if (isSupportedCountry(code)) return code;
  }
  return DEFAULT_PHONE_COUNTRY;
}

/**
 * A mobile number of the country as an example for the field's hint ('CH' → '+41 78 123 45 67'), from
 * libphonenumber's own examples (1.4 kB gzip for every country), in international form since the hint says "with
 * the country code"; a country it does not know gives Kuwait's.
 */
export function examplePhone(country: string | null | undefined): string {
  const example = getExampleNumber(phoneCountryOf(country, null) as CountryCode, examples);
  return example ? example.formatInternational() : '';
}

/** The values of the phone hint ("…, e.g. {{example}}"): the example isolated left-to-right, so it reads right in RTL. */
export function phoneHintValues(country: string | null | undefined): { example: string } {
  // No-break spaces: the number is never split across two lines of a narrow hint.
  return { example: `\u2066${examplePhone(country).replace(/ /g, '\u00a0')}\u2069` };
}

/**
 * A business's phone as people read it: `+96522200011` → `+965 2220 0011`, a national `044 668 18 00` of a Swiss
 * business → `+41 44 668 18 00` (the international form: the page may be read abroad). A text that is not a
 * number of any country is shown as the business wrote it.
 */
export function displayPhone(phone: string, businessCountry: string | null | undefined): string {
  const written = typeof phone === 'string' ? phone.trim() : '';
  const check = checkPhone(written, phoneCountryOf(null, businessCountry));
  if (!check.ok) return written;
  try {
    return parsePhoneNumberWithError(check.e164).formatInternational();
  } catch {
    return written;
  }
}
