/**
 * The checkout choices of the cart (spec §3 Cart: name, phone, payment_type, table, car, orderTime,
 * selectedScheduleDate/Slot, giftData), persisted beside the cart under `sf:{ref}:cart:checkout` so a reload or a
 * second visit keeps what the customer typed. The order itself is built from these and the cart at submit.
 */
import * as z from 'zod/mini';
import { currentTenant, versionedAtom } from './persist.ts';

export const CHECKOUT_VERSION = 1;
export const checkoutKey = (ref: string) => `sf:${ref}:cart:checkout`;

const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

const CheckoutState = z.object({
  name: text(120),
  /** What the customer typed (national or +international). */
  phone: text(40),
  phoneCountry: z._default(z.string().check(z.regex(/^[A-Z]{2}$/)), 'KW'),
  /** Spec §9: payment_type defaults to 2 (cash). */
  paymentType: z._default(z.number().check(z.int()), 2),
  table: text(40),
  car: z._default(z.object({ make: text(60), color: text(40), plate: text(20) }), { make: '', color: '', plate: '' }),
  /** Spec §4: now, or later at a slot (the slot id is its start time, ISO). */
  orderTime: z._default(z.enum(['now', 'later']), 'now'),
  slotId: z._default(z.nullable(z.string().check(z.maxLength(40))), null),
  /** Pickup: the branch to collect from. */
  pickupBranchId: z._default(z.nullable(z.number().check(z.int())), null),
  gift: z._default(z.object({ on: z.boolean(), name: text(120), phone: text(40), message: text(500) }), {
    on: false,
    name: '',
    phone: '',
    message: '',
  }),
  notes: text(1000),
  /** An order sent to online payment: the cart is cleared when it comes back paid (spec §2 /payment/fail else). */
  pendingOrderId: z._default(z.nullable(z.string().check(z.maxLength(100))), null),
});
export type CheckoutState = z.infer<typeof CheckoutState>;

export const EMPTY_CHECKOUT: CheckoutState = CheckoutState.parse({});

/** A stored checkout state, validated; garbage gives the empty state. */
export function parseCheckout(value: unknown): CheckoutState {
  const parsed = CheckoutState.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_CHECKOUT;
}

/** A checkout store for a tenant (pages use `$checkout`; tests make their own). */
export function createCheckoutStore(ref: string) {
  const $checkout = versionedAtom<CheckoutState>(checkoutKey(ref), CHECKOUT_VERSION, parseCheckout, EMPTY_CHECKOUT);
  return {
    $checkout,
    /** Sets some checkout fields (typed values are cut to their limits by parseCheckout). */
    updateCheckout: (patch: Partial<CheckoutState>) => $checkout.set(parseCheckout({ ...$checkout.get(), ...patch })),
    /** After an order: keep who the customer is, forget this order's choices. */
    finishCheckout: () => {
      const { name, phone, phoneCountry } = $checkout.get();
      $checkout.set({ ...EMPTY_CHECKOUT, name, phone, phoneCountry });
    },
  };
}

const store = createCheckoutStore(currentTenant());
export const { $checkout, updateCheckout, finishCheckout } = store;
