/**
 * Who orders, before the customer types it (spec §5): the checkout's name starts from the logged-in user's, its
 * phone from the user's, else from the saved address form's contact phone. `contactPrefill` is the rule (pure);
 * `followCustomerContact` applies it to the stores whenever who is logged in changes.
 *
 * A login makes the account the one who orders: a guest who typed "Sara Guest" and logged in as Noura orders as
 * Noura (the order, and a booking's pre-order, go out under the account, not the guest's words). So the first time
 * an account is seen (`contactOf` is not its id) its name and phone replace what is in the fields; a field the
 * account cannot fill is emptied, not left with the guest's. From then on the fields are the customer's: what they
 * type after logging in stays (a reload or a wallet choice refills nothing), and only empty fields are filled.
 */
import type { ReadableAtom } from 'nanostores';
import { isAuthenticated } from '../../domain/auth.ts';
import { checkoutPhoneFallback } from '../../domain/checkout/phoneFallback.ts';
import { $auth, type AuthState } from '../../stores/auth.ts';
import { $checkout, updateCheckout, type CheckoutState } from '../../stores/checkout.ts';
import { $delivery, type DeliveryState } from '../../stores/delivery.ts';
import { fieldPhoneOf } from './phoneField.ts';

/** The parts of the API's user the checkout reads. */
export type ContactUser = { id?: number; name?: string; phone?: string; dial_code?: string } | null;

type ContactFields = Pick<CheckoutState, 'name' | 'phone' | 'phoneCountry' | 'contactOf'>;

/**
 * A user's phone as the number field takes it (`fieldPhoneOf`): '50012345' where the page's country dials '+965',
 * '+96550012345' elsewhere; null without one.
 */
export function userPhoneOf(user: ContactUser, pageDialCode?: string | null): string | null {
  return user?.phone ? fieldPhoneOf(user.dial_code, user.phone, pageDialCode) || null : null;
}

/** What to fill in (nothing: an empty patch). */
export function contactPrefill(
  user: ContactUser,
  checkout: Pick<CheckoutState, 'name' | 'phone'> & Partial<Pick<CheckoutState, 'contactOf'>>,
  formContactPhone: string | null | undefined,
  pageDialCode?: string | null,
): Partial<ContactFields> {
  const phone = checkoutPhoneFallback({ userPhone: userPhoneOf(user, pageDialCode), formContactPhone });
  if (typeof user?.id === 'number' && user.id !== checkout.contactOf) {
    // Another person than the one the fields were filled for (a guest, or another account): theirs go.
    return { contactOf: user.id, name: user.name?.trim() ?? '', phone, phoneCountry: '' };
  }
  const patch: Partial<ContactFields> = {};
  if (!checkout.name.trim() && user?.name) patch.name = user.name;
  if (!checkout.phone.trim() && phone) {
    patch.phone = phone;
    // The account's number without its dial code is the page country's: the select goes back to it too (a country
    // picked before for an empty field would misread it).
    if (phone === userPhoneOf(user, pageDialCode) && !phone.startsWith('+')) patch.phoneCountry = '';
  }
  return patch;
}

export interface ContactStores {
  $auth: ReadableAtom<Pick<AuthState, 'token' | 'user'>>;
  $checkout: ReadableAtom<CheckoutState>;
  $delivery: ReadableAtom<Pick<DeliveryState, 'address'>>;
  updateCheckout: (patch: Partial<CheckoutState>) => void;
}

/** The contact actions over a set of stores (the checkout uses the export below; tests give their own). */
export function contactActions(stores: ContactStores) {
  /**
   * Fills the checkout's contact from `user` (null: a guest) and the delivery's saved form; `pageDialCode` is the
   * dial code of the page's phone country (`fieldPhoneOf`).
   */
  const prefillContact = (user: ContactUser, pageDialCode?: string | null): void => {
    const { address } = stores.$delivery.get();
    const patch = contactPrefill(user, stores.$checkout.get(), address.contact_phone, pageDialCode);
    if (Object.keys(patch).length) stores.updateCheckout(patch);
  };
  return {
    prefillContact,
    /**
     * Keeps the contact in step with who is logged in at this business: now, and each time the customer (their
     * user id) changes — a login on this page, in another tab, or on the login page before coming back. Other
     * changes of the auth store (the wallet choice) refill nothing. Returns the unsubscribe.
     */
    followCustomerContact: (businessUserId: number, pageDialCode?: string | null): (() => void) => {
      let seen: number | null | undefined;
      return stores.$auth.subscribe((auth) => {
        const user = isAuthenticated(auth, businessUserId) ? (auth.user as ContactUser) : null;
        const id = user?.id ?? null;
        if (id === seen) return;
        seen = id;
        prefillContact(user, pageDialCode);
      });
    },
  };
}

export const { prefillContact, followCustomerContact } = contactActions({
  $auth,
  $checkout,
  $delivery,
  updateCheckout,
});
