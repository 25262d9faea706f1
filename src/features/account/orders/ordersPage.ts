/**
 * What the orders pages share (spec §2 /orders/history, /orders/details, /orders/status): the island's props,
 * what each part of it is given, and "Order again".
 */
import { isRouteType, type RouteType } from '../../../domain/sellingType.ts';
import { reorderIntoCart } from '../../../stores/reorder.ts';
import type { AddressWords } from '../../order/addressWords.ts';
import type { AccountSession, CommonStrings } from '../wallet/session.tsx';
import { reorderLines, reorderRoute, type OrderNames, type PastOrder } from './orders.ts';

export type OrdersPageKind = 'history' | 'details' | 'status';

export interface OrdersViewProps {
  view: OrdersPageKind;
  strings: Record<string, string>;
  /** The words of an order's amounts, as the checkout says them (checkout/totalsStrings.ts). */
  totalsStrings: Record<string, string>;
  /** Names of the order types: the selling types as the server spells them, and `reserv_dinein` (orderTypeKey). */
  typeNames: Record<string, string>;
  /** The cart page of each menu (route) this business offers. */
  cartHrefs: Partial<Record<RouteType, string>>;
  /** The /orders/status page (it follows an order with the customer's token). */
  statusHref: string;
  /** The rating prompt's strings (section `feedback`). */
  ratingStrings: Record<string, string>;
  /** "Track your order {{number}}": an order this browser placed without the account (cart.trackOrder). */
  trackOrder: string;
  /** The address fields' labels and the areas' names: a delivery's address in the checkout's words. */
  address: AddressWords;
  /** Milliseconds between status refreshes on the status page. */
  pollMs?: number;
}

export type OrdersStrings = Record<string, string> & CommonStrings;

/** What every part of the orders island is given. */
export interface OrdersCtx {
  s: OrdersStrings;
  session: AccountSession;
  props: OrdersViewProps;
  names: OrderNames | null;
}

/**
 * "Order again": the lines go into the cart, then the cart page of the menu they are ordered from again opens
 * (orders.ts reorderRoute: a booking's pre-order, the reservation menu's).
 */
export function reorder(order: PastOrder, { session, props, names }: OrdersCtx) {
  const route = reorderRoute(order, Object.keys(props.cartHrefs).filter(isRouteType));
  // Each line keeps the dish's name as the build knew it, to name it should the dish have left the menu.
  const lines = reorderLines(order).map((line) => ({ ...line, name: names?.items[line.itemId]?.name }));
  reorderIntoCart(lines, route);
  location.assign((route && props.cartHrefs[route]) || session.data.links.cart);
}
