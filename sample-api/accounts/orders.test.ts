import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { OrderListResponse } from '../../src/lib/api/orders.ts';
import { accountApi, PICKUP_ITEM, pickupOrder, quietConsole } from './testkit.ts';

let log: MockInstance;
beforeEach(() => {
  log = quietConsole();
});
afterEach(() => log.mockRestore());

const order = pickupOrder([PICKUP_ITEM]).body;

describe("a customer's orders", () => {
  it('are listed newest first, ten a page', async () => {
    const api = accountApi();
    const { token, user } = await api.login();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push((await api.post('/webapp/order', order, { token })).body.order.id);
      api.advance(60);
    }
    await api.post('/webapp/order', order); // a guest's order is nobody's history
    const first = OrderListResponse.parse((await api.get(`/webapp/v5/orders/${user.id}`, { token })).body);
    expect(first.pagination).toEqual({ page: 1, per_page: 10, total: 12, last_page: 2 });
    expect(first.orders.map((o) => o.id)).toEqual(ids.slice(2).reverse());
    const second = OrderListResponse.parse((await api.get(`/webapp/v5/orders/${user.id}?page=2`, { token })).body);
    expect(second.orders.map((o) => o.id)).toEqual(ids.slice(0, 2).reverse());
    expect(second.orders[0]).toMatchObject({ status: 5, total: 1.75, lines: [{ item_id: 10006, quantity: 1 }] });
    expect((await api.get(`/webapp/v5/orders/${user.id}?page=0`, { token })).status).toBe(400);
  });

  it("answer 403 to another customer's token, on the list and on the order details, and 401 without one", async () => {
    const api = accountApi();
    const alice = await api.login('55511111');
    const bob = await api.login('55522222');
    const { id } = (await api.post('/webapp/order', order, { token: alice.token })).body.order;
    expect((await api.get(`/webapp/v5/orders/${alice.user.id}`, { token: bob.token })).status).toBe(403);
    expect((await api.get(`/webapp/order/${id}`, { token: bob.token })).status).toBe(403);
    expect((await api.get(`/webapp/order/${id}`)).status).toBe(401);
    expect((await api.get(`/webapp/v5/orders/${alice.user.id}`)).status).toBe(401);
    expect((await api.get(`/webapp/order/${id}`, { token: alice.token })).body.order.id).toBe(id);
  });

  it("leave a guest's order readable by its id, and refuse a token of another restaurant's customer", async () => {
    const api = accountApi();
    const guest = (await api.post('/webapp/order', order)).body.order;
    expect((await api.get(`/webapp/order/${guest.id}`)).status).toBe(200);
    const zurich = await api.login('791234567', 'Urs', 'cafe-limmat', '+41');
    expect((await api.post('/webapp/order', order, { token: zurich.token })).status).toBe(403);
    expect((await api.post('/webapp/order', order, { token: 'x'.repeat(43) })).status).toBe(401);
  });
});
