import { describe, expect, it } from 'vitest';
import type { WeeklySchedule } from '../lib/api/schema.ts';
import {
  BOOKING_MAX_DAYS_AHEAD,
  bookingProblem,
  bookingTimes,
  firstBookingSlot,
  isOpenAt,
  lastBookingDate,
  type BookingWindow,
} from './bookingHours.ts';
import { bookingInstant } from './bookingInstant.ts';

const split = {
  closed: false,
  shifts: [
    { time_from: '07:00', time_to: '15:00' },
    { time_from: '17:00', time_to: '23:30' },
  ],
};
/** Open 7:00–15:00 and 17:00–23:30, Friday 13:00–23:30 only, Sunday closed. */
const HOURS: WeeklySchedule = [
  split,
  split,
  split,
  split,
  { closed: false, shifts: [{ time_from: '13:00', time_to: '23:30' }] },
  split,
  { closed: true, shifts: [] },
];
// Monday 23 November 2026, 12:00 in Kuwait (09:00 UTC).
const NOON = new Date('2026-11-23T09:00:00Z');
const window = (over: Partial<BookingWindow> = {}): BookingWindow => ({
  now: NOON,
  timeZone: 'Asia/Kuwait',
  minAdvanceMinutes: 120,
  hours: HOURS,
  ...over,
});

describe('a table is booked only while the branch is open', () => {
  it('03:45 is refused for a branch open 7:00–15:00 and 17:00–23:30; 20:00 is taken', () => {
    expect(isOpenAt(HOURS, '2026-11-24', '03:45')).toBe(false);
    expect(bookingProblem('2026-11-24', '03:45', window())).toBe('closed');
    expect(bookingProblem('2026-11-24', '20:00', window())).toBeNull();
  });

  it('the gap between shifts, the closing minute and a closed day are closed; the opening minute is open', () => {
    expect(isOpenAt(HOURS, '2026-11-24', '16:00')).toBe(false);
    expect(isOpenAt(HOURS, '2026-11-24', '23:30')).toBe(false);
    expect(isOpenAt(HOURS, '2026-11-24', '07:00')).toBe(true);
    expect(isOpenAt(HOURS, '2026-11-29', '12:00')).toBe(false); // Sunday
    expect(isOpenAt(HOURS, '2026-11-27', '10:00')).toBe(false); // Friday opens at 13:00
  });

  it('a time before the minimum advance is too soon, even when open', () => {
    expect(bookingProblem('2026-11-23', '13:45', window())).toBe('too-soon');
    expect(bookingProblem('2026-11-23', '14:00', window())).toBeNull();
    expect(bookingProblem('2026-11-23', '11:00', window({ minAdvanceMinutes: 0 }))).toBe('too-soon');
  });

  it('the times offered for a day are the open quarter hours after the advance', () => {
    const today = bookingTimes('2026-11-23', window());
    expect(today[0]).toBe('14:00');
    expect(today).toContain('14:45');
    expect(today).not.toContain('15:00');
    expect(today).not.toContain('16:45');
    expect(today).toContain('17:00');
    expect(today.at(-1)).toBe('23:15');
    expect(today.every((t) => /:(00|15|30|45)$/.test(t))).toBe(true);
    expect(bookingTimes('2026-11-29', window())).toEqual([]);
  });

  it('the first slot skips the closed night to the next opening', () => {
    // Monday 23:00 in Kuwait: nothing left today; Tuesday opens at 07:00.
    const late = window({ now: new Date('2026-11-23T20:00:00Z') });
    expect(firstBookingSlot(late)).toEqual({ date: '2026-11-24', time: '07:00' });
    // Saturday 23:00: Sunday is closed, Monday 07:00 is next.
    expect(firstBookingSlot(window({ now: new Date('2026-11-28T20:00:00Z') }))).toEqual({
      date: '2026-11-30',
      time: '07:00',
    });
  });

  it('the same instant gives the same slots whatever zone the machine runs in: the business zone decides', () => {
    const tokyo = window({ timeZone: 'Asia/Tokyo', minAdvanceMinutes: 0 });
    // 09:00 UTC is 18:00 in Tokyo: the next quarter after now on Monday there.
    expect(bookingTimes('2026-11-23', tokyo)[0]).toBe('18:00');
  });

  it('without opening hours any time after the advance is offered; hostile input is refused, never thrown', () => {
    expect(bookingProblem('2026-11-24', '03:45', window({ hours: null }))).toBeNull();
    expect(bookingProblem('2026-02-30', '20:00', window())).toBe('invalid');
    expect(bookingProblem('2026-11-24', '25:00', window())).toBe('invalid');
    expect(bookingProblem('tomorrow', '20:00', window())).toBe('invalid');
    expect(bookingTimes('<script>', window())).toEqual([]);
    const garbage = [{ closed: false, shifts: [{ time_from: 'x', time_to: null }] }] as unknown as WeeklySchedule;
    expect(() => bookingTimes('2026-11-23', window({ hours: garbage }))).not.toThrow();
    expect(
      firstBookingSlot(window({ hours: Array.from({ length: 7 }, () => ({ closed: true, shifts: [] })) })),
    ).toBeNull();
  });
});

describe('when a booking’s pre-order is served', () => {
  it('is the booking’s wall-clock time in the business’s zone, as an instant', () => {
    expect(bookingInstant('2026-12-13', '23:15', 'Asia/Kuwait')).toBe('2026-12-13T20:15:00.000Z');
    expect(bookingInstant('2026-07-01', '09:00', 'Europe/Zurich')).toBe('2026-07-01T07:00:00.000Z');
  });

  it('is nothing for a date or time that is not one', () => {
    expect(bookingInstant('2026-02-30', '10:00', 'Asia/Kuwait')).toBeNull();
    expect(bookingInstant('2026-12-13', '25:00', 'Asia/Kuwait')).toBeNull();
  });
});

describe('a table is booked at most 90 days ahead', () => {
  it('any time of the 90th day is taken; the day after is too far, open or not', () => {
    expect(BOOKING_MAX_DAYS_AHEAD).toBe(90);
    // Monday 23 November 2026, 12:00 in Kuwait: the 90th day on is Sunday 21 February 2027.
    const open = window({ hours: null });
    expect(bookingProblem('2027-02-21', '12:00', open)).toBeNull();
    expect(bookingProblem('2027-02-21', '23:45', open)).toBeNull();
    expect(bookingProblem('2027-02-22', '00:00', open)).toBe('too-far');
    expect(bookingProblem('2062-11-23', '20:00', open)).toBe('too-far');
    // Too far is said before closed: no other day of that season helps.
    expect(bookingProblem('2027-03-01', '03:45', window())).toBe('too-far');
  });

  it('the last day offers its whole day of times; the day after offers none', () => {
    const open = window({ hours: null });
    expect(bookingTimes('2027-02-21', open)[0]).toBe('00:00');
    expect(bookingTimes('2027-02-21', open).at(-1)).toBe('23:45');
    expect(bookingTimes('2027-02-22', open)).toEqual([]);
  });

  it("the last day is counted from the business's date, whatever zone the machine runs in", () => {
    expect(lastBookingDate(NOON, 'Asia/Kuwait')).toBe('2027-02-21');
    // 22:30 UTC on the 23rd is already the 24th in Kuwait, and still the 23rd in New York.
    const late = new Date('2026-11-23T22:30:00Z');
    expect(lastBookingDate(late, 'Asia/Kuwait')).toBe('2027-02-22');
    expect(lastBookingDate(late, 'America/New_York')).toBe('2027-02-21');
  });
});
