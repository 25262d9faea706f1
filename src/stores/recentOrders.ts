/**
 * The orders this browser placed at the business lately (domain/recentOrders.ts: the last 3, for 24 hours), kept
 * under `sf:{ref}:recent-orders` in localStorage so that a guest who leaves an order's page — Back, a closed tab —
 * finds it again from the empty cart and checkout. Written by the checkout when the API takes an order; read by the
 * cart and checkout islands only (the menu pages never load it).
 */
import { array, decodeOr, shape, text } from './decode.ts';
import { withRecentOrder, type RecentOrder } from '../domain/recentOrders.ts';
import { currentTenant, versionedAtom } from './persist.ts';

export const RECENT_ORDERS_VERSION = 1;
export const recentOrdersKey = (ref: string) => `sf:${ref}:recent-orders`;

const Order = shape<RecentOrder>({
  id: [text(100)],
  number: [text(40)],
  placedAt: [text(40)],
});
const Orders = array(Order, 20);

/** A stored list, validated; garbage gives none. */
export function parseRecentOrders(value: unknown): RecentOrder[] {
  return decodeOr(Orders, value, []);
}

/** The recent orders of a tenant (pages use the exports below; tests make their own, with their own clock). */
export function createRecentOrdersStore(ref: string, clock: () => Date = () => new Date()) {
  const $recentOrders = versionedAtom<RecentOrder[]>(
    recentOrdersKey(ref),
    RECENT_ORDERS_VERSION,
    parseRecentOrders,
    [],
  );
  return {
    $recentOrders,
    /** The API took this order: remember it (and forget what is no longer recent). */
    rememberRecentOrder: (order: { id: string | number; number: string }) => {
      const now = clock();
      $recentOrders.set(withRecentOrder($recentOrders.get(), { id: String(order.id), number: order.number }, now));
    },
  };
}

const store = createRecentOrdersStore(currentTenant());
export const { $recentOrders, rememberRecentOrder } = store;
