/**
 * The delivery store (spec §3 Delivery config, §4 area and shipping rules), persisted per tenant under
 * `sf:{ref}:delivery`: where the order goes — the chosen area (and its zone), the pinned location, the address
 * form, or the shipping country — and the branch the customer orders from when another branch delivers there.
 * Ids and choices only: fees and minimums come from the zones on the page.
 */
import * as z from 'zod/mini';
import { currentTenant, versionedAtom } from './persist.ts';

export const DELIVERY_VERSION = 1;
export const deliveryKey = (ref: string) => `sf:${ref}:delivery`;

const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');
const LatLng = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
});

const DeliveryState = z.object({
  areaId: z._default(z.nullable(z.number().check(z.int())), null),
  zoneId: z._default(z.nullable(z.number().check(z.int())), null),
  /** The branch the order goes to; null = the business's own branch. */
  branchId: z._default(z.nullable(z.number().check(z.int())), null),
  location: z._default(z.nullable(LatLng), null),
  /** The geocoder's display name of the pin (spec §7). */
  locationName: text(300),
  addressType: z._default(z.union([z.literal(0), z.literal(1), z.literal(2)]), 1),
  address: z._default(z.record(z.string(), z.string().check(z.maxLength(300))), {}),
  /** ISO code of the international-shipping country. */
  shippingCountry: z._default(z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))), null),
});
export type DeliveryState = z.infer<typeof DeliveryState>;

export const EMPTY_DELIVERY: DeliveryState = Object.freeze({
  areaId: null,
  zoneId: null,
  branchId: null,
  location: null,
  locationName: '',
  addressType: 1,
  address: {},
  shippingCountry: null,
}) as DeliveryState;

/** A stored delivery state, validated; garbage gives the empty state. */
export function parseDelivery(value: unknown): DeliveryState {
  const parsed = DeliveryState.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_DELIVERY;
}

/** A delivery store for a tenant (pages use `$delivery`; tests make their own). */
export function createDeliveryStore(ref: string) {
  const $delivery = versionedAtom<DeliveryState>(deliveryKey(ref), DELIVERY_VERSION, parseDelivery, EMPTY_DELIVERY);
  const patch = (p: Partial<DeliveryState>) => $delivery.set({ ...$delivery.get(), ...p });
  return {
    $delivery,
    /** Picks an area (and its zone) to deliver to; the pin is kept only if the caller keeps it. */
    chooseArea: (areaId: number, zoneId: number, branchId: number | null = null) =>
      patch({ areaId, zoneId, branchId, shippingCountry: null }),
    /** Moves the pin; the zone it falls in is worked out by the caller with the shared zone rules. */
    setLocation: (location: { lat: number; lng: number } | null, locationName = '') =>
      patch({ location, locationName: locationName.slice(0, 300) }),
    setAddressField: (field: string, value: string) =>
      patch({ address: { ...$delivery.get().address, [field]: value.slice(0, 300) } }),
    setAddressType: (addressType: 0 | 1 | 2) => patch({ addressType }),
    chooseShippingCountry: (iso: string | null) => patch({ shippingCountry: iso, areaId: null, zoneId: null }),
    /** Orders from another branch (one that delivers to the pin). */
    chooseBranch: (branchId: number | null) => patch({ branchId }),
    /** Spec §4: the business or branch changed — the delivery choice starts again. */
    resetDelivery: () => $delivery.set(EMPTY_DELIVERY),
  };
}

const store = createDeliveryStore(currentTenant());
export const {
  $delivery,
  chooseArea,
  setLocation,
  setAddressField,
  setAddressType,
  chooseShippingCountry,
  chooseBranch,
  resetDelivery,
} = store;
