/**
 * Whether a business takes orders at all, and through which of its selling types (design.md decision 11).
 *
 * A business that hides its prices, turns its cart off, or has no selling type whose menu can fill a cart runs as a
 * digital menu: the pages show the menu and nothing that starts an order (no cart tab or badge, no add buttons, no
 * order form, no cart or checkout pages, and the landing page goes straight to the menu instead of asking how to
 * order). Whether a selling type is open *now* is decided at view time (openStatus.ts `isCartAvailable`); these
 * rules are the ones that hold whatever the hour, so the build can leave the ordering parts out of the pages.
 */
import type { Business } from '../lib/api/schema.ts';
import { routeTypesOf, type RouteType } from './sellingType.ts';

type OrderingSettings = Pick<Business, 'hide_price' | 'enable_cart'> & {
  checkoutDineIn?: Pick<Business['checkoutDineIn'], 'cart'> | null;
};

/**
 * Whether the menu of `route` can put items in a cart (spec §4–§5): prices are shown, the business has a cart, and
 * a dine-in menu also needs the dine-in cart flag (as `isCartAvailable` reads it: a reservation with order is booked
 * through its own flow, which the flag does not govern).
 */
export function takesOrdersFor(business: OrderingSettings, route: RouteType): boolean {
  if (business.hide_price === true || business.enable_cart !== true) return false;
  if (route === 'dinein') return business.checkoutDineIn?.cart !== false;
  return true;
}

/** The selling types a customer can order through, in menu order. */
export function orderingTypes(business: Business): RouteType[] {
  return routeTypesOf(business).filter((route) => takesOrdersFor(business, route));
}

/** True when no selling type of the business can take an order: the storefront is a digital menu. */
export function isDigitalMenu(business: Business): boolean {
  return orderingTypes(business).length === 0;
}

/**
 * Whether the storefront offers an account: a business that takes orders (the order history, saved addresses), and a
 * digital menu only for what it still does for a customer: table bookings or a wallet. A digital menu of neither has
 * nothing to log in for, so its pages show no profile link (its log-in page stays, unlinked, for an old address).
 */
export function offersAccount(business: Business): boolean {
  return !isDigitalMenu(business) || business.reservation.enabled === true || business.enable_wallet === true;
}
