/**
 * When a table can be booked: only at a time the branch is open (its weekly opening hours, the
 * rules of schedule.ts) and at least the minimum advance after now, on a 15-minute grid, in the business's time
 * zone. Dates and times are the business's wall clock ('YYYY-MM-DD', 'HH:mm'); `now` is an argument. Pure.
 */
import type { WeeklySchedule } from '../lib/api/schema.ts';
import { isAvailableBySchedule } from './schedule.ts';
import { MINUTES_PER_DAY, zonedClock } from './time.ts';
import { zonedInstant } from './checkout/zonedInstant.ts';

/** Booking times are offered on this grid (minutes). */
export const BOOKING_STEP_MINUTES = 15;
/** How many days ahead the first bookable slot is looked for. */
export const BOOKING_SEARCH_DAYS = 14;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'YYYY-MM-DD' as UTC midnight milliseconds, or null for anything that is not a real calendar day. */
function dayOf(date: string): number | null {
  if (typeof date !== 'string' || !DATE.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === date ? ms : null;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Whether the branch is open at local `date` `time`. No opening hours at all (none given) means no limit, as for
 * every schedule of the spec; a closed day or a time between shifts is closed.
 */
export function isOpenAt(hours: WeeklySchedule | null | undefined, date: string, time: string): boolean {
  const day = dayOf(date);
  if (day === null || typeof time !== 'string' || !TIME.test(time)) return false;
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 (spec §5)
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return isAvailableBySchedule(hours, { weekday, minutes, date });
}

/** Minutes from `now` until local `date` `time` in `timeZone`; negative once passed, NaN for a bad date. */
export function minutesUntil(date: string, time: string, now: Date, timeZone: string): number {
  const day = dayOf(date);
  if (day === null || typeof time !== 'string' || !TIME.test(time)) return Number.NaN;
  const clock = zonedClock(now, timeZone);
  const days = (day - Date.parse(`${clock.date}T00:00:00Z`)) / 86_400_000;
  return days * MINUTES_PER_DAY + Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) - clock.minutes;
}

/**
 * The instant (ISO) of a booking's local `date` `time` in `timeZone`: when its pre-order is served, sent as the
 * order's scheduled time. Null for a date or time that is not one.
 */
export function bookingInstant(date: string, time: string, timeZone: string): string | null {
  if (dayOf(date) === null || typeof time !== 'string' || !TIME.test(time)) return null;
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return new Date(zonedInstant(date, minutes, timeZone)).toISOString();
}

export interface BookingWindow {
  now: Date;
  timeZone: string;
  /** The minimum advance, minutes. */
  minAdvanceMinutes: number;
  /** The branch's opening hours (null: no limit). */
  hours: WeeklySchedule | null | undefined;
}

/** Why a time cannot be booked, or null when it can. */
export function bookingProblem(date: string, time: string, w: BookingWindow): 'invalid' | 'too-soon' | 'closed' | null {
  const ahead = minutesUntil(date, time, w.now, w.timeZone);
  if (!Number.isFinite(ahead)) return 'invalid';
  if (ahead < 0 || ahead < Math.max(0, w.minAdvanceMinutes)) return 'too-soon';
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
