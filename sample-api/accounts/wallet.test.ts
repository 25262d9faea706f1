import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { PackagePurchaseResponse, Wallet } from '../../src/lib/api/accounts.ts';
import { OrderListResponse } from '../../src/lib/api/orders.ts';
import { accountApi, PICKUP_ITEM, pickupOrder, quietConsole } from './testkit.ts';

let log: MockInstance;
beforeEach(() => {
  log = quietConsole();
});
afterEach(() => log.mockRestore());

const sum = (wallet: Wallet) => wallet.balance.reduce((total, item) => total + item.amount, 0);

describe('wallet', () => {
  it('comes with the profile: packages and policy while the business has the wallet on', async () => {
    const api = accountApi();
    const { token, user } = await api.login();
    const wallet = Wallet.parse((await api.get(`/webapp/profile/${user.id}`, { token })).body.user.wallet);
    expect(wallet).toMatchObject({ currency: 'KWD', wallet_feature_enabled: true, onHoldBalance: 0, balance: [] });
    expect(wallet.availablePackages.map((p) => p.id)).toEqual([501, 502, 503]);
    expect(wallet.policy.length).toBeGreaterThan(0);
  });

  it('buying a package raises the balance by its amount and records a credit', async () => {
    const api = accountApi();
    const { token } = await api.login();
    const bought = await api.post('/webapp/wallet/package/502', {}, { token });
    expect(bought.status).toBe(201);
    const { wallet } = PackagePurchaseResponse.parse(bought.body);
    expect(sum(wallet)).toBe(12);
    expect(bought.body.credit).toMatchObject({ type: 'credit', amount: 12, reason: 'package', package_id: 502 });
    await api.post('/webapp/wallet/package/501', {}, { token });
    const after = Wallet.parse((await api.get('/webapp/wallet', { token })).body.wallet);
    expect(sum(after)).toBe(17.5);
    expect(after.creditHistory.map((e) => e.package_id)).toEqual([501, 502]);
    expect((await api.post('/webapp/wallet/package/999', {}, { token })).status).toBe(404);
    expect((await api.post('/webapp/wallet/package/501', {})).status).toBe(401);
  });

  it('a business without the wallet refuses a package purchase', async () => {
    const api = accountApi();
    const { token, user } = await api.login('791234567', 'Urs', 'cafe-limmat', '+41');
    expect(await api.post('/webapp/wallet/package/501', {}, { token })).toMatchObject({
      status: 422,
      body: { code: 'wallet_disabled' },
    });
    const wallet = (await api.get(`/webapp/profile/${user.id}`, { token })).body.user.wallet;
    expect(wallet).toMatchObject({ wallet_feature_enabled: false, availablePackages: [], currency: 'CHF' });
  });
});

describe('paying an order with the wallet', () => {
  it("debits the wallet, and the server's total is what is left to pay", async () => {
    const api = accountApi();
    const { token, user } = await api.login();
    await api.post('/webapp/wallet/package/501', {}, { token }); // 5.500 KWD in the wallet
    const four = { ...PICKUP_ITEM, count: 4 }; // 7.000 KWD
    const { body, totals } = pickupOrder([four], 5500);
    expect(totals.walletDiscount).toBe(5500);
    expect(body.total).toBe(1.5);
    const placed = await api.post('/webapp/order', body, { token });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ total: 1.5, wallet_amount: 5.5 });

    const wallet = Wallet.parse((await api.get('/webapp/wallet', { token })).body.wallet);
    expect(sum(wallet)).toBe(0);
    expect(wallet.creditHistory[0]).toMatchObject({ type: 'debit', amount: -5.5, order_id: placed.body.order.id });
    const history = OrderListResponse.parse((await api.get(`/webapp/v5/orders/${user.id}`, { token })).body);
    expect(history.orders.map((o) => o.id)).toEqual([placed.body.order.id]);
  });

  it('covers at most the total: a richer wallet keeps the rest', async () => {
    const api = accountApi();
    const { token } = await api.login();
    await api.post('/webapp/wallet/package/503', {}, { token }); // 25.000 KWD
    const { body } = pickupOrder([PICKUP_ITEM], 25000);
    expect(body.total).toBe(0);
    expect((await api.post('/webapp/order', body, { token })).status).toBe(201);
    const wallet = Wallet.parse((await api.get('/webapp/wallet', { token })).body.wallet);
    expect(sum(wallet)).toBe(23.25);
  });

  it('refuses use_wallet without a token (401) and a total that counts wallet money the customer lacks', async () => {
    const api = accountApi();
    const { body } = pickupOrder([PICKUP_ITEM], 5500);
    expect((await api.post('/webapp/order', body)).status).toBe(401);
    const { token } = await api.login();
    expect(await api.post('/webapp/order', body, { token })).toMatchObject({
      status: 422,
      body: { code: 'total_mismatch' },
    });
  });
});

describe('credit history order', () => {
  it('a payment made after a purchase at the same business time is listed first', async () => {
    const api = accountApi();
    const { token } = await api.login();
    // The page's clock (x-current-time) is days behind the server's: both movements follow the page's clock.
    const pageTime = { 'x-current-time': '2024-12-30T09:00:00.000Z' };
    await api.post('/webapp/wallet/package/501', {}, { token, headers: pageTime });
    const { body } = pickupOrder([{ ...PICKUP_ITEM, count: 2 }], 3500);
    expect((await api.post('/webapp/order', body, { token, headers: pageTime })).status).toBe(201);
    const wallet = Wallet.parse((await api.get('/webapp/wallet', { token })).body.wallet);
    expect(wallet.creditHistory.map((e) => e.type)).toEqual(['debit', 'credit']);
    expect(wallet.creditHistory.map((e) => e.created_at)).toEqual([
      pageTime['x-current-time'],
      pageTime['x-current-time'],
    ]);
  });

  it('a purchase and a payment are stamped with the business time of their requests', async () => {
    const api = accountApi();
    const { token } = await api.login();
    await api.post(
      '/webapp/wallet/package/501',
      {},
      { token, headers: { 'x-current-time': '2025-01-14T09:00:00.000Z' } },
    );
    const { body } = pickupOrder([{ ...PICKUP_ITEM, count: 2 }], 3500);
    await api.post('/webapp/order', body, { token, headers: { 'x-current-time': '2025-01-14T09:05:00.000Z' } });
    const wallet = Wallet.parse((await api.get('/webapp/wallet', { token })).body.wallet);
    expect(wallet.creditHistory.map((e) => [e.type, e.created_at])).toEqual([
      ['debit', '2025-01-14T09:05:00.000Z'],
      ['credit', '2025-01-14T09:00:00.000Z'],
    ]);
  });
});
