/**
 * Booking a table (spec §2 /reservation/{reserveType}, §3 reservation settings, §4 booking statuses, §9 default
 * max users 1): the earliest time the business takes a booking (min_advance ahead of now, in its time zone), the
 * checks of the form, and the body of POST webapp/reserve-table. `now` and the zone are arguments.
 *
 * reserveType (the URL segment): `reserv_dinein` books and then orders from the reservation menu (reservation type
 * 2, "with order"); `table` books a table only. Any other value means the business's own kind.
 */
import { advanceMinutes } from '../../../domain/advance.ts';
import {
  BOOKING_STEP_MINUTES,
  bookingProblem,
  firstBookingSlot,
  lastBookingDate,
} from '../../../domain/bookingHours.ts';
import { dayOf, WALL_TIME } from '../../../domain/bookingInstant.ts';
import type { PhoneProblem } from '../../../domain/checkout/phone.ts';
import type { PhoneRules } from '../../../lib/phoneRules.ts';
import { formatDateTime } from '../../../domain/dateTime.ts';
import { RESERVATION_WITH_ORDER } from '../../../domain/sellingType.ts';
import { localized } from '../../../domain/localizedText.ts';
import { formatTimeOfDay, zonedClock } from '../../../domain/time.ts';
import type { Table } from '../../../lib/api/accounts.ts';
import type { WeeklySchedule } from '../../../lib/api/schema.ts';
import { fill } from '../../../components/ui/fill.ts';
import { formatTimeOfDay as localTime } from '../../../domain/locale.ts';

export { advanceMinutes } from '../../../domain/advance.ts';
export { BOOKING_STEP_MINUTES, bookingTimes, lastBookingDate, minutesUntil } from '../../../domain/bookingHours.ts';

/** Spec §9: a reservation is for one person unless the business allows more. */
export const DEFAULT_MAX_USERS = 1;
export const NOTE_MAX = 1000;
export const NAME_MAX = 100;

export interface ReservationRules {
  enabled: boolean;
  with_table: boolean;
  type: number;
  max_users: number;
  min_advance: { interval: number; scale: string } | null;
}

/** The most persons one booking may hold: max_users, at least 1 (default 1). */
export function maxPersons(rules: Pick<ReservationRules, 'max_users'>): number {
  const n = Number(rules.max_users);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_MAX_USERS;
}

/** Whether this booking is followed by an order from the reservation menu. */
export function isWithOrder(reserveType: string, rules: Pick<ReservationRules, 'type'>): boolean {
  if (reserveType === 'table') return false;
  return rules.type === RESERVATION_WITH_ORDER;
}

/** The reserveType segment of the business's own kind of booking. */
export function reserveTypeOf(rules: Pick<ReservationRules, 'type'>): 'reserv_dinein' | 'table' {
  return rules.type === RESERVATION_WITH_ORDER ? 'reserv_dinein' : 'table';
}

/**
 * The earliest bookable local date and time: the first quarter hour the branch is open (its opening hours, when
 * given) at least min_advance after now. Without any open slot in the next two weeks: now + min_advance, rounded
 * up to the grid (the form then says that day has no time).
 */
export function earliestBooking(
  now: Date,
  timeZone: string,
  minAdvanceMinutes: number,
  hours?: WeeklySchedule | null,
): { date: string; time: string } {
  const open = firstBookingSlot({ now, timeZone, minAdvanceMinutes, hours });
  if (open) return open;
  const at = new Date(now.getTime() + Math.max(0, minAdvanceMinutes) * 60_000);
  const clock = zonedClock(at, timeZone);
  const rounded = Math.ceil(clock.minutes / BOOKING_STEP_MINUTES) * BOOKING_STEP_MINUTES;
  if (rounded < 1440) return { date: clock.date, time: formatTimeOfDay(rounded) };
  const next = new Date(Date.parse(`${clock.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { date: next, time: '00:00' };
}

export interface ReservationForm {
  date: string;
  time: string;
  persons: number;
  tableId: number | null;
  name: string;
  phone: string;
  note: string;
}

export type ReservationError =
  | { field: 'date'; reason: 'required' | 'too-soon' | 'too-far' }
  | { field: 'time'; reason: 'required' | 'closed' }
  | { field: 'persons'; reason: 'range' }
  | { field: 'table'; reason: 'required' | 'too-small' | 'taken' }
  | { field: 'name'; reason: 'required' | 'too-long' }
  | { field: 'phone'; reason: 'required' | PhoneProblem }
  | { field: 'note'; reason: 'too-long' };

/**
 * The form as it opens: the earliest booking, two persons (or the most allowed), and the logged-in customer's name
 * and number (a user as stored: any field may be missing or of another type).
 */
export function firstForm(
  earliest: { date: string; time: string },
  maxPersons: number,
  user: unknown,
): ReservationForm {
  const u = (user ?? {}) as { name?: unknown; phone?: unknown; dial_code?: unknown };
  const dial = typeof u.dial_code === 'string' ? u.dial_code : '';
  return {
    ...earliest,
    persons: Math.min(2, maxPersons),
    tableId: null,
    name: typeof u.name === 'string' ? u.name : '',
    phone: typeof u.phone === 'string' ? `${dial}${u.phone}` : '',
    note: '',
  };
}

/** The problems of a booking form, in the order of the form; [] when it can be sent. */
export function reservationErrors(
  form: ReservationForm,
  args: {
    rules: ReservationRules;
    now: Date;
    timeZone: string;
    country: string;
    /** Seats of the tables offered (with_table), by id. */
    tableSeats: ReadonlyMap<number, number>;
    /** The tables the API refused as taken, by date, time and table (tableTakenKey). */
    taken?: ReadonlySet<string>;
    /** The branch's opening hours: a booking outside them is refused (none given: no limit). */
    hours?: WeeklySchedule | null;
    /** The phone rules (lib/phoneRules.ts), loaded by the island on use: until then a phone is only required. */
    checkPhone: PhoneRules | null;
  },
): ReservationError[] {
  const errors: ReservationError[] = [];
  const dateOk = dayOf(form.date) !== null;
  // A day past the last bookable one is said as such whatever the time (it offers none to choose).
  const tooFar = dateOk && form.date > lastBookingDate(args.now, args.timeZone);
  if (!dateOk) errors.push({ field: 'date', reason: 'required' });
  else if (tooFar) errors.push({ field: 'date', reason: 'too-far' });
  if (!WALL_TIME.test(form.time)) {
    if (!tooFar) errors.push({ field: 'time', reason: 'required' });
  } else if (dateOk && !tooFar) {
    const problem = bookingProblem(form.date, form.time, {
      now: args.now,
      timeZone: args.timeZone,
      minAdvanceMinutes: advanceMinutes(args.rules.min_advance),
      hours: args.hours,
    });
    if (problem === 'too-soon' || problem === 'too-far') errors.push({ field: 'date', reason: problem });
    else if (problem === 'closed') errors.push({ field: 'time', reason: 'closed' });
  }
  if (!Number.isInteger(form.persons) || form.persons < 1 || form.persons > maxPersons(args.rules)) {
    errors.push({ field: 'persons', reason: 'range' });
  }
  if (args.rules.with_table) {
    const seats = form.tableId === null ? undefined : args.tableSeats.get(form.tableId);
    if (seats === undefined) errors.push({ field: 'table', reason: 'required' });
    else if (seats < form.persons) errors.push({ field: 'table', reason: 'too-small' });
    else if (args.taken?.has(tableTakenKey(form, form.tableId!))) errors.push({ field: 'table', reason: 'taken' });
  }
  const name = form.name.trim();
  if (!name) errors.push({ field: 'name', reason: 'required' });
  else if (name.length > NAME_MAX) errors.push({ field: 'name', reason: 'too-long' });
  if (!form.phone.trim()) errors.push({ field: 'phone', reason: 'required' });
  else if (args.checkPhone) {
    const phone = args.checkPhone(form.phone, args.country);
    if (!phone.ok) errors.push({ field: 'phone', reason: phone.reason });
  }
  if (form.note.length > NOTE_MAX) errors.push({ field: 'note', reason: 'too-long' });
  return errors;
}

/** The body of POST webapp/reserve-table for a form without errors (its phone judged by `checkPhone`). */
export function reserveBody(
  form: ReservationForm,
  branchId: number,
  country: string,
  withTable: boolean,
  checkPhone: PhoneRules,
) {
  const phone = checkPhone(form.phone, country);
  return {
    branch_id: branchId,
    table_id: withTable ? form.tableId : null,
    date: form.date,
    time: form.time,
    persons: form.persons,
    name: form.name.trim(),
    phone: phone.ok ? phone.national : form.phone.trim(),
    dial_code: phone.ok ? phone.dialCode : '',
    note: form.note.trim(),
  };
}

/** The id in the last path segment of /reservation/success/{id} (UUID-like), else null. */
export function lastSegmentId(pathname: string): string | null {
  const last = decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  return /^[A-Za-z0-9_-]{1,100}$/.test(last) ? last : null;
}

/** A booking's local date and time as the page's locale writes it (the wall time of the business). */
export function bookingWhen(r: { date: string; time: string }, locale: string): string {
  // Checked first: Date's lenient parser turns some garbage into a date.
  const at = dayOf(r.date) !== null && WALL_TIME.test(r.time) ? `${r.date}T${r.time}:00Z` : null;
  // The date and time are already the business's wall clock: written as UTC, they are shown as they are.
  return (at && formatDateTime(at, locale, 'UTC')) || `${r.date} ${r.time}`;
}

/** A local date alone ('2026-11-24') as the page's locale writes it; the text itself when it is not a date. */
export function bookingDate(date: string, locale: string): string {
  return (dayOf(date) !== null && formatDateTime(`${date}T12:00:00Z`, locale, 'UTC', 'date')) || date;
}

/** A local 'HH:mm' as the page's locale writes it ("8:15 PM", "20:15", "۲۰:۱۵"). */
export function bookingTime(time: string, locale: string): string {
  return WALL_TIME.test(time) ? localTime(Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)), locale) : time;
}

/** The headline of a booking by its status (spec §4): a request is not yet a confirmation. */
export function bookingHeadlineKey(status: number): 'bookedPending' | 'bookedConfirmed' | 'bookedRejected' {
  if (status === 1 || status === 3) return 'bookedConfirmed';
  if (status === 2) return 'bookedRejected';
  return 'bookedPending';
}

/** "T3 · 4 seats · Indoor". */
export function tableText(t: Table, s: Record<string, string>, locale: string, fallbacks: string[]): string {
  const area = localized(t.area ?? undefined, locale, fallbacks);
  return fill(area ? s.tableWithArea : s.tableOption, { name: t.name, seats: t.seats, area });
}

/**
 * What the customer reads when the API refuses a booking (sample-api routes/accounts-reservations.ts codes): the
 * page's own words in the page's language, never the server's English ("Table F1 is booked around 21:45" on an
 * Arabic page). `vars`: the earliest booking (tooSoon); the chosen table and time name the one taken (tableTaken).
 * An unknown refusal keeps the server's message; anything else is the general failure.
 */
export function bookingRefusal(
  error: unknown,
  s: Record<string, string | undefined>,
  vars: Record<string, string | number>,
  chosen: { form: Pick<ReservationForm, 'tableId' | 'time'>; tables: readonly Table[]; locale: string },
): string {
  const key = REFUSALS[String((error as { code?: unknown } | null)?.code)];
  const table = chosen.tables.find((t) => t.id === chosen.form.tableId)?.name ?? '';
  if (key && s[key]) return fill(s[key], { ...vars, table, time: bookingTime(chosen.form.time, chosen.locale) });
  return error instanceof Error && error.message ? error.message : (s.failed ?? '');
}

/**
 * A table the API refused as taken at a date and time (409 table_taken), as the form remembers it: that table is no
 * longer offered for that time. The API names no free tables before a booking is tried (spec §7 GET webapp/tables
 * answers the tables, not their bookings), so this is what the form can know; another time offers it again.
 */
export const tableTakenKey = (form: Pick<ReservationForm, 'date' | 'time'>, tableId: number) =>
  `${form.date} ${form.time} ${tableId}`;

/** True for the API's refusal of a booking because its table is taken (sample-api accounts-reservations.ts). */
export const refusedAsTaken = (error: unknown) => (error as { code?: unknown } | null)?.code === 'table_taken';

/** The string of each refusal's code. */
const REFUSALS: Record<string, string> = {
  table_taken: 'tableTaken',
  table_too_small: 'tableTooSmall',
  too_soon: 'tooSoon',
  too_far: 'tooFar',
  closed: 'closedAt',
};
