/**
 * Names of what a business offers, as that business offers it: a café that hands orders over at
 * the counter offers "Pickup", not "Car pickup", and taking a card there is "Card at pickup", not "Card on
 * delivery". The functions give the key of the text under `sellingType.` and `checkout.` in locales/*.json.
 *
 * Counter or car: the spec has no field for it (one selling type, `car_pickup`, covers both), but its Pickup
 * config has `showCarInfo`, which asks the customer for the car's make, colour and plate. A business asks for the
 * car only when it brings the order out to the car, so `showCarInfo` on means car pickup and off means the
 * customer collects at the counter. No new payload field is needed; the fixtures say which through it (Shawarma
 * House asks for the car, Café Limmat does not).
 */
import type { RouteType } from './sellingType.ts';

/** The key of a selling type's name under `sellingType.` (the URL segment stays `pickup` either way). */
export type SellingTypeNameKey = 'delivery' | 'pickup' | 'carPickup' | 'dinein' | 'reserv_dinein';

/** How the business names the selling type of `route`: pickup is car pickup only when it asks for the car. */
export function sellingTypeNameKey(
  business: { checkoutCarPickup?: { showCarInfo?: boolean } | null },
  route: RouteType,
): SellingTypeNameKey {
  if (route === 'pickup') return business.checkoutCarPickup?.showCarInfo === true ? 'carPickup' : 'pickup';
  return route;
}

/** Spec §4 payment method 8, "pay with card": a card taken in person, where the order is handed over. */
const CARD_IN_PERSON = 8;

/**
 * The key under `checkout.` naming payment method `methodId` in a `route` checkout: a card taken in person is named
 * by where it is taken (on delivery, at pickup, at the table); the other methods read the same everywhere
 * (`pay_1` online, `pay_2` cash, `pay_3` pay later). `pay_{id}` is also the fallback a caller keeps for an id the
 * locale files do not name.
 */
export function paymentMethodNameKey(methodId: number, route: RouteType): string {
  if (methodId !== CARD_IN_PERSON) return `pay_${methodId}`;
  const where = route === 'reserv_dinein' ? 'dinein' : route;
  return `pay_${CARD_IN_PERSON}_${where}`;
}
