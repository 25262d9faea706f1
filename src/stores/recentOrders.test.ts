import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recentOrdersAt } from '../domain/recentOrders.ts';
import { createRecentOrdersStore, recentOrdersKey } from './recentOrders.ts';

beforeAll(() => useTestStorageEngine());
let stores: Array<ReturnType<typeof createRecentOrdersStore>> = [];
afterEach(() => {
  for (const s of stores) cleanStores(s.$recentOrders);
  stores = [];
  cleanTestStorage();
});

function storeAt(ref: string, clock: { now: Date }) {
  const s = createRecentOrdersStore(ref, () => clock.now);
  stores.push(s);
  return { ...s, recentOrdersNow: () => recentOrdersAt(s.$recentOrders.get(), clock.now) };
}

describe('the recent orders store', () => {
  it('an order placed is remembered across page loads, for its business only', () => {
    const clock = { now: new Date('2026-11-23T09:00:00Z') };
    const first = storeAt('shop', clock);
    first.$recentOrders.listen(() => {});
    first.rememberRecentOrder({ id: 42, number: '42' });
    expect(JSON.parse(getTestStorage()[recentOrdersKey('shop')]!)).toMatchObject({ v: 1, data: [{ id: '42' }] });
    // A new page load (a new store over the same storage).
    expect(
      storeAt('shop', clock)
        .recentOrdersNow()
        .map((o) => o.number),
    ).toEqual(['42']);
    expect(storeAt('other-shop', clock).recentOrdersNow()).toEqual([]);
  });

  it('an order placed a day ago is no longer offered', () => {
    const clock = { now: new Date('2026-11-23T09:00:00Z') };
    const s = storeAt('shop', clock);
    s.rememberRecentOrder({ id: 'a', number: 'A' });
    clock.now = new Date('2026-11-24T09:00:01Z');
    expect(s.recentOrdersNow()).toEqual([]);
  });

  it('garbage in storage gives no recent orders, and the page still works', () => {
    for (const raw of ['{nope', JSON.stringify({ v: 1, data: [{ id: 5 }] }), JSON.stringify({ v: 9, data: [] })]) {
      setTestStorageKey(recentOrdersKey('g'), raw);
      const s = storeAt('g', { now: new Date('2026-11-23T09:00:00Z') });
      expect(s.$recentOrders.get()).toEqual([]);
    }
  });
});
