import { describe, expect, it } from 'vitest';
import { EMPTY_CART, type Cart } from '../../domain/pricing/cart.ts';
import { formatMoney } from '../../domain/money.ts';
import { lineFor, pricedItem } from '../../domain/pricing/testKit.ts';
import { ApiFailure } from '../../lib/api/browser.ts';
import { findCoupon } from '../../../sample-api/fixtures/coupons.ts';
import { minimumProblem, priceCart, refreshCoupon, type PriceCartInput } from './pricing.ts';

const money = (minor: number) => formatMoney(minor, 'KWD', 'en');
const falafel = pricedItem(10, 1.2);
const cartOf = (count: number): Cart => ({ ...EMPTY_CART, items: [lineFor(10, { count })] });
const input = (over: Partial<PriceCartInput> = {}): PriceCartInput => ({
  cart: cartOf(1),
  catalogue: { items: [{ item: falafel, categoryId: 1 }], discounts: null },
  currency: 'KWD',
  route: 'delivery',
  authenticated: false,
  businessTaxRate: null,
  target: null,
  fallbackMinimum: 0,
  ...over,
});
const salmiyaZone = { zone: { fees: 0.75, min_order: 3.5 } };

describe('the minimum order before "Place order"', () => {
  it('names the chosen area and the missing amount once the zone is known', () => {
    const totals = priceCart(input({ target: salmiyaZone }));
    expect(totals.deliveryFee).toBe(750);
    expect(minimumProblem(totals, { name: 'Salmiya' }, money)).toEqual({
      key: 'minimumArea',
      values: { amount: money(3500), missing: money(2300), area: 'Salmiya' },
    });
  });

  it('uses the selling type’s own minimum while no area is known, naming none', () => {
    const totals = priceCart(input({ fallbackMinimum: 2 }));
    expect(minimumProblem(totals, null, money)).toEqual({
      key: 'belowMinimum',
      values: { amount: money(2000), missing: money(800) },
    });
  });

  it('is met exactly at the minimum, and an empty cart has no minimum to reach', () => {
    expect(
      minimumProblem(priceCart(input({ target: { zone: { fees: 0, min_order: 2.4 } }, cart: cartOf(2) })), null, money),
    ).toBeNull();
    expect(minimumProblem(priceCart(input({ target: salmiyaZone, cart: EMPTY_CART })), null, money)).toBeNull();
  });
});

describe('coupons by who is ordering (spec §5 coupon user types)', () => {
  const withCoupon = (code: string, authenticated: boolean) =>
    priceCart(input({ cart: { ...cartOf(3), coupon: findCoupon('shawarma-house', code) }, authenticated }));

  it('a guests-only coupon discounts a guest and not a logged-in customer', () => {
    expect(withCoupon('FIRSTORDER', false).couponDiscount).toBeGreaterThan(0);
    expect(withCoupon('FIRSTORDER', true).couponDiscount).toBe(0);
    expect(withCoupon('FIRSTORDER', true).couponRefusal).toBe('guests-only');
  });

  it('a members-only coupon discounts a logged-in customer and not a guest', () => {
    expect(withCoupon('MEMBERS20', true).couponDiscount).toBe(720); // 20 % of 3 × 1.200
    expect(withCoupon('MEMBERS20', false).couponDiscount).toBe(0);
  });

  it('the coupon call keeps the API’s verdict: rules on success, cleared on a refusal, kept on an outage', async () => {
    const members = findCoupon('shawarma-house', 'MEMBERS20');
    const args = { code: 'MEMBERS20', cart: cartOf(1), branchId: 11, route: 'pickup' as const };
    const set: unknown[] = [];
    const ok = { calcOrder: async () => ({ coupon: members }) };
    expect(await refreshCoupon(ok as never, args, (c) => set.push(c))).toBeNull();
    const refused = { calcOrder: () => Promise.reject(new ApiFailure(422, 'for members', 'coupon_not_allowed')) };
    expect(await refreshCoupon(refused as never, args, (c) => set.push(c))).toBe('for members');
    const down = { calcOrder: () => Promise.reject(new ApiFailure(0, 'offline')) };
    expect(await refreshCoupon(down as never, args, (c) => set.push(c))).toBe('offline');
    expect(set).toEqual([members, null]);
  });
});
