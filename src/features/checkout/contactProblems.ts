/**
 * What stops an order in who orders (spec §5 phone rules): the name, the phone read in the country the customer
 * chose (else the business's), and a gift's recipient. A phone is judged by the phone rules once the island has
 * them (lib/phoneRules.ts); until then only a missing phone is a problem. Pure.
 */
import { phoneReasonKey, type PhoneRules } from '../../lib/phoneRules.ts';
import type { CheckoutState } from '../../stores/checkout.ts';
import type { CheckoutData } from './checkoutData.ts';
import type { Problems } from './problems.ts';

/** The problem of a phone: missing, or (with the rules) not a number of its country; null when it is fine. */
function phoneProblem(typed: string, country: string, checkPhone: PhoneRules | null): string | null {
  if (!typed.trim()) return 'phoneRequired';
  const phone = checkPhone?.(typed, country);
  return phone && !phone.ok ? phoneReasonKey(phone.reason) : null;
}

/**
 * The problems of `name`, `phone`, `gift.name` and `gift.phone`; `optional`: name and phone may stay empty (a
 * phone typed must still be one); `checkPhone`: the phone rules, null while they are not loaded.
 */
export function contactProblemsOf(
  data: Pick<CheckoutData, 'countryCode'>,
  checkout: Pick<CheckoutState, 'name' | 'phone' | 'phoneCountry' | 'gift'>,
  optional: boolean,
  checkPhone: PhoneRules | null,
): Problems {
  const problems: Problems = {};
  if (!checkout.name.trim() && !optional) problems.name = { key: 'nameRequired' };
  const phone = phoneProblem(checkout.phone, checkout.phoneCountry || data.countryCode, checkPhone);
  if (phone && (checkout.phone.trim() || !optional)) problems.phone = { key: phone };
  if (checkout.gift.on) {
    if (!checkout.gift.name.trim()) problems['gift.name'] = { key: 'required' };
    const giftPhone = phoneProblem(checkout.gift.phone, data.countryCode, checkPhone);
    if (giftPhone) problems['gift.phone'] = { key: giftPhone };
  }
  return problems;
}
