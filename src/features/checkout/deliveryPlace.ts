/**
 * Where a delivery goes (spec §4, §5): a shipping country, or the zone (of any branch) holding the pin or the chosen
 * area, with the one message about the pinned spot (src/domain/checkout/deliverySpot.ts); and the address form of
 * that destination with its problems. Composes the domain's rules; pure.
 */
import type { Area, ShippingCountry, Zone } from '../../lib/api/schema.ts';
import {
  addressFieldRules,
  addressProblems,
  shippingAddressRules,
  type ShippingFieldRule,
} from '../../domain/checkout/addressFields.ts';
import { deliverySpot, spotNotice, type SpotNotice } from '../../domain/checkout/deliverySpot.ts';
import type { PhoneRules } from '../../lib/phoneRules.ts';
import type { DeliveryState } from '../../stores/delivery.ts';
import type { BranchData, CheckoutData } from './checkoutData.ts';
import type { Problems } from './problems.ts';

/** Where a delivery pin stands (spec §5: inside the chosen area's polygon or a zone polygon). */
export type PinStatus = 'none' | 'inside' | 'other-branch' | 'outside';

export interface DeliveryPlace {
  /** Delivery: the zone and area the order goes to, or the shipping country. */
  shipping: boolean;
  zone: Zone | null;
  area: Area | null;
  country: ShippingCountry | null;
  pin: PinStatus;
  /** A branch whose zone holds the pin when ours do not. */
  otherBranch: { branch: BranchData; zone: Zone; area: Area | null } | null;
  /** The one message about the pinned spot (and its one way forward); null without a pin. */
  notice: SpotNotice | null;
}

/**
 * The shipping destination of `branchId`: the country the customer chose among the branch's, or the branch's only
 * one when it ships to a single country (nothing to choose: the form opens on that country's address). A choice
 * left from another branch is no destination of this one (spec §4).
 */
export function shippingCountryOf(
  countries: CheckoutData['countries'],
  chosen: string | null,
  branchId: number,
): CheckoutData['countries'][number] | null {
  const ofBranch = countries.filter((c) => c.branch_id === branchId);
  return ofBranch.find((c) => c.country_iso === chosen) ?? (ofBranch.length === 1 ? ofBranch[0]! : null);
}

/** Where the order of `branchId` goes, and what stops it (`country`, `area`, `location`); nothing for other types. */
export function deliveryPlaceOf(
  data: CheckoutData,
  delivery: DeliveryState,
  branchId: number,
): DeliveryPlace & { problems: Problems } {
  const { route, settings } = data;
  const isDelivery = route === 'delivery';
  const place: DeliveryPlace = {
    shipping: isDelivery && settings.shipping === true,
    zone: null,
    area: null,
    country: null,
    pin: 'none',
    otherBranch: null,
    notice: null,
  };
  const problems: Problems = {};
  if (place.shipping) {
    place.country = shippingCountryOf(data.countries, delivery.shippingCountry, branchId);
    if (!place.country) problems.country = { key: 'countryRequired' };
  } else if (isDelivery) {
    const chosenZone = data.zones.find((z) => z.branch === branchId && z.id === delivery.zoneId) ?? null;
    place.area = chosenZone?.areas.find((a) => a.id === delivery.areaId) ?? null;
    place.zone = chosenZone;
    // What the pinned spot gets: one decision, one message.
    const spot = deliverySpot({
      zones: data.zones,
      branchId,
      branches: data.branches.map((b) => b.id),
      location: delivery.location,
      areaId: delivery.areaId,
      placeName: delivery.locationName,
    });
    place.notice = spotNotice(spot, (id) => data.branches.find((b) => b.id === id)?.name ?? '');
    place.pin = spot.status;
    if (spot.status === 'inside') {
      place.zone = spot.zone;
      place.area = spot.area ?? place.area;
    } else if (spot.status !== 'none') place.zone = null;
    if (spot.status === 'other-branch') {
      const branch = data.branches.find((b) => b.id === spot.branch)!;
      place.otherBranch = { branch, zone: spot.zone, area: spot.area };
    }
    if (!place.zone && place.pin === 'none') problems.area = { key: 'areaRequired' };
    if (settings.drop_pin && place.pin === 'none') problems.location = { key: 'pinRequired' };
    if (place.notice?.tone === 'problem') problems.location = { key: place.notice.key, values: place.notice.values };
  }
  return { ...place, problems };
}

/**
 * The address form of a delivery — shipping abroad: the destination country's form, never Kuwait's block, avenue or
 * PACI — and its problems by `address.{field}`; no form for other selling types. A contact
 * phone is judged once the phone rules are loaded (`checkPhone`, null until then).
 */
export function deliveryAddressOf(
  data: CheckoutData,
  delivery: DeliveryState,
  shipping: boolean,
  checkPhone: PhoneRules | null,
): { addressRules: ShippingFieldRule[]; problems: Problems } {
  const { settings } = data;
  const problems: Problems = {};
  if (data.route !== 'delivery') return { addressRules: [], problems };
  const addressRules = shipping
    ? shippingAddressRules({
        country: delivery.shippingCountry,
        addressType: delivery.addressType,
        fields: settings.fields ?? {},
      })
    : addressFieldRules({
        formType: settings.form?.type,
        addressType: delivery.addressType,
        fields: settings.fields ?? {},
        country: data.countryCode,
      });
  const isPhone = (value: string) => checkPhone?.(value).ok ?? true;
  for (const [field, error] of Object.entries(addressProblems(delivery.address, addressRules, isPhone))) {
    if (error)
      problems[`address.${field}`] = {
        key: error === 'required' ? 'required' : error === 'too-long' ? 'tooLong' : 'phoneInvalid',
      };
  }
  return { addressRules, problems };
}

/**
 * The rules of where an order goes, given to the checkout model by the page's island entry: a delivery page's are
 * these (zones, the pinned spot, the address form); other selling types' are noPlace.ts's, which bring none of it.
 */
export interface PlaceRules {
  placeOf: typeof deliveryPlaceOf;
  addressOf: typeof deliveryAddressOf;
}

export const DELIVERY_PLACE: PlaceRules = { placeOf: deliveryPlaceOf, addressOf: deliveryAddressOf };
