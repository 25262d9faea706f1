/**
 * What stops an order in who orders (spec §5 phone rules): the name, the phone read in the country the customer
 * chose (else the business's), and a gift's recipient. Pure.
 */
import { checkPhone, type PhoneProblem } from '../../domain/checkout/phone.ts';
import type { CheckoutState } from '../../stores/checkout.ts';
import type { CheckoutData } from './checkoutData.ts';
import type { Problems } from './problems.ts';

const PHONE_KEYS: Record<PhoneProblem, string> = {
  NOT_A_NUMBER: 'phoneNotANumber',
  INVALID_COUNTRY: 'phoneInvalidCountry',
  TOO_SHORT: 'phoneTooShort',
  TOO_LONG: 'phoneTooLong',
  INVALID: 'phoneInvalid',
};

/** The problems of `name`, `phone`, `gift.name` and `gift.phone`; `optional`: name and phone may stay empty. */
export function contactProblemsOf(
  data: Pick<CheckoutData, 'countryCode'>,
  checkout: Pick<CheckoutState, 'name' | 'phone' | 'phoneCountry' | 'gift'>,
  optional: boolean,
): Problems {
  const problems: Problems = {};
  if (!checkout.name.trim() && !optional) problems.name = { key: 'nameRequired' };
  const phone = checkPhone(checkout.phone, checkout.phoneCountry || data.countryCode);
  if (!phone.ok && (checkout.phone.trim() || !optional))
    problems.phone = { key: checkout.phone.trim() ? PHONE_KEYS[phone.reason] : 'phoneRequired' };
  if (checkout.gift.on) {
    if (!checkout.gift.name.trim()) problems['gift.name'] = { key: 'required' };
    const giftPhone = checkPhone(checkout.gift.phone, data.countryCode);
    if (!giftPhone.ok)
      problems['gift.phone'] = { key: checkout.gift.phone.trim() ? PHONE_KEYS[giftPhone.reason] : 'phoneRequired' };
  }
  return problems;
}
