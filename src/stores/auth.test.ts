import { cleanTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authKey, createAuthStore, EMPTY_AUTH } from './auth.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => cleanTestStorage());

describe('auth store', () => {
  it('logging in makes the customer authenticated at their business only', () => {
    const s = createAuthStore('a1');
    const here = s.authenticatedAt(900);
    const elsewhere = s.authenticatedAt(901);
    here.listen(() => {});
    elsewhere.listen(() => {});
    s.logIn('t'.repeat(40), { id: 5, business_id: 900 });
    expect(here.get()).toBe(true);
    expect(elsewhere.get()).toBe(false);
  });

  it('logout clears user, token, the verified phone and the checked flag', () => {
    const s = createAuthStore('a2');
    s.$auth.listen(() => {});
    s.otpSent('50012345', '+965', 1000);
    s.logIn('tok', { id: 5, business_id: 900 });
    s.setUseWallet(true, 1500);
    s.logOut();
    expect(s.$auth.get()).toMatchObject({
      user: null,
      token: null,
      phoneNumber: null,
      checked: false,
      useWallet: false,
      updatedWalletAmount: 0,
    });
  });

  it('garbage or a user without an id in storage reads as a guest', () => {
    for (const raw of ['{x', JSON.stringify({ v: 1, data: { user: { name: 'x' }, token: 't' } })]) {
      setTestStorageKey(authKey('a3'), raw);
      expect(createAuthStore('a3').$auth.get()).toEqual(EMPTY_AUTH);
    }
  });

  it('a stored user keeps its id and drops shown fields of the wrong type', () => {
    const user = { id: 7, business_id: 900, name: { x: 1 }, email: 'a@b.co', phone: 5, has_password: 'yes', tier: 2 };
    setTestStorageKey(authKey('a5'), JSON.stringify({ v: 1, data: { user, token: 't'.repeat(40) } }));
    expect(createAuthStore('a5').$auth.get().user).toEqual({ id: 7, business_id: 900, email: 'a@b.co', tier: 2 });
  });

  it('the time a code was sent is kept for the resend timer', () => {
    const s = createAuthStore('a4');
    s.$auth.listen(() => {});
    s.otpSent('50012345', '+965', 123_456);
    expect(createAuthStore('a4').$auth.get()).toMatchObject({
      startOtpTime: 123_456,
      phoneNumber: { phone: '50012345', dial_code: '+965' },
    });
  });
});
