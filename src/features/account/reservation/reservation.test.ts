import { describe, expect, it } from 'vitest';
import type { WeeklySchedule } from '../../../lib/api/schema.ts';
import { checkPhone } from '../../../domain/checkout/phone.ts';
import {
  advanceMinutes,
  bookingDate,
  bookingHeadlineKey,
  bookingRefusal,
  bookingTime,
  bookingTimes,
  bookingWhen,
  earliestBooking,
  firstForm,
  isWithOrder,
  lastSegmentId,
  maxPersons,
  minutesUntil,
  refusedAsTaken,
  reservationErrors,
  reserveBody,
  reserveTypeOf,
  tableTakenKey,
  tableText,
  type ReservationForm,
  type ReservationRules,
} from './reservation.ts';
import { reservationMessage } from './bookingMessage.ts';

// Monday 23 November 2026, noon in Kuwait (UTC+3).
const NOON = new Date('2026-11-23T09:00:00Z');
const KUWAIT = 'Asia/Kuwait';
const RULES: ReservationRules = {
  enabled: true,
  with_table: true,
  type: 2,
  max_users: 10,
  min_advance: { interval: 2, scale: 'hour' },
};
const FORM: ReservationForm = {
  date: '2026-11-24',
  time: '19:00',
  persons: 4,
  tableId: 1103,
  name: 'Fahad',
  phone: '50012345',
  note: '',
};
const args = (over: Partial<Parameters<typeof reservationErrors>[1]> = {}) => ({
  rules: RULES,
  now: NOON,
  timeZone: KUWAIT,
  country: 'KW',
  tableSeats: new Map([
    [1102, 2],
    [1103, 4],
  ]),
  checkPhone,
  ...over,
});

describe('reservation limits', () => {
  it('min_advance converts to minutes: minute 1, hour 60, day 1440', () => {
    expect(advanceMinutes({ interval: 30, scale: 'min' })).toBe(30);
    expect(advanceMinutes({ interval: 2, scale: 'hour' })).toBe(120);
    expect(advanceMinutes({ interval: 1, scale: 'day' })).toBe(1440);
    expect(advanceMinutes(null)).toBe(0);
    expect(advanceMinutes({ interval: 2, scale: 'week' })).toBe(0);
    expect(advanceMinutes({ interval: -1, scale: 'hour' })).toBe(0);
  });

  it('a reservation is for one person unless the business allows more', () => {
    expect(maxPersons({ max_users: 10 })).toBe(10);
    expect(maxPersons({ max_users: 0 })).toBe(1);
    expect(maxPersons({ max_users: Number.NaN })).toBe(1);
  });

  it('the earliest booking is min_advance after now in the business zone, on the quarter hour', () => {
    expect(earliestBooking(NOON, KUWAIT, 120)).toEqual({ date: '2026-11-23', time: '14:00' });
    expect(earliestBooking(new Date('2026-11-23T09:07:00Z'), KUWAIT, 0)).toEqual({ date: '2026-11-23', time: '12:15' });
    // 23:50 in Kuwait: the next quarter hour is tomorrow's midnight.
    expect(earliestBooking(new Date('2026-11-23T20:50:00Z'), KUWAIT, 0)).toEqual({ date: '2026-11-24', time: '00:00' });
    // Tokyo is six hours ahead of Kuwait.
    expect(earliestBooking(NOON, 'Asia/Tokyo', 60)).toEqual({ date: '2026-11-23', time: '19:00' });
  });

  it('counts the minutes until a local booking time across days', () => {
    expect(minutesUntil('2026-11-23', '14:00', NOON, KUWAIT)).toBe(120);
    expect(minutesUntil('2026-11-24', '12:00', NOON, KUWAIT)).toBe(1440);
    expect(minutesUntil('2026-11-23', '11:00', NOON, KUWAIT)).toBe(-60);
  });
});

describe('the form as it opens', () => {
  it("holds the earliest booking, two persons at most, and the logged-in customer's name and number", () => {
    const earliest = { date: '2026-11-23', time: '14:00' };
    expect(firstForm(earliest, 10, { name: 'Layla', phone: '55512345', dial_code: '+965' })).toEqual({
      date: '2026-11-23',
      time: '14:00',
      persons: 2,
      tableId: null,
      name: 'Layla',
      phone: '+96555512345',
      note: '',
    });
    expect(firstForm(earliest, 1, null)).toMatchObject({ persons: 1, name: '', phone: '' });
    // A stored user of another shape fills nothing rather than "[object Object]".
    expect(firstForm(earliest, 4, { name: { first: 'x' }, phone: 55512345 })).toMatchObject({ name: '', phone: '' });
    expect(firstForm(earliest, 4, 'guest')).toMatchObject({ name: '', phone: '' });
  });
});

describe('reservationErrors', () => {
  it('asks for a phone before the phone rules are loaded, and judges it once they are', () => {
    expect(reservationErrors({ ...FORM, phone: '12' }, args({ checkPhone: null }))).toEqual([]);
    expect(reservationErrors({ ...FORM, phone: ' ' }, args({ checkPhone: null }))).toEqual([
      { field: 'phone', reason: 'required' },
    ]);
    expect(reservationErrors({ ...FORM, phone: '12' }, args())).toEqual([{ field: 'phone', reason: 'TOO_SHORT' }]);
  });

  it('a complete booking far enough ahead has no problem', () => {
    expect(reservationErrors(FORM, args())).toEqual([]);
  });

  it('a booking closer than min_advance, or in the past, is too soon', () => {
    expect(reservationErrors({ ...FORM, date: '2026-11-23', time: '13:30' }, args())).toEqual([
      { field: 'date', reason: 'too-soon' },
    ]);
    expect(
      reservationErrors({ ...FORM, date: '2026-11-22' }, args({ rules: { ...RULES, min_advance: null } })),
    ).toEqual([{ field: 'date', reason: 'too-soon' }]);
  });

  it('a day past the last bookable one (90 days ahead) is too far, whatever its time, and says so', () => {
    // NOON is Monday 23 November 2026 in Kuwait: the last day is 21 February 2027.
    expect(reservationErrors({ ...FORM, date: '2027-02-21', time: '20:00' }, args())).toEqual([]);
    expect(reservationErrors({ ...FORM, date: '2027-02-22', time: '11:00' }, args())).toEqual([
      { field: 'date', reason: 'too-far' },
    ]);
    // A day the picker does not offer has no time chosen: too far, not "choose a time".
    expect(reservationErrors({ ...FORM, date: '2062-11-23', time: '' }, args())).toEqual([
      { field: 'date', reason: 'too-far' },
    ]);
    const s = { tooFar: 'That date is too far ahead: choose a nearer date.', dateRequired: 'Choose a date.' };
    expect(reservationMessage({ field: 'date', reason: 'too-far' }, s, {}, { table: '', time: '' })).toBe(s.tooFar);
  });

  it('more persons than max_users, a missing or too small table, no name and a bad phone are refused', () => {
    expect(
      reservationErrors({ ...FORM, persons: 11, tableId: null, name: '  ', phone: '12', date: '', time: 'x' }, args()),
    ).toEqual([
      { field: 'date', reason: 'required' },
      { field: 'time', reason: 'required' },
      { field: 'persons', reason: 'range' },
      { field: 'table', reason: 'required' },
      { field: 'name', reason: 'required' },
      { field: 'phone', reason: 'TOO_SHORT' },
    ]);
    expect(reservationErrors({ ...FORM, tableId: 1102 }, args())).toEqual([{ field: 'table', reason: 'too-small' }]);
  });

  it('a business that does not seat by table needs no table', () => {
    expect(reservationErrors({ ...FORM, tableId: null }, args({ rules: { ...RULES, with_table: false } }))).toEqual([]);
  });

  it('with the default of one person, two are too many', () => {
    expect(
      reservationErrors({ ...FORM, persons: 2 }, args({ rules: { ...RULES, max_users: 0, with_table: false } })),
    ).toEqual([{ field: 'persons', reason: 'range' }]);
  });

  it('long names and notes are refused', () => {
    expect(reservationErrors({ ...FORM, name: 'x'.repeat(101), note: 'y'.repeat(1001) }, args())).toEqual([
      { field: 'name', reason: 'too-long' },
      { field: 'note', reason: 'too-long' },
    ]);
  });
});

describe('the booking sent', () => {
  it('carries the national number and its dial code, trimmed texts, and the table only when seating by table', () => {
    const form = { ...FORM, phone: '+965 5001 2345', name: ' Fahad ', note: ' <b>window</b> ' };
    expect(reserveBody(form, 11, 'KW', true, checkPhone)).toEqual({
      branch_id: 11,
      table_id: 1103,
      date: '2026-11-24',
      time: '19:00',
      persons: 4,
      name: 'Fahad',
      phone: '50012345',
      dial_code: '+965',
      note: '<b>window</b>',
    });
    expect(reserveBody(form, 11, 'KW', false, checkPhone).table_id).toBeNull();
  });

  it('reserv_dinein books with an order when the business takes orders with bookings; table never does', () => {
    expect(isWithOrder('reserv_dinein', { type: 2 })).toBe(true);
    expect(isWithOrder('anything', { type: 2 })).toBe(true);
    expect(isWithOrder('table', { type: 2 })).toBe(false);
    expect(isWithOrder('reserv_dinein', { type: 1 })).toBe(false);
    expect(reserveTypeOf({ type: 2 })).toBe('reserv_dinein');
    expect(reserveTypeOf({ type: 1 })).toBe('table');
  });
});

describe('booking texts', () => {
  it('says a refused booking in the page’s words, naming the table taken at the chosen time', () => {
    const refusal = (code: string, message = 'server English') => Object.assign(new Error(message), { code });
    const s = {
      failed: 'Could not book.',
      tableTaken: 'الطاولة {{table}} محجوزة في حوالي {{time}}.',
      tooSoon: 'Book from {{date}} at {{time}}.',
      closedAt: 'Closed then.',
      tooFar: 'Too far ahead.',
      tableTooSmall: 'Too small.',
    };
    const chosen = {
      form: { tableId: 5, time: '21:45' },
      tables: [{ id: 5, name: 'F1', seats: 8, area: null }],
      locale: 'ar',
    };
    const vars = { date: 'Nov 29, 2026', time: '9:45 PM' };
    expect(bookingRefusal(refusal('table_taken', 'Table F1 is booked around 21:45'), s, vars, chosen)).toBe(
      `الطاولة F1 محجوزة في حوالي ${bookingTime('21:45', 'ar')}.`,
    );
    expect(bookingRefusal(refusal('closed'), s, vars, chosen)).toBe('Closed then.');
    expect(bookingRefusal(refusal('too_far'), s, vars, chosen)).toBe('Too far ahead.');
    expect(bookingRefusal(refusal('table_too_small'), s, vars, chosen)).toBe('Too small.');
    // An unknown refusal keeps the server's message; a failure without one is the general failure.
    expect(bookingRefusal(refusal('other', 'Something else'), s, vars, chosen)).toBe('Something else');
    expect(bookingRefusal('boom', s, vars, chosen)).toBe('Could not book.');
  });

  it('shows the booking’s wall time as booked, whatever the browser’s zone', () => {
    expect(bookingWhen({ date: '2026-11-24', time: '19:00' }, 'en-US')).toBe('Nov 24, 2026, 7:00 PM');
    expect(bookingWhen({ date: 'x', time: 'y' }, 'en-US')).toBe('x y');
  });

  it('names a table with its seats and, when known, its area', () => {
    const s = { tableOption: '{{name}} · {{seats}} seats', tableWithArea: '{{name}} · {{seats}} seats · {{area}}' };
    expect(tableText({ id: 1, name: 'T3', seats: 4, area: [{ locale: 'en', name: 'Indoor' }] }, s, 'en', ['en'])).toBe(
      'T3 · 4 seats · Indoor',
    );
    expect(tableText({ id: 1, name: 'T3', seats: 4, area: null }, s, 'en', ['en'])).toBe('T3 · 4 seats');
  });

  it('the id of /reservation/success/{id} is the last path segment', () => {
    expect(lastSegmentId('/shop/reservation/success/0b6f1c2e-1d7a')).toBe('0b6f1c2e-1d7a');
    expect(lastSegmentId('/shop/reservation/success/a%2Fb')).toBeNull();
    expect(lastSegmentId('/shop/reservation/success/%3Cscript%3E')).toBeNull();
  });
});

// Kuwait City — Sharq: open 7:00–15:00 and 17:00–23:30 every day.
const SPLIT = {
  closed: false,
  shifts: [
    { time_from: '07:00', time_to: '15:00' },
    { time_from: '17:00', time_to: '23:30' },
  ],
};
const HOURS: WeeklySchedule = Array.from({ length: 7 }, () => SPLIT);

describe('a booking only while the branch is open', () => {
  it('03:45 is closed for a branch open 7:00–15:00 and 17:00–23:30, and the form says so', () => {
    expect(reservationErrors({ ...FORM, time: '03:45' }, args({ hours: HOURS }))).toEqual([
      { field: 'time', reason: 'closed' },
    ]);
    expect(reservationErrors({ ...FORM, time: '16:00' }, args({ hours: HOURS }))).toEqual([
      { field: 'time', reason: 'closed' },
    ]);
    expect(reservationErrors({ ...FORM, time: '19:00' }, args({ hours: HOURS }))).toEqual([]);
  });

  it('the times offered never include 03:45, and the earliest booking is the first open quarter after the advance', () => {
    const offered = bookingTimes('2026-11-24', { now: NOON, timeZone: KUWAIT, minAdvanceMinutes: 120, hours: HOURS });
    expect(offered).not.toContain('03:45');
    expect(offered[0]).toBe('07:00');
    // 23:50 in Kuwait: the night is closed, so the earliest booking is 07:00 tomorrow (not midnight).
    expect(earliestBooking(new Date('2026-11-23T20:50:00Z'), KUWAIT, 0, HOURS)).toEqual({
      date: '2026-11-24',
      time: '07:00',
    });
    // 13:30 plus a two-hour advance falls between the shifts: 17:00.
    expect(earliestBooking(new Date('2026-11-23T10:30:00Z'), KUWAIT, 120, HOURS)).toEqual({
      date: '2026-11-23',
      time: '17:00',
    });
  });

  it('the result is worded by its status: a pending request is not a confirmation', () => {
    expect(bookingHeadlineKey(0)).toBe('bookedPending');
    expect(bookingHeadlineKey(1)).toBe('bookedConfirmed');
    expect(bookingHeadlineKey(3)).toBe('bookedConfirmed');
    expect(bookingHeadlineKey(2)).toBe('bookedRejected');
    expect(bookingHeadlineKey(Number.NaN)).toBe('bookedPending');
  });

  it('dates and times of a booking are written in the page language, never as ISO text', () => {
    expect(bookingDate('2026-11-24', 'en')).toBe('Nov 24, 2026');
    expect(bookingDate('2026-11-24', 'de')).toBe('24.11.2026');
    expect(bookingDate('2026-11-24', 'ar')).not.toContain('2026-11-24');
    expect(bookingDate('<b>', 'en')).toBe('<b>');
    expect(bookingTime('19:30', 'en')).toBe('7:30 PM');
    expect(bookingTime('19:30', 'fa')).toBe('۱۹:۳۰');
    expect(bookingTime('25:00', 'en')).toBe('25:00');
  });
});

describe('a table the API refused as taken', () => {
  const taken = new Set([tableTakenKey(FORM, FORM.tableId!)]);

  it('is a problem of the table at that date and time, saying so', () => {
    expect(reservationErrors(FORM, args({ taken, checkPhone: null }))).toEqual([{ field: 'table', reason: 'taken' }]);
    const s = { tableTaken: 'Table {{table}} is already booked around {{time}}.' };
    expect(reservationMessage({ field: 'table', reason: 'taken' }, s, {}, { table: 'F1', time: '9:45 PM' })).toBe(
      'Table F1 is already booked around 9:45 PM.',
    );
  });

  it('is no problem at another time, on another day, or as another table', () => {
    expect(reservationErrors({ ...FORM, time: '20:15' }, args({ taken, checkPhone: null }))).toEqual(
      reservationErrors({ ...FORM, time: '20:15' }, args({ checkPhone: null })),
    );
    expect(tableTakenKey({ ...FORM, date: '2026-12-01' }, FORM.tableId!)).not.toBe([...taken][0]);
    expect(tableTakenKey(FORM, FORM.tableId! + 1)).not.toBe([...taken][0]);
  });

  it('is told apart from the other refusals by its code', () => {
    expect(refusedAsTaken(Object.assign(new Error('x'), { code: 'table_taken' }))).toBe(true);
    for (const other of [
      Object.assign(new Error('x'), { code: 'too_soon' }),
      new Error('table_taken'),
      null,
      'table_taken',
    ])
      expect(refusedAsTaken(other)).toBe(false);
  });
});
