/**
 * Selling types (spec §4): the menu routes a business offers (the URL segment), the name each is sent to the
 * server as, and the item type flag each menu reads.
 */
import type { Business, CheckoutSettings } from '../lib/api/schema.ts';

/** A selling type as the server and the item `types` flags name it. */
export type SellingType = 'delivery' | 'car_pickup' | 'dine_in' | 'reservation';

/** The selling type sent to the server with an order or read from shifts and working hours. */
export type ServerSellingType = 'delivery' | 'car_pickup' | 'dine_in';

/** The URL segment of a menu: /{referenceId}/{route}. */
export type RouteType = 'delivery' | 'pickup' | 'dinein' | 'reserv_dinein';

/** Every route type, in the order menus are listed (delivery, pickup, dine-in, reservation with order). */
export const ROUTE_TYPES: readonly RouteType[] = ['delivery', 'pickup', 'dinein', 'reserv_dinein'];

/** Reservation type meaning "reservation with order" (spec §3 reservation.type). */
export const RESERVATION_WITH_ORDER = 2;

// Spec §4: reserv_dinein, reserv_service, product_service, dine_in and dinein are dine_in; pickup and car_pickup
// are car_pickup; delivery stays. 'reservation' is a reservation-with-order, which the server books as dine-in.
const SERVER_NAMES: Record<string, ServerSellingType> = {
  delivery: 'delivery',
  pickup: 'car_pickup',
  car_pickup: 'car_pickup',
  dine_in: 'dine_in',
  dinein: 'dine_in',
  reserv_dinein: 'dine_in',
  reserv_service: 'dine_in',
  product_service: 'dine_in',
  reservation: 'dine_in',
};

/** The server selling type of a menu route: pickup → car_pickup, dinein and reserv_dinein → dine_in. */
export function serverSellingType(route: RouteType): ServerSellingType {
  return SERVER_NAMES[route] ?? 'delivery';
}

/**
 * What an order of a route says besides its selling type: a reservation pre-order is sent as dine_in with
 * `reservation: true`, which makes the server price it from the reservation menu (spec §4 "Reservation types use
 * the reservation item type"). The same for the order and for its calc-order.
 */
export function reservationFlag(route: RouteType): { reservation?: true } {
  return route === 'reserv_dinein' ? { reservation: true } : {};
}

/** The item `types` flag a menu route reads: reservation menus use the reservation flag (spec §4). */
export function itemTypeForRoute(route: RouteType): SellingType {
  switch (route) {
    case 'delivery':
      return 'delivery';
    case 'pickup':
      return 'car_pickup';
    case 'dinein':
      return 'dine_in';
    case 'reserv_dinein':
      return 'reservation';
  }
}

/** Whether a URL segment is a menu route type. */
export function isRouteType(s: string): s is RouteType {
  return (ROUTE_TYPES as readonly string[]).includes(s);
}

/** The menu routes a business has enabled, in the order delivery, pickup, dinein, reserv_dinein. */
export function routeTypesOf(business: Business): RouteType[] {
  const routes: RouteType[] = [];
  if (business.checkoutDelivery?.enabled === true) routes.push('delivery');
  if (business.checkoutCarPickup?.enabled === true) routes.push('pickup');
  if (business.checkoutDineIn?.enabled === true) routes.push('dinein');
  if (business.reservation?.enabled === true && business.reservation.type === RESERVATION_WITH_ORDER) {
    routes.push('reserv_dinein');
  }
  return routes;
}

/** Settings used when a business payload lacks a selling type's checkout block (the schema's default). */
export const DISABLED_CHECKOUT: CheckoutSettings = /* @__PURE__ */ Object.freeze({
  enabled: false,
  min_order: 0,
  shipping: false,
  cart: true,
  cash: true,
  credit: true,
  drop_pin: true,
  enable_gift: false,
  send_gift: false,
  fields: {},
  branches: [],
  showCarInfo: false,
});

/** The checkout settings of a menu route: delivery, car pickup, or dine-in (also for reservations with order). */
export function checkoutSettingsFor(business: Business, route: RouteType): CheckoutSettings {
  const settings =
    route === 'delivery'
      ? business.checkoutDelivery
      : route === 'pickup'
        ? business.checkoutCarPickup
        : business.checkoutDineIn;
  return settings ?? DISABLED_CHECKOUT;
}
