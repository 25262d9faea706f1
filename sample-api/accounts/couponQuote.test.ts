/**
 * calc-order with the customer's token (issue 11 item 6, spec §5 coupon user types): a quote for a logged-in
 * customer applies a members-only coupon and refuses a guests-only one, as placing the order would.
 */
import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { accountApi, quietConsole } from './testkit.ts';

const quote = (coupon_code: string) => ({
  selling_types: 'dine_in',
  coupon_code,
  order_lines: [
    { item_id: 10002, quantity: 3, price_label_id: 100021, modifiers: '', modifiers_details: [], comment: '' },
  ],
});

let log: MockInstance;
beforeEach(() => {
  log = quietConsole();
});
afterEach(() => log.mockRestore());

describe('calc-order knows who is ordering', () => {
  it('a logged-in customer gets the members-only coupon and not the guests-only one; a guest the reverse', async () => {
    const api = accountApi();
    const { token } = await api.login();
    const members = await api.post('/service/pos/calc-order/11', quote('MEMBERS20'), { token });
    expect(members.status).toBe(200);
    expect(members.body.coupon).toMatchObject({ code: 'MEMBERS20' });
    const guestsOnly = await api.post('/service/pos/calc-order/11', quote('FIRSTORDER'), { token });
    expect(guestsOnly.body.code).toBe('coupon_not_allowed');

    expect((await api.post('/service/pos/calc-order/11', quote('MEMBERS20'))).body.code).toBe('coupon_not_allowed');
    expect((await api.post('/service/pos/calc-order/11', quote('FIRSTORDER'))).status).toBe(200);
  });

  it('a stale token is refused, not quoted as a guest', async () => {
    const api = accountApi();
    const res = await api.post('/service/pos/calc-order/11', quote('WELCOME10'), { token: 'not-a-token' });
    expect(res.status).toBe(401);
  });
});
