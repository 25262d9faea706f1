/**
 * What the account tests share: a sample API on a clock the test moves, JSON calls that remember every answer's
 * text (to prove no code ever leaks into one), the outbox, and a full OTP login of a new or known customer.
 */
import { vi } from 'vitest';
import { flattenItems } from '../../src/domain/menu.ts';
import { makeCartLine, type CartModifier } from '../../src/domain/pricing/cart.ts';
import { priceCartLines } from '../../src/domain/pricing/lines.ts';
import { buildOrderPayload } from '../../src/domain/pricing/orderPayload.ts';
import { cartTotals } from '../../src/domain/pricing/totals.ts';
import { RestaurantResponse } from '../../src/lib/api/schema.ts';
import { shawarmaHouse } from '../fixtures/index.ts';
import { createSampleApi } from '../server.ts';
import type { OutboxMessage } from './outbox.ts';

export const BASE = 'http://127.0.0.1:4010';
export const T0 = new Date('2025-01-14T09:00:00.000Z'); // 12:00 in Kuwait
export const SHAWARMA = 'shawarma-house';

export type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** Keeps the outbox's console lines out of the test output; returns the spy to read them. */
export const quietConsole = () => vi.spyOn(console, 'log').mockImplementation(() => undefined);

export function accountApi(opts: { dataDir?: string } = {}) {
  let current = new Date(T0);
  const app = createSampleApi({ baseUrl: BASE, includeTestTenants: true, now: () => current, dataDir: opts.dataDir });
  const answers: string[] = [];

  async function call(method: string, path: string, o: CallOptions = {}) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...o.headers };
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    const body = o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    answers.push(text);
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Body };
  }
  const post = (path: string, body: unknown, o: Omit<CallOptions, 'body'> = {}) => call('POST', path, { ...o, body });
  const get = (path: string, o: CallOptions = {}) => call('GET', path, o);

  /** Codes sent to a phone, oldest first (read through the test-control route, not remembered as an answer). */
  async function outbox(phone: string): Promise<OutboxMessage[]> {
    const res = await app.request(`/__test/outbox?phone=${encodeURIComponent(phone)}`);
    return ((await res.json()) as { messages: OutboxMessage[] }).messages;
  }
  const lastCode = async (phone: string) => (await outbox(phone)).at(-1)!.code;

  /** Logs a customer in by OTP (registering a new one as `name`): `{ token, user }`. */
  async function login(phone = '55512345', name = 'Test Customer', ref = SHAWARMA, dial_code = '+965') {
    const who = { reference_id: ref, phone, dial_code };
    const sent = await post('/send-otp', who);
    if (sent.status !== 200) throw new Error(`send-otp: ${sent.status} ${JSON.stringify(sent.body)}`);
    const verified = await post('/verify-otp', { ...who, code: await lastCode(`${dial_code}${phone}`) });
    if (verified.body.token) return verified.body as { token: string; user: Body };
    const registered = await post('/webapp/register', {
      ...who,
      name,
      verification_token: verified.body.verification_token,
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
    return registered.body as { token: string; user: Body };
  }

  return {
    app,
    call,
    post,
    get,
    outbox,
    lastCode,
    login,
    answers,
    now: () => current,
    advance(seconds: number) {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

/** A car-pickup order of Shawarma House as the storefront would send it, paying `wallet` (minor units) if given. */
export function pickupOrder(
  items: Array<{ itemId: number; priceLabelId: number; count: number; modifiers?: CartModifier[] }>,
  wallet?: number,
) {
  const payload = RestaurantResponse.parse(shawarmaHouse(BASE).restaurant);
  const business = payload.restaurant!;
  const cart = items.map((i) => makeCartLine({ note: '', modifiers: [], ...i }));
  const totals = cartTotals({
    lines: priceCartLines(cart, flattenItems(payload.menu), business.currency),
    currency: business.currency,
    sellingType: 'car_pickup',
    discounts: payload.discounts,
    walletBalance: wallet ?? 0,
    useWallet: wallet !== undefined,
    authenticated: true,
  });
  const body = buildOrderPayload({
    totals,
    currency: business.currency,
    branchId: business.branch_id,
    sellingType: 'car_pickup',
    name: 'Test Customer',
    phone: '55512345',
    dialCode: '+965',
    useWallet: wallet !== undefined,
  });
  return { body, totals };
}

/** One Shawarma House item offered for pickup, 1.750 KWD, with its two required choices (free). */
export const PICKUP_ITEM = {
  itemId: 10006,
  priceLabelId: 100061,
  count: 1,
  modifiers: [
    { id: 5011, quantity: 1 },
    { id: 5041, quantity: 1 },
  ],
};
