import { describe, expect, it } from 'vitest';
import { createOrderStore, type NewOrder } from './orders/store.ts';
import { engagementRoutes } from './routes/engagement.ts';
import { createTenantRegistry } from './tenants.ts';

const BASE = 'http://127.0.0.1:4010';

function setUp() {
  const registry = createTenantRegistry({ baseUrl: BASE, includeTestTenants: true });
  const orders = createOrderStore();
  const app = engagementRoutes(registry, orders, { baseUrl: BASE, testRoutes: true });
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.fetch(
      new Request(`${BASE}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const recorded = async (ref: string) => (await call('GET', `/__test/engagement/${ref}`)).body;
  return { registry, orders, call, recorded };
}

const ids = (body: Record<string, unknown>) => (body.banners as Array<{ id: number }>).map((b) => b.id);

const order = (over: Partial<NewOrder> = {}): NewOrder => ({
  reference_id: 'shawarma-house',
  branch_id: 11,
  selling_types: 'delivery',
  currency: 'KWD',
  total: 4.75,
  fees: 0.5,
  lines: [],
  created_at: '2026-11-23T09:00:00.000Z',
  payload: {},
  ...over,
});

describe('sample API banners', () => {
  it('answers the banners running on the asked day: not the expired one, not the future one', async () => {
    const { call } = setUp();
    const monday = await call('GET', '/webapp/banners/11?date=23-11-2026');
    expect(monday.status).toBe(200);
    expect(ids(monday.body)).toEqual([201, 204]);
    expect(ids((await call('GET', '/webapp/banners/11?date=24-11-2026')).body)).toEqual([201]);
    expect(ids((await call('GET', '/webapp/banners/12?date=10-03-2026')).body)).toEqual([201, 202]);
    expect(ids((await call('GET', '/webapp/banners/13?date=25-02-2027')).body)).toEqual([201, 203]);
  });

  it("without a date: the business's day at the request's time (00:30 in Kuwait is already Monday)", async () => {
    const { call } = setUp();
    const answer = await call('GET', '/webapp/banners/11', undefined, { 'x-current-time': '2026-11-22T21:30:00Z' });
    expect(answer.body.date).toBe('23-11-2026');
    expect(ids(answer.body)).toEqual([201, 204]);
  });

  it('a date that is not a real day is refused; an unknown branch is not found', async () => {
    const { call } = setUp();
    for (const date of ['31-11-2026', '2026-11-23', '23-11-2026%3Cscript%3E'])
      expect((await call('GET', `/webapp/banners/11?date=${date}`)).status, date).toBe(400);
    expect((await call('GET', '/webapp/banners/999?date=23-11-2026')).status).toBe(404);
  });

  it('businesses without banners answer an empty list', async () => {
    const { call, registry } = setUp();
    const cafe = registry.byRef('cafe-limmat')!;
    const branch = (cafe.payload as { restaurant: { branch_id: number } }).restaurant.branch_id;
    expect((await call('GET', `/webapp/banners/${branch}?date=23-11-2026`)).body.banners).toEqual([]);
  });

  it('records reach for known banners only, each once per call', async () => {
    const { call, recorded } = setUp();
    expect((await call('POST', '/webapp/banners/reach', { banners: [201, 204, 204, 999, 'x'] })).body).toEqual({
      recorded: 2,
    });
    await call('POST', '/webapp/banners/reach', { banners: [201] });
    expect((await recorded('shawarma-house')).reach).toEqual({ 201: 2, 204: 1 });
    expect((await call('POST', '/webapp/banners/reach', { banners: 201 })).status).toBe(400);
    expect((await call('POST', '/webapp/banners/reach', { banners: Array(51).fill(201) })).status).toBe(400);
  });

  it('records visits per business and branch', async () => {
    const { call, recorded } = setUp();
    await call('POST', '/webapp/visit/11', {});
    await call('POST', '/webapp/visit/11', {});
    await call('POST', '/webapp/visit/12', {});
    expect((await recorded('shawarma-house')).visits).toEqual({ 11: 2, 12: 1 });
    expect((await recorded('cafe-limmat')).visits).toEqual({});
    expect((await call('POST', '/webapp/visit/999', {})).status).toBe(404);
  });
});

describe('sample API server-side conversions', () => {
  it("forwards a purchase once per server-side API, with the order's own total", async () => {
    const { call, orders, recorded } = setUp();
    const placed = orders.add(order());
    const body = { event_name: 'purchase', event_id: `purchase-${placed.id}`, order_id: placed.id };
    expect((await call('POST', '/webapp/conversions/shawarma-house', body)).body).toEqual({ sent: 1 });
    expect((await call('POST', '/webapp/conversions/shawarma-house', body)).body).toEqual({ sent: 0 });
    expect((await recorded('shawarma-house')).conversions).toMatchObject([
      {
        pixel_type: 5,
        pixel_id: '417930164285016',
        event_name: 'Purchase',
        event_id: `purchase-${placed.id}`,
        value: 4.75,
        currency: 'KWD',
      },
    ]);
  });

  it('refuses an order of another business, an unpaid one, a wrong event id, a business without such an API', async () => {
    const { call, orders } = setUp();
    const other = orders.add(order({ reference_id: 'cafe-limmat' }));
    const unpaid = orders.add(order({ payment_status: 'pending' }));
    const paid = orders.add(order());
    const post = (ref: string, id: string, eventId = `purchase-${id}`) =>
      call('POST', `/webapp/conversions/${ref}`, { event_name: 'purchase', event_id: eventId, order_id: id });
    expect((await post('shawarma-house', other.id)).status).toBe(404);
    expect((await post('shawarma-house', unpaid.id)).status).toBe(409);
    expect((await post('shawarma-house', paid.id, 'purchase-someone-else')).status).toBe(400);
    expect((await post('shawarma-house', 'no-such-order')).status).toBe(404);
    expect((await post('cafe-limmat', other.id)).status).toBe(404);
  });
});
