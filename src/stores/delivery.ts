/**
 * The delivery store (spec §3 Delivery config, §4 area and shipping rules), persisted per tenant under
 * `sf:{ref}:delivery`: where the order goes — the chosen area (and its zone), the pinned location, the address
 * form, or the shipping country — and the branch the customer orders from when another branch delivers there.
 * Ids and choices only: fees and minimums come from the zones on the page.
 */
import { decodeOr, nullable, number, oneOf, record, shape, text } from './decode.ts';
import { currentTenant, versionedAtom } from './persist.ts';

export const DELIVERY_VERSION = 1;
export const deliveryKey = (ref: string) => `sf:${ref}:delivery`;

export interface DeliveryState {
  areaId: number | null;
  zoneId: number | null;
  /** The branch the order goes to; null = the business's own branch. */
  branchId: number | null;
  location: { lat: number; lng: number } | null;
  /** The geocoder's display name of the pin (spec §7). */
  locationName: string;
  /** The language the geocoder named the pin in ('' for a name not the geocoder's: a saved address's title). */
  locationLocale: string;
  addressType: 0 | 1 | 2;
  address: Record<string, string>;
  /** ISO code of the international-shipping country. */
  shippingCountry: string | null;
}

const id = () => nullable(number({ int: true }));
const LatLng = shape<{ lat: number; lng: number }>({
  lat: [number({ min: -90, max: 90 }), NaN],
  lng: [number({ min: -180, max: 180 }), NaN],
});
const Delivery = shape<DeliveryState>({
  areaId: [id(), null],
  zoneId: [id(), null],
  branchId: [id(), null],
  location: [nullable((v) => (v && typeof v === 'object' && 'lat' in v && 'lng' in v ? LatLng(v) : undefined)), null],
  locationName: [text(300), ''],
  locationLocale: [text(16), ''],
  addressType: [oneOf(0, 1, 2), 1],
  address: [record(text(300), 40), {}],
  shippingCountry: [nullable(text(2, /^[A-Z]{2}$/)), null],
});

export const EMPTY_DELIVERY: DeliveryState = Object.freeze(Delivery({})!) as DeliveryState;

/** A stored delivery state, validated; garbage gives the empty state. */
export function parseDelivery(value: unknown): DeliveryState {
  return decodeOr(Delivery, value, EMPTY_DELIVERY);
}

/**
 * A pin as stored: longitude brought back within ±180 (a click on a wrapped copy of the world map gives 190 for
 * -170), latitude within ±90. Stored out of range, it made the whole saved delivery state invalid at the next page.
 */
function onTheGlobe(at: { lat: number; lng: number }): { lat: number; lng: number } {
  const { lat, lng } = at;
  if (lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180) return at; // as given: no float noise added
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return { lat: Math.min(90, Math.max(-90, lat)), lng: wrapped === -180 && lng > 0 ? 180 : wrapped };
}

/**
 * The last branch change (stores/branch.ts): the settings branch it left and the one it chose (null: the business's
 * own), and the delivery choice before it, which a change back to the branch left gives back.
 */
export interface BranchBack {
  from: number | null;
  to: number | null;
  delivery: DeliveryState;
}

const Back = shape<BranchBack>({
  from: [nullable(number({ int: true }))],
  to: [nullable(number({ int: true }))],
  delivery: [parseDelivery],
});

/** A stored branch change, validated; garbage gives none. */
export function parseBranchBack(value: unknown): BranchBack | null {
  return Back(value) ?? null;
}

/** A delivery store for a tenant (pages use `$delivery`; tests make their own). */
export function createDeliveryStore(ref: string) {
  const $delivery = versionedAtom<DeliveryState>(deliveryKey(ref), DELIVERY_VERSION, parseDelivery, EMPTY_DELIVERY);
  // Beside the delivery choice, so the cart and checkout read it without the branch change's code (loaded on use).
  const $branchBack = versionedAtom<BranchBack | null>(`${deliveryKey(ref)}:branch-back`, 1, parseBranchBack, null);
  const patch = (p: Partial<DeliveryState>) => $delivery.set({ ...$delivery.get(), ...p });
  return {
    $delivery,
    $branchBack,
    /** Picks an area (and its zone) to deliver to; the pin is kept only if the caller keeps it. */
    chooseArea: (areaId: number, zoneId: number, branchId: number | null = null) =>
      patch({ areaId, zoneId, branchId, shippingCountry: null }),
    /**
     * Moves the pin, named by the geocoder in `locationLocale` (or by the customer: ''); the zone it falls in is
     * worked out by the caller with the shared zone rules.
     */
    setLocation: (location: { lat: number; lng: number } | null, locationName = '', locationLocale = '') =>
      patch({
        location: location && onTheGlobe(location),
        locationName: locationName.slice(0, 300),
        locationLocale: locationLocale.slice(0, 16),
      }),
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
  $branchBack,
  chooseArea,
  setLocation,
  setAddressField,
  setAddressType,
  chooseShippingCountry,
  chooseBranch,
  resetDelivery,
} = store;
