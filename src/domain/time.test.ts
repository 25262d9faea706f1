import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, formatTimeOfDay, isValidTimeZone, parseTimeOfDay, zonedClock } from './time.ts';

describe('zonedClock', () => {
  it('gives the wall clock in Kuwait, three hours ahead of UTC', () => {
    expect(zonedClock(new Date('2025-01-10T09:15:00Z'), 'Asia/Kuwait')).toEqual({
      weekday: 4,
      minutes: 12 * 60 + 15,
      date: '2025-01-10',
    });
  });

  it('numbers weekdays from Monday 0 to Sunday 6', () => {
    expect(zonedClock(new Date('2025-01-06T12:00:00Z'), 'UTC').weekday).toBe(0);
    expect(zonedClock(new Date('2025-01-12T12:00:00Z'), 'UTC').weekday).toBe(6);
  });

  it('moves to the next local day before UTC does: Sunday 22:30 UTC is Monday 01:30 in Kuwait', () => {
    expect(zonedClock(new Date('2025-01-12T22:30:00Z'), 'Asia/Kuwait')).toEqual({
      weekday: 0,
      minutes: 90,
      date: '2025-01-13',
    });
  });

  it('skips 02:00–03:00 in Zurich on the last Sunday of March', () => {
    expect(zonedClock(new Date('2025-03-30T00:59:00Z'), 'Europe/Zurich')).toMatchObject({ weekday: 6, minutes: 119 });
    expect(zonedClock(new Date('2025-03-30T01:00:00Z'), 'Europe/Zurich')).toMatchObject({ weekday: 6, minutes: 180 });
  });

  it('goes through 02:00–03:00 twice in Zurich on the last Sunday of October', () => {
    expect(zonedClock(new Date('2025-10-26T00:30:00Z'), 'Europe/Zurich').minutes).toBe(150);
    expect(zonedClock(new Date('2025-10-26T01:30:00Z'), 'Europe/Zurich').minutes).toBe(150);
    expect(zonedClock(new Date('2025-10-26T02:30:00Z'), 'Europe/Zurich').minutes).toBe(210);
  });

  it('falls back to Kuwait for an invalid, empty or hostile time zone', () => {
    const now = new Date('2025-01-10T09:15:00Z');
    const kuwait = zonedClock(now, DEFAULT_TIME_ZONE);
    for (const zone of ['Mars/Olympus', '', '../../etc/passwd', 'x'.repeat(500), null, 42]) {
      expect(zonedClock(now, zone as string)).toEqual(kuwait);
    }
  });

  it('answers the epoch for an invalid date instead of NaN fields', () => {
    expect(zonedClock(new Date('garbage'), 'UTC')).toEqual({ weekday: 3, minutes: 0, date: '1970-01-01' });
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones and refuses made-up ones', () => {
    expect(isValidTimeZone('Europe/Zurich')).toBe(true);
    expect(isValidTimeZone('Europe/Nowhere')).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
  });
});

describe('parseTimeOfDay', () => {
  it.each([
    ['08:00', 480],
    ['8:05', 485],
    ['00:00', 0],
    ['23:59', 1439],
    ['08:00:59', 480],
    [' 09:15 ', 555],
  ])('reads 24-hour %j as %i minutes', (value, minutes) => {
    expect(parseTimeOfDay(value)).toBe(minutes);
  });

  it.each([
    ['07:30 PM', 1170],
    ['7:30 pm', 1170],
    ['07:30PM', 1170],
    ['12:00 AM', 0],
    ['12:15 PM', 735],
    ['11:59 PM', 1439],
    ['7:30 p.m.', 1170],
    ['1:05AM', 65],
  ])('reads 12-hour %j as %i minutes', (value, minutes) => {
    expect(parseTimeOfDay(value)).toBe(minutes);
  });

  it('reads the time of a "YYYY-MM-DD HH:mm" value and ignores its date', () => {
    expect(parseTimeOfDay('2024-12-31 13:45')).toBe(825);
    expect(parseTimeOfDay('2024-12-31T13:45:10')).toBe(825);
  });

  it('takes 24 in any spelling to mean always', () => {
    expect(parseTimeOfDay(24)).toBe('always');
    expect(parseTimeOfDay('24')).toBe('always');
    expect(parseTimeOfDay('24:00')).toBe('always');
  });

  it('reads a number below 24 as hours', () => {
    expect(parseTimeOfDay(8)).toBe(480);
    expect(parseTimeOfDay(0)).toBe(0);
    expect(parseTimeOfDay(13.5)).toBe(810);
  });

  it.each([
    '25:00',
    '23:60',
    '13:00 PM',
    '00:30 AM',
    '08:00 XM',
    '24:30',
    'abc',
    '',
    '   ',
    '8',
    '0800',
    '2024-02-30 10:00',
    '<script>alert(1)</script>',
    '08:00'.repeat(20),
    '1e3',
  ])('returns null for garbage %j', (value) => {
    expect(parseTimeOfDay(value)).toBeNull();
  });

  it('returns null for hostile non-strings without throwing', () => {
    for (const value of [null, undefined, NaN, Infinity, -1, 25, {}, [], true]) {
      expect(parseTimeOfDay(value as never)).toBeNull();
    }
  });
});

describe('formatTimeOfDay', () => {
  it('writes minutes as HH:mm and wraps past midnight', () => {
    expect(formatTimeOfDay(485)).toBe('08:05');
    expect(formatTimeOfDay(0)).toBe('00:00');
    expect(formatTimeOfDay(1440 + 60)).toBe('01:00');
  });
});
