import { describe, expect, it } from 'vitest';
import { EMPTY_CART, type Cart } from '../../domain/pricing/cart.ts';
import { formatMoney } from '../../domain/money.ts';
import { lineFor, pricedItem } from '../../domain/pricing/testKit.ts';
import { ApiFailure } from '../../lib/api/browser.ts';
import { findCoupon } from '../../../sample-api/fixtures/coupons.ts';
import { minimumProblem, priceCart, refreshCoupon, type PriceCartInput } from './pricing.ts';
import { checkCoupon } from '../checkout/couponSync.ts';
import { orderLinesOf } from '../../domain/pricing/orderPayload.ts';

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
    const lines = orderLinesOf(priceCart(input()).lines, 'KWD');
    const args = { code: 'MEMBERS20', lines, branchId: 11, route: 'pickup' as const };
    const set: unknown[] = [];
    const ok = { calcOrder: async () => ({ coupon: members }) };
    expect(await refreshCoupon(ok as never, args, (c) => set.push(c))).toBeNull();
    const refused = { calcOrder: () => Promise.reject(new ApiFailure(422, 'for members', 'coupon_not_allowed')) };
    expect(await refreshCoupon(refused as never, args, (c) => set.push(c))).toBe('couponMembersOnly');
    const down = { calcOrder: () => Promise.reject(new ApiFailure(0, 'offline')) };
    expect(await refreshCoupon(down as never, args, (c) => set.push(c))).toBe('couponUnchecked');
    expect(set).toEqual([members, null]);
  });

  it('the coupon call sends the lines the order would carry: a disabled item, which counts zero, is not among them', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const api = {
      calcOrder: async (_: number, body: Record<string, unknown>) => (bodies.push(body), { coupon: null }),
    };
    const gone = pricedItem(11, 0.5, { disabled: true });
    const totals = priceCart(
      input({
        cart: { ...EMPTY_CART, items: [lineFor(10, { count: 2 }), lineFor(11)] },
        catalogue: {
          items: [
            { item: falafel, categoryId: 1 },
            { item: gone, categoryId: 1 },
          ],
          discounts: null,
        },
      }),
    );
    expect(totals.lines).toHaveLength(2);
    await checkCoupon(api, {
      code: 'WELCOME10',
      lines: orderLinesOf(totals.lines, 'KWD'),
      branchId: 11,
      route: 'delivery',
    });
    expect((bodies[0]!.order_lines as Array<{ item_id: number }>).map((l) => l.item_id)).toEqual([10]);
    expect(bodies[0]).not.toHaveProperty('reservation');
    // Nothing to order: nothing to ask, and no coupon.
    const none = orderLinesOf(
      priceCart(
        input({
          cart: { ...EMPTY_CART, items: [lineFor(11)] },
          catalogue: { items: [{ item: gone, categoryId: 1 }], discounts: null },
        }),
      ).lines,
      'KWD',
    );
    expect(await checkCoupon(api, { code: 'WELCOME10', lines: none, branchId: 11, route: 'delivery' })).toEqual({
      coupon: null,
      error: null,
    });
    expect(bodies).toHaveLength(1);
  });

  it('the coupon call of a reservation pre-order says so, as its order does (the reservation menu prices it)', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const api = {
      calcOrder: async (_: number, body: Record<string, unknown>) => (bodies.push(body), { coupon: null }),
    };
    const lines = orderLinesOf(priceCart(input()).lines, 'KWD');
    await checkCoupon(api, { code: 'WELCOME10', lines, branchId: 11, route: 'reserv_dinein' });
    expect(bodies[0]).toMatchObject({ selling_types: 'dine_in', reservation: true });
  });
  it('a refused or unchecked coupon is said in the page’s words, never the API’s or the browser’s', async () => {
    const lines = orderLinesOf(priceCart(input()).lines, 'KWD');
    const refusing = (failure: Error) => ({
      calcOrder: async () => {
        throw failure;
      },
    });
    const args = { code: 'NOPE10', lines, branchId: 11, route: 'delivery' as const };
    const unknown = new ApiFailure(422, 'Unknown coupon code: NOPE10', 'unknown_coupon');
    expect(await checkCoupon(refusing(unknown), args)).toEqual({ coupon: null, error: 'couponUnknown' });
    const guests = new ApiFailure(422, 'The coupon … is for guests only', 'coupon_not_allowed', {
      attemptsLeft: null,
      retryAfter: null,
      reason: 'guests-only',
    });
    expect(await checkCoupon(refusing(guests), args)).toEqual({ coupon: null, error: 'couponGuestsOnly' });
    const members = new ApiFailure(422, 'The coupon … is for signed-in customers only', 'coupon_not_allowed');
    expect(await checkCoupon(refusing(members), args)).toEqual({ coupon: null, error: 'couponMembersOnly' });
    // An outage is no verdict: the coupon the customer had stays (undefined: unchanged).
    const offline = await checkCoupon(refusing(new ApiFailure(0, 'Failed to fetch')), args);
    expect(offline).toEqual({ coupon: undefined, error: 'couponUnchecked' });
  });
});
