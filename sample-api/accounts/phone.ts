/**
 * Phone numbers of the account calls: a national number and a dial code (spec §3 User phone, dial_code), checked
 * with libphonenumber-js and the spec's 2–17 digit rule (§5). The reasons are the spec's (§8): NOT_A_NUMBER,
 * INVALID_COUNTRY, TOO_SHORT, TOO_LONG; INVALID_LENGTH for a number of no possible length.
 */
import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js';

export interface Phone {
  /** National number, digits only: 55512345. */
  phone: string;
  /** '+965'. */
  dial_code: string;
  /** '+96555512345': the key codes, users and the outbox use. */
  e164: string;
}

export type PhoneProblem = 'NOT_A_NUMBER' | 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH';

/** The normalised phone, or why it is not one. Spaces, dashes, dots and brackets in the number are ignored. */
export function parsePhone(phone: string, dialCode: string): Phone | { problem: PhoneProblem } {
  const digits = phone.replace(/[\s\-().]/g, '');
  const dial = dialCode.trim().replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(dial)) return { problem: 'INVALID_COUNTRY' };
  if (!/^\d+$/.test(digits)) return { problem: 'NOT_A_NUMBER' };
  const full = `+${dial}${digits.replace(/^0+/, '')}`;
  const lengthProblem = validatePhoneNumberLength(full);
  if (lengthProblem) return { problem: lengthProblem };
  const parsed = parsePhoneNumberFromString(full);
  if (!parsed || !parsed.isPossible()) return { problem: 'INVALID_LENGTH' };
  const national = String(parsed.nationalNumber);
  if (national.length < 2 || national.length > 17) return { problem: national.length < 2 ? 'TOO_SHORT' : 'TOO_LONG' };
  return { phone: national, dial_code: `+${parsed.countryCallingCode}`, e164: String(parsed.number) };
}
