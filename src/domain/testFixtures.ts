/**
 * Shared fixtures of the domain tests (not used by the app): a clock at a weekday and time, and payload objects
 * parsed through the real API schemas so their defaults are the ones production sees.
 */
import { Business, Category, Item, type WeeklySchedule } from '../lib/api/schema.ts';
import { parseTimeOfDay, type ZonedClock } from './time.ts';

/** Weekday indexes (spec §5): Monday 0 … Sunday 6. */
export const MON = 0;
export const TUE = 1;
export const WED = 2;
export const THU = 3;
export const FRI = 4;
export const SAT = 5;
export const SUN = 6;

/** A clock at `weekday` and 'HH:mm' (the date is the matching day of the week of 2025-01-06, a Monday). */
export function clockAt(weekday: number, time: string): ZonedClock {
  const minutes = parseTimeOfDay(time);
  if (typeof minutes !== 'number') throw new Error(`bad test time ${time}`);
  return { weekday, minutes, date: `2025-01-${String(6 + weekday).padStart(2, '0')}` };
}

/** A weekly schedule with the given entries by weekday; days not given have no shifts (always available). */
export function weekly(days: Partial<Record<number, { closed?: boolean; shifts?: unknown[] }>>): WeeklySchedule {
  return Array.from({ length: 7 }, (_, i) => ({ closed: false, shifts: [], ...days[i] })) as WeeklySchedule;
}

/** The same entry on every day of the week. */
export function everyDay(entry: { closed?: boolean; shifts?: unknown[] }): WeeklySchedule {
  return Array.from({ length: 7 }, () => ({ closed: false, shifts: [], ...entry })) as WeeklySchedule;
}

/** A business parsed through the schema, with overrides. */
export function makeBusiness(overrides: Record<string, unknown> = {}): Business {
  return Business.parse({
    user_id: 1,
    reference_id: 'demo',
    branch_id: 10,
    business_name: 'Demo Kitchen',
    currency: 'KWD',
    locales: ['en', 'ar'],
    ...overrides,
  });
}

let nextId = 1;

/** An item parsed through the schema, with overrides. */
export function makeItem(overrides: Record<string, unknown> = {}): Item {
  return Item.parse({
    id: nextId++,
    names: [{ locale: 'en', name: 'Burger' }],
    price_labels: [{ id: 1, price: 1.5 }],
    ...overrides,
  });
}

/** A category parsed through the schema, with overrides. */
export function makeCategory(overrides: Record<string, unknown> = {}): Category {
  return Category.parse({ id: nextId++, names: [{ locale: 'en', name: 'Mains' }], ...overrides });
}

/** A branch availability object whose `available` is the JSON string the API sends. */
export function branchWindow(window: Record<string, unknown> | string | null, visible = true) {
  return { available: window === null || typeof window === 'string' ? window : JSON.stringify(window), visible };
}
