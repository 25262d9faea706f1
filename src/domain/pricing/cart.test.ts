import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PriceLabel } from '../../lib/api/schema.ts';
import {
  type Cart,
  EMPTY_CART,
  groupChoiceProblem,
  lineKey,
  makeCartLine,
  type NewCartLine,
  resetCart,
} from './cart.ts';
import { addCartLine, decreaseCartLine, increaseCartLine, removeCartLine, setCartLineCount } from './cartChanges.ts';
import { pruneCart } from './cartProblems.ts';
import { pricedItem, group } from './testKit.ts';

const base: NewCartLine = { itemId: 7, priceLabelId: 1, modifiers: [], note: '', count: 1 };
const label = (maximum: number | null, minimum = 1) => PriceLabel.parse({ id: 1, price: 1, maximum, minimum });

describe('lineKey', () => {
  it('gives the same key to modifiers chosen in a different order', () => {
    const a = lineKey({
      ...base,
      modifiers: [
        { id: 3, quantity: 1 },
        { id: 7, quantity: 2 },
      ],
    });
    const b = lineKey({
      ...base,
      modifiers: [
        { id: 7, quantity: 2 },
        { id: 3, quantity: 1 },
      ],
    });
    expect(a).toBe(b);
  });

  it('ignores spaces around the note', () => {
    expect(lineKey({ ...base, note: '  no onions ' })).toBe(lineKey({ ...base, note: 'no onions' }));
  });

  it('tells apart lines that differ in price label, modifier quantity or note', () => {
    const key = lineKey({ ...base, modifiers: [{ id: 3, quantity: 1 }] });
    expect(lineKey({ ...base, priceLabelId: 2, modifiers: [{ id: 3, quantity: 1 }] })).not.toBe(key);
    expect(lineKey({ ...base, modifiers: [{ id: 3, quantity: 2 }] })).not.toBe(key);
    expect(lineKey({ ...base, note: 'spicy', modifiers: [{ id: 3, quantity: 1 }] })).not.toBe(key);
  });
});

describe('addCartLine', () => {
  it('raises the count of a line with the same item, label, modifiers and note', () => {
    let cart: Cart = EMPTY_CART;
    cart = addCartLine(cart, {
      ...base,
      count: 2,
      modifiers: [
        { id: 3, quantity: 1 },
        { id: 4, quantity: 1 },
      ],
    });
    cart = addCartLine(cart, {
      ...base,
      count: 3,
      modifiers: [
        { id: 4, quantity: 1 },
        { id: 3, quantity: 1 },
      ],
    });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.count).toBe(5);
  });

  it('appends a line that differs', () => {
    const cart = addCartLine(addCartLine(EMPTY_CART, base), { ...base, note: 'extra hot' });
    expect(cart.items.map((l) => l.note)).toEqual(['', 'extra hot']);
  });

  it('clamps the count to the price label maximum', () => {
    const cart = addCartLine(addCartLine(EMPTY_CART, { ...base, count: 4 }, label(5)), { ...base, count: 4 }, label(5));
    expect(cart.items[0]?.count).toBe(5);
  });

  it('clamps the count to 1000 when no maximum is known', () => {
    expect(addCartLine(EMPTY_CART, { ...base, count: 5000 }).items[0]?.count).toBe(1000);
    expect(addCartLine(EMPTY_CART, { ...base, count: 5000 }, label(null)).items[0]?.count).toBe(1000);
  });

  it('stores a count below 1 as 1', () => {
    expect(addCartLine(EMPTY_CART, { ...base, count: 0 }).items[0]?.count).toBe(1);
    expect(addCartLine(EMPTY_CART, { ...base, count: -3 }).items[0]?.count).toBe(1);
    expect(addCartLine(EMPTY_CART, { ...base, count: NaN }).items[0]?.count).toBe(1);
  });

  it('recomputes a stale key instead of trusting it', () => {
    const cart = addCartLine(EMPTY_CART, { ...base, key: 'made-up' });
    expect(cart.items[0]?.key).toBe(lineKey(base));
  });

  it('leaves the cart it was given untouched', () => {
    const before = addCartLine(EMPTY_CART, base);
    const snapshot = structuredClone(before);
    addCartLine(before, base);
    addCartLine(before, { ...base, itemId: 8 });
    expect(before).toEqual(snapshot);
  });
});

describe('changing a line', () => {
  const cart = addCartLine(EMPTY_CART, { ...base, count: 2 });
  const key = cart.items[0]?.key ?? '';

  it('increases and decreases the count by one', () => {
    expect(increaseCartLine(cart, key).items[0]?.count).toBe(3);
    expect(decreaseCartLine(cart, key).items[0]?.count).toBe(1);
  });

  it('keeps a line at 1 when it is decreased at 1', () => {
    const one = decreaseCartLine(decreaseCartLine(cart, key), key);
    expect(one.items).toHaveLength(1);
    expect(one.items[0]?.count).toBe(1);
  });

  it('does not increase past the price label maximum', () => {
    expect(increaseCartLine(cart, key, 10, label(4)).items[0]?.count).toBe(4);
  });

  it('keeps a count above 1000 that the label allows when decreasing', () => {
    const big = setCartLineCount(cart, key, 3000, label(5000));
    expect(decreaseCartLine(big, key).items[0]?.count).toBe(2999);
  });

  it('removes a line with removeCartLine only', () => {
    expect(removeCartLine(cart, key).items).toEqual([]);
  });

  it('ignores an unknown key', () => {
    expect(increaseCartLine(cart, 'nope')).toEqual(cart);
    expect(decreaseCartLine(cart, 'nope')).toEqual(cart);
    expect(removeCartLine(cart, 'nope')).toEqual(cart);
  });
});

describe('resetCart', () => {
  it('clears items, note, order type, coupon, promotions, table, queried address and area but keeps other fields', () => {
    const full = {
      ...addCartLine(EMPTY_CART, base),
      note: 'ring twice',
      orderType: 0 as const,
      coupon: {
        code: 'X',
        coupon: { discount_type: 'percent' as const, discount_value: 5, all_menu: true },
        item_ids: [],
      },
      promotions: [4],
      table: 12,
      queriedAddress: 'Main street',
      queriedAreaId: 3,
      car: { plate: 'K 1' },
    };
    expect(resetCart(full)).toEqual({ ...EMPTY_CART, car: { plate: 'K 1' } });
  });
});

describe('pruneCart', () => {
  const burger = pricedItem(1, 1.5, { branches: [10, 11], modifiers: [group(50, [[501, 0.2]])] });
  const everywhere = pricedItem(2, 2, { branches: [] });
  const dineInOnly = pricedItem(3, 3, { types: { dine_in: true, delivery: false, car_pickup: false } });
  const soldOut = pricedItem(4, 1, { disabled: true });
  const menu = [burger, everywhere, dineInOnly, soldOut];

  const cartOf = (...lines: Array<Partial<typeof base>>) =>
    lines.reduce<Cart>((cart, line) => addCartLine(cart, { ...base, ...line }), EMPTY_CART);

  it('keeps lines sold in the branch, with an empty branch list meaning every branch', () => {
    const { cart, dropped } = pruneCart(cartOf({ itemId: 1 }, { itemId: 2 }), menu, 10, 'delivery');
    expect(cart.items.map((l) => l.itemId)).toEqual([1, 2]);
    expect(dropped).toEqual([]);
  });

  it('drops each invalid line with its reason', () => {
    const lines = cartOf(
      { itemId: 99 },
      { itemId: 1, modifiers: [{ id: 502, quantity: 1 }] },
      { itemId: 1, priceLabelId: 9 },
      { itemId: 3 },
    );
    const { cart, dropped } = pruneCart(lines, menu, 10, 'delivery');
    expect(cart.items).toEqual([]);
    expect(dropped.map((d) => [d.line.itemId, d.reason])).toEqual([
      [99, 'unknown-item'],
      [1, 'unknown-modifier'],
      [1, 'unknown-price-label'],
      [3, 'not-offered'],
    ]);
    expect(pruneCart(cartOf({ itemId: 1 }), menu, 12, 'delivery').dropped[0]?.reason).toBe('not-in-branch');
  });

  it("drops a line whose choices break a group's min or max, or an option's max_quantity (the menu changed)", () => {
    const sauce = {
      ...group(60, [
        [601, 0],
        [602, 0],
      ]),
      min: 1,
      max: 1,
    };
    const extras = group(61, [[611, 0.1, { max_quantity: 2 }]]);
    const wrap = pricedItem(5, 1, { modifiers: [sauce, extras] });
    const line = (modifiers: Array<{ id: number; quantity: number }>) => cartOf({ itemId: 5, modifiers });
    const reason = (modifiers: Array<{ id: number; quantity: number }>) =>
      pruneCart(line(modifiers), [wrap], 10, 'delivery').dropped[0]?.reason ?? null;
    expect(reason([{ id: 601, quantity: 1 }])).toBeNull();
    expect(
      reason([
        { id: 601, quantity: 1 },
        { id: 611, quantity: 2 },
      ]),
    ).toBeNull();
    expect(reason([])).toBe('invalid-modifiers'); // the required sauce missing
    expect(
      reason([
        { id: 601, quantity: 1 },
        { id: 602, quantity: 1 },
      ]),
    ).toBe('invalid-modifiers'); // two of one
    expect(
      reason([
        { id: 601, quantity: 1 },
        { id: 611, quantity: 3 },
      ]),
    ).toBe('invalid-modifiers'); // 3 of at most 2
  });

  it('a group without a cap (max 0) takes any number of choices; min 0 takes none', () => {
    expect(groupChoiceProblem({ min: 0, max: 0 }, 9)).toBeNull();
    expect(groupChoiceProblem({ min: 0, max: 2 }, 0)).toBeNull();
    expect(groupChoiceProblem({ min: 2, max: 3 }, 1)).toBe('at-least');
    expect(groupChoiceProblem({ min: 0, max: 2 }, 3)).toBe('at-most');
  });

  it('keeps a disabled item, which is priced at zero instead', () => {
    expect(pruneCart(cartOf({ itemId: 4 }), menu, 10, 'delivery').cart.items).toHaveLength(1);
  });

  it('clamps a kept line to the label maximum of the current menu', () => {
    const limited = pricedItem(2, 2, { price_labels: [{ id: 1, price: 2, maximum: 3 }] });
    const { cart } = pruneCart(cartOf({ itemId: 2, count: 9 }), [limited], 10, 'pickup');
    expect(cart.items[0]?.count).toBe(3);
  });
});

describe('cart properties', () => {
  const lineArb = fc.record({
    itemId: fc.integer({ min: 1, max: 3 }),
    priceLabelId: fc.integer({ min: 1, max: 2 }),
    modifiers: fc.array(fc.record({ id: fc.integer({ min: 1, max: 3 }), quantity: fc.integer({ min: 1, max: 2 }) }), {
      maxLength: 3,
    }),
    note: fc.constantFrom('', 'spicy', ' spicy '),
    count: fc.integer({ min: -2, max: 600 }),
  });
  const multiset = (cart: Cart) => [...cart.items].sort((a, b) => a.key.localeCompare(b.key));

  it('gives the same lines whatever the order of the adds', () => {
    fc.assert(
      fc.property(
        fc
          .array(lineArb, { maxLength: 12 })
          .chain((lines) =>
            fc.tuple(
              fc.constant(lines),
              fc.shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length }),
            ),
          ),
        ([lines, shuffled]) => {
          const a = lines.reduce<Cart>((cart, line) => addCartLine(cart, line), EMPTY_CART);
          const b = shuffled.reduce<Cart>((cart, line) => addCartLine(cart, line), EMPTY_CART);
          expect(multiset(a)).toEqual(multiset(b));
        },
      ),
    );
  });

  it('keeps every count between 1 and the maximum and every key unique', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 12 }), fc.integer({ min: 1, max: 50 }), (lines, maximum) => {
        const cart = lines.reduce<Cart>((c, line) => addCartLine(c, line, label(maximum)), EMPTY_CART);
        for (const line of cart.items) expect(line.count).toBeGreaterThanOrEqual(1);
        for (const line of cart.items) expect(line.count).toBeLessThanOrEqual(maximum);
        expect(new Set(cart.items.map((l) => l.key)).size).toBe(cart.items.length);
      }),
    );
  });

  it('gives a line the same key as makeCartLine whatever the modifier order', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        const reversed = { ...line, modifiers: [...line.modifiers].reverse() };
        expect(makeCartLine(reversed).key).toBe(makeCartLine(line).key);
      }),
    );
  });
});
