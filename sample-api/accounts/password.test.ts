import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { shawarmaHouse } from '../fixtures/index.ts';
import { accountApi, BASE, quietConsole, SHAWARMA } from './testkit.ts';

let log: MockInstance;
beforeEach(() => {
  log = quietConsole();
});
afterEach(() => log.mockRestore());

const WHO = { reference_id: SHAWARMA, phone: '55512345', dial_code: '+965' };

/** Shawarma House with disable_otp, served through the test-control route. */
async function withoutOtp(api: ReturnType<typeof accountApi>) {
  const payload = shawarmaHouse(BASE).restaurant;
  const body = JSON.stringify({ ...payload, restaurant: { ...payload.restaurant, disable_otp: true } });
  await api.app.request(`/__test/restaurant/${SHAWARMA}`, { method: 'PUT', body });
}

describe('passwords', () => {
  it('a business with disable_otp sends no codes; customers register with a password and log in with it', async () => {
    const api = accountApi();
    await withoutOtp(api);
    expect((await api.post('/send-otp', WHO)).body.code).toBe('otp_disabled');
    expect((await api.post('/webapp/register', { ...WHO, name: 'Sara' })).status).toBe(400);
    const made = await api.post('/webapp/register', { ...WHO, name: 'Sara', password: 'correct horse' });
    expect(made.status).toBe(201);
    expect(made.body.user.has_password).toBe(true);
    expect((await api.post('/webapp/register', { ...WHO, name: 'Sara', password: 'another one' })).status).toBe(409);
    const login = await api.post('/webapp/login', { ...WHO, password: 'correct horse' });
    expect(login.body.user.id).toBe(made.body.user.id);
    expect((await api.outbox('')).length).toBe(0);
  });

  it('five wrong passwords lock the login, the right one included, until the lock ends', async () => {
    const api = accountApi();
    await withoutOtp(api);
    await api.post('/webapp/register', { ...WHO, name: 'Sara', password: 'correct horse' });
    for (let i = 0; i < 4; i++) {
      expect((await api.post('/webapp/login', { ...WHO, password: 'wrong' })).body.code).toBe('bad_credentials');
    }
    expect((await api.post('/webapp/login', { ...WHO, password: 'wrong' })).status).toBe(423);
    expect((await api.post('/webapp/login', { ...WHO, password: 'correct horse' })).body.code).toBe('login_locked');
    api.advance(15 * 60);
    expect((await api.post('/webapp/login', { ...WHO, password: 'correct horse' })).status).toBe(200);
    expect((await api.post('/webapp/login', { ...WHO, phone: '55599999', password: 'x' })).status).toBe(401);
  });

  it('create-password lets an OTP customer log in with a password; replacing it needs the current one', async () => {
    const api = accountApi();
    const { token } = await api.login();
    const set = await api.post(
      '/webapp/create-password',
      { password: 'first secret', password_confirmation: 'first secret' },
      { token },
    );
    expect(set.body.user.has_password).toBe(true);
    expect((await api.post('/webapp/login', { ...WHO, password: 'first secret' })).status).toBe(200);
    expect((await api.post('/webapp/create-password', { password: 'second secret' }, { token })).body.code).toBe(
      'wrong_password',
    );
    const mismatch = await api.post(
      '/webapp/create-password',
      { password: 'second secret', password_confirmation: 'other' },
      { token },
    );
    expect(mismatch.status).toBe(400);
    const replaced = await api.post(
      '/webapp/create-password',
      { password: 'second secret', current_password: 'first secret' },
      { token },
    );
    expect(replaced.status).toBe(200);
    expect((await api.post('/webapp/login', { ...WHO, password: 'first secret' })).status).toBe(401);
  });
});
