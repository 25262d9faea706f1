/**
 * `GET webapp/v5/shifts/{referenceId}` of the sample API: for each selling type of a business, whether it is open
 * now (in the business's time zone), when it opens next, and the order slots of today and the following days
 * (spec §3 "Shifts", §9 "slots start after min advance plus 15 minutes", advance limits in minutes).
 *
 * Availability itself comes from the shared schedule rules in src/domain/schedule.ts (crossing midnight, closed
 * days, time_from 24, "hh:mm A" …), so the sample API and the storefront agree on what "open" means. The
 * schedule is normalised to numeric hours first: the domain parses those without dayjs, which keeps one answer
 * (a few thousand availability checks) in the low milliseconds.
 */
import type { Business, ScheduleDay, WeeklySchedule } from '../src/lib/api/schema.ts';
import { advanceMinutes } from '../src/domain/advance.ts';
import { isAvailableBySchedule, nextOpening } from '../src/domain/schedule.ts';
import { formatTimeOfDay, MINUTES_PER_DAY, parseTimeOfDay, zonedClock, type ZonedClock } from '../src/domain/time.ts';

/** Length of one order slot, in minutes. */
export const SLOT_MINUTES = 30;
/** Spec §9: slots start after the minimum advance plus 15 minutes. */
export const SLOT_LEAD_MINUTES = 15;
/** Spec §9: maximum schedule date default 168 (hours). */
export const DEFAULT_MAX_ADVANCE_MINUTES = 168 * 60;
/** Availability is sampled every 5 minutes inside a slot (shift times are on 5-minute marks in practice). */
const SAMPLE_STEP = 5;

export interface ShiftDayAnswer {
  status: 'open' | 'closed';
  /** Local date of the day, YYYY-MM-DD. */
  date: string;
  /** Today: next opening when closed (null while open). Other days: first available time of that day. */
  opens_at: string | null;
  /** Today while open: when the current opening ends. */
  closes_at?: string | null;
  shifts: ScheduleDay['shifts'];
  slots: Array<{ from: string; to: string }>;
}

export interface ShiftsAnswer {
  shifts: Record<string, { today: ShiftDayAnswer; days: Record<string, ShiftDayAnswer> }>;
  time_zone: string;
  /** The business's local time the answer was computed for, YYYY-MM-DD HH:mm. */
  now: string;
}

type Advance = { interval: number; scale: string } | null | undefined;

/** Times as numeric hours (24 = always): the domain parses them without dayjs. Garbage is kept, to stay garbage. */
function numericTime(value: unknown): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const parsed = parseTimeOfDay(value);
  if (parsed === null) return value;
  return parsed === 'always' ? 24 : parsed / 60;
}

function normalise(schedule: WeeklySchedule | null | undefined): WeeklySchedule | null {
  if (!schedule) return null;
  return schedule.map((day) => ({
    ...day,
    shifts: day.shifts.map((s) => ({ ...s, time_from: numericTime(s.time_from), time_to: numericTime(s.time_to) })),
  })) as WeeklySchedule;
}

/** `YYYY-MM-DD` plus `days`. */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A moment counted in minutes from today's local midnight, as local "YYYY-MM-DD HH:mm". */
function stamp(today: string, minutesFromToday: number): string {
  const dayOffset = Math.floor(minutesFromToday / MINUTES_PER_DAY);
  return `${addDays(today, dayOffset)} ${formatTimeOfDay(minutesFromToday - dayOffset * MINUTES_PER_DAY)}`;
}

/** Selling-type keys of a business with their schedule and advance limits. */
function sellingTypes(business: Business) {
  const hours = business.working_hours;
  const types: Array<{ key: string; schedule: WeeklySchedule | null; min: Advance; max: Advance }> = [];
  const add = (key: string, enabled: boolean, settings: { min: Advance; max: Advance }, schedule = hours[key]) => {
    if (enabled) types.push({ key, schedule: schedule ?? null, ...settings });
  };
  const advances = (s: Business['checkoutDelivery']) => ({
    min: s.scheduled_orders?.min_advance,
    max: s.scheduled_orders?.max_advance,
  });
  add('delivery', business.checkoutDelivery.enabled, advances(business.checkoutDelivery));
  add('car_pickup', business.checkoutCarPickup.enabled, advances(business.checkoutCarPickup));
  add('dine_in', business.checkoutDineIn.enabled, advances(business.checkoutDineIn));
  add(
    'reservation',
    business.reservation.enabled,
    { min: business.reservation.min_advance, max: null },
    hours.reservation ?? hours.dine_in,
  );
  for (const key of Object.keys(hours)) {
    if (!types.some((t) => t.key === key)) types.push({ key, schedule: hours[key] ?? null, min: null, max: null });
  }
  return types;
}

/** Computes the shifts answer of a business at `now`. Pure: the clock is an argument. */
export function computeShifts(business: Business, now: Date): ShiftsAnswer {
  const clock = zonedClock(now, business.time_zone);
  const shifts: ShiftsAnswer['shifts'] = {};
  for (const type of sellingTypes(business)) {
    const schedule = normalise(type.schedule);
    const open = (dayOffset: number, minutes: number): boolean => {
      const extra = Math.floor(minutes / MINUTES_PER_DAY);
      const c: ZonedClock = {
        weekday: (clock.weekday + dayOffset + extra) % 7,
        minutes: minutes - extra * MINUTES_PER_DAY,
        date: addDays(clock.date, dayOffset + extra),
      };
      return isAvailableBySchedule(schedule, c);
    };
    const minAdvance = advanceMinutes(type.min);
    const maxAdvance = advanceMinutes(type.max, DEFAULT_MAX_ADVANCE_MINUTES);
    const earliest = clock.minutes + minAdvance + SLOT_LEAD_MINUTES;
    const latest = clock.minutes + maxAdvance;

    const slotsOf = (dayOffset: number) => {
      const slots: ShiftDayAnswer['slots'] = [];
      for (let start = 0; start < MINUTES_PER_DAY; start += SLOT_MINUTES) {
        const absolute = dayOffset * MINUTES_PER_DAY + start;
        if (absolute < earliest || absolute > latest) continue;
        let whole = open(dayOffset, start + SLOT_MINUTES - 1);
        for (let m = start; whole && m < start + SLOT_MINUTES; m += SAMPLE_STEP) whole = open(dayOffset, m);
        if (whole) slots.push({ from: stamp(clock.date, absolute), to: stamp(clock.date, absolute + SLOT_MINUTES) });
      }
      return slots;
    };
    const firstOpenMinute = (dayOffset: number): number | null => {
      for (let m = 0; m < MINUTES_PER_DAY; m += SAMPLE_STEP) if (open(dayOffset, m)) return m;
      return null;
    };
    const dayShifts = (dayOffset: number) => type.schedule?.[(clock.weekday + dayOffset) % 7]?.shifts ?? [];

    const openNow = open(0, clock.minutes);
    let closesAt: string | null = null;
    if (openNow) {
      // Walk forward in 5-minute steps, then minute by minute to the exact closing time; open for a whole
      // week means "never closes" (null).
      const limit = clock.minutes + 7 * MINUTES_PER_DAY;
      let m = clock.minutes;
      while (m < limit && open(0, m + SAMPLE_STEP)) m += SAMPLE_STEP;
      if (m < limit) {
        while (open(0, m)) m++;
        closesAt = stamp(clock.date, m);
      }
    }
    const next = openNow ? null : nextOpening(schedule, clock);
    const nextOffset = next ? (next.weekday - clock.weekday + 7) % 7 || (next.minutes <= clock.minutes ? 7 : 0) : 0;
    const today: ShiftDayAnswer = {
      status: openNow ? 'open' : 'closed',
      date: clock.date,
      opens_at: next ? stamp(clock.date, nextOffset * MINUTES_PER_DAY + next.minutes) : null,
      closes_at: closesAt,
      shifts: dayShifts(0),
      slots: slotsOf(0),
    };

    const days: Record<string, ShiftDayAnswer> = {};
    const dayCount = Math.min(14, Math.ceil(maxAdvance / MINUTES_PER_DAY));
    for (let offset = 1; offset <= dayCount; offset++) {
      const first = firstOpenMinute(offset);
      const date = addDays(clock.date, offset);
      days[date] = {
        status: first === null ? 'closed' : 'open',
        date,
        opens_at: first === null ? null : stamp(clock.date, offset * MINUTES_PER_DAY + first),
        shifts: dayShifts(offset),
        slots: slotsOf(offset),
      };
    }
    shifts[type.key] = { today, days };
  }
  return { shifts, time_zone: business.time_zone, now: stamp(clock.date, clock.minutes) };
}
