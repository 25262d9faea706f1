/**
 * When a table can be booked: only at a time the branch is open (its weekly opening hours, the
 * rules of schedule.ts), at least the minimum advance after now and at most BOOKING_MAX_DAYS_AHEAD, on a 15-minute
 * grid, in the business's time zone. Dates and times are the business's wall clock ('YYYY-MM-DD', 'HH:mm'); `now`
 * is an argument. Pure. The booking form (features/account/reservation) and the sample API's POST
 * webapp/reserve-table both judge a booking by bookingProblem.
 */
import type { WeeklySchedule } from '../lib/api/schema.ts';
import { isAvailableBySchedule } from './schedule.ts';
import { MINUTES_PER_DAY, zonedClock } from './time.ts';
import { dayOf, WALL_TIME } from './bookingInstant.ts';

/** Booking times are offered on this grid (minutes). */
export const BOOKING_STEP_MINUTES = 15;
/** How many days ahead the first bookable slot is looked for. */
export const BOOKING_SEARCH_DAYS = 14;
/**
 * How far ahead a table can be booked, in days, counted by the business's date: any time of the 90th day after
 * today, none after (spec silent; decision 2026-12-02). A booking 90 days ahead is a plan; one for a year mistyped
 * (2062 for 2026) reaches nobody who will come. The API refuses it (too_far), and the form's date picker stops at
 * the last day, so a customer is told before filling the rest.
 */
export const BOOKING_MAX_DAYS_AHEAD = 90;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Whether the branch is open at local `date` `time`. No opening hours at all (none given) means no limit, as for
 * every schedule of the spec; a closed day or a time between shifts is closed.
 */
export function isOpenAt(hours: WeeklySchedule | null | undefined, date: string, time: string): boolean {
  const day = dayOf(date);
  if (day === null || typeof time !== 'string' || !WALL_TIME.test(time)) return false;
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 (spec §5)
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return isAvailableBySchedule(hours, { weekday, minutes, date });
}

/** Minutes from `now` until local `date` `time` in `timeZone`; negative once passed, NaN for a bad date. */
export function minutesUntil(date: string, time: string, now: Date, timeZone: string): number {
  const day = dayOf(date);
  if (day === null || typeof time !== 'string' || !WALL_TIME.test(time)) return Number.NaN;
  const clock = zonedClock(now, timeZone);
  const days = (day - Date.parse(`${clock.date}T00:00:00Z`)) / 86_400_000;
  return days * MINUTES_PER_DAY + Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) - clock.minutes;
}

export interface BookingWindow {
  now: Date;
  timeZone: string;
  /** The minimum advance, minutes. */
  minAdvanceMinutes: number;
  /** The branch's opening hours (null: no limit). */
  hours: WeeklySchedule | null | undefined;
}

/** The last day a table can be booked on, as of `now` in `timeZone` ('YYYY-MM-DD'): BOOKING_MAX_DAYS_AHEAD on. */
export function lastBookingDate(now: Date, timeZone: string): string {
  const today = Date.parse(`${zonedClock(now, timeZone).date}T00:00:00Z`);
  return new Date(today + BOOKING_MAX_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10);
}

export type BookingProblem = 'invalid' | 'too-soon' | 'too-far' | 'closed';

/** Why a time cannot be booked, or null when it can. */
export function bookingProblem(date: string, time: string, w: BookingWindow): BookingProblem | null {
  const ahead = minutesUntil(date, time, w.now, w.timeZone);
  if (!Number.isFinite(ahead)) return 'invalid';
  if (ahead < 0 || ahead < Math.max(0, w.minAdvanceMinutes)) return 'too-soon';
  // By the day, the way a customer counts: the last day is bookable all day long.
  if (date > lastBookingDate(w.now, w.timeZone)) return 'too-far';
  return isOpenAt(w.hours, date, time) ? null : 'closed';
}

/** The times a date offers: the 15-minute grid, open and far enough ahead; [] for a closed day or a bad date. */
export function bookingTimes(date: string, w: BookingWindow): string[] {
  if (dayOf(date) === null) return [];
  const out: string[] = [];
  for (let m = 0; m < MINUTES_PER_DAY; m += BOOKING_STEP_MINUTES) {
    const time = hhmm(m);
    if (bookingProblem(date, time, w) === null) out.push(time);
  }
  return out;
}

/** The first bookable date and time within BOOKING_SEARCH_DAYS of now, or null when there is none. */
export function firstBookingSlot(w: BookingWindow): { date: string; time: string } | null {
  const today = Date.parse(`${zonedClock(w.now, w.timeZone).date}T00:00:00Z`);
  for (let d = 0; d <= BOOKING_SEARCH_DAYS; d++) {
    const date = new Date(today + d * 86_400_000).toISOString().slice(0, 10);
    const [time] = bookingTimes(date, w);
    if (time) return { date, time };
  }
  return null;
}
