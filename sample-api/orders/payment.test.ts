import { describe, expect, it } from 'vitest';
import { flattenItems } from '../../src/domain/menu.ts';
import { makeCartLine } from '../../src/domain/pricing/cart.ts';
import { priceCartLines } from '../../src/domain/pricing/lines.ts';
import { buildOrderPayload } from '../../src/domain/pricing/orderPayload.ts';
import { cartTotals } from '../../src/domain/pricing/totals.ts';
import { RestaurantResponse } from '../../src/lib/api/schema.ts';
import { shawarmaHouse } from '../fixtures/index.ts';
import { createSampleApi } from '../server.ts';
import { returnUrls } from './payment.ts';

const BASE = 'http://127.0.0.1:4010';
const SITE = 'http://localhost:4399';
const payload = RestaurantResponse.parse(shawarmaHouse(BASE).restaurant);
const business = payload.restaurant!;

function onlineOrder(extra: Record<string, unknown> = {}) {
  const lines = priceCartLines(
    [makeCartLine({ itemId: 10002, priceLabelId: 100021, count: 2, note: '', modifiers: [] })],
    flattenItems(payload.menu),
    'KWD',
  );
  const totals = cartTotals({
    lines,
    currency: 'KWD',
    sellingType: 'dine_in',
    discounts: payload.discounts,
    businessTaxRate: business.exclusiveTaxes?.rate,
  });
  return buildOrderPayload({
    totals,
    currency: 'KWD',
    branchId: business.branch_id,
    sellingType: 'dine_in',
    name: 'A',
    phone: '50012345',
    dialCode: '+965',
    paymentType: 1,
    extra: {
      table: '1103',
      success_url: `${SITE}/shawarma-house/order/{id}`,
      fail_url: `${SITE}/shawarma-house/payment/fail?order={id}`,
      ...extra,
    },
  });
}

async function place(app: ReturnType<typeof createSampleApi>, body: unknown, origin = SITE) {
  const res = await app.request('/webapp/order', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      order: { id: string; status: number; payment_status: string };
      payment_url?: string;
      message?: string;
    },
  };
}

describe('online payment (demo gateway)', () => {
  it('return URLs must be http(s) on the site that places the order', () => {
    expect(returnUrls({ success_url: `${SITE}/a`, fail_url: `${SITE}/b` }, SITE).ok).toBe(true);
    expect(returnUrls({ success_url: 'https://evil.test/a', fail_url: `${SITE}/b` }, SITE).ok).toBe(false);
    expect(returnUrls({ success_url: 'javascript:alert(1)', fail_url: `${SITE}/b` }, SITE).ok).toBe(false);
    expect(returnUrls({ success_url: `${SITE}/a`, fail_url: `${SITE}/b` }, undefined).ok).toBe(false);
    expect(returnUrls({}, SITE).ok).toBe(false);
  });

  it('an online order waits for its payment; paying sends the browser to the order page once', async () => {
    const app = createSampleApi({ baseUrl: BASE });
    const placed = await place(app, onlineOrder());
    expect(placed.status).toBe(201);
    expect(placed.body.order.payment_status).toBe('pending');
    const id = placed.body.order.id;
    expect(placed.body.payment_url).toMatch(new RegExp(`/pay/${id}$`));
    const gateway = await app.request(`/pay/${id}`);
    expect(await gateway.text()).toContain('KWD');
    const paid = await app.request(`/pay/${id}/confirm`, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${SITE}/shawarma-house/order/${id}`);
    expect((await app.request(`/pay/${id}/confirm`, { method: 'POST' })).status).toBe(409);
    const order = (await (await app.request(`/webapp/order/${id}`)).json()) as { order: { payment_status: string } };
    expect(order.order.payment_status).toBe('paid');
  });

  it('a cancelled payment cancels the order and sends the browser to the failure page', async () => {
    const app = createSampleApi({ baseUrl: BASE });
    const { body } = await place(app, onlineOrder());
    const cancelled = await app.request(`/pay/${body.order.id}/cancel`, { method: 'POST' });
    expect(cancelled.headers.get('location')).toBe(`${SITE}/shawarma-house/payment/fail?order=${body.order.id}`);
    const events = (await (
      await app.request(`/webapp/update-order-events/shawarma-house/${body.order.id}`)
    ).json()) as { status: number };
    expect(events.status).toBe(9);
  });

  it('refuses an online order whose return URLs point at another site', async () => {
    const app = createSampleApi({ baseUrl: BASE });
    const res = await place(app, onlineOrder({ success_url: 'https://evil.test/{id}' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('return URLs');
  });
});
