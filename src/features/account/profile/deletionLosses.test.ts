import { describe, expect, it } from 'vitest';
import { deletionLosses, deletionLossLines } from './deletionLosses.ts';

const words = { wallet: 'Your wallet balance: {{amount}}', orders: 'Your order history (orders: {{count}})' };
const wallet = { balance: [{ amount: 5 }, { amount: 0.5 }] };

describe('what deleting the account takes away', () => {
  it('names the wallet balance as money and the number of orders', () => {
    const losses = deletionLosses({ wallet, walletEnabled: true, currency: 'KWD', orders: 3 });
    expect(losses).toEqual({ walletBalance: 5500, orders: 3 });
    expect(deletionLossLines(losses, words, 'KWD', 'en')).toEqual([
      'Your wallet balance: KWD\u00a05.500',
      'Your order history (orders: 3)',
    ]);
  });

  it('names nothing of an empty wallet or a customer who never ordered', () => {
    const losses = deletionLosses({ wallet: { balance: [] }, walletEnabled: true, currency: 'KWD', orders: 0 });
    expect(deletionLossLines(losses, words, 'KWD', 'en')).toEqual([]);
  });

  it('names no wallet where the business keeps none, whatever the answer holds', () => {
    const losses = deletionLosses({ wallet, walletEnabled: false, currency: 'KWD', orders: 1 });
    expect(deletionLossLines(losses, words, 'KWD', 'en')).toEqual(['Your order history (orders: 1)']);
  });

  it('a call that failed names nothing of it rather than a wrong amount', () => {
    expect(deletionLosses({ wallet: null, walletEnabled: true, currency: 'KWD', orders: null })).toEqual({
      walletBalance: 0,
      orders: 0,
    });
    expect(deletionLosses({ wallet, walletEnabled: true, currency: 'KWD', orders: -2 }).orders).toBe(0);
  });

  it('writes the count in the digits of the page and the money in its currency', () => {
    const losses = deletionLosses({
      wallet: { balance: [{ amount: 1200 }] },
      walletEnabled: true,
      currency: 'PKR',
      orders: 12,
    });
    const [money, count] = deletionLossLines(losses, words, 'PKR', 'bn');
    expect(count).toBe('Your order history (orders: ১২)');
    expect(money).toContain('১,২০০');
  });
});
