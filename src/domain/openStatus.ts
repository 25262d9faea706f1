/**
 * Whether a selling type takes orders now, and whether an order is for now or later (spec §4 shift status,
 * schedule type).
 */
import type { Business, ShiftsResponse } from '../lib/api/schema.ts';
import { isAvailableBySchedule } from './schedule.ts';
import { serverSellingType, type RouteType } from './sellingType.ts';
import type { ZonedClock } from './time.ts';

/** Whether an order is placed for now or scheduled for later. */
export type ScheduleType = 'now' | 'later';

/**
 * Whether a menu route is open now: delivery with shipping is always open; fetched shifts decide by today's
 * status; otherwise the business's weekly working hours for that type (missing → open: shifts not fetched).
 */
export function isSellingTypeOpen(args: {
  route: RouteType;
  business: Business;
  clock: ZonedClock;
  shifts?: ShiftsResponse | null;
}): boolean {
  const { route, business, clock, shifts } = args;
  if (route === 'delivery' && business.checkoutDelivery?.shipping === true) return true;
  const serverType = serverSellingType(route);
  // Shifts are keyed by the server name (car_pickup); a payload keyed by the route name (pickup) is read too.
  const byType = shifts?.shifts;
  const entry = byType && typeof byType === 'object' ? (byType[serverType] ?? byType[route]) : undefined;
  const status = entry?.today?.status;
  if (status === 'open' || status === 'closed') return status === 'open';
  return isAvailableBySchedule(business.working_hours?.[serverType], clock);
}

/** 'now' when the selling type is open and not schedule-only, else 'later' (spec §4). */
export function scheduleTypeFor(args: { open: boolean; onlySchedule: boolean }): ScheduleType {
  return args.open && !args.onlySchedule ? 'now' : 'later';
}

/**
 * Whether the cart takes items now (spec §4): the business allows a cart, and the selling type is open or takes
 * scheduled orders; dine-in also needs its own cart flag.
 */
export function isCartAvailable(args: {
  enableCart: boolean;
  open: boolean;
  scheduledOrders: boolean;
  route: RouteType;
  dineInCart: boolean;
}): boolean {
  if (!args.enableCart) return false;
  if (args.route === 'dinein' && !args.dineInCart) return false;
  // A table booking's pre-order is served at the booking, not now: the hour the meal is chosen at does not close it.
  if (args.route === 'reserv_dinein') return true;
  return args.open || args.scheduledOrders;
}
