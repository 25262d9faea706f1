import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { LoginResponse, OtpSentResponse, RegisterNeededResponse } from '../../src/lib/api/accounts.ts';
import { OUTBOX_PREFIX } from './outbox.ts';
import { accountApi, quietConsole, SHAWARMA } from './testkit.ts';

const WHO = { reference_id: SHAWARMA, phone: '55512345', dial_code: '+965' };
const E164 = '+96555512345';

let log: MockInstance;
beforeEach(() => {
  log = quietConsole();
});
afterEach(() => log.mockRestore());

describe('OTP login', () => {
  it('a new customer gets a code in the outbox, verifies it, registers and reads their own profile', async () => {
    const api = accountApi();
    const sent = await api.post('/send-otp', WHO);
    expect(sent.status).toBe(200);
    expect(OtpSentResponse.parse(sent.body)).toMatchObject({ channel: 'sms', expires_in: 300, resend_after: 30 });
    const [message] = await api.outbox(E164);
    expect(message).toMatchObject({ to: E164, channel: 'sms', reference_id: SHAWARMA });
    expect(message!.code).toMatch(/^\d{6}$/);

    const verified = await api.post('/verify-otp', { ...WHO, code: message!.code });
    const needed = RegisterNeededResponse.parse(verified.body);
    const registered = await api.post('/webapp/register', {
      ...WHO,
      name: 'Layla',
      verification_token: needed.verification_token,
    });
    expect(registered.status).toBe(201);
    const { token, user } = LoginResponse.parse(registered.body);
    expect(user).toMatchObject({ name: 'Layla', phone: '55512345', dial_code: '+965', business_id: 1001 });
    const profile = await api.get(`/webapp/profile/${user.id}`, { token });
    expect(profile.status).toBe(200);
    expect(profile.body.user.id).toBe(user.id);
    // The verification proof is single-use.
    const again = await api.post('/webapp/register', {
      ...WHO,
      name: 'X',
      verification_token: needed.verification_token,
    });
    expect(again.body.code).toBe('invalid_verification');
  });

  it('a known customer gets a token straight from verify-otp', async () => {
    const api = accountApi();
    const first = await api.login();
    api.advance(31);
    const second = await api.login();
    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
  });

  it('registering first sends a code, and webapp/verify with it makes the account (WhatsApp too)', async () => {
    const api = accountApi();
    const who = { ...WHO, phone: '66612345' };
    const sent = await api.post('/webapp/register-whatsapp', { ...who, name: 'Omar', email: 'omar@example.com' });
    expect(sent.status).toBe(202);
    expect(sent.body.channel).toBe('whatsapp');
    const [message] = await api.outbox('+96566612345');
    expect(message!.channel).toBe('whatsapp');
    const made = await api.post('/webapp/verify-by-whatsapp', { ...who, code: message!.code });
    expect(made.status).toBe(201);
    expect(LoginResponse.parse(made.body).user).toMatchObject({ name: 'Omar', email: 'omar@example.com' });
  });

  it('five wrong codes lock the attempt: the right code is then refused with 423 too', async () => {
    const api = accountApi();
    await api.post('/send-otp', WHO);
    const code = await api.lastCode(E164);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const refused = await api.post('/verify-otp', { ...WHO, code: wrong });
      expect(refused).toMatchObject({ status: 422, body: { code: 'wrong_code', attempts_left: 5 - i } });
    }
    expect(await api.post('/verify-otp', { ...WHO, code: wrong })).toMatchObject({
      status: 423,
      body: { code: 'otp_locked' },
    });
    const locked = await api.post('/verify-otp', { ...WHO, code });
    expect(locked.status).toBe(423);
    expect(locked.body.retry_after).toBeGreaterThan(0);
    expect((await api.post('/send-otp', WHO)).status).toBe(423);
    api.advance(15 * 60 + 1);
    expect((await api.post('/send-otp', WHO)).status).toBe(200);
  });

  it('an expired code is refused with 410, and a fresh one works', async () => {
    const api = accountApi();
    await api.post('/send-otp', WHO);
    const code = await api.lastCode(E164);
    api.advance(5 * 60);
    expect(await api.post('/verify-otp', { ...WHO, code })).toMatchObject({
      status: 410,
      body: { code: 'otp_expired' },
    });
    await api.post('/send-otp', WHO);
    expect((await api.post('/verify-otp', { ...WHO, code: await api.lastCode(E164) })).status).toBe(200);
  });

  it('a resend within 30 seconds is refused with 429; after that a new code replaces the old one', async () => {
    const api = accountApi();
    await api.post('/send-otp', WHO);
    const old = await api.lastCode(E164);
    const query = `reference_id=${SHAWARMA}&phone=55512345&dial_code=%2B965`;
    api.advance(29);
    const early = await api.get(`/webapp/resend-otp?${query}`);
    expect(early).toMatchObject({ status: 429, body: { code: 'resend_too_soon', retry_after: 1 } });
    api.advance(1);
    expect((await api.get(`/webapp/resend-otp?${query}`)).status).toBe(200);
    const fresh = await api.lastCode(E164);
    expect((await api.outbox(E164)).length).toBe(2);
    if (fresh !== old) expect((await api.post('/verify-otp', { ...WHO, code: old })).body.code).toBe('wrong_code');
    expect((await api.post('/verify-otp', { ...WHO, code: fresh })).status).toBe(200);
    expect((await api.get(`/webapp/resend-otp?${query.replace('55512345', '55599999')}`)).status).toBe(404);
  });

  it('sends at most five codes an hour to one phone', async () => {
    const api = accountApi();
    for (let i = 0; i < 5; i++) {
      expect((await api.post('/send-otp', WHO)).status).toBe(200);
      api.advance(31);
    }
    expect(await api.post('/send-otp', WHO)).toMatchObject({ status: 429, body: { code: 'too_many_codes' } });
    api.advance(3600);
    expect((await api.post('/send-otp', WHO)).status).toBe(200);
  });

  it('never puts a code in an answer, but prints each one to the console with the outbox prefix', async () => {
    const api = accountApi();
    await api.login();
    await api.post('/webapp/register', { ...WHO, phone: '66654321', name: 'Nour' });
    await api.post('/verify-otp', { ...WHO, code: '000000' });
    const codes = (await api.outbox('')).map((m) => m.code);
    expect(codes.length).toBe(2);
    for (const code of codes) {
      for (const answer of api.answers) expect(answer).not.toContain(code);
      expect(log).toHaveBeenCalledWith(expect.stringContaining(code));
    }
    expect(String(log.mock.calls[0]?.[0])).toMatch(new RegExp(`^\\${OUTBOX_PREFIX} sms to \\+965`));
  });

  it('refuses a phone that is not one with the reason, and an unknown restaurant with 404', async () => {
    const api = accountApi();
    const bad = await api.post('/send-otp', { ...WHO, phone: '<script>' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalid_phone', reason: 'NOT_A_NUMBER' } });
    expect((await api.post('/send-otp', { ...WHO, phone: '1' })).body.reason).toBe('TOO_SHORT');
    expect((await api.post('/send-otp', { ...WHO, reference_id: 'nope' })).status).toBe(404);
    expect((await api.post('/send-otp', 'not json')).status).toBe(400);
  });

  it('answers 401 to a missing, malformed or unknown bearer token', async () => {
    const api = accountApi();
    const { user } = await api.login();
    const malformed: Array<Record<string, string>> = [
      {},
      { Authorization: 'Bearer short' },
      { Authorization: `Bearer ${'x'.repeat(43)}` },
    ];
    for (const headers of malformed) {
      expect(await api.get(`/webapp/profile/${user.id}`, { headers })).toMatchObject({
        status: 401,
        body: { code: 'unauthenticated' },
      });
    }
  });
});

describe('logout', () => {
  it("a logged-out token gets 401 on every account call; the same customer's other token still works", async () => {
    const api = accountApi();
    const { token, user } = await api.login();
    api.advance(31);
    const other = await api.login();
    expect(await api.post('/webapp/logout', undefined, { token })).toMatchObject({
      status: 200,
      body: { logged_out: true },
    });
    const id = user.id as number;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/webapp/profile/${id}`],
      ['POST', '/webapp/update-profile', { name: 'X' }],
      ['POST', '/webapp/verify-phone', { phone: '55512346', dial_code: '+965', code: '123456' }],
      ['POST', '/webapp/create-password', { password: 'a-long-password' }],
      ['GET', '/webapp/locations'],
      ['POST', '/webapp/locations', { title: 'Home' }],
      ['PUT', '/webapp/locations/1', { title: 'Home' }],
      ['DELETE', '/webapp/locations/1'],
      ['GET', '/webapp/wallet'],
      ['POST', '/webapp/wallet/package/1'],
      ['GET', `/webapp/v5/orders/${id}?page=1`],
      ['POST', `/webapp/reservations/${id}`, {}],
      ['GET', `/webapp/account/delete/${id}`],
      ['POST', '/webapp/logout'],
    ];
    for (const [method, path, body] of calls) {
      const answer = await api.call(method, path, { token, body });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.code, `${method} ${path}`).toBe('unauthenticated');
    }
    expect((await api.get(`/webapp/profile/${id}`, { token: other.token })).status).toBe(200);
  });

  it('logout without a valid token is refused with 401 and revokes nothing', async () => {
    const api = accountApi();
    const { token, user } = await api.login();
    expect((await api.post('/webapp/logout', undefined)).status).toBe(401);
    const unknown = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    expect((await api.post('/webapp/logout', undefined, { token: unknown })).status).toBe(401);
    expect((await api.get(`/webapp/profile/${user.id}`, { token })).status).toBe(200);
  });
});

describe('tokens at rest', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stores only the sha256 of a token: the raw token is nowhere in the database files', async () => {
    dir = mkdtempSync(join(tmpdir(), 'accounts-'));
    const api = accountApi({ dataDir: dir });
    const { token } = await api.login();
    const db = new DatabaseSync(join(dir, 'accounts.sqlite'));
    const rows = db.prepare('SELECT hash FROM tokens').all() as Array<{ hash: string }>;
    db.close();
    expect(rows.map((r) => r.hash)).toContain(createHash('sha256').update(token).digest('hex'));
    for (const file of readdirSync(dir)) expect(readFileSync(join(dir, file)).includes(token)).toBe(false);
  });
});
