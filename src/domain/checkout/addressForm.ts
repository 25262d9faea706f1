/**
 * The delivery address form with its phone check: the rules of addressFields.ts (which fields show, in what order,
 * which must be filled), and validateAddress, which judges a contact phone with the phone rules (phone.ts, on
 * libphonenumber-js's metadata). An island that loads those rules only when a phone is checked imports
 * addressFields.ts and passes its check to addressProblems.
 */
import { addressProblems, type AddressErrors, type AddressValues, type ShippingFieldRule } from './addressFields.ts';
import { checkPhone } from './phone.ts';

export * from './addressFields.ts';

/** The problems of the shown fields (trimmed): missing when required, too long, or a contact phone that is not one. */
export function validateAddress(
  values: AddressValues,
  rules: readonly ShippingFieldRule[],
  options: { phoneCountry?: string } = {},
): AddressErrors {
  return addressProblems(values, rules, (value) => checkPhone(value, options.phoneCountry).ok);
}
