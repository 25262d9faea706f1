/**
 * Weekly schedules and branch windows: when a category is available, when it is pinned, when it opens next
 * (spec §3 weekly schedule entry, §5 category visibility by time).
 *
 * Rules shared by every function here:
 * - A shift covers [from, to): `from` inclusive, `to` exclusive, in minutes since local midnight.
 * - A shift whose end is at or before its start crosses midnight: it covers `from` to 24:00 on its own day and
 *   00:00 to `to` on the NEXT day (so 22:00–02:00 on Sunday covers Monday 01:00, and 00:00–00:00 is the whole day).
 * - The after-midnight part belongs to the day the shift STARTED: that day's `closed` flag governs it, the next day's
 *   does not. A restaurant open Sunday 22:00–02:00 and closed on Mondays still serves at Monday 01:00, and a
 *   closed Sunday spills nothing into Monday.
 * - Hostile data never throws: an unparseable time makes its shift unusable, and a day whose shifts are all
 *   unusable counts as a day without shifts.
 */
import type { BranchAvailability, Shift, WeeklySchedule } from '../lib/api/schema.ts';
import { MINUTES_PER_DAY, parseTimeOfDay, type ZonedClock } from './time.ts';

/** What one shift means once its times are parsed. */
type ShiftWindow =
  | { kind: 'always' } // time_from 24
  | { kind: 'untimed' } // a time is missing: always available, but never pinning
  | { kind: 'window'; from: number; to: number }
  | { kind: 'unusable' }; // garbage

/** A parsed branch window of a category (spec §3 category.branch.available). */
export interface BranchWindow {
  /** 1 (non-zero) means the window applies; 0 means no window. */
  status: number;
  /** Start, minutes since midnight, inclusive; null when missing. */
  from: number | null;
  /** End, minutes since midnight, exclusive (1440 = end of day); null when missing. */
  to: number | null;
}

function isMissing(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function timeOf(value: unknown): number | 'always' | null {
  return typeof value === 'string' || typeof value === 'number' ? parseTimeOfDay(value) : null;
}

/** Parses one shift: time_from 24 means always, a missing time untimed, garbage unusable. */
function shiftWindow(shift: unknown): ShiftWindow {
  if (typeof shift !== 'object' || shift === null) return { kind: 'unusable' };
  const { time_from, time_to } = shift as Partial<Shift>;
  const from = timeOf(time_from);
  if (from === 'always') return { kind: 'always' };
  if (isMissing(time_from) || isMissing(time_to)) return { kind: 'untimed' };
  const to = timeOf(time_to);
  if (from === null || to === null) return { kind: 'unusable' };
  // A time_to of 24 / '24:00' is the end of the day.
  return { kind: 'window', from, to: to === 'always' ? MINUTES_PER_DAY : to };
}

/** Whether `minutes` of the shift's own day is covered; `untimedCovers` tells what a shift without times means. */
function coversSameDay(window: ShiftWindow, minutes: number, untimedCovers: boolean): boolean {
  switch (window.kind) {
    case 'always':
      return true;
    case 'untimed':
      return untimedCovers;
    case 'unusable':
      return false;
    case 'window':
      return insideDailyWindow(window.from, window.to, minutes, 'same-day');
  }
}

/**
 * Whether `minutes` is inside [from, to). When the window crosses midnight (to <= from), 'same-day' is the part
 * from `from` to 24:00, 'next-day' the part from 00:00 to `to`, and 'daily' both (a window repeating every day).
 */
function insideDailyWindow(
  from: number,
  to: number,
  minutes: number,
  part: 'same-day' | 'next-day' | 'daily',
): boolean {
  if (to > from) return part !== 'next-day' && minutes >= from && minutes < to;
  if (part === 'same-day') return minutes >= from;
  if (part === 'next-day') return minutes < to;
  return minutes >= from || minutes < to;
}

/** The entry of one weekday, or undefined when the schedule has none (short, null entry, garbage). */
function dayEntry(schedule: unknown, weekday: number): { closed: boolean; windows: ShiftWindow[] } | undefined {
  if (!Array.isArray(schedule)) return undefined;
  const entry: unknown = schedule[weekday];
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { closed, shifts } = entry as { closed?: unknown; shifts?: unknown };
  const windows = Array.isArray(shifts) ? shifts.map(shiftWindow).filter((w) => w.kind !== 'unusable') : [];
  return { closed: closed === true, windows };
}

/** True when the previous day's crossing shifts (if that day is not closed) spill over into `minutes` of `weekday`. */
function spillsInto(schedule: unknown, weekday: number, minutes: number): boolean {
  const yesterday = dayEntry(schedule, (weekday + 6) % 7);
  if (!yesterday || yesterday.closed) return false;
  return yesterday.windows.some((w) => w.kind === 'window' && insideDailyWindow(w.from, w.to, minutes, 'next-day'));
}

/** Availability at a weekday and minute, per the rules at the top of this file. */
function availableAt(schedule: unknown, weekday: number, minutes: number): boolean {
  if (spillsInto(schedule, weekday, minutes)) return true;
  const today = dayEntry(schedule, weekday);
  if (!today) return true;
  if (today.closed) return false;
  if (today.windows.length === 0) return true;
  return today.windows.some((w) => coversSameDay(w, minutes, true));
}

/** Whether a category with this `available` schedule is shown now; no schedule, entry or shifts = always available. */
export function isAvailableBySchedule(schedule: WeeklySchedule | null | undefined, clock: ZonedClock): boolean {
  return availableAt(schedule, clock.weekday, clock.minutes);
}

/**
 * Whether a schedule says anything about the hours: some day is closed or has a shift with times (or time_from 24).
 * A schedule that says nothing still counts as always open for ordering (spec §4/§5), but a page must not claim
 * "Open 24 hours" for it: the owner never said so, and a customer may walk up at 3 am.
 */
export function statesHours(schedule: WeeklySchedule | null | undefined): boolean {
  for (let weekday = 0; weekday < 7; weekday++) {
    const day = dayEntry(schedule, weekday);
    if (day && (day.closed || day.windows.some((w) => w.kind === 'always' || w.kind === 'window'))) return true;
  }
  return false;
}

/** Whether a category is pinned now: only inside a shift of its pin schedule; no pin schedule or shift = NOT pinned. */
export function isPinnedNow(pin: WeeklySchedule | null | undefined, clock: ZonedClock): boolean {
  if (spillsInto(pin, clock.weekday, clock.minutes)) return true;
  const today = dayEntry(pin, clock.weekday);
  if (!today || today.closed) return false;
  // Unlike availability, a shift without times does not pin: pinning needs an explicit shift (or time_from 24).
  return today.windows.some((w) => coversSameDay(w, clock.minutes, false));
}

/** A window time in minutes; a missing or unparseable one is null, '24:00' as an end is the end of the day. */
function windowTime(value: unknown): number | null {
  const parsed = timeOf(value);
  return parsed === 'always' ? MINUTES_PER_DAY : parsed;
}

function statusOf(value: unknown): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/** Parses `{"status":1,"from":"08:00","to":"11:00"}` (a JSON string, spec §3); garbage → null, never throws. */
export function parseBranchWindow(available: string | null | undefined): BranchWindow | null {
  let data: unknown = available;
  try {
    // The API sends a JSON string; tolerate an already-decoded object and a doubly-encoded string.
    for (let i = 0; i < 2 && typeof data === 'string'; i++) data = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { status, from, to } = data as { status?: unknown; from?: unknown; to?: unknown };
  // As in schedules, a start of 24 means the whole day.
  if (timeOf(from) === 'always') return { status: statusOf(status), from: 0, to: MINUTES_PER_DAY };
  return { status: statusOf(status), from: windowTime(from), to: windowTime(to) };
}

/** Whether now is inside a branch window: true without a window, with status 0/missing, or a missing/garbage time. */
export function isInsideBranchWindow(branch: BranchAvailability | null | undefined, clock: ZonedClock): boolean {
  if (typeof branch !== 'object' || branch === null) return true;
  const window = parseBranchWindow(branch.available);
  if (!window || window.status === 0 || window.from === null || window.to === null) return true;
  return insideDailyWindow(window.from, window.to, clock.minutes, 'daily');
}

/** Minutes at which something may open on a weekday: midnight and every shift start. */
function openingCandidates(schedule: unknown, weekday: number): number[] {
  const entry = dayEntry(schedule, weekday);
  const starts = (entry?.windows ?? []).flatMap((w) => (w.kind === 'window' ? [w.from] : []));
  return [0, ...starts];
}

/**
 * The next moment within 7 days at which the schedule turns from unavailable to available (for an "opens at"
 * label); null when it never opens or never closes in that time. While available now, it is the next re-opening.
 */
export function nextOpening(
  schedule: WeeklySchedule | null | undefined,
  clock: ZonedClock,
): { weekday: number; minutes: number } | null {
  for (let offset = 0; offset <= 7; offset++) {
    const weekday = (clock.weekday + offset) % 7;
    const candidates = [...new Set(openingCandidates(schedule, weekday))]
      .filter((m) => (offset === 0 ? m > clock.minutes : offset === 7 ? m <= clock.minutes : true))
      .sort((a, b) => a - b);
    for (const minutes of candidates) {
      const before =
        minutes === 0
          ? { weekday: (weekday + 6) % 7, minutes: MINUTES_PER_DAY - 1 }
          : { weekday, minutes: minutes - 1 };
      if (availableAt(schedule, weekday, minutes) && !availableAt(schedule, before.weekday, before.minutes)) {
        return { weekday, minutes };
      }
    }
  }
  return null;
}
