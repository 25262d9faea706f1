import { expect, test } from 'vitest';
import { cartPricesKey, createCartPricesStore, parseSeenPrices } from './cartPrices.ts';

const falafel = (price: number) => [{ key: 'falafel', itemId: 10008, price, disabled: false }];

test('a price changed since the cart last showed it is returned once, with the price before', () => {
  const ref = `prices-${Math.random()}`;
  createCartPricesStore(ref).cartPricesShown('pickup', falafel(1200));
  // Another page (a new store over the same storage) after a republish that made it dearer.
  const next = createCartPricesStore(ref);
  expect(next.cartPricesShown('pickup', falafel(1500))).toEqual([
    { key: 'falafel', itemId: 10008, before: 1200, after: 1500 },
  ]);
  expect(next.cartPricesShown('pickup', falafel(1500))).toEqual([]);
  expect(cartPricesKey(ref)).toBe(`sf:${ref}:cart:prices`);
});

test('garbage stored as the seen prices gives none remembered, and no change invented', () => {
  for (const value of [null, 'x', [1], { 'pickup falafel': -1 }, { 'pickup falafel': '1200' }, { a: 1.5 }])
    expect(parseSeenPrices(value)).toEqual({});
  expect(parseSeenPrices({ 'pickup falafel': 1200 })).toEqual({ 'pickup falafel': 1200 });
});
