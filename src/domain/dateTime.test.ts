import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dateTime.ts';

const AT = '2026-11-24T09:05:00.000Z';

describe('dates and times as the customer reads them', () => {
  it("are written in the page's language at the business's time zone, whatever the machine's", () => {
    expect(formatDateTime(AT, 'en', 'Asia/Kuwait')).toBe('Nov 24, 2026, 12:05 PM');
    expect(formatDateTime(AT, 'en', 'Asia/Tokyo', 'time')).toBe('6:05 PM');
    expect(formatDateTime(AT, 'de', 'Europe/Zurich', 'date')).toBe('24.11.2026');
  });

  it('in Arabic: day first, the Arabic PM mark and the page digits, never an ISO date', () => {
    const text = formatDateTime(AT, 'ar', 'Asia/Kuwait');
    expect(text).toBe('24\u200f/11\u200f/2026، 12:05 م');
    expect(text).not.toContain('2026-11-24');
    expect(formatDateTime(AT, 'fa', 'Asia/Tehran', 'time')).toMatch(/[۰-۹]/);
  });

  it('a date that is not one reads as nothing, an unknown zone as Kuwait', () => {
    expect(formatDateTime('yesterday', 'en', 'Asia/Kuwait')).toBe('');
    expect(formatDateTime(null, 'en', 'Asia/Kuwait')).toBe('');
    expect(formatDateTime(Number.NaN, 'en', 'Asia/Kuwait')).toBe('');
    expect(formatDateTime(AT, 'en', 'Mars/Olympus', 'time')).toBe('12:05 PM');
    expect(formatDateTime(AT, '<script>', 'Asia/Kuwait', 'time')).toBe('12:05 PM');
  });
});
