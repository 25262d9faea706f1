import { describe, expect, it } from 'vitest';
import { canUseWallet, PAYMENT_CASH, paymentTypeWithWallet, walletBalance, walletDiscount } from './wallet.ts';

describe('walletBalance', () => {
  it('adds up the balance items in minor units', () => {
    expect(walletBalance({ balance: [{ amount: 1.25 }, { amount: 0.5 }] }, 'KWD')).toBe(1750);
    expect(walletBalance({ balance: [{ amount: 500 }, { amount: 30 }] }, 'JPY')).toBe(530);
  });

  it('keeps CHF rappen exact until the total is rounded', () => {
    expect(walletBalance({ balance: [{ amount: 0.12 }] }, 'CHF')).toBe(12);
  });

  it('is 0 for a missing, empty, garbage or overdrawn wallet', () => {
    expect(walletBalance(null, 'KWD')).toBe(0);
    expect(walletBalance({ balance: null }, 'KWD')).toBe(0);
    expect(walletBalance({ balance: [{ amount: null }, { amount: 'x' as never }] }, 'KWD')).toBe(0);
    expect(walletBalance({ balance: [{ amount: -3 }, { amount: 1 }] }, 'KWD')).toBe(0);
  });
});

describe('walletDiscount', () => {
  it('is the balance when it is below the total, else the total', () => {
    expect(walletDiscount(700, 2000)).toBe(700);
    expect(walletDiscount(5000, 2000)).toBe(2000);
  });

  it('is 0 when the wallet is not used', () => {
    expect(walletDiscount(700, 2000, false)).toBe(0);
  });
});

describe('payment type', () => {
  it('switches to cash when the wallet is used', () => {
    expect(paymentTypeWithWallet(1, true)).toBe(PAYMENT_CASH);
    expect(PAYMENT_CASH).toBe(2);
  });

  it('keeps the chosen type without the wallet and defaults to cash', () => {
    expect(paymentTypeWithWallet(8, false)).toBe(8);
    expect(paymentTypeWithWallet(null, false)).toBe(2);
  });

  it('allows the wallet only when the business enables it and a logged-in customer chose it', () => {
    expect(canUseWallet(true, true, true)).toBe(true);
    expect(canUseWallet(false, true, true)).toBe(false);
    expect(canUseWallet(true, false, true)).toBe(false);
    expect(canUseWallet(true, true, false)).toBe(false);
  });
});
