import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenItems } from '../../src/domain/menu.ts';
import { makeCartLine } from '../../src/domain/pricing/cart.ts';
import { priceCartLines } from '../../src/domain/pricing/lines.ts';
import { buildOrderPayload } from '../../src/domain/pricing/orderPayload.ts';
import { cartTotals } from '../../src/domain/pricing/totals.ts';
import { RestaurantResponse } from '../../src/lib/api/schema.ts';
import { shawarmaHouse } from '../fixtures/index.ts';
import { createSampleApi } from '../server.ts';
import { returnUrls, siteOrigins } from './payment.ts';

const BASE = 'http://127.0.0.1:4010';
const SITE = 'http://localhost:4399';
const REF = 'shawarma-house';
const TENANT = { ref: REF, fixture: { domain: 'shawarma.example' } };
const SITES = siteOrigins(SITE);
// Tuesday 09:00 in Kuwait: every dish these orders name is served.
const MORNING = new Date('2025-01-14T06:00:00.000Z');
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

describe('return URLs of an online payment', () => {
  const urls = (success: string, fail = `${SITE}/${REF}/payment/fail?order={id}`) => ({
    success_url: success,
    fail_url: fail,
  });

  it("are accepted on the configured site, below the tenant, and on the tenant's custom domain", () => {
    expect(returnUrls(urls(`${SITE}/${REF}/order/{id}`), TENANT, SITES).ok).toBe(true);
    expect(returnUrls(urls(`${SITE}/${REF}/ar/order/{id}`), TENANT, SITES).ok).toBe(true);
    expect(returnUrls(urls(`https://shawarma.example/${REF}/order/{id}`), TENANT, SITES).ok).toBe(true);
    expect(returnUrls(urls(`https://www.shawarma.example/${REF}/order/{id}`), TENANT, SITES).ok).toBe(true);
    // The same loopback storefront reached by another loopback name.
    expect(returnUrls(urls(`http://127.0.0.1:4399/${REF}/order/{id}`), TENANT, SITES).ok).toBe(true);
  });

  it("are accepted at the root of the tenant's custom domain, where its pages are once built for it", () => {
    expect(
      returnUrls(urls(`https://shawarma.example/order/{id}`, 'https://shawarma.example/payment/fail'), TENANT, SITES)
        .ok,
    ).toBe(true);
    expect(returnUrls(urls(`https://www.shawarma.example/ar/order/{id}`), TENANT, SITES).ok).toBe(true);
    // The shared site's root is not the tenant's: there its pages stay below /{ref}/.
    expect(returnUrls(urls(`${SITE}/order/{id}`), TENANT, SITES).ok).toBe(false);
  });

  it('are refused off the site, outside the tenant, or when they are no http(s) URL, naming a code', () => {
    const hostile = [
      'https://evil.test/shawarma-house/order/{id}',
      `http://localhost:4398/${REF}/order/{id}`,
      `http://shawarma.example/${REF}/order/{id}`,
      `https://evil.shawarma.example/${REF}/order/{id}`,
      `${SITE}/cafe-limmat/order/{id}`,
      `${SITE}/${REF}`,
      `${SITE}/${REF}-evil/order`,
      `${SITE}/${REF}/../cafe-limmat/order`,
      `${SITE}/${REF}/%2e%2e/cafe-limmat/order`,
      `${SITE}/${REF}%2F..%2Fcafe-limmat/order`,
      `${SITE}\\evil.test/${REF}/x`,
      `http://user:pw@localhost:4399/${REF}/order/{id}`,
      `//evil.test/${REF}/order`,
      `/${REF}/order/{id}`,
      'javascript:alert(1)//localhost:4399/shawarma-house/',
      `data:text/html,<script>alert(1)</script>`,
      `${SITE}/${REF}/${'x'.repeat(3000)}`,
    ];
    for (const url of hostile) {
      expect(returnUrls(urls(url), TENANT, SITES), url).toMatchObject({ ok: false, code: 'invalid_return_url' });
      expect(returnUrls(urls(`${SITE}/${REF}/order/{id}`, url), TENANT, SITES).ok, url).toBe(false);
    }
    expect(returnUrls({}, TENANT, SITES).ok).toBe(false);
    expect(returnUrls({ success_url: 1, fail_url: null }, TENANT, SITES).ok).toBe(false);
    expect(returnUrls(urls(`${SITE}/${REF}/order/{id}`), TENANT, undefined).ok).toBe(false);
    // Without a custom domain, no domain is the tenant's.
    expect(returnUrls(urls(`https://shawarma.example/${REF}/order/{id}`), { ref: REF }, SITES).ok).toBe(false);
  });

  it('a site URL that is no http(s) URL stops the API at its start', () => {
    expect(() => siteOrigins('not a url')).toThrow(/siteUrl/);
    expect(() => siteOrigins('ftp://localhost/')).toThrow(/siteUrl/);
    expect(siteOrigins(['https://shop.example/path', 'http://localhost:4321'])).toEqual([
      'https://shop.example',
      'http://localhost:4321',
      'http://127.0.0.1:4321',
      'http://[::1]:4321',
    ]);
  });
});

describe('online payment (demo gateway)', () => {
  it('an online order waits for its payment; paying sends the browser to the order page once', async () => {
    const app = createSampleApi({ baseUrl: BASE, siteUrl: SITE, now: () => MORNING });
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
    // Back to the payment page once paid: closed, with the way to the order.
    const again = await app.request(`/pay/${id}`);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(`<a href="${SITE}/shawarma-house/order/${id}">See your order</a>`);
    const order = (await (await app.request(`/webapp/order/${id}`)).json()) as { order: { payment_status: string } };
    expect(order.order.payment_status).toBe('paid');
  });

  it('an order waiting for its payment names its payment page until it is paid or cancelled', async () => {
    const app = createSampleApi({ baseUrl: BASE, siteUrl: SITE, now: () => MORNING });
    const read = async (id: string) =>
      ((await (await app.request(`/webapp/order/${id}`)).json()) as { order: { payment_url: string | null } }).order;
    const paid = (await place(app, onlineOrder())).body;
    expect((await read(paid.order.id)).payment_url).toBe(paid.payment_url);
    expect((await app.request(new URL(paid.payment_url!).pathname)).status).toBe(200);
    await app.request(`/pay/${paid.order.id}/confirm`, { method: 'POST' });
    expect((await read(paid.order.id)).payment_url).toBeNull();
    const cancelled = (await place(app, onlineOrder())).body;
    await app.request(`/pay/${cancelled.order.id}/cancel`, { method: 'POST' });
    expect((await read(cancelled.order.id)).payment_url).toBeNull();
  });

  it("the payment page returns to the tenant's site whatever Origin header placed the order", async () => {
    const app = createSampleApi({ baseUrl: BASE, siteUrl: SITE, now: () => MORNING });
    for (const origin of [SITE, 'https://evil.test', 'null']) {
      const { status, body } = await place(app, onlineOrder(), origin);
      expect(status).toBe(201);
      const paid = await app.request(`/pay/${body.order.id}/confirm`, { method: 'POST' });
      expect(new URL(paid.headers.get('location')!).origin).toBe(SITE);
    }
  });

  it('a cancelled payment cancels the order and sends the browser to the failure page', async () => {
    const app = createSampleApi({ baseUrl: BASE, siteUrl: SITE, now: () => MORNING });
    const { body } = await place(app, onlineOrder());
    const cancelled = await app.request(`/pay/${body.order.id}/cancel`, { method: 'POST' });
    expect(cancelled.headers.get('location')).toBe(`${SITE}/shawarma-house/payment/fail?order=${body.order.id}`);
    const events = (await (
      await app.request(`/webapp/update-order-events/shawarma-house/${body.order.id}`)
    ).json()) as { status: number };
    expect(events.status).toBe(9);
  });

  it('refuses an online order whose return URLs point at another site', async () => {
    const app = createSampleApi({ baseUrl: BASE, siteUrl: SITE, now: () => MORNING });
    const res = await place(app, onlineOrder({ success_url: 'https://evil.test/{id}' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('return URLs');
  });

  it('a payment whose success_url is on another origin is refused even when the Origin header matches it', async () => {
    const app = createSampleApi({ baseUrl: BASE, siteUrl: SITE, now: () => MORNING });
    const evil = 'https://evil.test';
    const res = await place(
      app,
      onlineOrder({ success_url: `${evil}/shawarma-house/order/{id}`, fail_url: `${evil}/shawarma-house/fail` }),
      evil,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_order', message: expect.stringContaining('return URLs') });
  });

  it('an order stored under another site never sends the browser there: the gateway checks again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sample-payment-'));
    try {
      const before = createSampleApi({
        baseUrl: BASE,
        siteUrl: 'https://old-site.example',
        dataDir,
        now: () => MORNING,
      });
      const old = 'https://old-site.example/shawarma-house';
      const { body } = await place(
        before,
        onlineOrder({ success_url: `${old}/order/{id}`, fail_url: `${old}/payment/fail` }),
      );
      const now = createSampleApi({ baseUrl: BASE, siteUrl: SITE, dataDir, now: () => MORNING });
      const paid = await now.request(`/pay/${body.order.id}/confirm`, { method: 'POST' });
      expect(paid.status).toBe(200);
      expect(paid.headers.get('location')).toBeNull();
      expect(await paid.text()).toContain('Payment received');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
