/**
 * A booking's wall date and time ('YYYY-MM-DD', 'HH:mm', the business's clock) read, and as an instant. A module
 * apart from the booking rules (bookingHours.ts): the checkout sends a booking's pre-order for the booking's instant
 * and loads none of those rules. Pure.
 */
import { zonedInstant } from './checkout/zonedInstant.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A wall time 'HH:mm', 00:00 to 23:59. */
export const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'YYYY-MM-DD' as UTC midnight milliseconds, or null for anything that is not a real calendar day. */
export function dayOf(date: string): number | null {
  if (typeof date !== 'string' || !DATE.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === date ? ms : null;
}

/**
 * The instant (ISO) of a booking's local `date` `time` in `timeZone`: when its pre-order is served, sent as the
 * order's scheduled time. Null for a date or time that is not one.
 */
export function bookingInstant(date: string, time: string, timeZone: string): string | null {
  if (dayOf(date) === null || typeof time !== 'string' || !WALL_TIME.test(time)) return null;
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return new Date(zonedInstant(date, minutes, timeZone)).toISOString();
}
