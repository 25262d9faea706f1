/**
 * Choosing a parcel's destination at checkout (spec §4 international shipping): the delivery store takes the
 * country, and the contact phone's country follows it while it is nobody's choice (domain/checkout/shipToPhone.ts).
 * Loaded by the checkout's shipping section only.
 */
import { phoneCountryForShipTo } from '../domain/checkout/shipToPhone.ts';
import { $checkout, updateCheckout } from './checkout.ts';
import { $delivery, chooseShippingCountry } from './delivery.ts';
import type { CheckoutState } from './checkout.ts';
import type { DeliveryState } from './delivery.ts';

export interface ShipToStores {
  checkout: () => Pick<CheckoutState, 'phone' | 'phoneCountry'>;
  delivery: () => Pick<DeliveryState, 'shippingCountry'>;
  chooseShippingCountry: (iso: string | null) => void;
  updateCheckout: (patch: { phoneCountry: string }) => void;
}

/** The destination action over a set of stores (pages use `chooseShipTo`; tests give their own stores). */
export function createShipTo(stores: ShipToStores) {
  return (iso: string | null, businessCountry: string) => {
    const { phone, phoneCountry } = stores.checkout();
    const next = phoneCountryForShipTo(
      { phone, phoneCountry, shipTo: stores.delivery().shippingCountry },
      iso,
      businessCountry,
    );
    stores.chooseShippingCountry(iso);
    if (next !== phoneCountry) stores.updateCheckout({ phoneCountry: next });
  };
}

export const chooseShipTo = createShipTo({
  checkout: () => $checkout.get(),
  delivery: () => $delivery.get(),
  chooseShippingCountry,
  updateCheckout,
});
