import { describe, expect, it } from 'vitest';
import type { PriceLabel } from '../lib/api/schema.ts';
import { defaultQuantity, maxQuantity, steppedQuantity, typedQuantity } from './quantity.ts';

const LIMITS = { min: 1, max: 1000 };

describe('typedQuantity', () => {
  it('takes a whole number within the label’s limits, in any script’s digits and with spaces around it', () => {
    expect(typedQuantity('3', LIMITS)).toBe(3);
    expect(typedQuantity(' 12 ', LIMITS)).toBe(12);
    expect(typedQuantity('٣', LIMITS)).toBe(3);
    expect(typedQuantity('۱۰', LIMITS)).toBe(10);
    expect(typedQuantity('1000', LIMITS)).toBe(1000);
  });

  it('refuses zero, a negative number, a fraction, a word and nothing at all instead of adding one', () => {
    for (const text of ['0', '-1', '1.5', '1,5', 'abc', '', '  ', '2x', '1e3'])
      expect(typedQuantity(text, LIMITS), text).toBeNull();
  });

  it('refuses more than the label allows instead of adding the most it allows', () => {
    expect(typedQuantity('1001', LIMITS)).toBeNull();
    expect(typedQuantity('999999', LIMITS)).toBeNull();
    expect(typedQuantity('4', { min: 1, max: 3 })).toBeNull();
  });

  it('refuses less than a label’s minimum (a dish sold by three at least)', () => {
    expect(typedQuantity('2', { min: 3, max: 1000 })).toBeNull();
    expect(typedQuantity('3', { min: 3, max: 1000 })).toBe(3);
  });
});

describe('steppedQuantity', () => {
  it('one more and one less, from a count in any script’s digits', () => {
    expect(steppedQuantity('3', LIMITS, 1)).toBe(4);
    expect(steppedQuantity('3', LIMITS, -1)).toBe(2);
    expect(steppedQuantity('٣', LIMITS, 1)).toBe(4);
  });

  it('stops at the label’s minimum and maximum', () => {
    expect(steppedQuantity('1', LIMITS, -1)).toBe(1);
    expect(steppedQuantity('1000', LIMITS, 1)).toBe(1000);
    expect(steppedQuantity('3', { min: 3, max: 5 }, -1)).toBe(3);
    expect(steppedQuantity('5', { min: 3, max: 5 }, 1)).toBe(5);
  });

  it('brings a count typed out of the limits back inside them, and an empty or wordy field to the minimum', () => {
    expect(steppedQuantity('0', { min: 3, max: 5 }, 1)).toBe(3);
    expect(steppedQuantity('5000', LIMITS, -1)).toBe(1000);
    expect(steppedQuantity('', { min: 3, max: 5 }, 1)).toBe(3);
    expect(steppedQuantity('abc', LIMITS, -1)).toBe(1);
  });
});

const label = (extra: Partial<PriceLabel>): PriceLabel =>
  ({
    id: 1,
    label: '',
    locales: [],
    price: 1,
    weight: 0,
    minimum: 1,
    isQty: true,
    shippingWeight: 0,
    ...extra,
  }) as PriceLabel;

describe('defaultQuantity', () => {
  it('starts at the minimum when it is above 1', () => {
    expect(defaultQuantity(label({ minimum: 3 }))).toBe(3);
  });

  it('starts at 1 when the minimum is 1, 0 or missing', () => {
    expect(defaultQuantity(label({ minimum: 1 }))).toBe(1);
    expect(defaultQuantity(label({ minimum: 0 }))).toBe(1);
    expect(defaultQuantity(label({ minimum: undefined as never }))).toBe(1);
    expect(defaultQuantity(label({ minimum: NaN }))).toBe(1);
  });
});

describe('maxQuantity', () => {
  it('is the maximum when one is set', () => {
    expect(maxQuantity(label({ maximum: 5 }))).toBe(5);
  });

  it('is 1000 when the maximum is unset or 0', () => {
    expect(maxQuantity(label({ maximum: null }))).toBe(1000);
    expect(maxQuantity(label({ maximum: 0 }))).toBe(1000);
    expect(maxQuantity(label({}))).toBe(1000);
  });

  it('is never below the default quantity', () => {
    expect(maxQuantity(label({ minimum: 6, maximum: 4 }))).toBe(6);
  });
});
