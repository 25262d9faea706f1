/**
 * A customer's past orders as the order pages show them (spec §2 /orders/history, /orders/details, /orders/status;
 * §4 order statuses): what a line was, the cart lines a reorder puts back, which cart page to open, and which
 * order the status page follows. Pure: no DOM, no store.
 */
import type { NewCartLine } from '../../../domain/pricing/cart.ts';
import type { OrderBooking } from '../../../lib/api/accounts.ts';
import type { OrderAmounts } from '../../../lib/api/orders.ts';
import { ROUTE_TYPES, serverSellingType, type RouteType } from '../../../domain/sellingType.ts';
import { exactMinor } from '../../../domain/money.ts';

/** One line of an order answer (GET webapp/order/{id}, the history), read defensively. */
export interface PastOrderLine {
  item_id: number;
  quantity: number;
  price_label_id: number;
  modifiers?: string | null;
  modifiers_details?: Array<{ id: number; quantity?: number | null }> | null;
  comment?: string | null;
  total_price?: number | null;
}

/** An order answer (src/lib/api/accounts.ts OrderSummary). */
export interface PastOrder {
  id: string;
  status: number;
  reference_id?: string;
  branch_id?: number;
  selling_types: string;
  currency?: string;
  total: number;
  fees?: number | null;
  lines: PastOrderLine[];
  created_at: string;
  /** How the total was made up when it was priced (order/amounts.ts). */
  amounts?: OrderAmounts | null;
  scheduled_at?: string | null;
  /** An order paid online: 'pending' until its payment comes in. */
  payment_status?: string | null;
  /** The table booking of a pre-order (reservation type 2), and its id. */
  reservation?: OrderBooking | null;
  reservation_id?: string | null;
  /** A parcel abroad: its destination country (ISO). */
  shipping_country?: string | null;
  /** The number the customer reads out (domain/orderNumber.ts makes one from the id when absent). */
  order_number?: string | number | null;
  /** Where a delivery goes: one line, and the fields as typed with the area chosen (order/addressWords.ts). */
  address?: string | null;
  address_parts?: Array<{ field: string; value: string }> | null;
  area_id?: number | null;
}

/** Names of the menu as the build knew it, for order lines: item → name, its price labels and modifier options. */
export interface OrderNames {
  items: Record<string, { name: string; labels: Record<string, string>; modifiers: Record<string, string> }>;
}

const positiveInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/** The modifiers of a past line with their quantities: from modifiers_details, else the comma-joined ids (×1). */
export function lineModifiers(line: PastOrderLine): Array<{ id: number; quantity: number }> {
  if (Array.isArray(line.modifiers_details) && line.modifiers_details.length > 0) {
    return line.modifiers_details
      .filter((m) => positiveInt(m?.id))
      .map((m) => ({ id: m.id, quantity: positiveInt(m.quantity) ? m.quantity : 1 }));
  }
  return String(line.modifiers ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,12}$/.test(s))
    .map((s) => ({ id: Number(s), quantity: 1 }));
}

/**
 * The cart lines that order `order` again: item, price label, modifiers, note and count of each line. Lines the
 * current menu no longer offers are not judged here: the cart page drops them with a message (pruneCart), the one
 * place that knows the menu of the selling type.
 */
export function reorderLines(order: Pick<PastOrder, 'lines'>): NewCartLine[] {
  const lines = Array.isArray(order.lines) ? order.lines : [];
  return lines
    .filter((l) => positiveInt(l?.item_id) && Number.isInteger(l?.price_label_id))
    .map((l) => ({
      itemId: l.item_id,
      priceLabelId: l.price_label_id,
      modifiers: lineModifiers(l),
      note: typeof l.comment === 'string' ? l.comment : '',
      count: positiveInt(l.quantity) ? l.quantity : 1,
    }));
}

/** A table booking's pre-order (reservation type 2): the order carries its booking, or the booking's id. */
export function isPreOrder(order: Pick<PastOrder, 'reservation' | 'reservation_id'>): boolean {
  return !!order.reservation_id || !!order.reservation?.id;
}

/**
 * The key of an order's type among the order pages' type names: a table booking's pre-order is a reservation
 * (`reserv_dinein`), though the server sells it as dine_in; another order, its server selling type.
 */
export function orderTypeKey(order: Pick<PastOrder, 'selling_types' | 'reservation' | 'reservation_id'>): string {
  return isPreOrder(order) ? 'reserv_dinein' : order.selling_types;
}

/**
 * The menu (route) to order `order` again from: a table booking's pre-order (it carries its booking) is the
 * reservation menu's (reserv_dinein), whose dishes and prices it had; another order, or a pre-order once the business
 * no longer takes them, the first route of its server selling type (dine_in → dinein before reserv_dinein,
 * car_pickup → pickup). None of them offered: null.
 */
export function reorderRoute(
  order: Pick<PastOrder, 'selling_types' | 'reservation' | 'reservation_id'>,
  routes: readonly RouteType[],
): RouteType | null {
  if (isPreOrder(order) && routes.includes('reserv_dinein')) return 'reserv_dinein';
  const ordered = ROUTE_TYPES.filter((r) => routes.includes(r));
  return ordered.find((r) => serverSellingType(r) === order.selling_types) ?? null;
}

/** How a line reads: name (price label) and its modifiers "name ×2"; unknown ids fall back to `#id`. */
export function describeLine(line: PastOrderLine, names: OrderNames | null) {
  const item = names?.items[String(line.item_id)];
  const label = item?.labels[String(line.price_label_id)] ?? '';
  return {
    name: item?.name || `#${line.item_id}`,
    label,
    modifiers: lineModifiers(line).map(
      (m) => `${item?.modifiers[String(m.id)] || `#${m.id}`}${m.quantity > 1 ? ` ×${m.quantity}` : ''}`,
    ),
    known: item !== undefined,
  };
}

/** The newest of some orders (by created_at, then as listed), or null. */
export function newestOrder<T extends Pick<PastOrder, 'created_at'>>(orders: readonly T[]): T | null {
  let best: T | null = null;
  for (const o of orders) {
    if (!best || Date.parse(o.created_at) > Date.parse(best.created_at)) best = o;
  }
  return best;
}

/** An order id from a query string value: the API's ids are UUID-like; anything else is refused (null). */
export function orderIdParam(value: string | null): string | null {
  return value && /^[A-Za-z0-9_-]{1,100}$/.test(value) ? value : null;
}

/** A page number from a query string value: whole, 1 or more (default 1). */
export function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** The part of an order its wallet paid, in minor units (0 when none, or the order kept no amounts). */
export function walletPaid(order: Pick<PastOrder, 'amounts'>, currency: string): number {
  const wallet = order.amounts?.wallet;
  return typeof wallet === 'number' && Number.isFinite(wallet) && wallet > 0 ? exactMinor(wallet, currency) : 0;
}

/**
 * What an order was worth, in minor units: its total with the wallet's part put back. An order the wallet paid in
 * whole has a total of 0, and the history listed it as "KWD 0.000", as if it had been free.
 */
export function orderValue(order: Pick<PastOrder, 'total' | 'amounts'>, currency: string): number {
  return exactMinor(order.total, currency) + walletPaid(order, currency);
}
