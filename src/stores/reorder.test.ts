import { afterEach, beforeEach, expect, test } from 'vitest';
import { cleanStores } from 'nanostores';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { createCartStore } from './cartActions.ts';
import { reorderActions } from './reorder.ts';

let store: ReturnType<typeof createCartStore>;
const line = { itemId: 7, priceLabelId: 70, modifiers: [{ id: 3, quantity: 1 }], note: '', count: 1 };

beforeEach(() => {
  useTestStorageEngine();
});
afterEach(() => {
  cleanStores(store.$cart);
  cleanTestStorage();
});

test('lines ordered again into an empty cart come from the menu they are ordered from, not the one settled before', () => {
  store = createCartStore('reorder-empty');
  store.$cartRoute.set('delivery');
  reorderActions(store).reorderIntoCart([line, { ...line, itemId: 8, count: 2 }], 'reserv_dinein');
  expect(store.$cart.get().items.map((l) => [l.itemId, l.count])).toEqual([
    [7, 1],
    [8, 2],
  ]);
  expect(store.$cartRoute.get()).toBe('reserv_dinein');
});

test('lines ordered again into a cart holding others leave its menu as it was (its lines came from there)', () => {
  store = createCartStore('reorder-full');
  store.$cartRoute.set('delivery');
  store.addToCart({ ...line, itemId: 9 });
  reorderActions(store).reorderIntoCart([line], 'reserv_dinein');
  expect(store.$cart.get().items).toHaveLength(2);
  expect(store.$cartRoute.get()).toBe('delivery');
});
