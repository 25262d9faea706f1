import { describe, expect, it } from 'vitest';
import { filledStars, shownRating } from './businessRating.ts';

describe("the business's rating", () => {
  it('is shown when show_rating is on, to one decimal', () => {
    expect(shownRating({ show_rating: true, rate: 4.6 })).toBe(4.6);
    expect(shownRating({ show_rating: true, rate: 4.66 })).toBe(4.7);
    expect(shownRating({ show_rating: true, rate: 5 })).toBe(5);
  });

  it('is hidden when show_rating is off, whatever the rate', () => {
    expect(shownRating({ show_rating: false, rate: 4.6 })).toBeNull();
    expect(shownRating({ rate: 4.6 })).toBeNull();
  });

  it('is hidden without a rate in (0, 5]: none, zero, out of range or not a number', () => {
    for (const rate of [null, undefined, 0, -1, 5.1, Number.NaN, '4.6', Infinity]) {
      expect(shownRating({ show_rating: true, rate }), String(rate)).toBeNull();
    }
  });

  it('fills stars to the nearest whole star', () => {
    expect([4.6, 4.4, 0.2, 5].map(filledStars)).toEqual([5, 4, 0, 5]);
  });
});
