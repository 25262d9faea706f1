/**
 * The recent orders a list does not hold (a module of its own: the order history uses it, while the cart and the
 * checkouts, which load recentOrders.ts, do not carry it). Pure: the clock is an argument.
 */
import { recentOrdersAt, type RecentOrder } from './recentOrders.ts';

/**
 * The orders still recent at `now` that a list does not hold: on a customer's order history, those this browser
 * placed without logging in (the API lists only the account's), so that a guest who logs in after ordering still
 * finds the order they just placed, not "You have not ordered yet".
 */
export function recentOrdersBesides(list: readonly RecentOrder[], listed: readonly string[], now: Date): RecentOrder[] {
  const known = new Set(listed);
  return recentOrdersAt(list, now).filter((o) => !known.has(o.id));
}
