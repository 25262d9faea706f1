import { describe, expect, it } from 'vitest';
import { flattenItems } from '../../src/domain/menu.ts';
import { makeCartLine } from '../../src/domain/pricing/cart.ts';
import { priceCartLines } from '../../src/domain/pricing/lines.ts';
import { buildOrderPayload } from '../../src/domain/pricing/orderPayload.ts';
import { cartTotals } from '../../src/domain/pricing/totals.ts';
import type { ServerSellingType } from '../../src/domain/sellingType.ts';
import { RestaurantResponse } from '../../src/lib/api/schema.ts';
import { shawarmaHouse } from '../fixtures/index.ts';
import { createSampleApi } from '../server.ts';

const BASE = 'http://127.0.0.1:4010';
// Tuesday 09:00 in Kuwait: breakfast (06:00–11:00) and the all-day categories are served.
const T0 = new Date('2025-01-14T06:00:00.000Z');
const kuwait = shawarmaHouse(BASE);
const FAMILY_BOX = { itemId: 10007, priceLabelId: 100071, count: 1, note: '', modifiers: [] };
const SANDWICH = { itemId: 10003, priceLabelId: 100031, count: 2, note: '', modifiers: [] };

function payload(sellingType: ServerSellingType, extra: Record<string, unknown>) {
  const parsed = RestaurantResponse.parse(kuwait.restaurant);
  const business = parsed.restaurant!;
  const zone = kuwait.zones.zones.find((z) => z.id === 1101)!;
  const totals = cartTotals({
    lines: priceCartLines(
      [makeCartLine(sellingType === 'delivery' ? FAMILY_BOX : SANDWICH)],
      flattenItems(parsed.menu),
      business.currency,
    ),
    currency: business.currency,
    sellingType,
    discounts: parsed.discounts,
    businessTaxRate: business.exclusiveTaxes?.rate,
    delivery: sellingType === 'delivery' ? { zone } : null,
  });
  return buildOrderPayload({
    totals,
    currency: business.currency,
    branchId: business.branch_id,
    sellingType,
    name: 'Test Customer',
    phone: '55512345',
    dialCode: '+965',
    extra,
  });
}

async function placeAndRead(body: unknown) {
  const app = createSampleApi({ baseUrl: BASE, now: () => T0 });
  const res = await app.request('/webapp/order', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { order } = (await res.json()) as { order: { id: string } };
  const read = await app.request(`/webapp/order/${order.id}`);
  return ((await read.json()) as { order: Record<string, unknown> }).order;
}

describe('the order answer carries what the order page shows', () => {
  it('a delivery: a short number, the amounts, the address as one line, the zone and the chosen slot', async () => {
    const order = await placeAndRead(
      payload('delivery', {
        address: { lat: 29.384, lng: 47.99, area_id: 11003, zone_id: 1101, block: '3', street: 'Gulf Road' },
        scheduled_at: '2025-01-15T10:00:00.000Z',
      }),
    );
    expect(order['order_number']).toMatch(/^[0-9A-F]{8}$/);
    expect(String(order['id']).replaceAll('-', '').toUpperCase()).toMatch(new RegExp(`^${order['order_number']}`));
    expect(order).toMatchObject({
      subtotal: 5.5,
      fees: 0.5,
      adjustment: 0,
      total: 6,
      address: 'Gulf Road, 3',
      // Field by field, in form order, for the storefront to label; the area chosen.
      address_parts: [
        { field: 'street', value: 'Gulf Road' },
        { field: 'block', value: '3' },
      ],
      area_id: 11003,
      zone_id: 1101,
      table: null,
      scheduled_at: '2025-01-15T10:00:00.000Z',
    });
  });

  it('the amounts say how the total was made up, and they add up to it (the lines the checkout showed)', async () => {
    const dineIn = await placeAndRead(payload('dine_in', { table: 'T2' }));
    const a = dineIn['amounts'] as Record<string, number>;
    expect(a).toMatchObject({ wallet: 0, rounding: 0, delivery_fees: 0, total: dineIn['total'] });
    expect(a['discount']).toBeGreaterThan(0); // dine-in: 0.100 off every dish
    const sum = a['subtotal']! - a['discount']! - a['coupon_discount']! + a['taxes']! + a['delivery_fees']!;
    expect(sum - a['wallet']! + a['rounding']!).toBeCloseTo(a['total']!, 6);
  });

  it('a dine-in order answers its table and a pickup its branch; hostile extras are not echoed', async () => {
    const dineIn = await placeAndRead(payload('dine_in', { table: '  T2 ', address: null }));
    expect(dineIn).toMatchObject({ table: 'T2', address: null, zone_id: null, pickup_branch_id: null });
    const pickup = await placeAndRead(payload('car_pickup', { pickup_branch_id: 1001, table: { x: 1 } }));
    expect(pickup).toMatchObject({ pickup_branch_id: 1001, table: null });
    const hostile = await placeAndRead(payload('car_pickup', { pickup_branch_id: -4 }));
    expect(hostile['pickup_branch_id']).toBeNull();
  });

  it('a pickup answers the car it is brought to, trimmed and bounded; no car for other orders or without one', async () => {
    const car = { make: ' Nissan Patrol ', color: 'White', plate: '1'.repeat(50) };
    const pickup = await placeAndRead(payload('car_pickup', { pickup_branch_id: 1001, car }));
    expect(pickup['car']).toEqual({ make: 'Nissan Patrol', color: 'White', plate: '1'.repeat(20) });
    expect((await placeAndRead(payload('car_pickup', { car: { make: 7 } })))['car']).toBeNull();
    expect((await placeAndRead(payload('car_pickup', {})))['car']).toBeNull();
    expect((await placeAndRead(payload('dine_in', { table: 'T2', car })))['car']).toBeNull();
  });
});
