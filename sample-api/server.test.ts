import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../src/lib/api/client.ts';
import {
  BranchesResponse,
  ItemResponse,
  MenuResponse,
  RestaurantResponse,
  ShiftsResponse,
  TagsResponse,
  TenantListResponse,
  ZonesResponse,
} from '../src/lib/api/schema.ts';
import { allFixtures, shawarmaHouse } from './fixtures/index.ts';
import { createSampleApi, MAX_REQUEST_BYTES, startSampleApi, type RunningSampleApi } from './server.ts';

let api: RunningSampleApi;
beforeAll(async () => {
  api = await startSampleApi({ port: 0, includeTestTenants: true });
});
afterAll(() => api.close());
afterEach(async () => {
  await fetch(`${api.url}/__test/reset`, { method: 'POST' });
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.url}${path}`, { headers });
  const body = (await res.json()) as Record<string, unknown>;
  return { res, body };
}

describe('sample API server', () => {
  it('listens on a random port of 127.0.0.1 and answers JSON that is never cached, to any origin', async () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { res } = await get('/webapp/v5/restaurants');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('allows the storefront headers in a CORS preflight', async () => {
    const res = await fetch(`${api.url}/webapp/v5/shifts/shawarma-house`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4321',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,x-current-time,x-webapp,x-version,x-locale',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const h of ['authorization', 'x-current-time', 'x-webapp', 'x-version', 'x-locale'])
      expect(allowed).toContain(h);
  });

  it('lists the tenants to build with their update time', async () => {
    const { body } = await get('/webapp/v5/restaurants');
    const list = TenantListResponse.parse(body);
    expect(list.restaurants.map((r) => r.reference_id)).toEqual([
      'shawarma-house',
      'cafe-limmat',
      'kissa-tokyo',
      'sofreh',
      'dastarkhwan',
      'evil-eats',
      'odd-data',
    ]);
    expect(list.restaurants.every((r) => typeof r.updated_at === 'string')).toBe(true);
  });

  it('serves each restaurant payload as the fixture, with picture URLs on this server', async () => {
    for (const fixture of allFixtures(api.url, { includeTestTenants: true })) {
      const ref = fixture.restaurant.restaurant.reference_id;
      const { res, body } = await get(`/webapp/v5/restaurant/${ref}?theme_id=1&wv=1`);
      expect(res.status).toBe(200);
      expect(body).toEqual(JSON.parse(JSON.stringify(fixture.restaurant)));
      // odd-data has no picture at all, its logo neither.
      expect(RestaurantResponse.parse(body).restaurant?.logo).toBe(
        ref === 'odd-data' ? null : `${api.url}/images/${ref}/logo.png`,
      );
    }
  });

  it('answers an unknown restaurant with 404 and the message the storefront shows', async () => {
    const { res, body } = await get('/webapp/v5/restaurant/no-such-place');
    expect(res.status).toBe(404);
    expect(body).toEqual({ restaurant: null, message: 'Restaurant not found' });
    const client = createApiClient({ baseUrl: api.url });
    await expect(client.getRestaurant('no-such-place')).rejects.toMatchObject({
      status: 404,
      message: 'Restaurant not found',
    });
  });

  it('serves a branch reference id as the business with that branch active', async () => {
    const { body } = await get('/webapp/v5/restaurant/shawarma-house-salmiya');
    expect(body.restaurant).toMatchObject({ reference_id: 'shawarma-house', branch_id: 12, branch_name: 'Salmiya' });
  });

  it('finds a restaurant by custom domain, optionally with an active branch', async () => {
    const plain = await get('/webapp/v5/restaurant-domain/shawarma-house.example');
    expect(plain.body.restaurant).toMatchObject({ reference_id: 'shawarma-house', branch_id: 11 });
    const jahra = await get('/webapp/v5/restaurant-domain/WWW.Shawarma-House.Example/shawarma-house-jahra');
    expect(jahra.body.restaurant).toMatchObject({
      reference_id: 'shawarma-house',
      branch_id: 13,
      branch_name: 'Jahra',
    });
    const tokyo = await get('/webapp/v5/restaurant-domain/kissa.example');
    expect(tokyo.body.restaurant).toMatchObject({ reference_id: 'kissa-tokyo' });
    const unknown = await get('/webapp/v5/restaurant-domain/nowhere.example');
    expect(unknown.res.status).toBe(404);
    expect(unknown.body.message).toBe('Restaurant not found');
  });

  it('serves the menu by reference id or business id, and error 1 for an unknown one', async () => {
    const byRef = MenuResponse.parse((await get('/webapp/v5/menu/shawarma-house')).body);
    const byId = MenuResponse.parse((await get('/webapp/v5/menu/1001')).body);
    expect(byRef.error).toBe(0);
    expect(byRef.menu.length).toBe(shawarmaHouse(api.url).restaurant.menu.length);
    expect(byId).toEqual(byRef);
    expect(byRef).toMatchObject({ highlightedCat: 103, showStandardSubCats: true });
    expect(byRef.smart_categories).toHaveLength(1);
    const unknown = await get('/webapp/v5/menu/nope');
    expect(unknown.body).toMatchObject({ error: 1, message: 'Menu not found' });
  });

  it('serves an item of a branch, and 404 when the item is not sold there or unknown', async () => {
    const { body } = await get('/webapp/v5/item/11/10009');
    expect(ItemResponse.parse(body).item.names[0]!.name).toBe('Chicken Shawarma Wrap');
    // A subcategory item.
    expect((await get('/webapp/v5/item/12/10018')).res.status).toBe(200);
    // Mutabbaq Zubaidi is sold in Kuwait City only; lamb chops not in Jahra.
    expect((await get('/webapp/v5/item/12/10022')).res.status).toBe(404);
    expect((await get('/webapp/v5/item/13/10018')).res.status).toBe(404);
    const missing = await get('/webapp/v5/item/11/99999');
    expect(missing.res.status).toBe(404);
    expect(missing.body).toEqual({ item: null, message: 'Item not found' });
    expect((await get('/webapp/v5/item/999/10009')).res.status).toBe(404);
  });

  it('answers the tags of a branch in the asked locale', async () => {
    const fr = TagsResponse.parse((await get('/tags-ingredients?branch_id=21&locale=fr')).body);
    expect(fr.tags[0]).toEqual({ id: 21, kind: 'diet', slug: 'vegetarian', name: 'Végétarien', icon: 'vegetarian' });
    // An allergen is named as the allergen (the storefront says "contains" or "free of" around it).
    expect(fr.tags.find((t) => t.slug === 'nuts')).toMatchObject({ kind: 'allergen', name: 'Fruits à coque' });
    const ar = TagsResponse.parse((await get('/tags-ingredients?branch_id=12&locale=ar')).body);
    expect(ar.tags.find((t) => t.id === 12)?.name).toBe('حار');
    // Unknown locale: English.
    const xx = TagsResponse.parse((await get('/tags-ingredients?branch_id=31&locale=xx')).body);
    expect(xx.tags.find((t) => t.id === 31)?.name).toBe('New');
    expect((await get('/tags-ingredients')).res.status).toBe(400);
    expect((await get('/tags-ingredients?branch_id=999&locale=en')).res.status).toBe(404);
  });

  it('computes shifts at the time of the x-current-time header', async () => {
    // Friday 2025-01-17 12:00 in Kuwait: delivery open, car pickup closed until Saturday 08:00.
    const { body } = await get('/webapp/v5/shifts/shawarma-house', { 'x-current-time': '2025-01-17T09:00:00.000Z' });
    const shifts = ShiftsResponse.parse(body).shifts;
    expect(shifts.delivery!.today.status).toBe('open');
    expect(shifts.car_pickup!.today).toMatchObject({ status: 'closed', opens_at: '2025-01-18 08:00' });
    // Same call through the project's API client (which sends the header itself).
    const client = createApiClient({ baseUrl: api.url, now: () => new Date('2025-01-17T09:00:00.000Z') });
    expect((await client.getShifts('shawarma-house')).shifts.car_pickup!.today.status).toBe('closed');
    expect((await get('/webapp/v5/shifts/nope')).res.status).toBe(404);
  });

  it('answers the branches of a business by its id', async () => {
    const branches = BranchesResponse.parse((await get('/webapp/branches/1001')).body).branches;
    expect(branches.map((b) => b.reference_id)).toEqual([
      'shawarma-house-city',
      'shawarma-house-salmiya',
      'shawarma-house-jahra',
    ]);
    expect((await get('/webapp/branches/42')).res.status).toBe(404);
  });

  it('a branch taken out of the business payload leaves its branch list', async () => {
    const payload = (await get('/webapp/v5/restaurant/shawarma-house')).body as {
      restaurant: { branches: Array<{ id: number }> };
    };
    payload.restaurant.branches = payload.restaurant.branches.filter((b) => b.id !== 13);
    await fetch(`${api.url}/__test/restaurant/shawarma-house`, { method: 'PUT', body: JSON.stringify(payload) });
    try {
      const branches = BranchesResponse.parse((await get('/webapp/branches/1001')).body).branches;
      expect(branches.map((b) => b.id)).toEqual([11, 12]);
      expect(branches[0]).toHaveProperty('working_hours');
    } finally {
      await fetch(`${api.url}/__test/reset`, { method: 'POST' });
    }
  });

  it('answers zones by business or branch id, and shipping countries only with ?shipping=true', async () => {
    const all = await get('/webapp/zones/1001');
    expect(ZonesResponse.parse(all.body).zones).toHaveLength(4);
    expect(all.body).not.toHaveProperty('countries');
    const salmiya = ZonesResponse.parse((await get('/webapp/zones/12')).body);
    expect(salmiya.zones.map((z) => z.id)).toEqual([1102]);
    const shipping = await get('/webapp/zones/3001?shipping=true');
    const tokyo = ZonesResponse.parse(shipping.body);
    expect(tokyo.countries.map((c) => c.country_iso)).toEqual(['JP', 'KR', 'TW', 'US', 'DE', 'FR']);
    expect(shipping.body.shipping_form).toMatchObject({ type: 'international' });
    expect((await get('/webapp/zones/7')).res.status).toBe(404);
  });

  it('answers an unknown route with a JSON 404', async () => {
    const { res, body } = await get('/webapp/v5/nothing-here');
    expect(res.status).toBe(404);
    expect(body.message).toMatch(/Not found/);
  });

  it('works with every catalogue call of the project API client', async () => {
    const client = createApiClient({ baseUrl: `${api.url}/`, locale: 'ar' });
    expect((await client.listTenants()).restaurants).toHaveLength(7);
    expect((await client.getRestaurant('sofreh')).restaurant?.locales).toEqual(['fa', 'en']);
    expect((await client.getRestaurantByDomain('limmat.example')).restaurant?.currency).toBe('CHF');
    expect((await client.getMenu('kissa-tokyo')).menu).toHaveLength(4);
    expect((await client.getItem(41, 40005)).item.modifiers[0]!.min).toBe(1);
    expect((await client.getBranches(4001)).branches).toHaveLength(2);
    expect((await client.getZones(4001)).zones).toHaveLength(2);
    expect((await client.getZones(31, true)).countries.length).toBeGreaterThan(0);
    expect((await client.getTags(41, 'fa')).tags[0]!.name).toBe('گیاهی');
  });
});

describe('test control', () => {
  it('replaces a payload (served verbatim, even when not JSON) until reset', async () => {
    const before = TenantListResponse.parse((await get('/webapp/v5/restaurants')).body).restaurants;
    const broken = { restaurant: { reference_id: 'cafe-limmat', currency: 'chf' }, menu: [] };
    const put = await fetch(`${api.url}/__test/restaurant/cafe-limmat`, {
      method: 'PUT',
      body: JSON.stringify(broken),
    });
    expect(put.status).toBe(200);
    expect((await get('/webapp/v5/restaurant/cafe-limmat')).body).toEqual(broken);
    const after = TenantListResponse.parse((await get('/webapp/v5/restaurants')).body).restaurants;
    expect(after.find((r) => r.reference_id === 'cafe-limmat')!.updated_at).not.toBe(
      before.find((r) => r.reference_id === 'cafe-limmat')!.updated_at,
    );

    await fetch(`${api.url}/__test/restaurant/cafe-limmat`, { method: 'PUT', body: '{"restaurant": {' });
    expect(await (await fetch(`${api.url}/webapp/v5/restaurant/cafe-limmat`)).text()).toBe('{"restaurant": {');

    await fetch(`${api.url}/__test/reset`, { method: 'POST' });
    expect((await get('/webapp/v5/restaurant/cafe-limmat')).body.restaurant).toMatchObject({ currency: 'CHF' });
  });

  it('adds a tenant with PUT, listed and served like the fixtures', async () => {
    const payload = { ...shawarmaHouse(api.url).restaurant, highlightedCat: null };
    await fetch(`${api.url}/__test/restaurant/new-place`, { method: 'PUT', body: JSON.stringify(payload) });
    const list = TenantListResponse.parse((await get('/webapp/v5/restaurants')).body).restaurants;
    expect(list.map((r) => r.reference_id)).toContain('new-place');
    expect((await get('/webapp/v5/restaurant/new-place')).body.highlightedCat).toBeNull();
  });

  it('fails the next N restaurant calls with the injected status', async () => {
    const inject = await fetch(`${api.url}/__test/status/kissa-tokyo`, {
      method: 'POST',
      body: JSON.stringify({ status: 500, times: 2 }),
    });
    expect(inject.status).toBe(200);
    const client = createApiClient({ baseUrl: api.url });
    // The client retries a failed GET once: both injected failures are used up by one call.
    const error = await client.getRestaurant('kissa-tokyo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect((await client.getRestaurant('kissa-tokyo')).restaurant?.reference_id).toBe('kissa-tokyo');
  });

  it('rejects a malformed failure request and an unknown tenant', async () => {
    const bad = await fetch(`${api.url}/__test/status/kissa-tokyo`, { method: 'POST', body: '{"status": 200}' });
    expect(bad.status).toBe(400);
    const unknown = await fetch(`${api.url}/__test/status/nope`, { method: 'POST', body: '{"status": 500}' });
    expect(unknown.status).toBe(404);
  });
});

describe('without test tenants', () => {
  it('neither serves the hostile tenant nor the control calls', async () => {
    const app = createSampleApi({ baseUrl: 'http://127.0.0.1:1' });
    const list = TenantListResponse.parse(await (await app.request('/webapp/v5/restaurants')).json());
    expect(list.restaurants.map((r) => r.reference_id)).not.toContain('evil-eats');
    expect((await app.request('/webapp/v5/restaurant/evil-eats')).status).toBe(404);
    expect((await app.request('/__test/reset', { method: 'POST' })).status).toBe(404);
  });

  it('delays every answer by delayMs', async () => {
    const app = createSampleApi({ baseUrl: 'http://127.0.0.1:1', delayMs: 80 });
    const started = performance.now();
    expect((await app.request('/webapp/v5/restaurants')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
  });
});

describe('request bodies (design decision 10: every input bounded)', () => {
  const app = createSampleApi({ baseUrl: 'http://127.0.0.1:4010', includeTestTenants: true });
  const otp = (junk: number) =>
    JSON.stringify({ reference_id: 'shawarma-house', phone: '51111111', dial_code: '+965', junk: 'A'.repeat(junk) });
  const outbox = async () =>
    ((await (await app.request('/__test/outbox?phone=%2B96551111111')).json()) as { messages: unknown[] }).messages;

  it('a body over the limit is refused with 413 before anything reads it: no code is sent', async () => {
    const res = await app.request('/send-otp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: otp(MAX_REQUEST_BYTES),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'too_large' });
    expect(await outbox()).toHaveLength(0);
  });

  it('a streamed body with no length is cut at the limit too', async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x41));
        if (sent > 64 * MAX_REQUEST_BYTES) controller.close();
      },
    });
    const res = await app.request('/webapp/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(4 * MAX_REQUEST_BYTES);
  });

  it('a body within the limit is read as before', async () => {
    const res = await app.request('/send-otp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: otp(1000),
    });
    expect(res.status).toBe(200);
  });
});
