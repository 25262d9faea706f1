/**
 * The orders this browser placed at a business lately, so that a guest (no history, no login) who left an order's
 * page can get back to it: the empty cart and checkout offer "Track your order …". Decision: the last
 * RECENT_ORDERS_MAX orders, each kept RECENT_ORDER_HOURS (24 h) after it was placed — long enough for any order
 * of the day (one scheduled for later that day too), short enough that a shared device does not show yesterday's
 * orders to the next person. Pure: the clock is an argument.
 */

export interface RecentOrder {
  /** The order's id: its page is /{ref}/order/{id}. */
  id: string;
  /** The short number the customer is told (domain/orderNumber.ts shortOrderNumber). */
  number: string;
  /** When it was placed, ISO. */
  placedAt: string;
}

export const RECENT_ORDER_HOURS = 24;
export const RECENT_ORDERS_MAX = 3;
/** A device clock set back a little (a sync) must not hide an order placed a moment ago. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The orders still recent at `now`, newest first (at most RECENT_ORDERS_MAX). */
export function recentOrdersAt(list: readonly RecentOrder[], now: Date): RecentOrder[] {
  const at = now.getTime();
  return list
    .filter((o) => {
      const placed = Date.parse(o.placedAt);
      return Number.isFinite(placed) && placed <= at + CLOCK_SKEW_MS && at - placed < RECENT_ORDER_HOURS * 3_600_000;
    })
    .sort((a, b) => Date.parse(b.placedAt) - Date.parse(a.placedAt))
    .slice(0, RECENT_ORDERS_MAX);
}

/** The list with `order` placed at `now` added (once, as the newest), and what is no longer recent dropped. */
export function withRecentOrder(
  list: readonly RecentOrder[],
  order: { id: string; number: string },
  now: Date,
): RecentOrder[] {
  const others = list.filter((o) => o.id !== order.id);
  return recentOrdersAt([...others, { id: order.id, number: order.number, placedAt: now.toISOString() }], now);
}
