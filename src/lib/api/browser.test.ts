import { describe, expect, it, vi } from 'vitest';
import { ApiFailure, callApi, callLogout } from './browser.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('callApi (islands)', () => {
  it('sends the spec §7 headers with the current time and the bearer token', async () => {
    const fetch = vi.fn(async (..._args: unknown[]) => answer(200, { ok: 1 }));
    const now = () => new Date('2026-11-23T09:00:00Z');
    await callApi({ baseUrl: 'http://api.test/', locale: 'ar', token: 'tok', now, fetch }, '/webapp/order/1');
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test/webapp/order/1');
    expect(init.headers).toMatchObject({
      'X-Webapp': 'true',
      'X-Version': '5',
      'X-Locale': 'ar',
      'X-Current-Time': '2026-11-23T09:00:00.000Z',
      Authorization: 'Bearer tok',
    });
  });

  it('a 200 that is not JSON (a captive portal, a proxy’s page) is a failure, tried once more for a GET', async () => {
    const html = vi.fn(async () => new Response('<html>Gateway login</html>', { status: 200 }));
    const err = await callApi({ baseUrl: 'http://a', locale: 'en', fetch: html }, 'webapp/orders').catch((e) => e);
    expect(err).toBeInstanceOf(ApiFailure);
    expect((err as ApiFailure).status).toBe(502);
    expect((err as ApiFailure).message).toBe('Something Went Wrong');
    expect(html).toHaveBeenCalledTimes(2);
  });

  it('an empty answer (204, a bare 200) is null, not a failure', async () => {
    const empty = vi.fn(async () => new Response(null, { status: 204 }));
    await expect(
      callApi({ baseUrl: 'http://a', locale: 'en', fetch: empty }, 'webapp/locations/1', { method: 'DELETE' }),
    ).resolves.toBeNull();
  });

  it('a call that never answers ends as a network failure (status 0) at its deadline, not a form busy for ever', async () => {
    const hang = vi.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    const err = await callApi({ baseUrl: 'http://a', locale: 'en', fetch: hang, timeoutMs: 30 }, 'send-otp', {
      method: 'POST',
      body: {},
    }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiFailure);
    expect((err as ApiFailure).status).toBe(0);
    expect(hang).toHaveBeenCalledTimes(1);
  });

  it('retries a GET once on a 503 and never retries a POST', async () => {
    const get = vi.fn(async () => answer(503, {}));
    await expect(callApi({ baseUrl: 'http://a', locale: 'en', fetch: get }, 'x')).rejects.toBeInstanceOf(ApiFailure);
    expect(get).toHaveBeenCalledTimes(2);
    const post = vi.fn(async () => answer(503, {}));
    await expect(
      callApi({ baseUrl: 'http://a', locale: 'en', fetch: post }, 'webapp/order', { method: 'POST', body: {} }),
    ).rejects.toThrow();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("rejects with the server's message and code, or 'Something Went Wrong' without one", async () => {
    const refused = vi.fn(async () => answer(422, { message: 'The order total differs', code: 'total_mismatch' }));
    await expect(
      callApi({ baseUrl: 'http://a', locale: 'en', fetch: refused }, 'webapp/order', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'total_mismatch',
      message: 'The order total differs',
    });
    const bare = vi.fn(async () => new Response('oops', { status: 500 }));
    await expect(
      callApi({ baseUrl: 'http://a', locale: 'en', fetch: bare }, 'x', { method: 'POST' }),
    ).rejects.toMatchObject({ message: 'Something Went Wrong' });
  });

  it('reports a 401 outside profile paths to onUnauthorized, but not one on a profile path', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async () => answer(401, {}));
    await expect(
      callApi({ baseUrl: 'http://a', locale: 'en', fetch, onUnauthorized }, 'webapp/v5/orders/1'),
    ).rejects.toThrow();
    await expect(
      callApi({ baseUrl: 'http://a', locale: 'en', fetch, onUnauthorized }, 'webapp/profile/1'),
    ).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('webapp/v5/orders/1');
  });
});

describe('callLogout (islands)', () => {
  it('posts webapp/logout with the bearer token, kept alive while the page navigates away', async () => {
    const fetch = vi.fn(async (..._args: unknown[]) => answer(200, { logged_out: true }));
    await callLogout({ baseUrl: 'http://api.test', locale: 'en', token: 'tok', fetch });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test/webapp/logout');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { Authorization: 'Bearer tok' } });
  });

  it('never rejects: offline, refused or already logged out, and a 401 sends no one to login', async () => {
    const onUnauthorized = vi.fn();
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(callLogout({ baseUrl: 'http://a', locale: 'en', token: 't', fetch: offline })).resolves.toBe(
      undefined,
    );
    const refused = vi.fn(async () => answer(401, { code: 'unauthenticated', message: 'Log in to continue' }));
    const opts = { baseUrl: 'http://a', locale: 'en', token: 't', fetch: refused, onUnauthorized };
    await expect(callLogout(opts)).resolves.toBe(undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
    const broken = vi.fn(async () => new Response('oops', { status: 500 }));
    await expect(callLogout({ baseUrl: 'http://a', locale: 'en', token: 't', fetch: broken })).resolves.toBe(undefined);
  });

  it('sends nothing without a token', async () => {
    const fetch = vi.fn(async () => answer(200, {}));
    await callLogout({ baseUrl: 'http://a', locale: 'en', token: null, fetch });
    expect(fetch).not.toHaveBeenCalled();
  });
});
