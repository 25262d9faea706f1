import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  type Coupon,
  couponCoversItem,
  couponNoticeKey,
  couponRefusal,
  type CouponRules,
} from './coupon.ts';
import { applyDiscounts } from './discounts.ts';
import { priced, pricedItem, undiscounted } from './testKit.ts';

function coupon(rules: Partial<CouponRules>, item_ids: number[] = []): Coupon {
  return { code: 'SAVE', coupon: { discount_type: 'percent', discount_value: 10, all_menu: true, ...rules }, item_ids };
}

const burger = pricedItem(1, 2); // 2.000 KWD
const fries = pricedItem(2, 0.5); // 0.500 KWD
const kwd = { authenticated: false, currency: 'KWD' };

describe('who may use a coupon', () => {
  it('a guest-only coupon gives a logged-in user no discount and no free delivery', () => {
    const guestsOnly = coupon({ user_type: 'guests', free_delivery: true });
    const result = applyCoupon([undiscounted(burger, 'KWD')], guestsOnly, { ...kwd, authenticated: true });
    expect(result).toMatchObject({ total: 0, freeDelivery: false, refusal: 'guests-only' });
    expect(result.lines[0]).toMatchObject({ couponDiscountAmount: 0, couponDiscountCount: 0, priceAfterCoupon: 2000 });
    expect(applyCoupon([undiscounted(burger, 'KWD')], guestsOnly, kwd).total).toBe(200);
  });

  it('an auth-only coupon gives a guest no discount', () => {
    const members = coupon({ user_type: 'auth_users' });
    expect(applyCoupon([undiscounted(burger, 'KWD')], members, kwd)).toMatchObject({
      total: 0,
      refusal: 'auth-users-only',
    });
    expect(applyCoupon([undiscounted(burger, 'KWD')], members, { ...kwd, authenticated: true }).total).toBe(200);
  });

  it('a coupon without a user type serves everyone', () => {
    expect(couponRefusal(coupon({ user_type: null }), true)).toBeNull();
    expect(couponRefusal(coupon({}), false)).toBeNull();
  });
});

describe('which items a coupon covers', () => {
  it('covers only the item ids it lists unless it is for the whole menu', () => {
    const listed = coupon({ all_menu: false }, [2]);
    expect(couponCoversItem(listed, 2)).toBe(true);
    expect(couponCoversItem(listed, 1)).toBe(false);
    const result = applyCoupon([undiscounted(burger, 'KWD'), undiscounted(fries, 'KWD', { count: 2 })], listed, kwd);
    expect(result.lines.map((l) => l.couponDiscountAmount)).toEqual([0, 100]);
    expect(result.total).toBe(100);
  });

  it('applies to the line total after the menu discount', () => {
    const discounted = applyDiscounts(
      [priced(burger, 'KWD')],
      { delivery: { items: [{ id: 1, type: 'percent', value: 50 }], categories: [] } },
      'delivery',
      'KWD',
    );
    const result = applyCoupon(discounted, coupon({ discount_value: 10 }), kwd);
    expect(result.lines[0]).toMatchObject({ discountedPrice: 1000, couponDiscountAmount: 100, priceAfterCoupon: 900 });
  });

  it('skips a disabled item', () => {
    const off = pricedItem(3, 4, { disabled: true });
    expect(applyCoupon([undiscounted(off, 'KWD')], coupon({}), kwd).total).toBe(0);
  });
});

describe('max_allowed_items', () => {
  const lines = [undiscounted(fries, 'KWD', { count: 3 }), undiscounted(burger, 'KWD', { count: 2 })];

  it('discounts only that many units, the most expensive first', () => {
    const result = applyCoupon(lines, coupon({ discount_value: 50, max_allowed_items: 3 }), kwd);
    // Two burgers (2.000 each) then one of the fries (0.500): 50 % of 4.000 + 50 % of 0.500.
    expect(result.lines.map((l) => [l.couponDiscountCount, l.couponDiscountAmount])).toEqual([
      [1, 250],
      [2, 2000],
    ]);
    expect(result.total).toBe(2250);
  });

  it('treats a missing or zero cap as no cap', () => {
    expect(applyCoupon(lines, coupon({ discount_value: 50, max_allowed_items: 0 }), kwd).total).toBe(2750);
    expect(applyCoupon(lines, coupon({ discount_value: 50, max_allowed_items: null }), kwd).total).toBe(2750);
  });
});

describe('fixed coupons', () => {
  it('caps a fixed discount by the total it applies to', () => {
    const result = applyCoupon(
      [undiscounted(fries, 'KWD')],
      coupon({ discount_type: 'fixed', discount_value: 3 }),
      kwd,
    );
    expect(result.total).toBe(500);
    expect(result.lines[0]?.priceAfterCoupon).toBe(0);
  });

  it('spreads a fixed discount over the covered lines in proportion, adding up exactly', () => {
    const lines = [6, 3, 1].map((yen, i) => undiscounted(pricedItem(10 + i, yen), 'JPY'));
    const result = applyCoupon(lines, coupon({ discount_type: 'fixed', discount_value: 5 }), {
      authenticated: false,
      currency: 'JPY',
    });
    // Exact shares 3, 1.5 and 0.5 yen: the leftover yen goes to the first of the equal remainders.
    expect(result.lines.map((l) => l.couponDiscountAmount)).toEqual([3, 2, 0]);
    expect(result.total).toBe(5);
  });

  it('caps a fixed coupon by the capped units only', () => {
    const lines = [undiscounted(burger, 'KWD', { count: 5 })];
    const result = applyCoupon(
      lines,
      coupon({ discount_type: 'fixed', discount_value: 100, max_allowed_items: 2 }),
      kwd,
    );
    expect(result.lines[0]).toMatchObject({
      couponDiscountCount: 2,
      couponDiscountAmount: 4000,
      priceAfterCoupon: 6000,
    });
  });
});

describe('percent coupons', () => {
  it('rounds a JPY percent to whole yen', () => {
    const ramen = pricedItem(6, 985);
    expect(
      applyCoupon([undiscounted(ramen, 'JPY')], coupon({ discount_value: 10 }), {
        authenticated: false,
        currency: 'JPY',
      }).total,
    ).toBe(99);
  });

  it('never takes more than the line', () => {
    expect(applyCoupon([undiscounted(burger, 'KWD')], coupon({ discount_value: 250 }), kwd).total).toBe(2000);
  });
});

describe('free delivery', () => {
  it('is granted by a coupon that says so even when it covers no item', () => {
    const result = applyCoupon(
      [undiscounted(burger, 'KWD')],
      coupon({ all_menu: false, free_delivery: true }, []),
      kwd,
    );
    expect(result).toMatchObject({ total: 0, freeDelivery: true, refusal: null });
  });

  it('is not granted without a coupon', () => {
    expect(applyCoupon([undiscounted(burger, 'KWD')], null, kwd)).toMatchObject({ total: 0, freeDelivery: false });
  });
});

describe('what the customer is told of a coupon', () => {
  it('a free-delivery coupon on a car pickup or dine-in order gives nothing for that way of ordering', () => {
    expect(couponNoticeKey({ couponDiscount: 0, freeDelivery: true }, 'pickup')).toBe('couponNothingHere');
    expect(couponNoticeKey({ couponDiscount: 0, freeDelivery: true }, 'dinein')).toBe('couponNothingHere');
  });

  it('a free-delivery coupon on a delivery, or one that takes something off, is applied', () => {
    expect(couponNoticeKey({ couponDiscount: 0, freeDelivery: true }, 'delivery')).toBe('couponApplied');
    expect(couponNoticeKey({ couponDiscount: 150, freeDelivery: true }, 'pickup')).toBe('couponApplied');
    expect(couponNoticeKey({ couponDiscount: 150, freeDelivery: false }, 'pickup')).toBe('couponApplied');
  });
});
