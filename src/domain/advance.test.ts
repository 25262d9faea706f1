import { describe, expect, it } from 'vitest';
import { advanceMinutes } from './advance.ts';

describe('an advance limit of the API, in minutes', () => {
  it('reads minutes, hours and days; a missing, unknown or hostile one is no advance', () => {
    expect(advanceMinutes({ interval: 30, scale: 'min' })).toBe(30);
    expect(advanceMinutes({ interval: '2', scale: 'hour' })).toBe(120);
    expect(advanceMinutes({ interval: 1, scale: 'day' })).toBe(1440);
    expect(advanceMinutes(null)).toBe(0);
    expect(advanceMinutes('2 hours')).toBe(0);
    expect(advanceMinutes({ interval: 2, scale: 'week' })).toBe(0);
    expect(advanceMinutes({ interval: 2, scale: '__proto__' })).toBe(0);
    expect(advanceMinutes({ interval: -1, scale: 'hour' })).toBe(0);
    expect(advanceMinutes({ interval: { valueOf: () => 5 }, scale: 'min' })).toBe(0);
  });

  it("a missing or malformed limit is the caller's fallback: a scale named like an object's own property is none", () => {
    // The checkout's slots once read `constructor` as a scale and computed NaN minutes (no slot at all).
    expect(advanceMinutes({ interval: 2, scale: 'constructor' }, 7)).toBe(7);
    expect(advanceMinutes({ interval: 2, scale: 'toString' }, 7)).toBe(7);
    expect(advanceMinutes(undefined, 168 * 60)).toBe(168 * 60);
    expect(advanceMinutes({ interval: '', scale: 'hour' }, 7)).toBe(7);
    expect(advanceMinutes({ interval: Number.POSITIVE_INFINITY, scale: 'hour' }, 7)).toBe(7);
    // Zero is a limit, not a missing one.
    expect(advanceMinutes({ interval: 0, scale: 'day' }, 7)).toBe(0);
  });
});
