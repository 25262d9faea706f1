/**
 * The checkout's phone field before and after the phone rules load (lib/phoneRules.ts): the page carries the
 * business's phone country with its dial code and example number (worked out at build time), which is all the field
 * shows until the customer picks another country; then the rules give that country's. Pure.
 */
import type { PhoneKit } from '../../lib/phoneRules.ts';

/** The business's phone country as the page carries it: its dial code and the values of the field's hint. */
export interface PagePhone {
  country: string;
  dialCode: string | null;
  hint: { example: string };
}

/** The page's phone defaults for a business country (at build time, with the rules at hand). */
export function pagePhoneOf(
  kit: Pick<PhoneKit, 'phoneCountryOf' | 'dialCodeOf' | 'phoneHintValues'>,
  businessCountry: string | null | undefined,
): PagePhone {
  const country = kit.phoneCountryOf(null, businessCountry);
  return { country, dialCode: kit.dialCodeOf(country), hint: kit.phoneHintValues(country) };
}

/** What the field shows; `hint` is null while the rules it needs are not loaded. */
export interface PhoneField {
  country: string;
  dialCode: string | null;
  hint: { example: string } | null;
  /** The field shows a country the page does not carry: the phone rules are needed for it. */
  needsRules: boolean;
}

/**
 * The field's country, dial code and hint values: the page's while the customer keeps the business's country (or
 * picked none), the rules' for another (null until they load: `needsRules`).
 */
export function phoneFieldOf(
  chosen: string,
  page: PagePhone,
  kit: Pick<PhoneKit, 'phoneCountryOf' | 'dialCodeOf' | 'phoneHintValues'> | null,
): PhoneField {
  if (kit) {
    const country = kit.phoneCountryOf(chosen, page.country);
    return { country, dialCode: kit.dialCodeOf(country), hint: kit.phoneHintValues(country), needsRules: false };
  }
  if (!chosen || chosen === page.country) return { ...page, needsRules: false };
  return { country: chosen, dialCode: null, hint: null, needsRules: true };
}

/**
 * A phone put in the number field from an account or a booking, which keep the dial code and the number apart
 * ('+965', '50012345'): the number alone when the dial code is the page's country's (the select beside the field
 * already says "Kuwait (+965)", and "+96550012345" under it read as a typo), else with its dial code, which the
 * field understands whatever the select says.
 */
export function fieldPhoneOf(
  dialCode: string | null | undefined,
  phone: string,
  pageDialCode: string | null | undefined,
): string {
  const number = phone.trim();
  if (!number || number.startsWith('+') || !dialCode) return number;
  return dialCode === pageDialCode ? number : `${dialCode}${number}`;
}

/** The checkout fields for such a phone: the number alone comes with the page's country in the select. */
export function fieldPhonePatch(
  dialCode: string | null | undefined,
  phone: string,
  pageDialCode: string | null | undefined,
): { phone: string; phoneCountry?: '' } {
  const shown = fieldPhoneOf(dialCode, phone, pageDialCode);
  return shown && !shown.startsWith('+') && dialCode ? { phone: shown, phoneCountry: '' } : { phone: shown };
}
