import { describe, expect, it, test } from 'vitest';
import type { ShiftsResponse } from '../lib/api/schema.ts';
import { isCartAvailable, isSellingTypeOpen, scheduleTypeFor } from './openStatus.ts';
import { clockAt, everyDay, FRI, makeBusiness, MON, weekly } from './testFixtures.ts';

const lunchOnly = everyDay({ shifts: [{ time_from: '11:00', time_to: '15:00' }] });
const shiftsWith = (byType: Record<string, 'open' | 'closed'>): ShiftsResponse => ({
  shifts: Object.fromEntries(
    Object.entries(byType).map(([type, status]) => [type, { today: { status, shifts: [], slots: [] }, days: {} }]),
  ),
});

describe('isSellingTypeOpen', () => {
  it('counts delivery with international shipping as always open', () => {
    const business = makeBusiness({
      checkoutDelivery: { enabled: true, shipping: true },
      working_hours: { delivery: everyDay({ closed: true }) },
    });
    const shifts = shiftsWith({ delivery: 'closed' });
    expect(isSellingTypeOpen({ route: 'delivery', business, clock: clockAt(MON, '03:00'), shifts })).toBe(true);
  });

  it('does not let shipping open pickup', () => {
    const business = makeBusiness({ checkoutDelivery: { enabled: true, shipping: true } });
    const shifts = shiftsWith({ car_pickup: 'closed' });
    expect(isSellingTypeOpen({ route: 'pickup', business, clock: clockAt(MON, '12:00'), shifts })).toBe(false);
  });

  it("follows today's status in fetched shifts, keyed by the server selling type", () => {
    const business = makeBusiness({ working_hours: { car_pickup: lunchOnly } });
    const clock = clockAt(MON, '12:00');
    expect(isSellingTypeOpen({ route: 'pickup', business, clock, shifts: shiftsWith({ car_pickup: 'closed' }) })).toBe(
      false,
    );
    const lateClock = clockAt(MON, '20:00');
    expect(
      isSellingTypeOpen({ route: 'pickup', business, clock: lateClock, shifts: shiftsWith({ car_pickup: 'open' }) }),
    ).toBe(true);
  });

  it('reads dine-in shifts for the reservation menu', () => {
    const business = makeBusiness();
    const shifts = shiftsWith({ dine_in: 'closed' });
    expect(isSellingTypeOpen({ route: 'reserv_dinein', business, clock: clockAt(MON, '12:00'), shifts })).toBe(false);
    expect(isSellingTypeOpen({ route: 'dinein', business, clock: clockAt(MON, '12:00'), shifts })).toBe(false);
  });

  it('also reads shifts keyed by the route name', () => {
    const shifts = shiftsWith({ pickup: 'closed' });
    expect(isSellingTypeOpen({ route: 'pickup', business: makeBusiness(), clock: clockAt(MON, '12:00'), shifts })).toBe(
      false,
    );
  });

  it('falls back to the weekly working hours when shifts have no entry for the type', () => {
    const business = makeBusiness({ working_hours: { delivery: lunchOnly } });
    const shifts = shiftsWith({ dine_in: 'open' });
    expect(isSellingTypeOpen({ route: 'delivery', business, clock: clockAt(MON, '12:00'), shifts })).toBe(true);
    expect(isSellingTypeOpen({ route: 'delivery', business, clock: clockAt(MON, '16:00'), shifts })).toBe(false);
  });

  it('uses the working hours when shifts are not fetched', () => {
    const business = makeBusiness({ working_hours: { dine_in: weekly({ [FRI]: { closed: true } }) } });
    expect(isSellingTypeOpen({ route: 'dinein', business, clock: clockAt(FRI, '12:00') })).toBe(false);
    expect(isSellingTypeOpen({ route: 'dinein', business, clock: clockAt(MON, '12:00'), shifts: null })).toBe(true);
  });

  it('counts as open with neither shifts nor working hours', () => {
    expect(isSellingTypeOpen({ route: 'pickup', business: makeBusiness(), clock: clockAt(MON, '03:00') })).toBe(true);
  });

  it('ignores a garbage shifts answer and uses the working hours', () => {
    const business = makeBusiness({ working_hours: { delivery: lunchOnly } });
    for (const shifts of [
      {},
      { shifts: null },
      { shifts: { delivery: { today: { status: 'maybe' } } } },
      { shifts: 'x' },
    ]) {
      expect(
        isSellingTypeOpen({ route: 'delivery', business, clock: clockAt(MON, '16:00'), shifts: shifts as never }),
      ).toBe(false);
    }
  });
});

describe('scheduleTypeFor', () => {
  it('orders for now when open and not schedule-only', () => {
    expect(scheduleTypeFor({ open: true, onlySchedule: false })).toBe('now');
  });

  it('orders for later when closed', () => {
    expect(scheduleTypeFor({ open: false, onlySchedule: false })).toBe('later');
  });

  it('orders for later when only scheduled orders are taken, even when open', () => {
    expect(scheduleTypeFor({ open: true, onlySchedule: true })).toBe('later');
  });
});

describe('cart availability (spec §4)', () => {
  const base = { enableCart: true, open: true, scheduledOrders: false, route: 'delivery' as const, dineInCart: true };

  test('an open selling type takes items in the cart', () => {
    expect(isCartAvailable(base)).toBe(true);
  });

  test('a closed selling type takes items only when it accepts scheduled orders', () => {
    expect(isCartAvailable({ ...base, open: false })).toBe(false);
    expect(isCartAvailable({ ...base, open: false, scheduledOrders: true })).toBe(true);
  });

  test('a business without a cart never takes items', () => {
    expect(isCartAvailable({ ...base, enableCart: false, scheduledOrders: true })).toBe(false);
  });

  test('a table booking’s pre-order takes items while dine-in is closed (the meal is for the booking, not now)', () => {
    expect(isCartAvailable({ ...base, route: 'reserv_dinein', open: false })).toBe(true);
    expect(isCartAvailable({ ...base, route: 'reserv_dinein', open: false, enableCart: false })).toBe(false);
  });

  test('dine-in also needs its own cart flag', () => {
    expect(isCartAvailable({ ...base, route: 'dinein', dineInCart: false })).toBe(false);
    expect(isCartAvailable({ ...base, route: 'dinein' })).toBe(true);
  });
});
