import { afterEach, beforeEach, expect, test } from 'vitest';
import { cleanStores } from 'nanostores';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { cartKey, CART_VERSION } from './cart.ts';
import { createCartStore } from './cartActions.ts';
import { makeCartLine } from '../domain/pricing/cart.ts';
import { safeStorage } from './persist.ts';

let store: ReturnType<typeof createCartStore>;
const line = { itemId: 7, priceLabelId: 70, modifiers: [{ id: 3, quantity: 1 }], note: '', count: 1 };
const saved = (data: unknown, v = CART_VERSION) => JSON.stringify({ v, data });

beforeEach(() => {
  useTestStorageEngine();
});
afterEach(() => {
  cleanStores(store.$cart);
  cleanTestStorage();
});

test('adding the same item, label, modifiers and note twice raises the count of one line', () => {
  store = createCartStore('shop');
  store.addToCart(line);
  store.addToCart({ ...line, modifiers: [{ id: 3, quantity: 1 }] });
  expect(store.$cart.get().items).toHaveLength(1);
  expect(store.$cartCount.get()).toBe(2);
  store.addToCart({ ...line, note: 'no onions' });
  expect(store.$cart.get().items).toHaveLength(2);
});

test('the cart is saved per tenant with its version', () => {
  store = createCartStore('shop');
  store.addToCart(line);
  const raw = JSON.parse(getTestStorage()[cartKey('shop')]!);
  expect(raw.v).toBe(CART_VERSION);
  expect(raw.data.items[0]).toMatchObject({ itemId: 7, priceLabelId: 70, count: 1 });
  expect(getTestStorage()[cartKey('other')]).toBeUndefined();
});

test.each([
  ['garbage JSON', '{not json'],
  ['an old version', saved({ items: [line] }, 0)],
  ['a string', '"hello"'],
  ['null', 'null'],
])('a saved cart that is %s starts empty', (_name, text) => {
  setTestStorageKey(cartKey('shop'), text);
  store = createCartStore('shop');
  store.$cart.listen(() => {});
  expect(store.$cart.get().items).toEqual([]);
});

test('saved lines that are broken are dropped and the good ones kept', () => {
  setTestStorageKey(
    cartKey('shop'),
    saved({ items: [line, { itemId: 'x' }, { ...line, itemId: 8, count: -3 }], note: 42 }),
  );
  store = createCartStore('shop');
  store.$cart.listen(() => {});
  expect(store.$cart.get().items.map((l) => l.itemId)).toEqual([7]);
  expect(store.$cart.get().note).toBe('');
});

test('a change written by another tab shows in this one', () => {
  store = createCartStore('shop');
  const seen: number[] = [];
  store.$cartCount.subscribe((n) => seen.push(n));
  setTestStorageKey(cartKey('shop'), saved({ items: [{ ...line, count: 3 }] }));
  expect(store.$cartCount.get()).toBe(3);
  expect(seen.at(-1)).toBe(3);
});

test('clearing the cart also forgets the coupon code', () => {
  store = createCartStore('shop');
  store.addToCart(line);
  store.setCouponCode('  SAVE10 ');
  expect(store.$couponCode.get()).toBe('SAVE10');
  store.clearCart();
  expect(store.$cart.get().items).toEqual([]);
  expect(store.$couponCode.get()).toBe('');
});

test('storage that throws on write (quota exceeded) keeps the value in memory', () => {
  const backing = {
    data: new Map<string, string>(),
    getItem(k: string) {
      return this.data.get(k) ?? null;
    },
    setItem() {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem(k: string) {
      this.data.delete(k);
    },
  };
  const storage = safeStorage(() => backing as unknown as Storage);
  storage['k'] = 'v';
  expect(storage['k']).toBe('v');
  expect('k' in storage).toBe(true);
  delete storage['k'];
  expect(storage['k']).toBeUndefined();
});

/** A Storage of `room` characters in all, refusing a write that does not fit, as a browser's quota does. */
function storageOf(room: number) {
  const data = new Map<string, string>();
  const used = () => [...data].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem(k: string, v: string) {
      const before = data.get(k);
      data.delete(k);
      if (used() + k.length + v.length > room) {
        if (before !== undefined) data.set(k, before);
        throw new DOMException('full', 'QuotaExceededError');
      }
      data.set(k, v);
    },
    removeItem: (k: string) => void data.delete(k),
  };
}

test('a write the full localStorage refuses is kept in sessionStorage (the next page of the tab reads it)', () => {
  const local = storageOf(40);
  const session = storageOf(10_000);
  const storage = () =>
    safeStorage(
      () => local as unknown as Storage,
      () => session as unknown as Storage,
    );
  storage()['cart'] = 'small';
  expect(local.data.get('cart')).toBe('small');
  // Another business on this host filled the origin's quota.
  local.data.set('other', 'x'.repeat(30));
  storage()['cart'] = 'a bigger cart';
  // A new page (a new store over the same storages) reads the newer value; the older copy is gone.
  expect(storage()['cart']).toBe('a bigger cart');
  expect(local.data.has('cart')).toBe(false);
  // Room again: back in localStorage, and the spare copy goes.
  local.data.delete('other');
  storage()['cart'] = 'a bigger cart, 2';
  expect(local.data.get('cart')).toBe('a bigger cart, 2');
  expect(session.data.has('cart')).toBe(false);
  delete storage()['cart'];
  expect(storage()['cart']).toBeUndefined();
});

test('no localStorage at all (access throws) still reads and writes in memory', () => {
  const storage = safeStorage(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(storage['x']).toBeUndefined();
  storage['x'] = '1';
  expect(storage['x']).toBe('1');
});

test('lines set aside come back on a menu that sells them, and only those', () => {
  {
    const store = createCartStore(`aside-back-${Math.random()}`);
    const box = makeCartLine({ itemId: 10007, priceLabelId: 100071, count: 1, modifiers: [], note: '' });
    const wrap = makeCartLine({ itemId: 10009, priceLabelId: 100091, count: 2, modifiers: [], note: '' });
    store.$cartAside.set([
      { line: box, from: 'delivery' },
      { line: wrap, from: 'dinein' },
    ]);
    store.restoreAside((line) => line.itemId === 10007);
    expect(store.$cart.get().items.map((l) => [l.itemId, l.count])).toEqual([[10007, 1]]);
    expect(store.$cartAside.get().map((e) => e.line.itemId)).toEqual([10009]);
    // Nothing more to bring back: nothing changes.
    store.restoreAside(() => false);
    expect(store.$cart.get().items).toHaveLength(1);
  }
});
