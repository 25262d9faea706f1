import { expect, test } from 'vitest';
import { MAX_SEEN_PRICES, priceChangesSince } from './priceChanges.ts';

const line = (key: string, price: number, disabled = false) => ({ key, itemId: Number(key), price, disabled });

test('a line whose price differs from the one last shown on that menu is a change, said once', () => {
  const first = priceChangesSince({}, 'delivery', [line('1', 1000), line('2', 500)]);
  expect(first.changes).toEqual([]);
  const second = priceChangesSince(first.seen, 'delivery', [line('1', 1200), line('2', 500)]);
  expect(second.changes).toEqual([{ key: '1', itemId: 1, before: 1000, after: 1200 }]);
  expect(priceChangesSince(second.seen, 'delivery', [line('1', 1200)]).changes).toEqual([]);
});

test('another menu’s price for the same line is no change, and its remembered prices stay', () => {
  const { seen } = priceChangesSince({}, 'delivery', [line('1', 1000)]);
  const dinein = priceChangesSince(seen, 'dinein', [line('1', 900)]);
  expect(dinein.changes).toEqual([]);
  expect(priceChangesSince(dinein.seen, 'delivery', [line('1', 1000)]).changes).toEqual([]);
});

test('a line gone from the cart is forgotten; a sold-out line is neither said nor remembered', () => {
  const { seen } = priceChangesSince({}, 'pickup', [line('1', 1000), line('2', 300)]);
  const later = priceChangesSince(seen, 'pickup', [line('2', 300, true)]);
  expect(later.changes).toEqual([]);
  expect(later.seen).toEqual({});
});

test('at most MAX_SEEN_PRICES prices are remembered, the latest', () => {
  const many = Array.from({ length: MAX_SEEN_PRICES + 10 }, (_, i) => line(String(i + 1), 100));
  const { seen } = priceChangesSince({ 'pickup 1': 5 }, 'delivery', many);
  expect(Object.keys(seen)).toHaveLength(MAX_SEEN_PRICES);
  expect(seen['pickup 1']).toBeUndefined();
  expect(seen[`delivery ${MAX_SEEN_PRICES + 10}`]).toBe(100);
});
