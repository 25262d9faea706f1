import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../lib/api/browser.ts';
import type { StorefrontApi } from '../../lib/api/storefront.ts';
import { placeOrder, type PlaceOrderActions } from './placeOrder.ts';

const page = { ref: 'shawarma-house', links: { order: '/shawarma-house/order' } } as Parameters<typeof placeOrder>[2];
const texts = {
  offline: 'You are offline',
  unreachable: 'We could not reach the restaurant',
  failed: 'Something went wrong',
  noOrderId: 'No order id',
  menuChanged: 'The menu has changed: reload',
};

function recorder() {
  const calls: string[] = [];
  const actions: PlaceOrderActions = {
    rememberPlacedOrder: (ref, id) => calls.push(`remember ${ref} ${id}`),
    rememberRecentOrder: ({ id, number }) => calls.push(`recent ${id} ${number}`),
    orderSentToPayment: (id, url) => calls.push(`payment ${id} ${url}`),
    orderPlaced: () => calls.push('placed'),
  };
  return { calls, actions };
}
const answering = (answer: unknown) =>
  ({ placeOrder: async () => answer }) as unknown as Pick<StorefrontApi, 'placeOrder'>;
const failing = (error: unknown) =>
  ({
    placeOrder: async () => {
      throw error;
    },
  }) as unknown as Pick<StorefrontApi, 'placeOrder'>;

describe('placing the order', () => {
  it('an order taken empties the cart and opens its order page, remembered for the purchase report', async () => {
    const { calls, actions } = recorder();
    const outcome = await placeOrder(answering({ order: { id: 'A 7' } }), {}, page, texts, actions);
    expect(outcome).toEqual({ go: '/shawarma-house/order/A%207' });
    expect(calls).toEqual(['remember shawarma-house A 7', 'recent A 7 A7', 'placed']);
  });

  it('an order paid online opens the payment page and keeps the cart until it comes back paid', async () => {
    const { calls, actions } = recorder();
    const answer = { order: { id: 42 }, payment_url: 'https://pay.example/42' };
    expect(await placeOrder(answering(answer), {}, page, texts, actions)).toEqual({ go: 'https://pay.example/42' });
    expect(calls).toEqual(['remember shawarma-house 42', 'recent 42 42', 'payment 42 https://pay.example/42']);
  });

  it('an order taken is remembered among the recent orders by the number the API gives it', async () => {
    const { calls, actions } = recorder();
    await placeOrder(answering({ order: { id: 'f3a9-77c1', order_number: 'F3A977C1' } }), {}, page, texts, actions);
    expect(calls).toContain('recent f3a9-77c1 F3A977C1');
  });

  it('a payment address that is not a web page is not followed: the order page opens', async () => {
    const { actions } = recorder();
    const answer = { order: { id: 42 }, payment_url: 'javascript:alert(1)' };
    expect(await placeOrder(answering(answer), {}, page, texts, actions)).toEqual({ go: '/shawarma-house/order/42' });
  });

  it('a refusal is the server’s message, and the cart is kept', async () => {
    const { calls, actions } = recorder();
    const refusal = new ApiFailure(422, 'The pin is outside our delivery zones');
    expect(await placeOrder(failing(refusal), {}, page, texts, actions)).toEqual({
      error: 'The pin is outside our delivery zones',
    });
    expect(calls).toEqual([]);
  });

  it('a refusal that means the menu changed since the page loaded says so in the page’s words, not with item ids', async () => {
    const { calls, actions } = recorder();
    for (const code of ['unknown_item', 'invalid_modifiers', 'total_mismatch']) {
      const refusal = new ApiFailure(422, 'order_lines.1 (item 10009, price label 100092): unknown modifier', code);
      expect(await placeOrder(failing(refusal), {}, page, texts, actions)).toEqual({
        error: 'The menu has changed: reload',
      });
    }
    expect(calls).toEqual([]);
  });

  it('no answer says the order needs a connection when the device is offline, and that the restaurant did not answer when it is online; a refusal without a message says it failed', async () => {
    const { actions } = recorder();
    const noAnswer = failing(new ApiFailure(0, 'fetch failed'));
    expect(await placeOrder(noAnswer, {}, page, texts, actions, () => false)).toEqual({ error: 'You are offline' });
    expect(await placeOrder(noAnswer, {}, page, texts, actions, () => true)).toEqual({
      error: 'We could not reach the restaurant',
    });
    expect(await placeOrder(failing(new ApiFailure(500, '')), {}, page, texts, actions)).toEqual({
      error: 'Something went wrong',
    });
  });

  it('an answer without the order’s id is a failure, and nothing is remembered', async () => {
    const { calls, actions } = recorder();
    expect(await placeOrder(answering({ order: null }), {}, page, texts, actions)).toEqual({ error: 'No order id' });
    expect(calls).toEqual([]);
  });
});
