import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $auth, logIn, logOut } from '../../../stores/auth.ts';
import { checkProfile, type CheckProfileConfig } from './checkProfile.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  logOut();
  cleanTestStorage();
});

const config: CheckProfileConfig = {
  apiUrl: 'http://api.test',
  locale: 'en',
  businessUserId: 900,
  login: '/shop/login',
};
const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });
const TOKEN = 't'.repeat(40);

describe('check-profile guard', () => {
  it('replaces the stored user with the fresh profile', async () => {
    $auth.listen(() => {});
    logIn(TOKEN, { id: 5, business_id: 900, name: 'Old' } as never);
    const fetch = vi.fn<typeof globalThis.fetch>(answer(200, { user: { id: 5, business_id: 900, name: 'New' } }));
    expect(await checkProfile(config, { fetch, here: '/shop/profile' })).toBe('fresh');
    expect(String(fetch.mock.calls[0]![0])).toBe('http://api.test/webapp/profile/5');
    expect($auth.get().user).toMatchObject({ name: 'New' });
    expect($auth.get().token).toBe(TOKEN);
  });

  it('a failing profile load logs the error, logs out and goes to login, back here afterwards', async () => {
    for (const status of [401, 403, 500]) {
      logIn(TOKEN, { id: 5, business_id: 900 });
      const goTo = vi.fn();
      const log = vi.fn();
      const result = await checkProfile(config, {
        fetch: answer(status, { message: 'no' }),
        goTo,
        log,
        here: '/shop/wallet/home?x=1',
      });
      expect(result).toBe('logged-out');
      expect(log).toHaveBeenCalled();
      expect(goTo).toHaveBeenCalledWith('/shop/login?next=%2Fshop%2Fwallet%2Fhome%3Fx%3D1');
      expect($auth.get()).toMatchObject({ token: null, user: null });
    }
  });

  it('an answer without the same user counts as a failure', async () => {
    logIn(TOKEN, { id: 5, business_id: 900 });
    const goTo = vi.fn();
    expect(
      await checkProfile(config, {
        fetch: answer(200, { user: { id: 6 } }),
        goTo,
        log: () => {},
        here: '/shop/profile',
      }),
    ).toBe('logged-out');
  });

  it('offline, the customer stays logged in', async () => {
    logIn(TOKEN, { id: 5, business_id: 900 });
    const goTo = vi.fn();
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await checkProfile(config, { fetch, goTo, log: () => {}, here: '/shop/profile' })).toBe('offline');
    expect(goTo).not.toHaveBeenCalled();
    expect($auth.get().token).toBe(TOKEN);
  });

  it('a guest, or a customer of another business, is left to the auth guard', async () => {
    const fetch = vi.fn();
    expect(await checkProfile(config, { fetch, here: '/shop/profile' })).toBe('guest');
    logIn(TOKEN, { id: 5, business_id: 901 });
    expect(await checkProfile(config, { fetch, here: '/shop/profile' })).toBe('guest');
    expect(fetch).not.toHaveBeenCalled();
  });
});
