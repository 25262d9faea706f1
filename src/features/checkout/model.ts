/**
 * The checkout as pure data: from the page's catalogue and places, the cart, the delivery and checkout stores and
 * "now", everything the island shows — where the order goes and whether the pin is deliverable, the slots, the
 * totals, and the problems that stop the order, keyed by the field they belong to. Every rule comes from
 * src/domain; this module only composes them for one selling type (spec §4, §5).
 */
import { knownChosenBranch, orderBranchId } from '../../domain/orderBranch.ts';
import type { Area, ShippingCountry, Zone } from '../../lib/api/schema.ts';
import { checkPhone, type PhoneProblem } from '../../domain/checkout/phone.ts';
import { checkoutPaymentType } from '../../domain/checkout/paymentMethods.ts';
import {
  addressFieldRules,
  shippingAddressRules,
  validateAddress,
  type ShippingFieldRule,
} from '../../domain/checkout/addressForm.ts';
import {
  defaultScheduleSlot,
  findSlot,
  scheduleDays,
  type ScheduleDay,
  type ScheduleSlot,
} from '../../domain/checkout/slots.ts';
import { isAvailableBySchedule } from '../../domain/schedule.ts';
import { scheduleTypeFor, type ScheduleType } from '../../domain/openStatus.ts';
import { pruneCart, type Cart, type CartLine, type DropReason } from '../../domain/pricing/cart.ts';
import { canUseWallet } from '../../domain/pricing/wallet.ts';
import type { CartTotals } from '../../domain/pricing/totals.ts';
import { zonedClock } from '../../domain/time.ts';
import { deliverySpot, spotNotice, type SpotNotice } from '../../domain/checkout/deliverySpot.ts';
import type { CheckoutState } from '../../stores/checkout.ts';
import type { DeliveryState } from '../../stores/delivery.ts';
import type { BranchData, CheckoutData } from './checkoutData.ts';
import { minimumProblem, priceCart } from '../cart/pricing.ts';

/**
 * The table a QR code names (`?table=T3` or its id `?table=1103`), as the id the branch's list offers: the id when
 * the list has a table of that id or name (case and spaces aside), else null (the typed text is kept as it is).
 */
export function tableFromQr(wanted: string, tables: ReadonlyArray<{ id: number; name: string }> | null): string | null {
  const key = wanted.trim().toLowerCase();
  if (!key || !tables) return null;
  const match = tables.find((t) => String(t.id) === key || t.name.trim().toLowerCase() === key);
  return match ? String(match.id) : null;
}

/** Where a delivery pin stands (spec §5: inside the chosen area's polygon or a zone polygon). */
export type PinStatus = 'none' | 'inside' | 'other-branch' | 'outside';

/** A problem that stops the order, as a message key of the `checkout` strings (with values to fill). */
export interface Problem {
  key: string;
  values?: Record<string, string>;
}

export interface CheckoutModel {
  branchId: number;
  cart: Cart;
  dropped: Array<{ line: CartLine; reason: DropReason }>;
  totals: CartTotals;
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
  addressRules: ShippingFieldRule[];
  scheduleType: ScheduleType;
  /** The customer cannot choose "now" (closed, or schedule-only). */
  laterOnly: boolean;
  days: ScheduleDay[];
  slot: ScheduleSlot | null;
  pickupBranches: BranchData[];
  pickupBranch: BranchData | null;
  /** Problems by field key (`name`, `phone`, `address.block`, `slot`, `area`, `location`, `table`, `cart`…). */
  problems: Record<string, Problem>;
  /** The wallet pays part (or all) of this order. */
  useWallet: boolean;
  /** Closed now and no scheduled orders: the checkout cannot take this order (can-checkout guard). */
  closed: boolean;
  /** Dine-in: the guest may leave name and phone empty. */
  contactOptional: boolean;
  /** The payment method shown chosen: the customer's, else the business's default (checkoutPaymentType). */
  paymentType: number | null;
  /** A pre-order of a table booking (reservation with order): the booking says where the meal is served. */
  forBooking: boolean;
}

const PHONE_KEYS: Record<PhoneProblem, string> = {
  NOT_A_NUMBER: 'phoneNotANumber',
  INVALID_COUNTRY: 'phoneInvalidCountry',
  TOO_SHORT: 'phoneTooShort',
  TOO_LONG: 'phoneTooLong',
  INVALID: 'phoneInvalid',
};

export interface ModelInput {
  data: CheckoutData;
  cart: Cart;
  delivery: DeliveryState;
  checkout: CheckoutState;
  now: Date;
  authenticated?: boolean;
  /** The customer's wallet (minor units) and whether they chose to pay with it (spec §3 Auth useWallet). */
  wallet?: { balance: number; use: boolean } | null;
  /** The branch the customer chose in settings (spec §3 settings.branch); null: the business's own branch. */
  chosenBranch?: number | null;
  money: (minor: number) => string;
}

/** Computes the checkout of one selling type. */
export function checkoutModel({
  data,
  cart: savedCart,
  delivery,
  checkout,
  now,
  authenticated = false,
  wallet = null,
  chosenBranch = null,
  money,
}: ModelInput): CheckoutModel {
  const { route, settings, currency } = data;
  const problems: Record<string, Problem> = {};
  const isDelivery = route === 'delivery';
  const shipping = isDelivery && settings.shipping === true;
  const known = data.branches.map((b) => b.id);
  const chosen = knownChosenBranch(chosenBranch, known);
  // Pickup: the branches customers collect from (none listed: the order's branch); the chosen one is the default.
  const pickupIds = settings.branches.length ? settings.branches : [chosen ?? data.branchId];
  const pickupBranches = route === 'pickup' ? data.branches.filter((b) => pickupIds.includes(b.id)) : [];
  const pickupBranch =
    pickupBranches.find((b) => b.id === checkout.pickupBranchId) ??
    (pickupBranches.length === 1 ? pickupBranches[0]! : null) ??
    pickupBranches.find((b) => b.id === chosen) ??
    null;
  const branchId = orderBranchId({
    own: data.branchId,
    known,
    chosen,
    forSellingType: (isDelivery ? delivery.branchId : pickupBranch?.id) ?? null,
  });
  const items = data.catalogue.items.map((e) => e.item);
  const { cart, dropped } = pruneCart(savedCart, items, branchId, route);

  // Where a delivery goes: a shipping country, or the zone (of any branch) holding the pin / the chosen area.
  let zone: Zone | null = null;
  let area: Area | null = null;
  let country: ShippingCountry | null = null;
  let pin: PinStatus = 'none';
  let otherBranch: CheckoutModel['otherBranch'] = null;
  let notice: SpotNotice | null = null;
  if (shipping) {
    country =
      data.countries.find((c) => c.country_iso === delivery.shippingCountry && c.branch_id === branchId) ?? null;
    if (!country) problems.country = { key: 'countryRequired' };
  } else if (isDelivery) {
    const ours = data.zones.filter((z) => z.branch === branchId);
    const chosenZone = ours.find((z) => z.id === delivery.zoneId) ?? null;
    area = chosenZone?.areas.find((a) => a.id === delivery.areaId) ?? null;
    zone = chosenZone;
    // What the pinned spot gets: one decision, one message (src/domain/checkout/deliverySpot.ts).
    const spot = deliverySpot({
      zones: data.zones,
      branchId,
      branches: known,
      location: delivery.location,
      areaId: delivery.areaId,
      placeName: delivery.locationName,
    });
    notice = spotNotice(spot, (id) => data.branches.find((b) => b.id === id)?.name ?? '');
    pin = spot.status;
    if (spot.status === 'inside') {
      zone = spot.zone;
      area = spot.area ?? area;
    } else if (spot.status !== 'none') zone = null;
    if (spot.status === 'other-branch') {
      const branch = data.branches.find((b) => b.id === spot.branch)!;
      otherBranch = { branch, zone: spot.zone, area: spot.area };
    }
    if (!zone && pin === 'none') problems.area = { key: 'areaRequired' };
    if (settings.drop_pin && pin === 'none') problems.location = { key: 'pinRequired' };
    if (notice?.tone === 'problem') problems.location = { key: notice.key, values: notice.values };
  }

  // Shipping abroad: the destination country's address form, never Kuwait's block/avenue/PACI (issue 11 item 11).
  const addressRules: ShippingFieldRule[] = shipping
    ? shippingAddressRules({
        country: delivery.shippingCountry,
        addressType: delivery.addressType,
        fields: settings.fields ?? {},
      })
    : isDelivery
      ? addressFieldRules({
          formType: settings.form?.type,
          addressType: delivery.addressType,
          fields: settings.fields ?? {},
        })
      : [];
  if (isDelivery) {
    for (const [field, error] of Object.entries(validateAddress(delivery.address, addressRules))) {
      if (error)
        problems[`address.${field}`] = {
          key: error === 'required' ? 'required' : error === 'too-long' ? 'tooLong' : 'phoneInvalid',
        };
    }
  }

  // When: now, or later at a slot (spec §4).
  const clock = zonedClock(now, data.timeZone);
  const open = shipping || isAvailableBySchedule(data.hours, clock);
  const onlySchedule = settings.scheduled_orders?.only_schedule === true;
  const laterOnly = scheduleTypeFor({ open, onlySchedule }) === 'later';
  const scheduling = settings.scheduled_orders?.on === true;
  const days = scheduling
    ? scheduleDays({ schedule: data.hours, config: settings.scheduled_orders, now, timeZone: data.timeZone })
    : [];
  const scheduleType: ScheduleType = laterOnly || checkout.orderTime === 'later' ? 'later' : 'now';
  const slot = scheduleType === 'later' ? (findSlot(days, checkout.slotId) ?? defaultScheduleSlot(days)) : null;
  if (scheduleType === 'later' && !slot) problems.slot = { key: scheduling ? 'noSlots' : 'closedNow' };
  // The can-checkout guard (spec §2, §4 cart availability): closed and no scheduled orders — nothing to place.
  const closed = !open && !scheduling;

  if (route === 'pickup' && pickupBranches.length > 1 && !pickupBranch)
    problems.pickupBranch = { key: 'pickupBranchRequired' };
  if (route === 'pickup' && settings.showCarInfo) {
    for (const f of ['make', 'color', 'plate'] as const)
      if (!checkout.car[f].trim()) problems[`car.${f}`] = { key: 'required' };
  }
  const forBooking = route === 'reserv_dinein' && checkout.reservationId !== null;
  if ((route === 'dinein' || route === 'reserv_dinein') && !forBooking && !checkout.table.trim())
    problems.table = { key: 'tableRequired' };

  // A seated guest is found by the table (issue 11 item 3; the spec names no contact rule for dine-in and the
  // business settings have no such flag): name and phone are optional there, a phone typed must still be valid.
  const contactOptional = route === 'dinein';
  if (!checkout.name.trim() && !contactOptional) problems.name = { key: 'nameRequired' };
  const phone = checkPhone(checkout.phone, checkout.phoneCountry || data.countryCode);
  if (!phone.ok && (checkout.phone.trim() || !contactOptional))
    problems.phone = { key: checkout.phone.trim() ? PHONE_KEYS[phone.reason] : 'phoneRequired' };
  if (checkout.gift.on) {
    if (!checkout.gift.name.trim()) problems['gift.name'] = { key: 'required' };
    const giftPhone = checkPhone(checkout.gift.phone, data.countryCode);
    if (!giftPhone.ok)
      problems['gift.phone'] = { key: checkout.gift.phone.trim() ? PHONE_KEYS[giftPhone.reason] : 'phoneRequired' };
  }
  // Spec §6: the wallet only for a logged-in customer of a business with the feature; it pays in cash (§4).
  const useWallet = canUseWallet(data.enableWallet, wallet?.use === true, authenticated) && (wallet?.balance ?? 0) > 0;
  const paymentType = checkoutPaymentType({
    offered: data.paymentMethods,
    defaultCash: data.defaultCash === true,
    chosen: checkout.paymentChosen ? checkout.paymentType : null,
  });
  if (!useWallet && paymentType === null) problems.payment = { key: 'paymentRequired' };

  const target = shipping ? (country ? { country } : null) : zone ? { zone } : null;
  // The cart page prices the cart with the same function (issue 11 item 6: cart and checkout totals agree).
  const totals = priceCart({
    cart,
    catalogue: data.catalogue,
    currency,
    route,
    authenticated,
    businessTaxRate: data.businessTaxRate,
    target,
    fallbackMinimum: settings.min_order ?? 0,
    wallet: { balance: useWallet ? (wallet?.balance ?? 0) : 0, use: useWallet },
  });
  // Below the minimum: said as soon as the area is known, naming it (issue 11 item 4).
  const belowMinimum = minimumProblem(totals, area ?? zone, money);
  if (totals.lines.length === 0) problems.cart = { key: 'cartEmpty' };
  else if (belowMinimum) problems.cart = belowMinimum;

  return {
    branchId,
    cart,
    dropped,
    totals,
    shipping,
    zone,
    area,
    country,
    pin,
    otherBranch,
    notice,
    addressRules,
    scheduleType,
    laterOnly,
    days,
    slot,
    pickupBranches,
    pickupBranch,
    problems,
    useWallet,
    closed,
    contactOptional,
    paymentType,
    forBooking,
  };
}
