/**
 * From a business's wall clock back to an instant: the inverse of `zonedClock` (src/domain/time.ts), which the
 * scheduled-order slots need to turn "Tuesday 11:00 in Kuwait" into the UTC time an order is sent with.
 *
 * Like `zonedClock` it uses only the platform's Intl tz database (no date library in the checkout island), and it
 * must decide what a wall time means on the two days a year it is not a single instant (daylight saving):
 * - in a gap (Zurich's 02:30 on the last Sunday of March never happens) it is the instant the clocks jump: a shift
 *   "from 02:30" is open as soon as the wall clock has passed 02:30, and one "until 02:30" is over by then;
 * - in an overlap (Zurich's 02:30 on the last Sunday of October happens twice) the caller picks: a shift's end uses
 *   the earlier one, its start the later one, so every minute inside a shift is inside it by the wall clock too.
 */
import { zonedClock, type ZonedClock } from '../time.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Milliseconds of a local YYYY-MM-DD plus minutes, read as if the zone were UTC ("wall milliseconds"). */
function wallMs(date: string, minutes: number): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) + minutes * MINUTE_MS;
}

// Reading the tz database through Intl costs ~40 µs per instant; a week of slots asks about the same midnights and
// shift boundaries many times over, so answers are kept (and the cache dropped whole when it grows large).
const offsets = new Map<string, number>();

/** The zone's offset from UTC at an instant, in milliseconds (whole minutes: zonedClock has no seconds). */
function offsetAt(instant: number, timeZone: string): number {
  const key = `${timeZone} ${instant}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const clock = zonedClock(new Date(instant), timeZone);
    offset = wallMs(clock.date, clock.minutes) - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
    if (offsets.size >= 4096) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * A reader of wall clocks for instants in increasing order that asks the tz database about once a day instead of
 * once per instant: when the offset is the same at an instant and a day later, it holds in between (no zone changes
 * its offset twice within a day); around a change each instant is read exactly.
 */
export function wallClockReader(timeZone: string): (instant: number) => ZonedClock {
  let from = Number.NaN;
  let to = Number.NaN;
  let offset: number | null = null;
  // Consecutive instants mostly share a date; formatting it once per day is the expensive part that remains.
  let lastDay = Number.NaN;
  let lastDate = '';
  return (instant) => {
    if (!(instant >= from && instant < to)) {
      const now = offsetAt(instant, timeZone);
      from = instant;
      to = instant + DAY_MS;
      offset = now === offsetAt(to, timeZone) ? now : null;
    }
    if (offset === null) return zonedClock(new Date(instant), timeZone);
    const wall = instant + offset;
    const dayNumber = Math.floor(wall / DAY_MS);
    if (dayNumber !== lastDay) {
      lastDay = dayNumber;
      lastDate = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
    }
    return {
      // 1970-01-01 was a Thursday (3 counting from Monday 0).
      weekday: (((dayNumber + 3) % 7) + 7) % 7,
      minutes: Math.floor((wall - dayNumber * DAY_MS) / MINUTE_MS),
      date: lastDate,
    };
  };
}

/** The local calendar date `days` after YYYY-MM-DD (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(wallMs(date, 0) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday 0 … Sunday 6 of a YYYY-MM-DD date (spec §5 weekday index). */
export function weekdayOf(date: string): number {
  return (new Date(wallMs(date, 0)).getUTCDay() + 6) % 7;
}

/**
 * The instant (epoch milliseconds) at which the wall clock in `timeZone` shows `minutes` after midnight of `date`;
 * minutes of 1440 and more run into the following days. See the top of this file for gaps and overlaps.
 */
export function zonedInstant(
  date: string,
  minutes: number,
  timeZone: string,
  overlap: 'earlier' | 'later' = 'earlier',
): number {
  const wall = wallMs(date, minutes);
  // Offsets a day either side: no zone changes its offset twice within two days, so these are the only candidates.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const matches = [...new Set([wall - before, wall - after])]
    .filter((t) => t + offsetAt(t, timeZone) === wall)
    .sort((a, b) => a - b);
  if (matches.length > 0) return (overlap === 'earlier' ? matches[0] : matches[matches.length - 1]) as number;
  // A gap: the jump lies between the two readings; find its first minute by bisection (a handful of steps).
  let lo = Math.min(wall - before, wall - after);
  let hi = Math.max(wall - before, wall - after);
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(mid, timeZone) === after) hi = mid;
    else lo = mid;
  }
  return hi;
}
