/**
 * Who orders, before the customer types it (spec §5): the checkout's name starts from the logged-in user's, its
 * phone from the user's, else from the saved address form's contact phone. Only empty fields are filled: what the
 * customer typed stays. `contactPrefill` is the rule (pure); `prefillContact` applies it to the stores.
 */
import { checkoutPhoneFallback } from '../../domain/checkout/phoneFallback.ts';
import { $checkout, updateCheckout, type CheckoutState } from '../../stores/checkout.ts';
import { $delivery } from '../../stores/delivery.ts';

/** The parts of the API's user the checkout reads. */
export type ContactUser = { name?: string; phone?: string; dial_code?: string } | null;

/** A user's phone with its dial code ('+965' + '50012345'), or null without one. */
export function userPhoneOf(user: ContactUser): string | null {
  return user?.phone ? `${user.dial_code ?? ''}${user.phone}` : null;
}

/** What to fill in (nothing: an empty patch). */
export function contactPrefill(
  user: ContactUser,
  checkout: Pick<CheckoutState, 'name' | 'phone'>,
  formContactPhone: string | null | undefined,
): { name?: string; phone?: string } {
  const patch: { name?: string; phone?: string } = {};
  if (!checkout.name.trim() && user?.name) patch.name = user.name;
  if (!checkout.phone.trim()) {
    const phone = checkoutPhoneFallback({ userPhone: userPhoneOf(user), formContactPhone });
    if (phone) patch.phone = phone;
  }
  return patch;
}

/** Fills the checkout's empty name and phone from `user` (null: a guest) and the delivery's saved form. */
export function prefillContact(user: ContactUser): void {
  const patch = contactPrefill(user, $checkout.get(), $delivery.get().address.contact_phone);
  if (patch.name || patch.phone) updateCheckout(patch);
}
