/**
 * The checkout choices of the cart (spec §3 Cart: name, phone, payment_type, table, car, orderTime,
 * selectedScheduleDate/Slot, giftData), persisted beside the cart under `sf:{ref}:cart:checkout` so a reload or a
 * second visit keeps what the customer typed. The order itself is built from these and the cart at submit.
 */
import { boolean, clippedText, decodeOr, nullable, number, oneOf, shape, text } from './decode.ts';
import { atom } from 'nanostores';
import { currentTenant, versionedAtom } from './persist.ts';

export const CHECKOUT_VERSION = 1;
export const checkoutKey = (ref: string) => `sf:${ref}:cart:checkout`;

export interface CheckoutState {
  name: string;
  /** What the customer typed (national or +international). */
  phone: string;
  phoneCountry: string;
  /** Spec §9: payment_type defaults to 2 (cash); it counts only once the customer chose it (paymentChosen). */
  paymentType: number;
  /** The customer picked paymentType; until then the checkout shows the business's default (default_cash). */
  paymentChosen: boolean;
  table: string;
  car: { make: string; color: string; plate: string };
  /** Spec §4: now, or later at a slot (the slot id is its start time, ISO). */
  orderTime: 'now' | 'later';
  slotId: string | null;
  /** Pickup: the branch to collect from. */
  pickupBranchId: number | null;
  gift: { on: boolean; name: string; phone: string; message: string };
  notes: string;
  /** An order sent to online payment: the cart is cleared when it comes back paid (spec §2 /payment/fail else). */
  pendingOrderId: string | null;
  /** Where that order is paid (the API's `payment_url` when it was placed): the checkout offers to go back to it. */
  pendingPaymentUrl: string | null;
  /** The table booking this order is the pre-order of (reservation type 2), until the order is placed. */
  reservationId: string | null;
  /**
   * The account (user id) whose name and phone the contact fields were given, null while they are a guest's: a login
   * as someone else replaces them once (features/checkout/contactPrefill.ts), what is typed after it stays.
   */
  contactOf: number | null;
}

const Car = shape<CheckoutState['car']>({
  make: [clippedText(60), ''],
  color: [clippedText(40), ''],
  plate: [clippedText(20), ''],
});
const Gift = shape<CheckoutState['gift']>({
  on: [boolean, false],
  name: [clippedText(120), ''],
  phone: [clippedText(40), ''],
  message: [clippedText(500), ''],
});
const Checkout = shape<CheckoutState>({
  name: [clippedText(120), ''],
  phone: [clippedText(40), ''],
  // '' until the customer picks one: the phone is then read in the business's country (spec §3).
  phoneCountry: [text(2, /^(?:[A-Z]{2})?$/), ''],
  paymentType: [number({ int: true }), 2],
  paymentChosen: [boolean, false],
  table: [clippedText(40), ''],
  car: [Car, { make: '', color: '', plate: '' }],
  orderTime: [oneOf('now', 'later'), 'now'],
  slotId: [nullable(text(40)), null],
  pickupBranchId: [nullable(number({ int: true })), null],
  gift: [Gift, { on: false, name: '', phone: '', message: '' }],
  notes: [clippedText(1000), ''],
  pendingOrderId: [nullable(text(100)), null],
  pendingPaymentUrl: [nullable(text(2048, /^https?:\/\//)), null],
  reservationId: [nullable(text(100, /^[A-Za-z0-9_-]+$/)), null],
  contactOf: [nullable(number({ int: true })), null],
});

export const EMPTY_CHECKOUT: CheckoutState = Checkout({})!;

/** A stored checkout state, validated; garbage gives the empty state. */
export function parseCheckout(value: unknown): CheckoutState {
  return decodeOr(Checkout, value, EMPTY_CHECKOUT);
}

/** A checkout store for a tenant (pages use `$checkout`; tests make their own). */
export function createCheckoutStore(ref: string) {
  const $checkout = versionedAtom<CheckoutState>(checkoutKey(ref), CHECKOUT_VERSION, parseCheckout, EMPTY_CHECKOUT);
  return {
    $checkout,
    /** Sets some checkout fields (typed values are cut to their limits by parseCheckout). */
    updateCheckout: (patch: Partial<CheckoutState>) => $checkout.set(parseCheckout({ ...$checkout.get(), ...patch })),
    /**
     * The customer logged out (or their session ended): what was theirs goes — their name, phone, car, gift and
     * notes, and the table booking this order was to be the pre-order of (another customer's booking is refused
     * to the next one). The choices of the order itself (type, table, time, payment) and an order waiting for its
     * payment stay.
     */
    forgetCustomer: () => {
      const {
        reservationId: _r,
        name: _n,
        phone: _p,
        phoneCountry: _c,
        car: _car,
        gift: _g,
        notes: _o,
        contactOf: _a,
        ...kept
      } = $checkout.get();
      const { reservationId, name, phone, phoneCountry, car, gift, notes, contactOf } = EMPTY_CHECKOUT;
      $checkout.set({ ...kept, reservationId, name, phone, phoneCountry, car, gift, notes, contactOf });
    },
    /** After an order: keep who the customer is, forget this order's choices. */
    finishCheckout: () => {
      const { name, phone, phoneCountry, contactOf } = $checkout.get();
      $checkout.set({ ...EMPTY_CHECKOUT, name, phone, phoneCountry, contactOf });
    },
  };
}

/**
 * The booking a reservation checkout's pre-order is for, as the API gave it on this page (BookingSection reads it):
 * where and when the meal is served. In memory only: read again on every page, never a stale copy.
 */
export interface PreOrderBooking {
  id: string;
  /** The business's wall clock: 'YYYY-MM-DD', 'HH:mm'. */
  date: string;
  time: string;
  branchId: number;
}
export const $preOrderBooking = atom<PreOrderBooking | null>(null);

const store = createCheckoutStore(currentTenant());
export const { $checkout, updateCheckout, finishCheckout, forgetCustomer } = store;
