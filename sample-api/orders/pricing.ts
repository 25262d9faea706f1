/**
 * The sample API prices every order itself (design decision 7): each line is rebuilt from the tenant's catalogue
 * with the storefront's own rules (cartLineProblem, priceCartLines, cartTotals) and the client's total is only
 * compared with the result. Refusals are 422 `{ message, code }`.
 */
import { RestaurantResponse, type ShippingCountry, type Zone } from '../../src/lib/api/schema.ts';
import { flattenItems, isCategoryVisibleNow, menuForRoute } from '../../src/domain/menu.ts';
import { orderingTypes } from '../../src/domain/ordering.ts';
import { zonedClock } from '../../src/domain/time.ts';
import type { Category } from '../../src/lib/api/schema.ts';
import { maxQuantity } from '../../src/domain/quantity.ts';
import { currencyDigits, toMajor, toMinor } from '../../src/domain/money.ts';
import { type CartModifier, makeCartLine } from '../../src/domain/pricing/cart.ts';
import { cartLineProblem, type DropReason } from '../../src/domain/pricing/cartProblems.ts';
import { type DeliveryTarget, minimumOrder } from '../../src/domain/pricing/fees.ts';
import { priceCartLines } from '../../src/domain/pricing/lines.ts';
import { type OrderLine, orderLinesOf } from '../../src/domain/pricing/orderPayload.ts';
import { cartTotals, type CartTotals } from '../../src/domain/pricing/totals.ts';
import { checkoutSettingsFor, type RouteType } from '../../src/domain/sellingType.ts';
import { zoneForLocation, zoneOfArea } from '../../src/domain/zones.ts';
import { findCoupon } from '../fixtures/coupons.ts';
import { itemsNotReadyBy } from '../../src/domain/preparation.ts';
import type { Coupon } from '../../src/domain/pricing/coupon.ts';
import type { TenantEntry } from '../tenants.ts';
import type { OrderBody, OrderLineBody } from './payload.ts';

export type OrderRefusalCode =
  | 'unknown_item'
  | 'unavailable_item'
  | 'total_mismatch'
  | 'below_minimum'
  | 'outside_zones'
  | 'unknown_coupon'
  | 'coupon_not_allowed'
  | 'invalid_modifiers'
  | 'invalid_quantity'
  | 'selling_type_closed'
  | 'unknown_reservation';

export interface OrderRefusal {
  ok: false;
  status: 400 | 404 | 422;
  code: OrderRefusalCode | 'invalid_order' | 'unknown_branch';
  message: string;
  /** Why a coupon is not allowed ('guests-only', 'auth-users-only'): the storefront says it in the page's words. */
  reason?: string;
}

export interface PricedOrder {
  ok: true;
  currency: string;
  totals: CartTotals;
  /** The server's order lines (its prices, major units). */
  lines: OrderLine[];
  /** The server's total, major units. */
  total: number;
  zoneId: number | null;
  coupon: Coupon | null;
}

/** Who is ordering: a customer with a valid token counts as authenticated for coupon rules (spec §5). */
export interface PricingOptions {
  authenticated?: boolean;
  /** calc-order quotes a cart before the customer said where it goes: no address means no delivery fee yet. */
  addressOptional?: boolean;
  /** The logged-in customer's wallet balance, minor units: given only when the order may use it (use_wallet). */
  walletBalance?: number;
  /**
   * The time the order is for (its slot, else now): each dish's category, and the ones above it, must be served
   * then (spec §5 schedules). Placing an order gives it; a quote (calc-order) does not judge the time.
   */
  orderTime?: Date;
  /**
   * The instant the order is placed, with `scheduled` whether `orderTime` is a time the customer chose (a slot, a
   * booking) or now: each dish must be ready by then (domain/preparation.ts). Placing gives it; a quote does not.
   */
  placedAt?: { now: Date; scheduled: boolean };
}

/** Each item of a menu with the category chains it is listed in (outermost first). */
function categoryChains(menu: Category[]): Map<number, Category[][]> {
  const chains = new Map<number, Category[][]>();
  const visit = (list: Category[], above: Category[]) => {
    for (const category of list) {
      const chain = [...above, category];
      for (const item of category.items ?? []) chains.set(item.id, [...(chains.get(item.id) ?? []), chain]);
      visit(category.subcategories ?? [], chain);
    }
  };
  visit(menu, []);
  return chains;
}

const COUPON_REFUSALS = {
  'guests-only': 'is for guests only: log out to use it',
  'auth-users-only': 'is for signed-in customers only: log in to use it',
} as const;

const refuse = (status: OrderRefusal['status'], code: OrderRefusal['code'], message: string): OrderRefusal => ({
  ok: false,
  status,
  code,
  message,
});

const PROBLEM_CODES: Record<DropReason, OrderRefusalCode> = {
  'unknown-item': 'unknown_item',
  'unknown-price-label': 'unknown_item',
  'unknown-modifier': 'unknown_item',
  'not-in-branch': 'unavailable_item',
  'not-offered': 'unavailable_item',
  'invalid-modifiers': 'invalid_modifiers',
};

/** Amount with the currency's digits and code: `3.750 KWD`. */
export function formatAmount(minor: number, currency: string): string {
  return `${toMajor(minor, currency).toFixed(currencyDigits(currency))} ${currency}`;
}

function routeOf(body: OrderBody): RouteType {
  if (body.selling_types === 'delivery') return 'delivery';
  if (body.selling_types === 'car_pickup') return 'pickup';
  return body['reservation'] === true ? 'reserv_dinein' : 'dinein';
}

function modifiersOf(line: OrderLineBody): CartModifier[] {
  if (line.modifiers_details) return line.modifiers_details.map((m) => ({ id: m.id, quantity: m.quantity }));
  return line.modifiers
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .map((id) => ({ id: /^\d{1,12}$/.test(id) ? Number(id) : -1, quantity: 1 }));
}

interface Catalogue {
  zones: Zone[];
  countries: ShippingCountry[];
}

/** Where a delivery goes: the shipping country, or the visible zone holding the address; a refusal otherwise. */
function deliveryTarget(
  body: OrderBody,
  shipping: boolean,
  places: Catalogue,
): { target: DeliveryTarget; zoneId: number | null } | OrderRefusal {
  if (shipping) {
    const iso = (body.shipping_country ?? '').toUpperCase();
    if (!iso) return refuse(400, 'invalid_order', 'Invalid order: shipping_country: required for a shipping order');
    const country = places.countries.find((c) => c.country_iso === iso && c.branch_id === body.branch_id);
    if (!country) return refuse(422, 'outside_zones', `This branch does not ship to ${iso}`);
    return { target: { country }, zoneId: null };
  }
  if (!body.address) return refuse(400, 'invalid_order', 'Invalid order: address: required for a delivery order');
  const zones = places.zones.filter((zone) => zone.branch === body.branch_id);
  const { lat, lng, area_id: areaId } = body.address;
  const match =
    lat != null && lng != null
      ? zoneForLocation(zones, { lat, lng }, areaId)
      : areaId != null
        ? zoneOfArea(zones, areaId)
        : null;
  if (!match) return refuse(422, 'outside_zones', 'The delivery address is outside every delivery zone');
  return { target: { zone: match.zone }, zoneId: match.zone.id };
}

/** Prices an order of a tenant from its catalogue and checks the client's total, or says why it is refused. */
export function priceOrder(
  entry: TenantEntry,
  body: OrderBody,
  options: PricingOptions = {},
): PricedOrder | OrderRefusal {
  const priced = quoteOrder(entry, body, options);
  if (!priced.ok) return priced;
  const { currency, totals } = priced;
  const sent = toMinor(body.total ?? Number.NaN, currency);
  if (sent !== totals.total) {
    const [theirs, ours] = [formatAmount(sent, currency), formatAmount(totals.total, currency)];
    return refuse(422, 'total_mismatch', `The order total ${theirs} differs from the server's total ${ours}`);
  }
  return priced;
}

/** Whether one of the category chains listing a dish is served, every level of it, at `at`. */
function servedAt(chains: Category[][], at: Date, timeZone: string): boolean {
  const clock = zonedClock(at, timeZone);
  return chains.some((chain) => chain.every((category) => isCategoryVisibleNow(category, clock)));
}

/** Prices an order of a tenant from its catalogue (no total to compare: POST calc-order), or says why not. */
export function quoteOrder(
  entry: TenantEntry,
  body: OrderBody,
  options: PricingOptions = {},
): PricedOrder | OrderRefusal {
  const parsed = RestaurantResponse.safeParse(entry.payload);
  const business = parsed.success ? parsed.data.restaurant : null;
  if (!parsed.success || !business) return refuse(404, 'unknown_branch', 'Restaurant not found');
  const { currency } = business;
  const route = routeOf(body);
  // What the storefront offers is what the API takes (the client is not trusted): a selling type the business
  // takes orders for (none for a digital menu), a pre-order only with its booking, dishes of that type's menu
  // (hidden categories and items left out), served at the order's time.
  if (!orderingTypes(business).includes(route))
    return refuse(422, 'selling_type_closed', `The business takes no ${body.selling_types} orders`);
  if (route === 'reserv_dinein' && !body.reservation_id)
    return refuse(422, 'unknown_reservation', 'A reservation order needs its reservation_id');

  const items = flattenItems(parsed.data.menu);
  const byId = new Map(items.map((entry) => [entry.item.id, entry.item]));
  // Each line with its price label's own limits (a label may allow more than the default 1000, or fewer).
  const labelOf = (line: OrderLineBody) =>
    byId.get(line.item_id)?.price_labels.find((label) => label.id === line.price_label_id);
  const cartLines = body.order_lines.map((line) =>
    makeCartLine(
      {
        itemId: line.item_id,
        priceLabelId: line.price_label_id,
        modifiers: modifiersOf(line),
        note: line.comment,
        count: line.quantity,
      },
      labelOf(line),
    ),
  );
  const chains = categoryChains(menuForRoute(parsed.data.menu, route));
  for (const [index, line] of cartLines.entries()) {
    const item = byId.get(line.itemId);
    const problem = cartLineProblem(line, item, body.branch_id, route);
    const where = `order_lines.${index} (item ${line.itemId}, price label ${line.priceLabelId})`;
    if (problem) return refuse(422, PROBLEM_CODES[problem], `${where}: ${problem.replaceAll('-', ' ')}`);
    if (item?.disabled === true) return refuse(422, 'unavailable_item', `${where}: item is not available now`);
    const listed = chains.get(line.itemId);
    if (!listed) return refuse(422, 'unavailable_item', `${where}: not on the ${body.selling_types} menu`);
    if (options.orderTime && !servedAt(listed, options.orderTime, business.time_zone))
      return refuse(422, 'unavailable_item', `${where}: not served at ${options.orderTime.toISOString()}`);
    const placed = options.placedAt;
    if (
      placed &&
      itemsNotReadyBy(
        [line],
        () => labelOf(body.order_lines[index]!),
        placed.scheduled ? (options.orderTime ?? null) : null,
        placed.now,
      ).length
    )
      return refuse(422, 'unavailable_item', `${where}: takes longer to prepare than the time the order is for`);
    // A count the label does not allow is refused, never priced as another count.
    const label = labelOf(body.order_lines[index]!);
    if (label && body.order_lines[index]!.quantity > maxQuantity(label))
      return refuse(422, 'invalid_quantity', `${where}: at most ${maxQuantity(label)} may be ordered`);
  }
  const code = (body.coupon_code ?? '').trim();
  const coupon = code ? findCoupon(entry.ref, code) : null;
  if (code && !coupon) return refuse(422, 'unknown_coupon', `Unknown coupon code: ${code}`);

  const settings = checkoutSettingsFor(business, route);
  let target: DeliveryTarget | null = null;
  let zoneId: number | null = null;
  const noPlaceYet = options.addressOptional === true && !body.address && !body.shipping_country;
  if (body.selling_types === 'delivery' && !noPlaceYet) {
    const found = deliveryTarget(body, settings.shipping === true, {
      zones: entry.fixture?.zones.zones ?? [],
      countries: entry.fixture?.zones.countries ?? [],
    });
    if ('ok' in found) return found;
    ({ target, zoneId } = found);
  }

  const totals = cartTotals({
    lines: priceCartLines(cartLines, items, currency),
    currency,
    sellingType: body.selling_types,
    discounts: parsed.data.discounts ?? null,
    businessTaxRate: business.exclusiveTaxes?.rate ?? null,
    delivery: target,
    // Without a customer's wallet (a guest), a wallet payment shows up as a total mismatch.
    walletBalance: options.walletBalance ?? 0,
    useWallet: body.use_wallet && options.walletBalance !== undefined,
    minimumOrder: minimumOrder(target, currency, settings.min_order ?? 0),
    coupon,
    authenticated: options.authenticated === true,
  });
  if (coupon && totals.couponRefusal) {
    return {
      ...refuse(422, 'coupon_not_allowed', `The coupon ${coupon.code} ${COUPON_REFUSALS[totals.couponRefusal]}`),
      reason: totals.couponRefusal,
    };
  }
  if (!totals.meetsMinimumOrder && !options.addressOptional) {
    const [have, need] = [formatAmount(totals.subtotal, currency), formatAmount(totals.minimumOrder, currency)];
    return refuse(422, 'below_minimum', `The order comes to ${have}, below the minimum order of ${need}`);
  }
  const lines = orderLinesOf(totals.lines, currency);
  return { ok: true, currency, totals, lines, total: toMajor(totals.total, currency), zoneId, coupon };
}
