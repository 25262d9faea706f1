import { describe, expect, it } from 'vitest';
import { Business, ShiftsResponse } from '../src/lib/api/schema.ts';
import { cafeLimmat, kissaTokyo, shawarmaHouse, sofreh } from './fixtures/index.ts';
import { computeShifts } from './shifts.ts';

const BASE = 'http://127.0.0.1:4010';
const kuwait = Business.parse(shawarmaHouse(BASE).restaurant.restaurant);
const zurich = Business.parse(cafeLimmat(BASE).restaurant.restaurant);
const tokyo = Business.parse(kissaTokyo(BASE).restaurant.restaurant);
const dubai = Business.parse(sofreh(BASE).restaurant.restaurant);

// Kuwait is UTC+3 all year: 2025-01-14 is a Tuesday, 2025-01-17 a Friday.
const kuwaitTime = (local: string) => new Date(`${local}+03:00`);

describe('computeShifts', () => {
  it('answers a valid shifts response with one entry per enabled selling type', () => {
    const answer = computeShifts(kuwait, kuwaitTime('2025-01-14T12:00'));
    expect(ShiftsResponse.safeParse(answer).success).toBe(true);
    expect(Object.keys(answer.shifts).sort()).toEqual(['car_pickup', 'delivery', 'dine_in', 'reservation']);
    expect(Object.keys(computeShifts(zurich, new Date()).shifts)).toEqual(['car_pickup']);
  });

  it('counts a delivery shift crossing midnight as open after midnight, and closes it at 02:00', () => {
    const at1am = computeShifts(kuwait, kuwaitTime('2025-01-14T01:00')).shifts.delivery!.today;
    expect(at1am).toMatchObject({ status: 'open', opens_at: null, closes_at: '2025-01-14 02:00' });
    const at3am = computeShifts(kuwait, kuwaitTime('2025-01-14T03:00')).shifts.delivery!.today;
    expect(at3am).toMatchObject({ status: 'closed', opens_at: '2025-01-14 10:00' });
  });

  it('keeps car pickup closed on Friday and says it opens on Saturday morning', () => {
    const friday = computeShifts(kuwait, kuwaitTime('2025-01-17T12:00')).shifts.car_pickup!;
    expect(friday.today).toMatchObject({ status: 'closed', opens_at: '2025-01-18 08:00', slots: [] });
    expect(friday.days['2025-01-18']).toMatchObject({ status: 'open', opens_at: '2025-01-18 08:00' });
  });

  it('starts slots after the minimum advance plus 15 minutes, and none after the maximum advance', () => {
    const answer = computeShifts(kuwait, kuwaitTime('2025-01-14T12:10')).shifts.delivery!;
    // 12:10 + 30 min advance + 15 min = 12:55: the first whole 30-minute slot starts at 13:00.
    expect(answer.today.slots[0]).toEqual({ from: '2025-01-14 13:00', to: '2025-01-14 13:30' });
    // Max advance 7 days: days up to 2025-01-21, the last one only until 12:10.
    expect(Object.keys(answer.days)).toHaveLength(7);
    const lastDay = answer.days['2025-01-21']!;
    expect(lastDay.slots.at(-1)!.from <= '2025-01-21 12:10').toBe(true);
  });

  it('gives a slot that ends at midnight the next date as its end', () => {
    const slots = computeShifts(kuwait, kuwaitTime('2025-01-14T12:00')).shifts.delivery!.today.slots;
    expect(slots).toContainEqual({ from: '2025-01-14 23:30', to: '2025-01-15 00:00' });
  });

  it('uses the business time zone, not the server clock zone', () => {
    // Sunday 2025-01-19 12:00 in Zurich (UTC+1): the café is closed on Sundays and opens Monday 07:00.
    const answer = computeShifts(zurich, new Date('2025-01-19T11:00:00Z'));
    expect(answer.now).toBe('2025-01-19 12:00');
    expect(answer.shifts.car_pickup!.today).toMatchObject({ status: 'closed', opens_at: '2025-01-20 07:00' });
    // Same instant, Tokyo (UTC+9): Sunday 20:00, after closing.
    expect(computeShifts(tokyo, new Date('2025-01-19T11:00:00Z')).shifts.car_pickup!.today.status).toBe('closed');
  });

  it('counts a selling type without working hours as always open', () => {
    const delivery = computeShifts(tokyo, new Date('2025-01-20T03:00:00Z')).shifts.delivery!.today;
    expect(delivery).toMatchObject({ status: 'open', closes_at: null });
  });

  it('reads the two shifts of a dine-in day, with a break between them', () => {
    // Dubai is UTC+4; Tuesday 2025-01-14 16:30 is between the lunch and the dinner shift.
    const dineIn = computeShifts(dubai, new Date('2025-01-14T12:30:00Z')).shifts.dine_in!.today;
    expect(dineIn).toMatchObject({ status: 'closed', opens_at: '2025-01-14 19:00' });
    const dinner = computeShifts(dubai, new Date('2025-01-14T19:00:00Z')).shifts.dine_in!.today;
    expect(dinner).toMatchObject({ status: 'open', closes_at: '2025-01-15 00:30' });
  });
});
