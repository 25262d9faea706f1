/**
 * Scheduled orders (spec §4 schedule type "later", §9): the days and time slots a customer can order for.
 *
 * - The selling type's weekly hours decide when slots exist, with the rules of src/domain/schedule.ts: a missing
 *   schedule, entry or shift list is always open, a closed day has none, `time_from` 24 (or a missing time) is the
 *   whole day, and a shift ending at or before its start runs into the next day under its own day's `closed` flag.
 * - Slots are `slotMinutes` of real time, counted from the shift's start (11:00–15:00 gives 11:00–11:30 …
 *   14:30–15:00); a shift that does not divide evenly ends with a shorter slot, and overlapping shifts are merged
 *   first so that no two slots overlap.
 * - A slot is offered when its start (or its end, with apply_on_starting_or_ending 'ending') is at least
 *   min_advance + 15 minutes after now, and it starts no later than now + max_advance (168 hours when missing).
 * - Dates and labels are the business's wall clock; ids and bounds are UTC instants, so a choice saved in one
 *   tab means the same moment everywhere (and across a daylight-saving change the labels still add up).
 */
import type { ScheduledOrders, WeeklySchedule } from '../../lib/api/schema.ts';
import { formatTimeOfDay, MINUTES_PER_DAY, parseTimeOfDay, zonedClock, type ZonedClock } from '../time.ts';
import { addDays, wallClockReader, weekdayOf, zonedInstant } from './zonedInstant.ts';
import { advanceMinutes } from '../advance.ts';

/** An advance limit as the API sends it (spec §3 scheduled_orders min_advance / max_advance). */
export interface Advance {
  interval: number;
  scale: 'min' | 'hour' | 'day';
}

/** Spec §9: slots start after the minimum advance plus 15 minutes (time to prepare what was ordered). */
export const SCHEDULE_LEAD_MINUTES = 15;
/** Spec §9: the latest schedulable time when max_advance is missing, 168 hours. */
export const DEFAULT_MAX_ADVANCE_MINUTES = 168 * 60;
/** Slot length when none is given. */
export const DEFAULT_SLOT_MINUTES = 30;
// A bound on how far ahead slots are built, so a garbage max_advance (a year of minutes) cannot stall the island.
const MAX_HORIZON_MINUTES = 90 * MINUTES_PER_DAY;

const MINUTE_MS = 60_000;

/** One slot a customer can choose. */
export interface ScheduleSlot {
  /** Stable across renders and reloads: the start instant as ISO. */
  id: string;
  /** ISO UTC instant the slot starts. */
  start: string;
  /** ISO UTC instant the slot ends. */
  end: string;
  /** YYYY-MM-DD of the start in the business time zone. */
  date: string;
  /** 'HH:mm' local start. */
  from: string;
  /** 'HH:mm' local end. */
  to: string;
}

/** The slots of one local day. */
export interface ScheduleDay {
  date: string;
  /** Monday 0 … Sunday 6. */
  weekday: number;
  slots: ScheduleSlot[];
}

/** A shift as minutes after midnight of its own day; `to` above 1440 runs into the next day. */
type Window = { from: number; to: number };
const WHOLE_DAY: Window = { from: 0, to: MINUTES_PER_DAY };

function isMissing(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function timeOf(value: unknown): number | 'always' | null {
  return typeof value === 'string' || typeof value === 'number' ? parseTimeOfDay(value) : null;
}

/** One shift's window; null when its times are garbage (as in schedule.ts, such a shift is ignored). */
function shiftWindow(shift: unknown): Window | null {
  if (typeof shift !== 'object' || shift === null) return null;
  const { time_from, time_to } = shift as { time_from?: unknown; time_to?: unknown };
  const from = timeOf(time_from);
  if (from === 'always' || isMissing(time_from) || isMissing(time_to)) return WHOLE_DAY;
  const to = timeOf(time_to);
  if (from === null || to === null) return null;
  const end = to === 'always' ? MINUTES_PER_DAY : to;
  return { from, to: end > from ? end : end + MINUTES_PER_DAY };
}

/** The windows a weekday opens, per the rules at the top of this file. */
function dayWindows(schedule: unknown, weekday: number): Window[] {
  const entry: unknown = Array.isArray(schedule) ? schedule[weekday] : undefined;
  if (typeof entry !== 'object' || entry === null) return [WHOLE_DAY];
  const { closed, shifts } = entry as { closed?: unknown; shifts?: unknown };
  if (closed === true) return [];
  const windows = (Array.isArray(shifts) ? shifts : []).map(shiftWindow).filter((w) => w !== null);
  return windows.length > 0 ? windows : [WHOLE_DAY];
}

/** Open intervals (epoch ms) of the local dates `first` … `last`, sorted, overlapping ones merged. */
function openIntervals(schedule: unknown, first: string, last: string, timeZone: string): Array<[number, number]> {
  const intervals: Array<[number, number]> = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    for (const w of dayWindows(schedule, weekdayOf(date))) {
      const start = zonedInstant(date, w.from, timeZone, 'later');
      const end = zonedInstant(date, w.to, timeZone, 'earlier');
      if (end > start) intervals.push([start, end]);
    }
  }
  intervals.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of intervals) {
    const previous = merged[merged.length - 1];
    if (previous && start < previous[1]) previous[1] = Math.max(previous[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

function slotOf(start: number, end: number, clockAt: (instant: number) => ZonedClock): ScheduleSlot {
  const from = clockAt(start);
  const to = clockAt(end);
  const iso = new Date(start).toISOString();
  return {
    id: iso,
    start: iso,
    end: new Date(end).toISOString(),
    date: from.date,
    from: formatTimeOfDay(from.minutes),
    to: formatTimeOfDay(to.minutes),
  };
}

/** The days and slots open for a scheduled order, by local date; days without slots are left out. */
export function scheduleDays(args: {
  schedule: WeeklySchedule | null | undefined;
  config: ScheduledOrders | null | undefined;
  now: Date;
  timeZone: string;
  slotMinutes?: number;
}): ScheduleDay[] {
  const { schedule, config, now, timeZone } = args;
  const nowMs = now instanceof Date ? now.getTime() : NaN;
  // Scheduling switched off offers nothing; a missing config means the defaults.
  if (!Number.isFinite(nowMs) || config?.on === false) return [];
  const requested = args.slotMinutes;
  // Whole minutes from 5 to a day: anything else would flood or empty the picker.
  const slotMinutes =
    typeof requested === 'number' && Number.isInteger(requested) && requested >= 5 && requested <= MINUTES_PER_DAY
      ? requested
      : DEFAULT_SLOT_MINUTES;
  const earliest = nowMs + (advanceMinutes(config?.min_advance, 0) + SCHEDULE_LEAD_MINUTES) * MINUTE_MS;
  const maxMinutes = Math.min(advanceMinutes(config?.max_advance, DEFAULT_MAX_ADVANCE_MINUTES), MAX_HORIZON_MINUTES);
  const latest = nowMs + maxMinutes * MINUTE_MS;
  const byEnd = config?.apply_on_starting_or_ending === 'ending';
  if (latest < nowMs) return [];

  // From yesterday: a shift that started then may still run past midnight.
  const first = addDays(zonedClock(now, timeZone).date, -1);
  const last = zonedClock(new Date(latest), timeZone).date;
  const days: ScheduleDay[] = [];
  const step = slotMinutes * MINUTE_MS;
  const clockAt = wallClockReader(timeZone);
  for (const [open, close] of openIntervals(schedule, first, last, timeZone)) {
    for (let start = open; start < close && start <= latest; start += step) {
      const end = Math.min(start + step, close);
      if ((byEnd ? end : start) < earliest) continue;
      const slot = slotOf(start, end, clockAt);
      const day = days[days.length - 1];
      if (day?.date === slot.date) day.slots.push(slot);
      else days.push({ date: slot.date, weekday: weekdayOf(slot.date), slots: [slot] });
    }
  }
  return days;
}

/** The slot chosen for the customer (spec §4): the first day's second slot, else its first; none → null. */
export function defaultScheduleSlot(days: readonly ScheduleDay[]): ScheduleSlot | null {
  const day = days.find((d) => d.slots.length > 0);
  return day?.slots[1] ?? day?.slots[0] ?? null;
}

/** A persisted slot id that is still offered, as its slot; gone, null or unknown → null. */
export function findSlot(days: readonly ScheduleDay[], id: string | null | undefined): ScheduleSlot | null {
  if (!id) return null;
  for (const day of days) {
    const slot = day.slots.find((s) => s.id === id);
    if (slot) return slot;
  }
  return null;
}
