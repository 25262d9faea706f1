import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { ApiFailure, callApi } from '../../src/lib/api/browser.ts';
import { refusalText } from '../../src/features/account/auth/refusal.ts';
import type { Strings } from '../../src/features/account/auth/text.ts';
import { createSampleApi, startSampleApi } from '../server.ts';
import {
  addressKey,
  CHECK_WINDOW_SECONDS,
  CODE_LIMITS,
  codeLimitsFromEnv,
  createRateLimiter,
  SEND_WINDOW_SECONDS,
  type CodeLimits,
} from './rateLimit.ts';
import { BASE, quietConsole, SHAWARMA, T0, type Body } from './testkit.ts';

let log: MockInstance;
beforeEach(() => {
  log = quietConsole();
});
afterEach(() => log.mockRestore());

/** A sample API on a clock the test moves, called as if from the socket address `from` (the Node bindings). */
function limitedApi(opts: { codeLimits?: Partial<CodeLimits>; trustProxy?: boolean } = {}) {
  let current = new Date(T0);
  const app = createSampleApi({ baseUrl: BASE, includeTestTenants: true, now: () => current, ...opts });
  async function call(
    method: string,
    path: string,
    from: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const env = { incoming: { socket: { remoteAddress: from, remotePort: 50000, remoteFamily: 'IPv4' } } };
    const init = {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    const res = await app.request(path, init, env);
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Body };
  }
  return {
    call,
    /** A fetch as the storefront's islands make it, arriving from `from`. */
    fetchFrom:
      (from: string): typeof fetch =>
      async (input, init) =>
        app.request(String(input), init, {
          incoming: { socket: { remoteAddress: from, remotePort: 50000, remoteFamily: 'IPv4' } },
        }),
    send: (from: string, phone: string, ref = SHAWARMA, headers: Record<string, string> = {}) =>
      call('POST', '/send-otp', from, { reference_id: ref, phone, dial_code: '+965' }, headers),
    verify: (from: string, phone: string, code = '000000') =>
      call('POST', '/verify-otp', from, { reference_id: SHAWARMA, phone, dial_code: '+965', code }),
    advance(seconds: number) {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

/** A different valid Kuwaiti mobile number for each i. */
const phone = (i: number) => `5${String(1_000_000 + i).padStart(7, '0')}`;

describe('sliding-window limiter', () => {
  it('allows `limit` hits in any window, then says how long until the oldest leaves it', () => {
    let now = T0.getTime();
    const limiter = createRateLimiter(() => new Date(now));
    for (let i = 0; i < 3; i++) {
      expect(limiter.waitFor('k', 3, 60)).toBe(0);
      limiter.hit('k', 60);
      now += 10_000;
    }
    // Hits at 0 s, 10 s, 20 s; now 30 s: the first leaves the window at 60 s.
    expect(limiter.waitFor('k', 3, 60)).toBe(30);
    expect(limiter.waitFor('other', 3, 60)).toBe(0);
    now += 30_000;
    expect(limiter.waitFor('k', 3, 60)).toBe(0);
  });

  it('takes a hit back when asked, and forgets the least recently used keys beyond its bound', () => {
    const limiter = createRateLimiter(() => T0, 3);
    const undo = limiter.hit('a', 60);
    expect(limiter.waitFor('a', 1, 60)).toBe(60);
    undo();
    expect(limiter.waitFor('a', 1, 60)).toBe(0);
    for (const key of ['a', 'b', 'c', 'd']) limiter.hit(key, 60);
    expect(limiter.size()).toBe(3);
    expect(limiter.waitFor('a', 1, 60)).toBe(0);
    expect(limiter.waitFor('d', 1, 60)).toBe(60);
  });
});

describe('client addresses', () => {
  it('counts IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64, and refuses what is no address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(' [2001:db8:1:2:aaaa::1] ')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    for (const bad of ['', 'unknown', '1.2.3', '999.1.1.1', '<script>', '1.2.3.4, 5.6.7.8']) {
      expect(addressKey(bad), bad).toBeNull();
    }
  });

  it('reads the limits from the environment, ignoring values that are no positive whole number', () => {
    expect(codeLimitsFromEnv({ SAMPLE_API_CODES_PER_CLIENT: '500', SAMPLE_API_CHECKS_PER_CLIENT: 'lots' })).toEqual({
      codesPerClient: 500,
    });
    expect(codeLimitsFromEnv({ SAMPLE_API_CODES_PER_PHONE: '-1', SAMPLE_API_CHECKS_PER_CLIENT: '2.5' })).toEqual({});
  });
});

describe('limits of the code calls', () => {
  it('the 6th code for one phone in an hour gets 429 with Retry-After, even through other restaurants', async () => {
    const api = limitedApi();
    const refs = ['shawarma-house', 'cafe-limmat', 'kissa-tokyo', 'sofreh', 'shawarma-house'];
    for (const [i, ref] of refs.entries()) {
      expect((await api.send('203.0.113.1', '55512345', ref)).status, ref).toBe(200);
      api.advance(i === 3 ? 31 : 1);
    }
    // A sixth restaurant, and a sixth place: still the same phone.
    const refused = await api.send('198.51.100.9', '55512345', 'cafe-limmat');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_codes', message: expect.stringContaining('this phone') });
    expect(Number(refused.retryAfter)).toBe(refused.body.retry_after);
    expect(Number(refused.retryAfter)).toBeGreaterThan(SEND_WINDOW_SECONDS - 60);
  });

  it('the per-restaurant refusals of a phone carry Retry-After too', async () => {
    const api = limitedApi();
    await api.send('203.0.113.1', '55512345');
    const early = await api.send('203.0.113.1', '55512345');
    expect(early).toMatchObject({ status: 429, retryAfter: '30', body: { code: 'resend_too_soon', retry_after: 30 } });
  });

  it('a client sending codes to many phones is limited; another client is not', async () => {
    const api = limitedApi();
    for (let i = 0; i < CODE_LIMITS.codesPerClient; i++) {
      expect((await api.send('203.0.113.1', phone(i))).status).toBe(200);
    }
    const refused = await api.send('203.0.113.1', phone(999));
    expect(refused).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    expect(refused.body.message).toMatch(/^Too many codes asked from your connection: try again in \d+ min$/);
    expect(Number(refused.retryAfter)).toBe(SEND_WINDOW_SECONDS);
    // The same phone from elsewhere, and register and resend from the limited client: all counted alike.
    expect((await api.send('203.0.113.2', phone(999))).status).toBe(200);
    const register = { reference_id: SHAWARMA, phone: phone(1000), dial_code: '+965', name: 'X' };
    expect((await api.call('POST', '/webapp/register', '203.0.113.1', register)).status).toBe(429);
    const resend = `/webapp/resend-otp?reference_id=${SHAWARMA}&phone=${phone(0)}&dial_code=%2B965`;
    api.advance(31);
    expect((await api.call('GET', resend, '203.0.113.1')).body.code).toBe('too_many_requests');
  });

  it('limits reset after the window, on the server clock whatever x-current-time says', async () => {
    const api = limitedApi({ codeLimits: { codesPerClient: 2 } });
    await api.send('203.0.113.1', phone(1));
    api.advance(600);
    await api.send('203.0.113.1', phone(2));
    const future = { 'X-Current-Time': new Date(T0.getTime() + 86_400_000).toISOString() };
    expect((await api.send('203.0.113.1', phone(3), SHAWARMA, future)).status).toBe(429);
    api.advance(SEND_WINDOW_SECONDS - 600 - 1);
    expect((await api.send('203.0.113.1', phone(3))).status).toBe(429);
    api.advance(1);
    // The first code left the window; the second has not yet.
    expect((await api.send('203.0.113.1', phone(3))).status).toBe(200);
    expect((await api.send('203.0.113.1', phone(4))).status).toBe(429);
  });

  it('a refused call costs nothing: only codes that went out count', async () => {
    const api = limitedApi({ codeLimits: { codesPerClient: 2 } });
    expect((await api.send('203.0.113.1', phone(1))).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await api.send('203.0.113.1', phone(1))).body.code).toBe('resend_too_soon');
    expect((await api.send('203.0.113.1', '<script>')).status).toBe(400);
    expect((await api.send('203.0.113.1', phone(2))).status).toBe(200);
  });

  it('parallel calls cannot share out more codes than the limit', async () => {
    const api = limitedApi({ codeLimits: { codesPerClient: 3 } });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => api.send('203.0.113.1', phone(i))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
  });

  it('code checks are limited per client per 10 minutes, beside the per-code lock', async () => {
    const api = limitedApi({ codeLimits: { checksPerClient: 6 } });
    // Guessing across phones: each phone's own lock (5 wrong codes) is never reached.
    for (let i = 0; i < 6; i++) {
      await api.send('203.0.113.1', phone(i));
      expect((await api.verify('203.0.113.1', phone(i))).status).not.toBe(429);
    }
    const refused = await api.verify('203.0.113.1', phone(0));
    expect(refused).toMatchObject({ status: 429, body: { code: 'too_many_attempts' } });
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(CHECK_WINDOW_SECONDS);
    const login = { reference_id: SHAWARMA, phone: phone(0), dial_code: '+965', password: 'guess-guess' };
    expect((await api.call('POST', '/webapp/login', '203.0.113.1', login)).status).toBe(429);
    expect((await api.verify('203.0.113.2', phone(0))).status).not.toBe(429);
    api.advance(CHECK_WINDOW_SECONDS);
    expect((await api.verify('203.0.113.1', phone(0))).status).not.toBe(429);
  });

  it("X-Forwarded-For is the caller's to invent unless the API is told it stands behind a proxy", async () => {
    const direct = limitedApi({ codeLimits: { codesPerClient: 1 } });
    await direct.send('203.0.113.1', phone(1), SHAWARMA, { 'X-Forwarded-For': '192.0.2.1' });
    const spoofed = await direct.send('203.0.113.1', phone(2), SHAWARMA, { 'X-Forwarded-For': '192.0.2.2' });
    expect(spoofed.status).toBe(429);

    const proxied = limitedApi({ codeLimits: { codesPerClient: 1 }, trustProxy: true });
    // Behind the proxy every call comes from its address; the client is the entry the proxy appended (the last).
    await proxied.send('10.0.0.1', phone(1), SHAWARMA, { 'X-Forwarded-For': '192.0.2.1' });
    const prefixed = { 'X-Forwarded-For': '192.0.2.99, 192.0.2.1' };
    expect((await proxied.send('10.0.0.1', phone(2), SHAWARMA, prefixed)).status).toBe(429);
    expect((await proxied.send('10.0.0.1', phone(3), SHAWARMA, { 'X-Forwarded-For': '192.0.2.2' })).status).toBe(200);
  });

  it('a profile change of name is never limited; a change of phone sends a code and counts', async () => {
    const api = limitedApi({ codeLimits: { codesPerClient: 2 } });
    await api.send('203.0.113.1', '55512345');
    // Log in through the limited app from another client, then change details from the limited one.
    const outbox = await api.call('GET', '/__test/outbox?phone=%2B96555512345', '203.0.113.5');
    const sent = (outbox.body.messages as Array<{ code: string }>).at(-1)!.code;
    const verified = await api.verify('203.0.113.5', '55512345', sent);
    const registered = await api.call('POST', '/webapp/register', '203.0.113.5', {
      reference_id: SHAWARMA,
      phone: '55512345',
      dial_code: '+965',
      name: 'A',
      verification_token: verified.body.verification_token,
    });
    const auth = { Authorization: `Bearer ${registered.body.token as string}` };
    const update = (body: unknown) => api.call('POST', '/webapp/update-profile', '203.0.113.1', body, auth);
    expect((await update({ phone: phone(7), dial_code: '+965' })).body.verify_phone.otp_sent).toBe(true);
    for (let i = 0; i < 3; i++) expect((await update({ name: `Name ${i}` })).status).toBe(200);
    expect(await update({ phone: phone(8), dial_code: '+965' })).toMatchObject({
      status: 429,
      body: { code: 'too_many_requests' },
    });
  });
});

describe('what the login island shows', () => {
  // The island's way: callApi, then refusalText with the English account strings.
  const strings = (JSON.parse(readFileSync('locales/en.json', 'utf8')) as { account: Strings }).account;

  async function shown(api: ReturnType<typeof limitedApi>, path: string, body: unknown): Promise<string> {
    const opts = { baseUrl: 'http://api.test', locale: 'en', fetch: api.fetchFrom('203.0.113.1') };
    try {
      await callApi(opts, path, { method: 'POST', body });
    } catch (error) {
      if (error instanceof ApiFailure) return refusalText(strings, error);
      throw error;
    }
    return 'accepted';
  }

  it("a 429 of the code calls shows the API's message, or the phone limit in the customer's words", async () => {
    const api = limitedApi({ codeLimits: { codesPerClient: 1, checksPerClient: 1 } });
    const who = (i: number) => ({ reference_id: SHAWARMA, phone: phone(i), dial_code: '+965' });
    expect(await shown(api, 'send-otp', who(1))).toBe('accepted');
    expect(await shown(api, 'send-otp', who(2))).toBe('Too many codes asked from your connection: try again in 60 min');
    await shown(api, 'verify-otp', { ...who(1), code: '000000' });
    expect(await shown(api, 'verify-otp', { ...who(1), code: '000000' })).toBe(
      'Too many attempts from your connection: try again in 10 min',
    );
    const perPhone = limitedApi({ codeLimits: { codesPerPhone: 1 } });
    await shown(perPhone, 'send-otp', who(3));
    expect(await shown(perPhone, 'send-otp', { ...who(3), reference_id: 'cafe-limmat' })).toBe(
      'Too many codes for this number. Try again in 60 min.',
    );
  });
});

describe('a sample API on a socket', () => {
  /** POST send-otp from a local address of our choosing (all of 127.0.0.0/8 is this machine). */
  function sendFrom(url: string, localAddress: string, phoneNumber: string) {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Body }>((resolve, reject) => {
      const body = JSON.stringify({ reference_id: SHAWARMA, phone: phoneNumber, dial_code: '+965' });
      const req = request(
        `${url}/send-otp`,
        {
          method: 'POST',
          localAddress,
          headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:4321' },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) as Body }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it("limits by the caller's address and exposes Retry-After to the storefront's origin", async () => {
    const api = await startSampleApi({ codeLimits: { codesPerClient: 1 } });
    try {
      expect((await sendFrom(api.url, '127.0.0.1', phone(1))).status).toBe(200);
      const refused = await sendFrom(api.url, '127.0.0.1', phone(2));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['access-control-expose-headers']).toContain('Retry-After');
      expect(refused.body.code).toBe('too_many_requests');
      // Another address is another client.
      expect((await sendFrom(api.url, '127.0.0.2', phone(3))).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
