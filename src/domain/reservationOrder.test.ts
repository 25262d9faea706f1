import { describe, expect, it } from 'vitest';
import {
  canOrderFor,
  isOpenBooking,
  isUnservedOrder,
  mayLinkBooking,
  preOrderRefusal,
  preOrderState,
} from './reservationOrder.ts';

const booking = (status: number, order: number | null = null) => ({
  status,
  order: order === null ? null : { status: order },
});

describe('a booking and its pre-order', () => {
  it('a pending or accepted booking is open; a rejected or completed one is not', () => {
    expect([0, 1, 2, 3].map(isOpenBooking)).toEqual([true, true, false, false]);
  });

  it('a rejected (2) or cancelled (9) order is unserved; pending to delivered and scheduled orders stand', () => {
    expect([2, 9].every(isUnservedOrder)).toBe(true);
    expect([0, 1, 3, 4, 5, 10].some(isUnservedOrder)).toBe(false);
  });

  it('an open booking without an order takes one', () => {
    expect(preOrderRefusal(booking(0))).toBeNull();
    expect(preOrderRefusal(booking(1))).toBeNull();
  });

  it('a rejected or completed booking takes no order', () => {
    expect(preOrderRefusal(booking(2))).toBe('reservation_closed');
    expect(preOrderRefusal(booking(3))).toBe('reservation_closed');
  });

  it('a booking whose order stands takes no second order, whatever that order has reached', () => {
    for (const status of [0, 1, 3, 5, 10]) expect(preOrderRefusal(booking(1, status))).toBe('reservation_has_order');
  });

  it('a booking whose order was cancelled or rejected takes a new order while it is open', () => {
    expect(preOrderRefusal(booking(0, 9))).toBeNull();
    expect(preOrderRefusal(booking(1, 2))).toBeNull();
    expect(preOrderRefusal(booking(3, 9))).toBe('reservation_closed');
  });

  it("a guest's booking is linked by whoever holds its id; a customer's only by that customer", () => {
    expect(mayLinkBooking(null, null)).toBe(true);
    expect(mayLinkBooking(null, 7)).toBe(true);
    expect(mayLinkBooking(7, 7)).toBe(true);
    expect(mayLinkBooking(7, 8)).toBe(false);
    expect(mayLinkBooking(7, null)).toBe(false);
  });

  it('a booking page shows the order that stands, a cancelled order, the next step, or nothing', () => {
    expect(preOrderState(booking(1, 3), true)).toBe('ordered');
    expect(preOrderState(booking(1, 9), true)).toBe('cancelled');
    expect(preOrderState(booking(0), true)).toBe('open');
    expect(preOrderState(booking(3), true)).toBe('none');
    expect(preOrderState(booking(2), true)).toBe('none');
    // A business whose bookings take no orders: nothing to order, but an order linked anyway is still shown.
    expect(preOrderState(booking(0), false)).toBe('none');
    expect(preOrderState(booking(0, 1), false)).toBe('ordered');
  });

  it('ordering again is offered for an open booking with no order or a cancelled one, never beside a standing order', () => {
    expect(canOrderFor(booking(0), true)).toBe(true);
    expect(canOrderFor(booking(1, 9), true)).toBe(true);
    expect(canOrderFor(booking(1, 1), true)).toBe(false);
    expect(canOrderFor(booking(3, 9), true)).toBe(false);
    expect(canOrderFor(booking(0), false)).toBe(false);
  });
});
