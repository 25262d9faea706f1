import { describe, expect, it } from 'vitest';
import { createSampleApi } from '../server.ts';
import { orderEvents } from './events.ts';

const T0 = '2025-01-14T12:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000);

describe('orderEvents', () => {
  it('advances a delivery order 0 → 1 → 3 → 4 → 5 over 40 seconds', () => {
    expect(orderEvents(T0, 'delivery', at(0)).status).toBe(0);
    expect(orderEvents(T0, 'delivery', at(5)).status).toBe(1);
    expect(orderEvents(T0, 'delivery', at(20)).status).toBe(3);
    expect(orderEvents(T0, 'delivery', at(30)).status).toBe(4);
    const done = orderEvents(T0, 'delivery', at(3600));
    expect(done.events).toEqual([
      { status: 0, at: T0 },
      { status: 1, at: at(5).toISOString() },
      { status: 3, at: at(15).toISOString() },
      { status: 4, at: at(25).toISOString() },
      { status: 5, at: at(40).toISOString() },
    ]);
  });

  it('skips "out" for pickup and keeps an order pending under a clock before its creation', () => {
    expect(orderEvents(T0, 'car_pickup', at(30)).status).toBe(3);
    expect(orderEvents(T0, 'car_pickup', at(60)).events.map((e) => e.status)).toEqual([0, 1, 3, 5]);
    expect(orderEvents(T0, 'dine_in', at(-10))).toEqual({ status: 0, events: [{ status: 0, at: T0 }] });
  });
});

describe('GET webapp/update-order-events/{ref}/{id}', () => {
  it('follows the injected clock (server option, then the x-current-time header where trusted)', async () => {
    let now = at(0);
    const app = createSampleApi({ baseUrl: 'http://127.0.0.1:4010', now: () => now, trustClientClock: true });
    const res = await app.request('/webapp/order', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        branch_id: 21,
        selling_types: 'car_pickup',
        order_lines: [{ item_id: 20001, price_label_id: 200011, quantity: 1 }],
        total: 4.2,
      }),
    });
    expect(res.status).toBe(201);
    const { order } = (await res.json()) as { order: { id: string } };
    const events = async (headers: Record<string, string> = {}) =>
      (await (await app.request(`/webapp/update-order-events/cafe-limmat/${order.id}`, { headers })).json()) as {
        status: number;
        events: unknown[];
      };
    expect(await events()).toMatchObject({ status: 0, events: [{ status: 0, at: T0 }] });
    now = at(16);
    expect((await events()).status).toBe(3);
    expect((await events({ 'x-current-time': at(41).toISOString() })).status).toBe(5);
    const byId = await app.request(`/webapp/order/${order.id}`, { headers: { 'x-current-time': at(6).toISOString() } });
    expect(((await byId.json()) as { order: { status: number } }).order.status).toBe(1);
    expect((await app.request(`/webapp/update-order-events/shawarma-house/${order.id}`)).status).toBe(404);
  });

  it("never takes the client's x-current-time unless told to: a backdated order is not done at once", async () => {
    const app = createSampleApi({ baseUrl: 'http://127.0.0.1:4010', now: () => at(0) });
    const backdated = { 'Content-Type': 'application/json', 'x-current-time': '2020-01-01T00:00:00Z' };
    const res = await app.request('/webapp/order', {
      method: 'POST',
      headers: backdated,
      body: JSON.stringify({
        branch_id: 21,
        selling_types: 'car_pickup',
        order_lines: [{ item_id: 20001, price_label_id: 200011, quantity: 1 }],
        total: 4.2,
      }),
    });
    const { order } = (await res.json()) as { order: { id: string; created_at: string } };
    expect(order.created_at).toBe(T0);
    const events = await app.request(`/webapp/update-order-events/cafe-limmat/${order.id}`, {
      headers: { 'x-current-time': '2030-01-01T00:00:00Z' },
    });
    expect(((await events.json()) as { status: number }).status).toBe(0);
  });
});

describe('scheduled orders', () => {
  it('stay scheduled until half an hour before their slot, then move through the usual statuses', () => {
    const created = '2026-11-23T09:00:00.000Z';
    const slot = '2026-11-23T15:00:00.000Z';
    expect(orderEvents(created, 'delivery', new Date('2026-11-23T12:00:00Z'), slot).status).toBe(10);
    const later = orderEvents(created, 'delivery', new Date('2026-11-23T14:31:00Z'), slot);
    expect(later.status).toBe(5);
    expect(later.events.map((e) => e.status)).toEqual([10, 0, 1, 3, 4, 5]);
  });

  it('an order whose slot is less than half an hour away runs at once', () => {
    const created = '2026-11-23T09:00:00.000Z';
    expect(
      orderEvents(created, 'car_pickup', new Date('2026-11-23T09:00:06Z'), '2026-11-23T09:20:00.000Z').status,
    ).toBe(1);
  });
});
