import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fill } from '../../../components/ui/fill.ts';
import { formatMoney } from '../../../domain/money.ts';
import {
  creditHistory,
  packageAmounts,
  packageDescription,
  packageIdFromPath,
  packagesOf,
  walletSummary,
} from './wallet.ts';

const pack = (id: number, price: number, amount: number) => ({
  id,
  name: [{ locale: 'en', name: `P${id}` }],
  description: [],
  price,
  amount,
  currency: 'KWD',
});

describe('walletSummary', () => {
  it('the balance is the sum of the balance items, in minor units', () => {
    const wallet = {
      balance: [
        { id: 1, amount: 5.5, source: 'package', created_at: '2026-01-01T00:00:00Z' },
        { id: 2, amount: -2.2, source: 'order', created_at: '2026-01-02T00:00:00Z' },
      ],
      onHoldBalance: 1.25,
      wallet_feature_enabled: true,
    };
    expect(walletSummary(wallet, 'KWD')).toEqual({ balance: 3300, onHold: 1250, featureEnabled: true });
  });

  it('a missing or broken wallet is an empty one', () => {
    expect(walletSummary(null, 'KWD')).toEqual({ balance: 0, onHold: 0, featureEnabled: false });
    expect(walletSummary({ balance: 'x' as never, onHoldBalance: Number.NaN }, 'JPY')).toEqual({
      balance: 0,
      onHold: 0,
      featureEnabled: false,
    });
  });

  it('uses the digits of the currency (yen have none)', () => {
    expect(walletSummary({ balance: [{ id: 1, amount: 1200, source: '', created_at: '' }] }, 'JPY').balance).toBe(1200);
  });
});

describe('packages', () => {
  it('a package credits more than it costs: the bonus is the difference', () => {
    expect(packageAmounts({ price: 10, amount: 12 }, 'KWD')).toEqual({ price: 10000, credit: 12000, bonus: 2000 });
    expect(packageAmounts({ price: 10, amount: 9 }, 'KWD').bonus).toBe(0);
  });

  it('packages without an id or a positive amount are left out', () => {
    const list = [pack(1, 5, 5.5), { ...pack(2, 5, 0) }, { ...pack(3, -1, 2) }, { ...pack(0.5, 1, 2) }];
    expect(packagesOf({ availablePackages: list }).map((p) => p.id)).toEqual([1]);
    expect(packagesOf(undefined)).toEqual([]);
  });

  it('the package id of /wallet/{packageId} is the last path segment when it is a whole number', () => {
    expect(packageIdFromPath('/shawarma-house/wallet/501')).toBe(501);
    expect(packageIdFromPath('/shawarma-house/ar/wallet/502/')).toBe(502);
    for (const bad of ['/shop/wallet/0', '/shop/wallet/abc', '/shop/wallet/1e3', '/shop/wallet/-1', '/shop/wallet/']) {
      expect(packageIdFromPath(bad)).toBeNull();
    }
  });
});

describe('creditHistory', () => {
  it('lists movements newest first with debits negative, whatever sign the API gave', () => {
    const wallet = {
      creditHistory: [
        {
          id: 1,
          type: 'credit' as const,
          amount: 5.5,
          reason: 'package',
          package_id: 501,
          created_at: '2026-01-01T10:00:00Z',
        },
        {
          id: 2,
          type: 'debit' as const,
          amount: 2.2,
          reason: 'order',
          order_id: 'abc',
          created_at: '2026-01-02T10:00:00Z',
        },
        {
          id: 3,
          type: 'debit' as const,
          amount: -1,
          reason: 'order',
          order_id: 'def',
          created_at: '2026-01-02T10:00:00Z',
        },
      ],
    };
    expect(creditHistory(wallet, 'KWD').map((e) => [e.id, e.amount, e.orderId, e.packageId])).toEqual([
      [3, -1000, 'def', null],
      [2, -2200, 'abc', null],
      [1, 5500, null, 501],
    ]);
  });

  it('drops entries it cannot date or identify', () => {
    const wallet = { creditHistory: [{ id: 'x', created_at: 'now' }, { id: 2 }] as never };
    expect(creditHistory(wallet, 'KWD')).toEqual([]);
  });
});

describe('packageDescription', () => {
  it('drops a description that only restates the offer, in any digits: the terms line says it once', () => {
    expect(packageDescription('ادفع ٥ د.ك واحصل على ٥٫٥٠٠ د.ك', pack(501, 5, 5.5), 'KWD')).toBe('');
    expect(packageDescription('Pay 5 KD, get 5.500 KD', pack(501, 5, 5.5), 'KWD')).toBe('');
    expect(packageDescription('ادفع ١٠ د.ك واحصل على ١٢ د.ك', pack(502, 10, 12), 'KWD')).toBe('');
    expect(packageDescription('Zahle 1.000 CHF, erhalte 1.200 CHF', pack(1, 1000, 1200), 'CHF')).toBe('');
  });

  it('keeps a description that says something else, or names other numbers', () => {
    expect(packageDescription('For a quick lunch', pack(501, 5, 5.5), 'KWD')).toBe('For a quick lunch');
    expect(packageDescription('Pay 5 KD, get 5.500 KD for 30 days', pack(501, 5, 5.5), 'KWD')).toBe(
      'Pay 5 KD, get 5.500 KD for 30 days',
    );
    expect(packageDescription('Pay 5 KD, get 6 KD', pack(501, 5, 5.5), 'KWD')).toBe('Pay 5 KD, get 6 KD');
    expect(packageDescription('', pack(501, 5, 5.5), 'KWD')).toBe('');
  });
});

describe('the wallet’s Arabic sentences', () => {
  const ar = (JSON.parse(readFileSync('locales/ar.json', 'utf8')) as { wallet: Record<string, string> }).wallet;
  const kd = (minor: number) => formatMoney(minor, 'KWD', 'ar');
  it('never put a second full stop after the dinar’s own dot (د.ك.)', () => {
    const bought = fill(ar.bought, { amount: kd(12000), balance: kd(12000) });
    expect(bought.trim()).not.toMatch(/د\.ك\.\u200f?\.$/);
  });
  it('start the bonus with its word, so it does not run on from the amount before it', () => {
    const line = `${fill(ar.packageTerms, { price: kd(10000), amount: kd(12000) })} ${fill(ar.packageBonus, { amount: kd(2000) })}`;
    expect(line).toContain(`مكافأة ${kd(2000)}`);
  });
});
