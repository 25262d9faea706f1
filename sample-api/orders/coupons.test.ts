import { describe, expect, it } from 'vitest';
import { flattenItems } from '../../src/domain/menu.ts';
import { makeCartLine } from '../../src/domain/pricing/cart.ts';
import { priceCartLines } from '../../src/domain/pricing/lines.ts';
import { buildOrderPayload } from '../../src/domain/pricing/orderPayload.ts';
import { cartTotals } from '../../src/domain/pricing/totals.ts';
import { RestaurantResponse } from '../../src/lib/api/schema.ts';
import { findCoupon } from '../fixtures/coupons.ts';
import { shawarmaHouse } from '../fixtures/index.ts';
import { createSampleApi } from '../server.ts';

const BASE = 'http://127.0.0.1:4010';
const fixture = shawarmaHouse(BASE);
const payload = RestaurantResponse.parse(fixture.restaurant);
const business = payload.restaurant!;
const FALAFEL = { itemId: 10002, priceLabelId: 100021, count: 3, note: '', modifiers: [] };

/** A dine-in order as the storefront builds it, with the coupon applied by the same domain rules. */
function order(code: string | null) {
  const coupon = code ? findCoupon('shawarma-house', code) : null;
  const lines = priceCartLines([makeCartLine(FALAFEL)], flattenItems(payload.menu), business.currency);
  const totals = cartTotals({
    lines,
    currency: 'KWD',
    sellingType: 'dine_in',
    discounts: payload.discounts,
    businessTaxRate: business.exclusiveTaxes?.rate,
    coupon,
  });
  const body = buildOrderPayload({
    totals,
    currency: 'KWD',
    branchId: business.branch_id,
    sellingType: 'dine_in',
    name: 'A',
    phone: '55512345',
    dialCode: '+965',
    couponCode: code,
  });
  return { body, totals };
}

// Tuesday 09:00 in Kuwait: every dish these orders name is served.
const MORNING = new Date('2025-01-14T06:00:00.000Z');

async function send(path: string, body: unknown) {
  const app = createSampleApi({ baseUrl: BASE, now: () => MORNING });
  const res = await app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('coupons in the sample API', () => {
  it('finds a coupon by its code in any case and nothing for an unknown code', () => {
    expect(findCoupon('shawarma-house', ' welcome10 ')?.code).toBe('WELCOME10');
    expect(findCoupon('shawarma-house', 'NOPE')).toBeNull();
    expect(findCoupon('cafe-limmat', 'WELCOME10')).toBeNull();
  });

  it('accepts an order whose total has the coupon taken off by the shared rules', async () => {
    const { body, totals } = order('FALAFEL');
    expect(totals.couponDiscount).toBeGreaterThan(0);
    const res = await send('/webapp/order', body);
    expect(res.status).toBe(201);
  });

  it('refuses an order total that ignores the coupon the order names', async () => {
    const withCoupon = order('WELCOME10');
    const without = order(null);
    const res = await send('/webapp/order', { ...withCoupon.body, total: without.body.total });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('total_mismatch');
  });

  it('refuses an unknown coupon code with a message naming it', async () => {
    const res = await send('/webapp/order', { ...order(null).body, coupon_code: 'BOGUS' });
    expect(res).toMatchObject({ status: 422, body: { code: 'unknown_coupon', message: 'Unknown coupon code: BOGUS' } });
  });

  it('refuses a members-only coupon for a guest', async () => {
    const res = await send('/webapp/order', { ...order(null).body, coupon_code: 'MEMBERS20' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('coupon_not_allowed');
  });

  it('calc-order answers the coupon rules and the amounts with the coupon applied', async () => {
    const { body, totals } = order('FALAFEL');
    const { total: _total, ...quote } = body;
    const res = await send(`/service/pos/calc-order/${business.branch_id}`, quote);
    expect(res.status).toBe(200);
    expect(res.body.coupon).toMatchObject({ code: 'FALAFEL', item_ids: [10002], coupon: { max_allowed_items: 2 } });
    expect(res.body.calculatedAmounts).toMatchObject({
      total: body.total,
      coupon_discount: totals.couponDiscount / 1000,
    });
  });

  it('calc-order refuses an unknown coupon code', async () => {
    const { total: _total, ...quote } = order(null).body;
    const res = await send(`/service/pos/calc-order/${business.branch_id}`, { ...quote, coupon_code: 'bogus' });
    expect(res.body.code).toBe('unknown_coupon');
  });
});
