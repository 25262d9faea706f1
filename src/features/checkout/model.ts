/**
 * The checkout as pure data: from the page's catalogue and places, the cart, the delivery and checkout stores and
 * "now", everything the island shows — where the order goes and whether the pin is deliverable, the slots, the
 * totals, and the problems that stop the order, keyed by the field they belong to. Every rule comes from
 * src/domain; this module composes them for one selling type (spec §4, §5) with the parts beside it: where a
 * delivery goes (deliveryPlace.ts), when (orderTime.ts) and who orders (contactProblems.ts).
 */
import { knownChosenBranch, orderBranchId } from '../../domain/orderBranch.ts';
import { checkoutPaymentType } from '../../domain/checkout/paymentMethods.ts';
import type { ShippingFieldRule } from '../../domain/checkout/addressFields.ts';
import { type Cart, type CartLine } from '../../domain/pricing/cart.ts';
import { pruneCart, type DropReason } from '../../domain/pricing/cartProblems.ts';
import { canUseWallet, paymentTypeWithWallet } from '../../domain/pricing/wallet.ts';
import type { CartTotals } from '../../domain/pricing/totals.ts';
import type { CheckoutState, PreOrderBooking } from '../../stores/checkout.ts';
import { bookingInstant } from '../../domain/bookingInstant.ts';
import type { DeliveryState } from '../../stores/delivery.ts';
import type { PhoneRules } from '../../lib/phoneRules.ts';
import type { BranchData, CheckoutData } from './checkoutData.ts';
import { minimumProblem, priceCart } from '../cart/pricing.ts';
import { contactProblemsOf } from './contactProblems.ts';
import type { DeliveryPlace, PlaceRules } from './deliveryPlace.ts';
import { orderTimeOf, preOrderTime, type OrderTime } from './orderTime.ts';
import type { Problems } from './problems.ts';
import { linesNotServedAt } from './servedAt.ts';
import { itemsNotReadyBy } from '../../domain/preparation.ts';
import { localized } from '../../domain/localizedText.ts';
import { formatList } from '../../domain/locale.ts';

export type { PinStatus } from './deliveryPlace.ts';
export type { Problem } from './problems.ts';

export interface CheckoutModel extends DeliveryPlace, OrderTime {
  branchId: number;
  /** The branch chosen in settings when the business still has it, else the business's own. */
  homeBranchId: number;
  cart: Cart;
  dropped: Array<{ line: CartLine; reason: DropReason }>;
  totals: CartTotals;
  addressRules: ShippingFieldRule[];
  /** The branches a pickup is collected at or a dine-in guest sits in (empty for other selling types), the chosen one. */
  pickupBranches: BranchData[];
  pickupBranch: BranchData | null;
  /** Problems by field key (`name`, `phone`, `address.block`, `slot`, `area`, `location`, `table`, `cart`…). */
  problems: Problems;
  /** The wallet pays part (or all) of this order. */
  useWallet: boolean;
  /** The wallet pays all of it: nothing is left to pay in cash (or any other way). */
  walletPaysAll: boolean;
  /** Dine-in: the guest may leave name and phone empty. */
  contactOptional: boolean;
  /** The payment method shown chosen: the customer's, else the business's default (checkoutPaymentType). */
  paymentType: number | null;
  /** A pre-order of a table booking (reservation with order): the booking says where the meal is served. */
  forBooking: boolean;
  /** A pre-order's booking time (ISO), once the booking is read: the order is scheduled for it. */
  servedAt: string | null;
}

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
  /** The phone rules (lib/phoneRules.ts), null until the island has loaded them: a typed phone is not judged yet. */
  checkPhone: PhoneRules | null;
  /** Where the order goes: deliveryPlace.ts's rules on a delivery page, noPlace.ts's on the others. */
  place: PlaceRules;
  /** The booking of a reservation checkout, as read on this page (stores/checkout.ts $preOrderBooking). */
  booking?: PreOrderBooking | null;
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
  checkPhone,
  place: placeRules,
  booking = null,
}: ModelInput): CheckoutModel {
  const { route, settings, currency } = data;
  const forBooking = route === 'reserv_dinein' && checkout.reservationId !== null;
  const booked = forBooking && booking?.id === checkout.reservationId ? booking : null;
  const isDelivery = route === 'delivery';
  const known = data.branches.map((b) => b.id);
  const chosen = knownChosenBranch(chosenBranch, known);
  // Pickup: the branches the business lists for it, else any of its branches (a customer picks up where it suits
  // them, not only at the branch the menu was shown for); the one chosen in settings, else the business's own, is
  // the default.
  const pickupIds = settings.branches.length ? settings.branches : known;
  // Dine-in alike: the guest says which branch they sit in (a business of several branches sent the order to the
  // one chosen in settings, never asked: a guest at another branch ordered to the wrong kitchen).
  const choosesBranch = route === 'pickup' || route === 'dinein';
  const pickupBranches = choosesBranch ? data.branches.filter((b) => pickupIds.includes(b.id)) : [];
  const pickupBranch =
    pickupBranches.find((b) => b.id === checkout.pickupBranchId) ??
    (pickupBranches.length === 1 ? pickupBranches[0]! : null) ??
    pickupBranches.find((b) => b.id === (chosen ?? data.branchId)) ??
    null;
  const branchId = orderBranchId({
    own: data.branchId,
    known,
    chosen,
    // A pre-order is cooked where its table is booked, whatever branch is chosen now.
    forSellingType: (isDelivery ? delivery.branchId : pickupBranch?.id) ?? booked?.branchId ?? null,
  });
  const items = data.catalogue.items.map((e) => e.item);
  const { cart, dropped } = pruneCart(savedCart, items, branchId, route);

  const { problems: placeProblems, ...place } = placeRules.placeOf(data, delivery, branchId);
  // The address form is the destination's: the country the place resolved (the branch's only one, if not chosen).
  const destination = place.country ? { ...delivery, shippingCountry: place.country.country_iso } : delivery;
  const address = placeRules.addressOf(data, destination, place.shipping, checkPhone);
  // A pre-order is for its booking's time, whether or not the restaurant is open as it is placed.
  const servedAt = booked ? bookingInstant(booked.date, booked.time, data.timeZone) : null;
  const { problems: timeProblems, ...time } = forBooking
    ? preOrderTime(servedAt)
    : orderTimeOf(data, checkout, now, place.shipping);
  const problems: Problems = { ...placeProblems, ...address.problems, ...timeProblems };

  if (choosesBranch && pickupBranches.length > 1 && !pickupBranch)
    problems.pickupBranch = { key: 'pickupBranchRequired' };
  if (route === 'pickup' && settings.showCarInfo) {
    for (const f of ['make', 'color', 'plate'] as const)
      if (!checkout.car[f].trim()) problems[`car.${f}`] = { key: 'required' };
  }
  if ((route === 'dinein' || route === 'reserv_dinein') && !forBooking && !checkout.table.trim())
    problems.table = { key: 'tableRequired' };

  // A seated guest is found by the table (the spec names no contact rule for dine-in and the
  // business settings have no such flag): name and phone are optional there, a phone typed must still be valid.
  const contactOptional = route === 'dinein';
  Object.assign(problems, contactProblemsOf(data, checkout, contactOptional, checkPhone));
  // Spec §6: the wallet only for a logged-in customer of a business with the feature; it pays in cash (§4).
  const useWallet = canUseWallet(data.enableWallet, wallet?.use === true, authenticated) && (wallet?.balance ?? 0) > 0;
  // What is shown is what is sent: with the wallet, cash (paymentTypeWithWallet), whatever was ticked before.
  const paymentType = useWallet
    ? paymentTypeWithWallet(null, true)
    : checkoutPaymentType({
        offered: data.paymentMethods,
        defaultCash: data.defaultCash === true,
        chosen: checkout.paymentChosen ? checkout.paymentType : null,
      });
  if (!useWallet && paymentType === null) problems.payment = { key: 'paymentRequired' };

  const { shipping, country, zone, area } = place;
  const target = shipping ? (country ? { country } : null) : zone ? { zone } : null;
  // The cart page prices the cart with the same function (cart and checkout totals agree).
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
  // Below the minimum: said as soon as the area is known, naming it.
  const belowMinimum = minimumProblem(totals, area ?? zone, money);
  // Nothing billed (every line's item is disabled, counting zero: spec §5) is nothing to order: the server refuses
  // an order without lines, so the checkout says so first.
  // The dishes must be served at the time the order is for: its slot, its booking, else now (spec §5 schedules).
  const at = time.slot?.start ?? servedAt;
  const offHours = linesNotServedAt(totals.lines, data.servingHours, at ? new Date(at) : now, data.timeZone);
  const itemOf = (id: number) => data.catalogue.items.find((e) => e.item.id === id)?.item;
  // And ready by then: a dish that takes a day is ordered a day ahead (domain/preparation.ts).
  const labelOf = (id: number, labelId: number) => itemOf(id)?.price_labels.find((l) => l.id === labelId);
  // A pre-order whose booking time is not known here is the API's to judge (it has the booking).
  const notReady = forBooking && !at ? [] : itemsNotReadyBy(totals.lines, labelOf, at ? new Date(at) : null, now);
  // The dishes left out (not served then, else not ready by then), named, and counted: "Remove it" or "Remove them".
  const [left, ids] = offHours.length ? ['notServedAt', offHours] : ['notReadyBy', notReady];
  const names = ids.map((id) => localized(itemOf(id)?.names, data.locale, data.fallbacks));
  const dishes = totals.lines.reduce((n, l) => n + (ids.includes(l.itemId) ? l.count : 0), 0);
  // Besides removing them, what the customer can do here: choose a later time where one is offered, book a table for
  // one on a reservation checkout without its booking; else nothing (a dine-in order, a booking's time, no slot left).
  const way = time.days.length ? '' : route === 'reserv_dinein' && !forBooking ? 'Book' : 'Remove';
  if (totals.itemCount === 0) problems.cart = { key: 'cartEmpty' };
  else if (ids.length)
    problems.cart = { key: left + way, values: { names: formatList(names, data.locale) }, count: dishes };
  else if (belowMinimum) problems.cart = belowMinimum;

  return {
    branchId,
    homeBranchId: chosen ?? data.branchId,
    cart,
    dropped,
    totals,
    ...place,
    addressRules: address.addressRules,
    ...time,
    pickupBranches,
    pickupBranch,
    problems,
    useWallet,
    walletPaysAll: useWallet && totals.walletDiscount > 0 && totals.total === 0,
    contactOptional,
    paymentType,
    forBooking,
    servedAt,
  };
}
