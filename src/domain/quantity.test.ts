import { describe, expect, it } from 'vitest';
import { typedQuantity } from './quantity.ts';

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
