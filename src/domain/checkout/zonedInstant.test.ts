import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedClock } from '../time.ts';
import { addDays, wallClockReader, weekdayOf, zonedInstant } from './zonedInstant.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('zonedInstant', () => {
  it('puts 11:00 in Kuwait three hours before 11:00 UTC', () => {
    expect(iso(zonedInstant('2025-01-06', 11 * 60, 'Asia/Kuwait'))).toBe('2025-01-06T08:00:00.000Z');
  });

  it('puts midnight in Tokyo on the previous UTC day', () => {
    expect(iso(zonedInstant('2025-01-07', 0, 'Asia/Tokyo'))).toBe('2025-01-06T15:00:00.000Z');
  });

  it('runs minutes past 1440 into the next day', () => {
    expect(iso(zonedInstant('2025-01-06', 1440 + 120, 'Asia/Kuwait'))).toBe('2025-01-06T23:00:00.000Z');
  });

  it('uses winter time in January and summer time in July in Zurich', () => {
    expect(iso(zonedInstant('2025-01-15', 12 * 60, 'Europe/Zurich'))).toBe('2025-01-15T11:00:00.000Z');
    expect(iso(zonedInstant('2025-07-15', 12 * 60, 'Europe/Zurich'))).toBe('2025-07-15T10:00:00.000Z');
  });

  it('maps a wall time skipped by the spring change to the moment the clocks jump', () => {
    // 2025-03-30: 02:00 CET becomes 03:00 CEST at 01:00 UTC; 02:30 never shows on a Zurich clock.
    expect(iso(zonedInstant('2025-03-30', 150, 'Europe/Zurich'))).toBe('2025-03-30T01:00:00.000Z');
    expect(iso(zonedInstant('2025-03-30', 180, 'Europe/Zurich'))).toBe('2025-03-30T01:00:00.000Z');
  });

  it('lets the caller pick the first or second 02:30 of the autumn change', () => {
    // 2025-10-26: 03:00 CEST becomes 02:00 CET at 01:00 UTC, so 02:30 happens at 00:30 and at 01:30 UTC.
    expect(iso(zonedInstant('2025-10-26', 150, 'Europe/Zurich', 'earlier'))).toBe('2025-10-26T00:30:00.000Z');
    expect(iso(zonedInstant('2025-10-26', 150, 'Europe/Zurich', 'later'))).toBe('2025-10-26T01:30:00.000Z');
  });

  it('falls back to Kuwait time for an unknown zone, as zonedClock does', () => {
    expect(zonedInstant('2025-01-06', 600, 'Mars/Olympus')).toBe(zonedInstant('2025-01-06', 600, 'Asia/Kuwait'));
  });

  it('is the inverse of zonedClock for every instant on a whole minute', () => {
    const zones = fc.constantFrom('Europe/Zurich', 'Asia/Kuwait', 'Asia/Tokyo', 'America/New_York', 'UTC');
    const minutes = fc.integer({ min: Date.UTC(2024, 0, 1) / 60_000, max: Date.UTC(2027, 0, 1) / 60_000 });
    fc.assert(
      fc.property(zones, minutes, (zone, minute) => {
        const instant = minute * 60_000;
        const clock = zonedClock(new Date(instant), zone);
        const back = [
          zonedInstant(clock.date, clock.minutes, zone, 'earlier'),
          zonedInstant(clock.date, clock.minutes, zone, 'later'),
        ];
        expect(back).toContain(instant);
      }),
    );
  });
});

describe('wallClockReader', () => {
  it('reads the same wall clocks as zonedClock for rising instants, across daylight-saving changes too', () => {
    const zones = fc.constantFrom(
      'Europe/Zurich',
      'Asia/Kuwait',
      'Asia/Tokyo',
      'America/New_York',
      'Africa/Casablanca',
    );
    const start = fc.oneof(
      fc.integer({ min: Date.UTC(2025, 0, 1) / 60_000, max: Date.UTC(2026, 0, 1) / 60_000 }),
      fc.integer({ min: Date.UTC(2025, 2, 28) / 60_000, max: Date.UTC(2025, 2, 31) / 60_000 }),
      fc.integer({ min: Date.UTC(2025, 9, 24) / 60_000, max: Date.UTC(2025, 9, 27) / 60_000 }),
    );
    const steps = fc.array(fc.integer({ min: 1, max: 600 }), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(zones, start, steps, (zone, first, gaps) => {
        const read = wallClockReader(zone);
        let minute = first;
        for (const gap of gaps) {
          minute += gap;
          const instant = new Date(minute * 60_000);
          expect(read(instant.getTime())).toEqual(zonedClock(instant, zone));
        }
      }),
    );
  });
});

describe('calendar dates', () => {
  it('adds days across month and year ends and goes back with negative days', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('numbers weekdays from Monday 0 to Sunday 6', () => {
    expect(weekdayOf('2025-01-06')).toBe(0);
    expect(weekdayOf('2025-01-12')).toBe(6);
  });
});
