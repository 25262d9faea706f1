/**
 * A booking and its pre-order, linked by id both ways (reservation type 2 "with order"; rules in
 * src/domain/reservationOrder.ts). POST webapp/order with `reservation_id` checks the booking before the order is
 * stored and records the order on it afterwards; the answers then carry each other's summary:
 *
 * - an order (GET webapp/order/{id}, the orders list, the placed order): `reservation_id` and
 *   `reservation: { id, date, time, persons, status, table }` (the booking's local date and time, spec §4 status);
 * - a booking (GET webapp/reservation/{id}, the bookings list): `order_id` and
 *   `order: { id, order_number, status, total, currency }` (its latest order; a cancelled one stays until replaced).
 *
 * Refusals of an order naming a booking: 404 unknown_reservation (none, or another business's), 403 forbidden
 * (a customer's booking ordered by someone else), 422 invalid_order (a booking's meal is eaten in: dine-in only),
 * 422 reservation_closed (rejected or completed), 409 reservation_has_order (its order stands).
 */
import { shortOrderNumber } from '../../src/domain/orderStatus.ts';
import { mayLinkBooking, preOrderRefusal } from '../../src/domain/reservationOrder.ts';
import { fail } from './http.ts';
import type { Accounts } from './index.ts';
import { reservationStatus, type ReservationRow } from './reservations.ts';
import { eventsOf } from '../orders/payment.ts';
import type { OrderStore, StoredOrder } from '../orders/store.ts';
import type { TenantRegistry } from '../tenants.ts';
import { businessByRef } from './business.ts';
import { accountFixtureOf } from '../fixtures/accounts.ts';

/** The booking an order was made for, as the order's answers show it. */
export type BookingOfOrder = {
  id: string;
  date: string;
  time: string;
  persons: number;
  status: number;
  table: { id: number; name: string } | null;
};

/** The order made for a booking, as the booking's answers show it. */
export type OrderOfBooking = {
  id: string;
  order_number: string;
  status: number;
  total: number;
  currency: string;
};

/** The slot a scheduled order was placed for, else null (as routes/orders.ts reads it). */
function scheduledAtOf(order: StoredOrder): string | null {
  const at = order.payload['scheduled_at'];
  return typeof at === 'string' && Number.isFinite(Date.parse(at)) ? at : null;
}

/** An order's status at `now` (its timeline, or its failed payment). */
export function orderStatusAt(order: StoredOrder, now: Date): number {
  return eventsOf(order, now, scheduledAtOf(order)).status;
}

/** The booking id a stored order names (accepted only after the checks below), else null. */
export function reservationIdOf(order: StoredOrder): string | null {
  const id = order.payload['reservation_id'];
  return typeof id === 'string' && id !== '' ? id : null;
}

/** The summary of a booking's order, or null when it has none (or the order is gone). */
export function orderOfBooking(orders: OrderStore, row: ReservationRow, now: Date): OrderOfBooking | null {
  const order = row.order_id ? orders.get(row.order_id) : null;
  if (!order) return null;
  return {
    id: order.id,
    order_number: shortOrderNumber(order),
    status: orderStatusAt(order, now),
    total: order.total,
    currency: order.currency,
  };
}

/** The summary of the booking an order names, or null. */
export function bookingOfOrder(
  accounts: Accounts,
  registry: TenantRegistry,
  order: StoredOrder,
  now: Date,
): BookingOfOrder | null {
  const id = reservationIdOf(order);
  const row = id ? accounts.reservations.get(id) : null;
  if (!row) return null;
  const business = businessByRef(registry, row.reference_id);
  const tables = business ? (accountFixtureOf(business.ref).tables[row.branch_id] ?? []) : [];
  const table = tables.find((t) => t.id === row.table_id);
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    persons: row.persons,
    status: reservationStatus(row, now, business?.data.time_zone ?? 'Asia/Kuwait'),
    table: table ? { id: table.id, name: table.name } : null,
  };
}

/**
 * Checks that an order of `ref` by `ordererId` (null: a guest) may be the pre-order of booking `reservationId`;
 * `link(orderId)` then records the stored order on the booking. Else the refusal to answer.
 */
export function bookingForOrder(
  accounts: Accounts,
  orders: OrderStore,
  args: {
    reservationId: string;
    ref: string;
    timeZone: string;
    sellingType: string;
    ordererId: number | null;
    now: Date;
  },
): { link(orderId: string): void } | Response {
  const row = accounts.reservations.get(args.reservationId);
  if (!row || row.reference_id !== args.ref) return fail(404, 'unknown_reservation', 'Reservation not found');
  if (!mayLinkBooking(row.user_id, args.ordererId)) return fail(403, 'forbidden', 'This reservation is not yours');
  if (args.sellingType !== 'dine_in') {
    return fail(422, 'invalid_order', 'Invalid order: a reservation is ordered for as dine-in');
  }
  const linked = row.order_id ? orders.get(row.order_id) : null;
  const refusal = preOrderRefusal({
    status: reservationStatus(row, args.now, args.timeZone),
    order: linked ? { status: orderStatusAt(linked, args.now) } : null,
  });
  if (refusal === 'reservation_closed') {
    return fail(422, refusal, 'This reservation is no longer open for orders');
  }
  if (refusal === 'reservation_has_order') {
    return fail(409, refusal, 'This reservation already has an order', { order_id: row.order_id });
  }
  return { link: (orderId) => accounts.reservations.linkOrder(row.id, orderId) };
}
