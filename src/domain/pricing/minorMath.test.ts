import { describe, expect, it } from 'vitest';
import { percentOf, splitProportionally, wholeMinor } from './minorMath.ts';

describe('wholeMinor', () => {
  it('rounds half away from zero without being fooled by float noise', () => {
    expect(wholeMinor(187.5)).toBe(188);
    expect(wholeMinor(1.15 * 100 * 1.5)).toBe(173);
    expect(wholeMinor(-0.5)).toBe(-1);
    expect(Object.is(wholeMinor(-0.2), 0)).toBe(true);
    expect(wholeMinor(NaN)).toBe(0);
  });
});

describe('percentOf', () => {
  it('gives a percent of a minor amount in whole minor units', () => {
    expect(percentOf(1250, 15)).toBe(188);
    expect(percentOf(1000, 8.1)).toBe(81);
  });
});

describe('splitProportionally', () => {
  it('splits into whole parts that add up to the total', () => {
    expect(splitProportionally(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitProportionally(0, [1, 2])).toEqual([0, 0]);
    expect(splitProportionally(5, [0, 0])).toEqual([0, 0]);
  });
});
