import { afterEach, beforeEach, expect, test } from 'vitest';
import { cleanStores } from 'nanostores';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { cartKey, parseAside } from './cart.ts';
import { createCartStore } from './cartActions.ts';
import { keepCartItemsSoldAtOf } from './branch.ts';
import { cartAsideActions } from './cartAside.ts';
import { pricedItem } from '../domain/pricing/testKit.ts';

const deliveryOnly = pricedItem(1, 1, { types: { delivery: true, car_pickup: false, dine_in: false } });
const everywhere = pricedItem(2, 1, { types: { delivery: true, car_pickup: true, dine_in: true } });
const line = (itemId: number) => ({ itemId, priceLabelId: 1, modifiers: [], note: '', count: 1 });
const sold = () => true;
let store: ReturnType<typeof createCartStore>;

beforeEach(() => useTestStorageEngine());
afterEach(() => {
  cleanStores(store.$cart, store.$cartAside, store.$cartRoute, store.$qrTable);
  cleanTestStorage();
});

test('switching from delivery to pickup and back keeps the delivery-only line, saved across page loads', () => {
  store = createCartStore('shop');
  const { settleCartFor } = cartAsideActions(store);
  store.addToCart(line(1));
  store.addToCart(line(2));
  settleCartFor([deliveryOnly, everywhere], 11, 'delivery', sold);
  settleCartFor([everywhere], 11, 'pickup', sold);
  expect(store.$cart.get().items.map((l) => l.itemId)).toEqual([2]);
  expect(store.$cartAside.get().map((a) => [a.line.itemId, a.from])).toEqual([[1, 'delivery']]);
  expect(JSON.parse(getTestStorage()[`${cartKey('shop')}:aside`]!).data[0].line.itemId).toBe(1);

  // A new page load (a new store over the same storage) going back to delivery gets the line back.
  cleanStores(store.$cart, store.$cartAside, store.$cartRoute);
  store = createCartStore('shop');
  cartAsideActions(store).settleCartFor([deliveryOnly, everywhere], 11, 'delivery', sold);
  expect(store.$cart.get().items.map((l) => l.itemId)).toEqual([2, 1]);
  expect(store.$cartAside.get()).toEqual([]);
});

test('dropping the set-aside lines is the customer’s choice and empties the list', () => {
  store = createCartStore('shop');
  const { settleCartFor, dropAside } = cartAsideActions(store);
  store.addToCart(line(1));
  settleCartFor([everywhere], 11, 'pickup', sold);
  expect(store.$cartAside.get()).toHaveLength(1);
  dropAside();
  expect(store.$cartAside.get()).toEqual([]);
});

test('changing branch in settings sets the lines of other branches aside instead of dropping them', () => {
  store = createCartStore('shop');
  store.addToCart(line(1));
  store.addToCart(line(2));
  expect(keepCartItemsSoldAtOf(store)({ '1': [11] }, 12).map((l) => l.itemId)).toEqual([1]);
  expect(store.$cart.get().items.map((l) => l.itemId)).toEqual([2]);
  expect(store.$cartAside.get().map((a) => [a.line.itemId, a.from])).toEqual([[1, null]]);
});

test('a branch change takes the lines out of the cart before it sets them aside: never one in both lists', () => {
  store = createCartStore('shop');
  store.addToCart(line(1));
  store.addToCart(line(2));
  // What another window hears at each write (the storage event of each store, one by one).
  const inBoth: number[] = [];
  const check = () => {
    const inCart = new Set(store.$cart.get().items.map((l) => l.itemId));
    for (const a of store.$cartAside.get()) if (inCart.has(a.line.itemId)) inBoth.push(a.line.itemId);
  };
  const stop = [store.$cart.listen(check), store.$cartAside.listen(check)];
  keepCartItemsSoldAtOf(store)({ '1': [11] }, 12);
  stop.forEach((s) => s());
  expect(store.$cartAside.get().map((a) => a.line.itemId)).toEqual([1]);
  expect(inBoth).toEqual([]);
});

test('dropping the lines of one reason keeps the others waiting', () => {
  store = createCartStore('shop');
  store.addToCart(line(1));
  store.addToCart(line(2));
  cartAsideActions(store).settleCartFor([everywhere], 11, 'pickup', sold);
  const aside = store.$cartAside.get();
  expect(aside.length).toBeGreaterThan(0);
  const [first] = aside;
  cartAsideActions(store).dropAside((entry) => entry.line.key === first!.line.key);
  expect(store.$cartAside.get()).toEqual(aside.slice(1));
  cartAsideActions(store).dropAside();
  expect(store.$cartAside.get()).toEqual([]);
});

test('placing the order (clearCart) keeps the set-aside lines: they were not ordered, and wait for their menu', () => {
  store = createCartStore('shop');
  store.addToCart(line(1));
  cartAsideActions(store).settleCartFor([everywhere], 11, 'pickup', sold);
  const aside = store.$cartAside.get();
  expect(aside).not.toEqual([]);
  store.clearCart();
  expect(store.$cart.get().items).toEqual([]);
  expect(store.$cartAside.get()).toEqual(aside);
});

test('garbage in the saved aside list is survived: bad entries dropped, unknown types read as null', () => {
  expect(parseAside('nope')).toEqual([]);
  expect(parseAside([null, 7, { line: { itemId: -1 } }, { line: line(3), from: 'teleport' }])).toEqual([
    { line: expect.objectContaining({ itemId: 3, count: 1 }), from: null },
  ]);
  expect(parseAside(Array.from({ length: 500 }, () => ({ line: line(3), from: 'delivery' })))).toHaveLength(50);
  setTestStorageKey(`${cartKey('shop')}:aside`, '{not json');
  store = createCartStore('shop');
  expect(store.$cartAside.get()).toEqual([]);
});

test('the table of a QR code is kept per business, cleaned of control characters and cut, until the order', () => {
  store = createCartStore('shop');
  store.setQrTable('  T2\u0000\n ');
  expect(store.$qrTable.get()).toBe('T2');
  expect(createCartStore('other').$qrTable.get()).toBe('');
  store.setQrTable('x'.repeat(500));
  expect(store.$qrTable.get()).toHaveLength(40);
  setTestStorageKey(`${cartKey('shop')}:table`, JSON.stringify({ v: 1, data: { evil: true } }));
  cleanStores(store.$qrTable);
  store = createCartStore('shop');
  expect(store.$qrTable.get()).toBe('');
  store.setQrTable('T3');
  store.clearCart();
  expect(store.$qrTable.get()).toBe('');
});

test('another window hearing a settle write by write never sees a line both in the cart and aside', () => {
  store = createCartStore('shop');
  const { settleCartFor } = cartAsideActions(store);
  store.addToCart(line(1));
  store.addToCart(line(2));
  settleCartFor([deliveryOnly, everywhere], 11, 'delivery', sold);
  // What storage holds after each write, as another window's storage events deliver it.
  const seen: Array<{ cart: number[]; aside: number[] }> = [];
  const read = () => {
    const saved = getTestStorage();
    const items = (key: string) => (saved[key] ? JSON.parse(saved[key]!).data : null);
    seen.push({
      cart: (items(cartKey('shop'))?.items ?? []).map((l: { itemId: number }) => l.itemId),
      aside: (items(`${cartKey('shop')}:aside`) ?? []).map((a: { line: { itemId: number } }) => a.line.itemId),
    });
  };
  const stop = [store.$cart.listen(read), store.$cartAside.listen(read)];
  settleCartFor([everywhere], 11, 'pickup', sold); // the delivery-only line goes aside
  settleCartFor([deliveryOnly, everywhere], 11, 'delivery', sold); // and comes back
  stop.forEach((s) => s());
  expect(seen.length).toBeGreaterThanOrEqual(4);
  expect(seen.filter((s) => s.cart.includes(1) && s.aside.includes(1))).toEqual([]);
});
