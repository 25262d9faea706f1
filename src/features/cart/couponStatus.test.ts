import { describe, expect, it } from 'vitest';
import { couponStatus } from './couponStatus.ts';

const base = {
  checking: false,
  error: null,
  typed: 'WELCOME10',
  applied: null,
  totals: { couponDiscount: 75, freeDelivery: false },
  route: 'pickup',
};

describe('couponStatus', () => {
  it('says a coupon is checked when the order is placed while no check has said anything of it', () => {
    expect(couponStatus({ ...base, typed: '' })).toEqual({ result: null, note: true });
    expect(couponStatus({ ...base, checking: true })).toEqual({ result: null, note: true });
  });

  it('once a coupon is applied, says so and no longer says it will be checked later', () => {
    expect(couponStatus({ ...base, applied: { code: 'WELCOME10' } })).toEqual({
      result: { key: 'couponApplied', code: 'WELCOME10' },
      note: false,
    });
    // Checked again (the customer logged in): still applied meanwhile, no note coming back.
    expect(couponStatus({ ...base, checking: true, applied: { code: 'WELCOME10' } }).note).toBe(false);
  });

  it('a coupon that only makes delivery free says it gives nothing on a pickup, without the note', () => {
    const status = couponStatus({
      ...base,
      applied: { code: 'FREEDEL' },
      totals: { couponDiscount: 0, freeDelivery: true },
    });
    expect(status).toEqual({ result: { key: 'couponNothingHere', code: 'FREEDEL' }, note: false });
  });

  it('a refused code says why, without the note; one that could not be checked keeps it', () => {
    expect(couponStatus({ ...base, error: 'couponUnknown', typed: ' NOPE ' })).toEqual({
      result: { key: 'couponUnknown', code: 'NOPE' },
      note: false,
    });
    expect(couponStatus({ ...base, error: 'couponUnchecked' })).toEqual({
      result: { key: 'couponUnchecked', code: 'WELCOME10' },
      note: true,
    });
  });
});
