import { describe, expect, it } from 'vitest';
import { knownChosenBranch, orderBranchId } from './orderBranch.ts';

describe('order branch', () => {
  it('is the business’s own branch when the customer chose none', () => {
    expect(orderBranchId({ own: 11, known: [11, 12], chosen: null })).toBe(11);
  });
  it('is the branch chosen in settings', () => {
    expect(orderBranchId({ own: 11, known: [11, 12], chosen: 12 })).toBe(12);
  });
  it('ignores a chosen branch the business no longer has', () => {
    expect(knownChosenBranch(99, [11, 12])).toBeNull();
    expect(orderBranchId({ own: 11, known: [11, 12], chosen: 99 })).toBe(11);
  });
  it('prefers the branch of the selling type (the one delivering to the pin, the pickup branch)', () => {
    expect(orderBranchId({ own: 11, known: [11, 12, 13], chosen: 12, forSellingType: 13 })).toBe(13);
  });
});
