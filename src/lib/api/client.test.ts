import { describe, expect, test, vi } from 'vitest';
import { ApiError, createApiClient, PayloadError, RETRY_STATUSES } from './client.ts';
import { interpretRestaurant, isRedirectAllowed, SOMETHING_WENT_WRONG } from './business.ts';
import { RestaurantResponse } from './schema.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const NOW = new Date('2026-11-22T10:00:00Z');

function client(responses: Array<Response | Error>, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  return {
    api: createApiClient({
      baseUrl: 'https://api.test/',
      locale: 'ar',
      now: () => NOW,
      fetch: fetch as typeof globalThis.fetch,
      ...extra,
    }),
    calls,
  };
}

describe('request headers', () => {
  test('every call sends the webapp flag, version 5, the locale, no-cache and the current time', async () => {
    const { api, calls } = client([json({ branches: [] })]);
    await api.getBranches(7);
    const h = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.url).toBe('https://api.test/webapp/branches/7');
    expect(h['X-Webapp']).toBe('true');
    expect(h['X-Version']).toBe('5');
    expect(h['X-Locale']).toBe('ar');
    expect(h['Cache-Control']).toBe('no-cache');
    expect(h['X-Current-Time']).toBe(NOW.toISOString());
    expect(h.Authorization).toBeUndefined();
  });

  test('a logged-in customer’s calls carry the bearer token', async () => {
    const { api, calls } = client([json({ branches: [] })], { token: 'tok' });
    await api.getBranches(7);
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });
});

describe('retries', () => {
  test.each([...RETRY_STATUSES])('a GET answered %i is retried once', async (status) => {
    const { api, calls } = client([json({ message: 'busy' }, status), json({ branches: [] })]);
    await expect(api.getBranches(1)).resolves.toEqual({ branches: [] });
    expect(calls).toHaveLength(2);
  });

  test('a GET failing twice with 503 fails with the status and the server message', async () => {
    const { api, calls } = client([json({ message: 'busy' }, 503), json({ message: 'still busy' }, 503)]);
    await expect(api.getBranches(1)).rejects.toMatchObject({ status: 503, message: 'still busy' });
    expect(calls).toHaveLength(2);
  });

  test('a 400 or 404 is not retried', async () => {
    const { api, calls } = client([json({ message: 'nope' }, 404)]);
    await expect(api.getBranches(1)).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  test('a POST is never retried, even on 503', async () => {
    const { api, calls } = client([json({}, 503)]);
    await expect(api.request('POST', 'webapp/order', { a: 1 })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  test('a GET that fails on the network is retried once', async () => {
    const { api, calls } = client([new TypeError('fetch failed'), json({ branches: [] })]);
    await expect(api.getBranches(1)).resolves.toEqual({ branches: [] });
    expect(calls).toHaveLength(2);
  });
});

describe('unauthorized answers', () => {
  test('a 401 on any call but a profile path reports unauthorized', async () => {
    const onUnauthorized = vi.fn();
    const { api } = client([json({}, 401), json({}, 403)], { onUnauthorized });
    await expect(api.request('GET', 'webapp/v5/orders/1')).rejects.toBeInstanceOf(ApiError);
    await expect(api.request('GET', 'webapp/profile/1')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('webapp/v5/orders/1');
  });
});

describe('validation', () => {
  test('an answer that breaks the schema names the failing field', async () => {
    const { api } = client([json({ zones: [{ id: 1, fees: -1, branch: 1, name: 'x' }] })]);
    const err = await api.getZones(1).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PayloadError);
    expect((err as PayloadError).field).toBe('zones.0.fees');
  });

  test('names what holds the bad field as an owner knows it, by id and name, and the value it had', async () => {
    const { api } = client([json({ zones: [{ id: 7, name: 'Salmiya', fees: 'free', branch: 1 }] })]);
    const err = (await api.getZones(1).catch((e: unknown) => e)) as PayloadError;
    expect(err.field).toBe('zones.0.fees');
    expect(err.message).toMatch(/^zones\.0\.fees: .*; in 7 "Salmiya"; got "free"$/);
  });

  test('categories nested thousands deep are an invalid payload named as such, not a crash a retry would meet', async () => {
    // Written as text: JSON.stringify itself would run out of stack on such an object.
    const body = `{"menu":[${'{"id":2,"names":[{"locale":"en","name":"x"}],"subcategories":['.repeat(20_000)}${'{"id":1,"names":[{"locale":"en","name":"x"}]}'}${']}'.repeat(20_000)}]}`;
    const { api } = client([new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })]);
    const err = await api.getRestaurant('deep').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PayloadError);
    expect(String((err as Error).message)).toMatch(/nested too deeply/);
  });
});

describe('business answer (spec §8)', () => {
  const base = { message: null, menu: [], smart_categories: [], showStandardSubCats: false, pixels: [] };

  test('no restaurant throws the server message', () => {
    expect(() =>
      interpretRestaurant(
        RestaurantResponse.parse({ ...base, restaurant: null, message: 'Closed for good' }),
        'https://shop.test',
      ),
    ).toThrow('Closed for good');
  });

  test('no restaurant and no message throws Something Went Wrong', () => {
    expect(() =>
      interpretRestaurant(RestaurantResponse.parse({ ...base, restaurant: null }), 'https://shop.test'),
    ).toThrow(SOMETHING_WENT_WRONG);
  });

  test('a redirect to the same site becomes the redirect target', () => {
    expect(
      interpretRestaurant(
        RestaurantResponse.parse({ ...base, redirect: true, url: '/other-ref' }),
        'https://shop.test',
      ),
    ).toEqual({ kind: 'redirect', url: 'https://shop.test/other-ref' });
  });

  test('a redirect to another host is refused unless allowlisted', () => {
    const answer = RestaurantResponse.parse({ ...base, redirect: true, url: 'https://evil.test/x' });
    expect(() => interpretRestaurant(answer, 'https://shop.test')).toThrow(/Refused redirect/);
    expect(interpretRestaurant(answer, 'https://shop.test', ['evil.test'])).toEqual({
      kind: 'redirect',
      url: 'https://evil.test/x',
    });
  });

  test.each([
    ['javascript:alert(1)', false],
    ['//evil.test/x', false],
    ['https://shop.test.evil.test/', false],
    ['https://menu.brand.test/', true],
    ['https://brand.test/', false],
    ['data:text/html,hi', false],
  ])('redirect %s allowed: %s (allowlist *.brand.test)', (url, allowed) => {
    expect(isRedirectAllowed(url, 'https://shop.test', ['*.brand.test'])).toBe(allowed);
  });
});

describe('answers that are not JSON', () => {
  const raw = (text: string) => new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });

  test('a NaN in the answer fails naming the field it sits in, as a payload error (not retried)', async () => {
    const { api, calls } = client([raw('{"branches":[{"id":1,"name":"A","reference_id":"a","lat": NaN}]}')]);
    const err = await api.getBranches(7).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PayloadError);
    expect((err as PayloadError).field).toBe('branches.0.lat');
    expect((err as PayloadError).message).toBe('branches.0.lat: not valid JSON: InvalidSymbol "NaN"');
    expect(calls).toHaveLength(1);
  });

  test('an answer cut off in the middle is a network failure (worth a retry), not a payload error', async () => {
    const { api } = client([raw('{"branches":[{"id":1,')]);
    const err = await api.getBranches(7).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(0);
    expect((err as ApiError).message).toMatch(/not complete JSON/);
  });
});

describe('bounded answers (design decision 10: every input bounded)', () => {
  /** A body of `chunk`-byte parts without end; `pulls()` says how many were read. */
  function endless(chunk = 1024) {
    let pulls = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new Uint8Array(chunk).fill(0x20));
      },
      cancel() {
        cancelled = true;
      },
    });
    return { body, pulls: () => pulls, cancelled: () => cancelled };
  }

  test('an answer over the byte limit is refused while it streams, as a payload error (not retried)', async () => {
    const stream = endless();
    const { api, calls } = client([new Response(stream.body, { status: 200 })], { maxBytes: 10_000 });
    const err = await api.getBranches(7).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PayloadError);
    expect((err as PayloadError).message).toBe('(root): the answer is over the limit of 10000 bytes');
    expect(calls).toHaveLength(1);
    expect(stream.pulls()).toBeLessThan(20);
    expect(stream.cancelled()).toBe(true);
  });

  test('an answer that declares a length over the limit is refused before its body is read', async () => {
    const stream = endless();
    const res = new Response(stream.body, { status: 200, headers: { 'content-length': '99999999' } });
    const { api } = client([res], { maxBytes: 10_000 });
    await expect(api.getBranches(7)).rejects.toBeInstanceOf(PayloadError);
    expect(stream.pulls()).toBeLessThan(3);
  });

  test('an answer within the limit is read whole, multi-byte letters split across parts included', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ branches: [{ id: 1, name: 'فرع', reference_id: 'a' }] }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const b of bytes) controller.enqueue(new Uint8Array([b]));
        controller.close();
      },
    });
    const { api } = client([new Response(body, { status: 200 })], { maxBytes: bytes.length });
    expect((await api.getBranches(7)).branches[0]!.name).toBe('فرع');
  });

  test('a huge error page gives the status, not its body', async () => {
    const stream = endless();
    const { api } = client([new Response(stream.body, { status: 404, statusText: 'Not Found' })]);
    const err = await api.getBranches(7).catch((e: unknown) => e);
    expect((err as ApiError).message).toBe('HTTP 404 Not Found');
    expect(stream.pulls()).toBeLessThan(100);
  });
});

describe('an API that hangs (real sockets)', () => {
  test('a GET whose answer stops half-way fails as a network error after its two attempts, each within the deadline', async () => {
    const { createServer } = await import('node:http');
    let requests = 0;
    const server = createServer((_req, res) => {
      requests++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"branches":['); // and nothing more
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 300 });
      const err = await api.getBranches(7).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(0);
      expect((err as ApiError).message).toBe('Network error: no complete answer within 300 ms');
      expect(requests).toBe(2);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  test('a POST that gets no answer is not sent again', async () => {
    const { createServer } = await import('node:http');
    let requests = 0;
    const server = createServer(() => void requests++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      await expect(api.request('POST', 'webapp/order', {})).rejects.toThrow('no complete answer within 200 ms');
      expect(requests).toBe(1);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
