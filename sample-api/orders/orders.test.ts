import { describe, expect, it } from 'vitest';
import { flattenItems } from '../../src/domain/menu.ts';
import { makeCartLine, type NewCartLine } from '../../src/domain/pricing/cart.ts';
import type { DeliveryTarget } from '../../src/domain/pricing/fees.ts';
import { priceCartLines } from '../../src/domain/pricing/lines.ts';
import { buildOrderPayload } from '../../src/domain/pricing/orderPayload.ts';
import { cartTotals } from '../../src/domain/pricing/totals.ts';
import type { ServerSellingType } from '../../src/domain/sellingType.ts';
import { RestaurantResponse } from '../../src/lib/api/schema.ts';
import { cafeLimmat, kissaTokyo, shawarmaHouse, sofreh } from '../fixtures/index.ts';
import { createSampleApi } from '../server.ts';

const BASE = 'http://127.0.0.1:4010';
// Tuesday 09:00 in Kuwait: breakfast (06:00–11:00) and the all-day categories are served.
const T0 = new Date('2025-01-14T06:00:00.000Z');

/** What the storefront would send: the cart priced with the domain rules, then buildOrderPayload. */
function clientPayload(
  fixture: ReturnType<typeof shawarmaHouse>,
  sellingType: ServerSellingType,
  lines: Array<Omit<NewCartLine, 'note' | 'modifiers'> & Partial<NewCartLine>>,
  delivery: DeliveryTarget | null = null,
  extra: Record<string, unknown> = {},
) {
  const payload = RestaurantResponse.parse(fixture.restaurant);
  const business = payload.restaurant!;
  const cart = lines.map((l) => makeCartLine({ note: '', modifiers: [], ...l }));
  const totals = cartTotals({
    lines: priceCartLines(cart, flattenItems(payload.menu), business.currency),
    currency: business.currency,
    sellingType,
    discounts: payload.discounts,
    businessTaxRate: business.exclusiveTaxes?.rate,
    delivery,
  });
  const body = buildOrderPayload({
    totals,
    currency: business.currency,
    branchId: business.branch_id,
    sellingType,
    name: 'Test Customer',
    phone: '55512345',
    dialCode: '+965',
    extra,
  });
  return { body, totals };
}

/** The answers these tests read (an error answer has no order: reading it fails the test, as it should). */
interface Answer {
  code?: string;
  message?: string;
  order: { id: string; status: number; total: number; fees: number; currency: string; lines: unknown[] };
}

function api() {
  const app = createSampleApi({ baseUrl: BASE, now: () => T0 });
  const post = async (body: unknown) => {
    const res = await app.request('/webapp/order', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  return { post, get };
}

const kuwait = shawarmaHouse(BASE);
const kuwaitCity = kuwait.zones.zones.find((z) => z.id === 1101)!;
const SHARQ = { lat: 29.384, lng: 47.99, area_id: 11003 };
const FAMILY_BOX = { itemId: 10007, priceLabelId: 100071, count: 1 };

describe('POST webapp/order takes only what the storefront offers', () => {
  const placeAt = async (now: Date, body: unknown) => {
    const app = createSampleApi({ baseUrl: BASE, now: () => now });
    const res = await app.request('/webapp/order', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-current-time': '2025-01-14T06:00:00.000Z' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const BREAKFAST = { itemId: 10001, priceLabelId: 100011, count: 1 };

  it('refuses a dish whose category is not served at the order time, and takes it then', async () => {
    const { body } = clientPayload(kuwait, 'car_pickup', [BREAKFAST]);
    // 21:00 in Kuwait (the client's header says 09:00: not trusted outside the tests' mode).
    const evening = await placeAt(new Date('2025-01-14T18:00:00.000Z'), body);
    expect(evening).toMatchObject({ status: 422, body: { code: 'unavailable_item' } });
    expect(evening.body.message).toMatch(/not served/);
    expect((await placeAt(T0, body)).status).toBe(201);
  });

  it('takes a dish for a slot when it is served: the slot is the order time', async () => {
    const { body } = clientPayload(kuwait, 'car_pickup', [BREAKFAST], null, {
      order_time: 'later',
      scheduled_at: '2025-01-15T06:30:00.000Z',
    });
    expect((await placeAt(new Date('2025-01-14T18:00:00.000Z'), body)).status).toBe(201);
  });

  it('refuses a dish of a hidden category', async () => {
    const { body } = clientPayload(kuwait, 'car_pickup', [{ itemId: 10041, priceLabelId: 100411, count: 1 }]);
    expect(await placeAt(T0, body)).toMatchObject({ status: 422, body: { code: 'unavailable_item' } });
  });

  it('refuses a selling type the business takes no orders for, and every order of a digital menu', async () => {
    const limmat = clientPayload(cafeLimmat(BASE), 'dine_in', [{ itemId: 20001, priceLabelId: 200011, count: 1 }]);
    expect(await placeAt(T0, limmat.body)).toMatchObject({ status: 422, body: { code: 'selling_type_closed' } });
    const menuOnly = clientPayload(sofreh(BASE), 'car_pickup', [{ itemId: 40001, priceLabelId: 400011, count: 1 }]);
    expect(await placeAt(T0, menuOnly.body)).toMatchObject({ status: 422, body: { code: 'selling_type_closed' } });
  });
});

describe('POST webapp/order', () => {
  it('accepts a correct KWD delivery order inside a zone, stores it and answers it by id', async () => {
    const { post, get } = api();
    const { body } = clientPayload(kuwait, 'delivery', [FAMILY_BOX], { zone: kuwaitCity }, { address: SHARQ });
    expect(body.total).toBe(6); // 5.500 + 0.500 delivery
    const created = await post(body);
    expect(created.status).toBe(201);
    const order = created.body.order;
    expect(order).toMatchObject({ status: 0, total: 6, created_at: T0.toISOString() });
    expect(order.lines).toEqual(body.order_lines);
    expect(order.id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await post(body);
    expect(second.body.order.id).not.toBe(order.id);
    const fetched = await get(`/webapp/order/${order.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body.order).toMatchObject({ id: order.id, total: 6, fees: 0.5, currency: 'KWD' });
    expect((await get('/webapp/order/no-such-order')).status).toBe(404);
  });

  it("prices a delivery to a chosen area without a pin (a business that asks for none) by that area's zone", async () => {
    const { post } = api();
    const areaOnly = { area_id: 11003 };
    const { body } = clientPayload(kuwait, 'delivery', [FAMILY_BOX], { zone: kuwaitCity }, { address: areaOnly });
    const created = await post(body);
    expect(created.status).toBe(201);
    expect(created.body.order).toMatchObject({ total: 6, fees: 0.5 });
    // Neither a spot nor an area: nowhere to deliver.
    expect((await post({ ...body, address: {} })).status).toBe(400);
    // An area of no zone of this branch.
    expect((await post({ ...body, address: { area_id: 999_999 } })).body.code).toBe('outside_zones');
  });

  it('refuses a tampered total with 422 total_mismatch and stores nothing', async () => {
    const { post, get } = api();
    const { body } = clientPayload(kuwait, 'delivery', [FAMILY_BOX], { zone: kuwaitCity }, { address: SHARQ });
    const refused = await post({ ...body, total: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('total_mismatch');
    expect(refused.body.message).toContain('1.000 KWD');
    expect(refused.body.message).toContain('6.000 KWD');
    // Lowering a line price does not help either: only the catalogue prices count.
    const lines = body.order_lines.map((l) => ({ ...l, total_price: 0.1, unit_price: 0.1 }));
    expect((await post({ ...body, order_lines: lines, total: 0.6 })).body.code).toBe('total_mismatch');
    expect((await get('/webapp/update-order-events/shawarma-house/anything')).status).toBe(404);
  });

  it('refuses unknown items, price labels and modifiers with unknown_item', async () => {
    const { post } = api();
    const { body } = clientPayload(kuwait, 'delivery', [FAMILY_BOX], { zone: kuwaitCity }, { address: SHARQ });
    const line = body.order_lines[0]!;
    for (const bad of [{ item_id: 99999 }, { price_label_id: 1 }, { modifiers: '77', modifiers_details: undefined }]) {
      const refused = await post({ ...body, order_lines: [{ ...line, ...bad }] });
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('unknown_item');
    }
  });

  it('refuses an item not offered for delivery with unavailable_item', async () => {
    const { post } = api();
    const dineInOnly = { itemId: 10019, priceLabelId: 100191, count: 1 }; // Mixed Grill Platter: dine-in only
    const { body } = clientPayload(
      kuwait,
      'delivery',
      [FAMILY_BOX, dineInOnly],
      { zone: kuwaitCity },
      { address: SHARQ },
    );
    const refused = await post(body);
    expect(refused).toMatchObject({ status: 422, body: { code: 'unavailable_item' } });
    expect(refused.body.message).toContain('10019');
  });

  it('refuses a delivery outside every zone, or in a hidden zone, with outside_zones', async () => {
    const { post } = api();
    for (const address of [
      { lat: 29.45, lng: 48.2 },
      { lat: 29.346, lng: 47.94, area_id: 11301 },
    ]) {
      const { body } = clientPayload(kuwait, 'delivery', [FAMILY_BOX], { zone: kuwaitCity }, { address });
      expect(await post(body)).toMatchObject({ status: 422, body: { code: 'outside_zones' } });
    }
  });

  it('refuses an order below the zone minimum with below_minimum', async () => {
    const { post } = api();
    const foul = { itemId: 10001, priceLabelId: 100011, count: 1 };
    const { body } = clientPayload(kuwait, 'delivery', [foul], { zone: kuwaitCity }, { address: SHARQ });
    const refused = await post(body);
    expect(refused).toMatchObject({ status: 422, body: { code: 'below_minimum' } });
    expect(refused.body.message).toContain('3.000 KWD');
  });

  it('answers 400 naming the invalid field', async () => {
    const { post } = api();
    const { body } = clientPayload(kuwait, 'delivery', [FAMILY_BOX], { zone: kuwaitCity }, { address: SHARQ });
    const line = { ...body.order_lines[0]!, quantity: 'two' };
    const refused = await post({ ...body, order_lines: [line] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('order_lines.0.quantity');
    expect((await post({ ...body, address: undefined })).body.message).toContain('address');
  });

  it('refuses choices the item does not allow: a required one missing, two of a one-choice group', async () => {
    const { post } = api();
    const zurich = cafeLimmat(BASE);
    const without = clientPayload(zurich, 'car_pickup', [{ itemId: 20002, priceLabelId: 200022, count: 1 }]).body;
    expect(await post(without)).toMatchObject({ status: 422, body: { code: 'invalid_modifiers' } });
    const two = [
      { id: 6011, quantity: 1 },
      { id: 6012, quantity: 1 },
    ];
    const both = clientPayload(zurich, 'car_pickup', [
      { itemId: 20002, priceLabelId: 200022, count: 1, modifiers: two },
    ]);
    expect(await post(both.body)).toMatchObject({ status: 422, body: { code: 'invalid_modifiers' } });
  });

  it("refuses a count above the price label's maximum (1000 without one), never pricing another count", async () => {
    const { post } = api();
    const zurich = cafeLimmat(BASE);
    const order = (count: number) =>
      clientPayload(zurich, 'car_pickup', [{ itemId: 20014, priceLabelId: 200141, count }]).body;
    expect((await post(order(999))).status).toBe(201);
    // The client's own cart never holds more than the maximum; a body that does is refused, not clamped.
    const over = order(1000);
    const sent = { ...over, order_lines: over.order_lines.map((l) => ({ ...l, quantity: 1001 })) };
    expect(await post(sent)).toMatchObject({ status: 422, body: { code: 'invalid_quantity' } });
  });

  it('prices a CHF pickup order to a total ending on 0.05', async () => {
    const { post } = api();
    const zurich = cafeLimmat(BASE);
    const lines = [
      { itemId: 20001, priceLabelId: 200011, count: 3 },
      { itemId: 20002, priceLabelId: 200022, count: 1, modifiers: [{ id: 6011, quantity: 1 }] },
      // Category 204 is 15 % off for pickup: 3 × 5.35 = 16.05 less 2.41, so the raw total is not on a 0.05 step.
      { itemId: 20014, priceLabelId: 200141, count: 3 },
    ];
    const { body, totals } = clientPayload(zurich, 'car_pickup', lines);
    expect(totals.rounding).not.toBe(0);
    const created = await post(body);
    expect(created.status).toBe(201);
    const rappen = Math.round(created.body.order.total * 100);
    expect(rappen % 5).toBe(0);
    expect(created.body.order.total).toBe(body.total);
  });

  it('prices international shipping by weight for the JPY shop', async () => {
    const { post, get } = api();
    const tokyo = kissaTokyo(BASE);
    const us = tokyo.zones.countries.find((c) => c.country_iso === 'US')!;
    // Two 100 g packs (0.14 kg shipped each): 0.28 kg × ¥2400 + ¥2800 = ¥3472 shipping.
    const lines = [{ itemId: 30002, priceLabelId: 300022, count: 2 }];
    const { body, totals } = clientPayload(tokyo, 'delivery', lines, { country: us }, { shipping_country: 'US' });
    expect(totals.deliveryFee).toBe(3472);
    const created = await post(body);
    expect(created).toMatchObject({ status: 201, body: { order: { total: 7560 + 3472 } } });
    expect((await get(`/webapp/order/${created.body.order.id}`)).body.order.fees).toBe(3472);
    // Without the fee (the client forgot shipping), the totals disagree.
    expect((await post({ ...body, total: 7560 })).body.code).toBe('total_mismatch');
    expect((await post({ ...body, shipping_country: 'BR' })).body.code).toBe('outside_zones');
  });
});
