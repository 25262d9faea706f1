import { describe, expect, it } from 'vitest';
import { EMPTY_CART, type Cart } from './cart.ts';
import { backRouteFor, MAX_ASIDE, settleCart, type AsideLine } from './setAside.ts';
import { lineFor, pricedItem } from './testKit.ts';

// Item 1 is sold for delivery only, item 2 everywhere, item 3 only at branch 12.
const deliveryOnly = pricedItem(1, 1, { types: { delivery: true, car_pickup: false, dine_in: false } });
const everywhere = pricedItem(2, 1, { types: { delivery: true, car_pickup: true, dine_in: true } });
const branch12 = pricedItem(3, 1, { branches: [12], types: { delivery: true, car_pickup: true, dine_in: true } });
const menus = {
  delivery: [deliveryOnly, everywhere, branch12],
  // The pickup page's menu does not list the delivery-only item at all.
  pickup: [everywhere, branch12],
};
const soldElsewhere = (id: number) => [1, 2, 3].includes(id);
const cartOf = (...items: Cart['items']): Cart => ({ ...EMPTY_CART, items });

describe('switching selling type sets lines aside instead of emptying the cart', () => {
  it('keeps every line the new type sells and sets the others aside, from the type they were in', () => {
    const cart = cartOf(lineFor(1, { count: 2 }), lineFor(2));
    const r = settleCart(cart, [], {
      items: menus.pickup,
      branchId: 11,
      route: 'pickup',
      from: 'delivery',
      soldElsewhere,
    });
    expect(r.cart.items.map((l) => l.itemId)).toEqual([2]);
    expect(r.aside).toEqual([{ line: lineFor(1, { count: 2 }), from: 'delivery' }]);
    expect(r.removed).toEqual([]);
    expect(r.changed).toBe(true);
  });

  it('going back to the type that sells them restores the set-aside lines', () => {
    const aside: AsideLine[] = [{ line: lineFor(1, { count: 2 }), from: 'delivery' }];
    const r = settleCart(cartOf(lineFor(2)), aside, {
      items: menus.delivery,
      branchId: 11,
      route: 'delivery',
      from: 'pickup',
      soldElsewhere,
    });
    expect(r.cart.items.map((l) => [l.itemId, l.count])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(r.aside).toEqual([]);
    expect(r.restored).toHaveLength(1);
  });

  it('a restored line merges with an equal line already in the cart', () => {
    const aside: AsideLine[] = [{ line: lineFor(2, { count: 2 }), from: 'pickup' }];
    const r = settleCart(cartOf(lineFor(2)), aside, {
      items: menus.delivery,
      branchId: 11,
      route: 'delivery',
      from: 'pickup',
      soldElsewhere,
    });
    expect(r.cart.items).toEqual([lineFor(2, { count: 3 })]);
  });

  it('a cart the type can take whole is left as it is', () => {
    const cart = cartOf(lineFor(2));
    const r = settleCart(cart, [], {
      items: menus.pickup,
      branchId: 11,
      route: 'pickup',
      from: 'pickup',
      soldElsewhere,
    });
    expect(r.changed).toBe(false);
    expect(r.cart.items).toEqual(cart.items);
  });

  it('a line of another branch waits aside and comes back at that branch', () => {
    const at11 = settleCart(cartOf(lineFor(3)), [], {
      items: menus.delivery,
      branchId: 11,
      route: 'delivery',
      from: 'delivery',
      soldElsewhere,
    });
    // Same type: the line came from no other type.
    expect(at11.aside).toEqual([{ line: lineFor(3), from: null }]);
    const at12 = settleCart(at11.cart, at11.aside, {
      items: menus.delivery,
      branchId: 12,
      route: 'delivery',
      from: 'delivery',
      soldElsewhere,
    });
    expect(at12.cart.items.map((l) => l.itemId)).toEqual([3]);
  });

  it('only a line nothing sells any more is removed, and it is reported', () => {
    const gone = lineFor(99);
    const badLabel = lineFor(2, { priceLabelId: 42 });
    const r = settleCart(cartOf(gone, badLabel, lineFor(2)), [{ line: lineFor(98), from: 'delivery' }], {
      items: menus.pickup,
      branchId: 11,
      route: 'pickup',
      from: 'delivery',
      soldElsewhere,
    });
    expect(r.removed.map((d) => [d.line.itemId, d.reason])).toEqual([
      [98, 'unknown-item'],
      [99, 'unknown-item'],
      [2, 'unknown-price-label'],
    ]);
    expect(r.aside).toEqual([]);
    expect(r.cart.items).toEqual([lineFor(2)]);
  });

  it('switching twice adds the counts of the same line set aside again', () => {
    const aside: AsideLine[] = [{ line: lineFor(1), from: 'delivery' }];
    const r = settleCart(cartOf(lineFor(1, { count: 2 })), aside, {
      items: menus.pickup,
      branchId: 11,
      route: 'pickup',
      from: 'dinein',
      soldElsewhere,
    });
    expect(r.aside).toEqual([{ line: lineFor(1, { count: 3 }), from: 'delivery' }]);
  });

  it('never keeps more than MAX_ASIDE lines aside', () => {
    const many = Array.from({ length: MAX_ASIDE + 10 }, (_, i) => lineFor(1, { note: `n${i}` }));
    const r = settleCart(cartOf(...many), [], {
      items: menus.pickup,
      branchId: 11,
      route: 'pickup',
      from: 'delivery',
      soldElsewhere,
    });
    expect(r.aside).toHaveLength(MAX_ASIDE);
    expect(r.aside.at(-1)!.line.note).toBe(`n${MAX_ASIDE + 9}`);
  });
});

describe('the way back to the set-aside lines', () => {
  const routesOf = (id: number) => (id === 1 ? (['delivery'] as const) : ([] as const));
  it('is the type the lines came from', () => {
    expect(backRouteFor([{ line: lineFor(1), from: 'dinein' }], 'pickup', routesOf)).toBe('dinein');
  });
  it('is a type selling them when their origin is not known', () => {
    expect(backRouteFor([{ line: lineFor(1), from: null }], 'pickup', routesOf)).toBe('delivery');
  });
  it('is none when no other type sells them', () => {
    expect(backRouteFor([{ line: lineFor(2), from: 'pickup' }], 'pickup', routesOf)).toBeNull();
  });
});
