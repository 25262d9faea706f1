/**
 * A table booking and its pre-order (spec §3 reservation.type 2 "with order"): the booking is made first, then the
 * meal is ordered from the reservation menu; each names the other by id (the order's `reservation_id`, the
 * booking's `order_id`). These rules say when a booking may take an order, who may link one, and what a booking
 * shows about its order. Pure: the sample API checks an order with them and the pages show a booking with them.
 *
 * Statuses are spec §4's: a booking 0 pending, 1 accepted, 2 rejected, 3 completed; an order 2 rejected and
 * 9 cancelled end it without serving it (the sample API cancels an order whose online payment failed).
 */

/** Order statuses that end an order unserved: its booking may be ordered for again. */
const UNSERVED_ORDER: ReadonlySet<number> = new Set([2, 9]);
/** Booking statuses that still take an order: pending and accepted. */
const OPEN_BOOKING: ReadonlySet<number> = new Set([0, 1]);

/** True for an order that was rejected or cancelled: it no longer holds its booking's meal. */
export function isUnservedOrder(status: number): boolean {
  return UNSERVED_ORDER.has(status);
}

/** True while a booking (pending or accepted) can still be ordered for. */
export function isOpenBooking(status: number): boolean {
  return OPEN_BOOKING.has(status);
}

/** A booking as these rules read it: its status and the order linked to it, if any (with that order's status). */
export interface BookingWithOrder {
  status: number;
  order: { status: number } | null;
}

/** Why a booking cannot take a new order; the sample API answers these codes (409/422). */
export type PreOrderRefusal = 'reservation_closed' | 'reservation_has_order';

/**
 * Whether a booking may take a new pre-order: it must still be open (not rejected or completed), and an order
 * already linked must have ended unserved (a cancelled order frees the booking for a new one).
 */
export function preOrderRefusal(booking: BookingWithOrder): PreOrderRefusal | null {
  if (!isOpenBooking(booking.status)) return 'reservation_closed';
  if (booking.order && !isUnservedOrder(booking.order.status)) return 'reservation_has_order';
  return null;
}

/**
 * Whether the one ordering may link this booking: a guest's booking by whoever holds its id (random, unguessable,
 * as a guest's order is read), a customer's booking only by that customer.
 */
export function mayLinkBooking(bookingOwner: number | null, orderer: number | null): boolean {
  return bookingOwner === null || bookingOwner === orderer;
}

/**
 * What a booking page says about the meal:
 * - `ordered`: its order stands (number, total and a link are shown);
 * - `cancelled`: its order was rejected or cancelled; the table stays booked and, while the booking is open, the
 *   meal can be ordered again;
 * - `open`: no order yet and the booking still open: the next step is the reservation menu;
 * - `none`: nothing to say (a booking without pre-orders, or one that ended without an order).
 */
export type PreOrderState = 'ordered' | 'cancelled' | 'open' | 'none';

export function preOrderState(booking: BookingWithOrder, takesOrders: boolean): PreOrderState {
  if (booking.order) return isUnservedOrder(booking.order.status) ? 'cancelled' : 'ordered';
  return takesOrders && isOpenBooking(booking.status) ? 'open' : 'none';
}

/** Whether a booking page offers to order the meal (again): an open booking whose order is missing or cancelled. */
export function canOrderFor(booking: BookingWithOrder, takesOrders: boolean): boolean {
  return takesOrders && preOrderRefusal(booking) === null;
}
