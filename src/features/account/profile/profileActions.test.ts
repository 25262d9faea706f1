import { describe, expect, it } from 'vitest';
import { createStorefrontApi } from '../../../lib/api/storefront.ts';
import { createProfileActions } from './profileActions.ts';

const USER = { id: 5, business_id: 9, name: 'Noura', phone: '50012345', dial_code: '+965' };

function actionsWith(reply: { status: number; body: unknown }) {
  const calls: Array<{ method: string; path: string; body: unknown; auth: string | null }> = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      path: new URL(String(input)).pathname.slice(1),
      body: init?.body ? JSON.parse(String(init.body)) : null,
      auth: (init?.headers as Record<string, string>)?.Authorization ?? null,
    });
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  };
  const seen = { user: null as unknown, loggedOut: false, sessionLost: 0 };
  const actions = createProfileActions({
    api: createStorefrontApi({ baseUrl: 'http://api.test', locale: 'en', fetch, token: () => 'tok' }),
    setUser: (user) => (seen.user = user),
    logOut: () => {
      seen.loggedOut = true;
    },
    onSessionLost: () => {
      seen.sessionLost++;
    },
  });
  return { actions, calls, seen };
}

describe('profile actions', () => {
  it('saving the details sends them trimmed (an empty email as none) and keeps the user answered', async () => {
    const { actions, calls, seen } = actionsWith({ status: 200, body: { user: { ...USER, name: 'Nora' } } });
    await actions.saveDetails('  Nora ', '  ');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: 'webapp/update-profile',
      body: { name: 'Nora', email: null },
      auth: 'Bearer tok',
    });
    expect(seen.user).toMatchObject({ name: 'Nora' });
  });

  it('a new phone waits for its code when the API sends one, and is taken at once when it does not', async () => {
    const withCode = actionsWith({ status: 200, body: { user: USER, verify_phone: { otp_sent: true } } });
    expect(await withCode.actions.changePhone({ phone: '50099999', dialCode: '+965' })).toBe('code-sent');
    expect(withCode.seen.user).toBeNull();
    const atOnce = actionsWith({ status: 200, body: { user: { ...USER, phone: '50099999' } } });
    expect(await atOnce.actions.changePhone({ phone: '50099999', dialCode: '+965' })).toBe('changed');
    expect(atOnce.seen.user).toMatchObject({ phone: '50099999' });
  });

  it('a new phone asked again moments after its code went out waits for that code ("too soon" is no refusal here)', async () => {
    const { actions } = actionsWith({
      status: 429,
      body: { code: 'resend_too_soon', retry_after: 20, message: 'wait' },
    });
    expect(await actions.changePhone({ phone: '50099999', dialCode: '+965' })).toBe('code-sent');
  });

  it('replacing a password sends the current one; a first password does not', async () => {
    const first = actionsWith({ status: 200, body: { user: USER } });
    await first.actions.savePassword('long enough', 'long enough', null);
    expect(first.calls[0]?.body).toEqual({ password: 'long enough', password_confirmation: 'long enough' });
    const replacing = actionsWith({ status: 200, body: { user: USER } });
    await replacing.actions.savePassword('long enough', 'long enough', 'old secret');
    expect(replacing.calls[0]?.body).toMatchObject({ current_password: 'old secret' });
  });

  it('a refused deletion keeps the customer logged in; an accepted one logs them out', async () => {
    const refused = actionsWith({ status: 422, body: { message: 'No', code: 'x' } });
    await expect(refused.actions.deleteAccount(5)).rejects.toMatchObject({ status: 422 });
    expect(refused.seen.loggedOut).toBe(false);
    const done = actionsWith({ status: 200, body: { deleted: true } });
    await done.actions.deleteAccount(5);
    expect(done.calls[0]).toMatchObject({ method: 'GET', path: 'webapp/account/delete/5' });
    expect(done.seen.loggedOut).toBe(true);
  });

  it('before a deletion, asks for the wallet and the orders to name what the customer loses', async () => {
    const body = {
      wallet: { balance: [{ id: 1, amount: 2.25 }] },
      orders: [],
      pagination: { page: 1, per_page: 10, total: 4, last_page: 1 },
    };
    const asked = actionsWith({ status: 200, body });
    expect(await asked.actions.deletionLosses(5, { enabled: true, currency: 'KWD' })).toEqual({
      walletBalance: 2250,
      orders: 4,
    });
    expect(asked.calls.map((c) => c.path).sort()).toEqual(['webapp/v5/orders/5', 'webapp/wallet']);
    // No wallet at this business: not asked for.
    const noWallet = actionsWith({ status: 200, body });
    await noWallet.actions.deletionLosses(5, { enabled: false, currency: 'KWD' });
    expect(noWallet.calls.map((c) => c.path)).toEqual(['webapp/v5/orders/5']);
    // Unreachable: nothing named, the deletion is still possible.
    const down = actionsWith({ status: 500, body: {} });
    expect(await down.actions.deletionLosses(5, { enabled: true, currency: 'KWD' })).toEqual({
      walletBalance: 0,
      orders: 0,
    });
  });

  it('a token the API refuses (401) while saving ends the session and asks for a login; another refusal does not', async () => {
    const dead = actionsWith({ status: 401, body: { message: 'Unauthenticated', code: 'unauthenticated' } });
    await expect(dead.actions.saveDetails('Nora', '')).rejects.toThrow('Unauthenticated');
    expect(dead.seen.sessionLost).toBe(1);
    const refused = actionsWith({ status: 422, body: { message: 'Invalid email' } });
    await expect(refused.actions.saveDetails('Nora', 'x')).rejects.toThrow('Invalid email');
    expect(refused.seen.sessionLost).toBe(0);
  });

  it('logging out is immediate, whatever the server answers', () => {
    const { actions, seen, calls } = actionsWith({ status: 500, body: {} });
    actions.logout();
    expect(seen.loggedOut).toBe(true);
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'webapp/logout' });
  });
});
