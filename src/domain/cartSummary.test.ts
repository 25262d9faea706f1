import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartSummary } from './cartSummary.ts';
import { priceTableOf } from './cartPriceTable.ts';
import { makeCartLine } from './pricing/cart.ts';
import { priceCartLines } from './pricing/lines.ts';
import { applyDiscounts } from './pricing/discounts.ts';
import { group, lineFor, pricedItem } from './pricing/testKit.ts';

const shawarma = pricedItem(1, 1.25, {
  modifiers: [
    group(10, [
      [101, 0.15],
      [102, 0.4],
    ]),
  ],
});
const platter = pricedItem(2, 4.5, {
  price_labels: [
    { id: 21, price: 4.5 },
    { id: 22, price: 8.5 },
  ],
});
const mango = pricedItem(3, 1, { disabled: true });
const entries = [shawarma, platter, mango].map((item) => ({ item, categoryId: 5 }));
const table = priceTableOf(entries, 'KWD');

describe('cartSummary', () => {
  it('adds label and option prices times the count, in minor units (3 items · KWD 11.450)', () => {
    const lines = [
      lineFor(1, { count: 2, modifiers: [{ id: 101, quantity: 1 }] }),
      lineFor(2, { priceLabelId: 22, count: 1 }),
    ];
    expect(cartSummary(lines, table)).toEqual({ count: 3, subtotal: 2 * 1400 + 8500 });
  });

  it('counts a sold-out item but bills it as 0, as the cart page does', () => {
    expect(cartSummary([lineFor(3, { count: 2 })], table)).toEqual({ count: 2, subtotal: 0 });
  });

  it('leaves out lines whose item, price label or option is not on this menu', () => {
    const lines = [
      lineFor(99),
      lineFor(2, { priceLabelId: 99 }),
      lineFor(1, { modifiers: [{ id: 999, quantity: 1 }] }),
      lineFor(1),
    ];
    expect(cartSummary(lines, table)).toEqual({ count: 1, subtotal: 1250 });
  });

  it('is empty for an empty cart and for garbage instead of lines', () => {
    expect(cartSummary([], table)).toEqual({ count: 0, subtotal: 0 });
    expect(cartSummary(null as never, table)).toEqual({ count: 0, subtotal: 0 });
  });

  it('always equals the subtotal the cart page computes with priceCartLines', () => {
    const line = fc.record({
      itemId: fc.constantFrom(1, 2, 3, 4),
      priceLabelId: fc.constantFrom(1, 21, 22, 5),
      modifiers: fc.array(fc.record({ id: fc.constantFrom(101, 102, 7), quantity: fc.integer({ min: 1, max: 3 }) }), {
        maxLength: 2,
      }),
      count: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (raw) => {
        const lines = raw.map((l) => makeCartLine({ ...l, note: '' }));
        const priced = priceCartLines(lines, entries, 'KWD');
        expect(cartSummary(lines, table)).toEqual({
          count: priced.reduce((n, l) => n + l.count, 0),
          subtotal: priced.reduce((sum, l) => sum + l.net, 0),
        });
      }),
    );
  });
});

describe('cartSummary with the selling type’s menu discounts', () => {
  // 15 % off the shawarma, 0.100 off every unit of the rest of category 5 (floored at 0 by the cart's rules).
  const discounts = {
    delivery: {
      items: [{ id: 1, type: 'percent' as const, value: 15 }],
      categories: [{ id: 5, type: 'fixed' as const, value: 0.1 }],
    },
  };
  const discounted = priceTableOf(entries, 'KWD', { rules: discounts, sellingType: 'delivery' });

  it('is what the dishes cost after each line’s discount, as the menu showed their prices', () => {
    const lines = [lineFor(1, { count: 2 }), lineFor(2, { priceLabelId: 22, count: 1 })];
    // 2 × 1.250 less 15 % (2.125), and 8.500 less 0.100.
    expect(cartSummary(lines, discounted)).toEqual({ count: 3, subtotal: 2125 + 8400 });
  });

  it('adds up to the cart’s discounted lines for any cart', () => {
    const line = fc.record({
      itemId: fc.constantFrom(1, 2, 3),
      priceLabelId: fc.constantFrom(1, 21, 22),
      modifiers: fc.array(fc.record({ id: fc.constantFrom(101, 102), quantity: fc.integer({ min: 1, max: 3 }) }), {
        maxLength: 2,
      }),
      count: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (raw) => {
        const lines = raw.map((l) => makeCartLine({ ...l, note: '' }));
        const priced = applyDiscounts(priceCartLines(lines, entries, 'KWD'), discounts, 'delivery', 'KWD');
        expect(cartSummary(lines, discounted).subtotal).toBe(priced.reduce((sum, l) => sum + l.discountedPrice, 0));
      }),
    );
  });
});

describe('priceTableOf', () => {
  it('keeps only ids and minor-unit prices, and marks disabled items', () => {
    expect(table).toEqual({
      1: { l: { 1: 1250 }, m: { 101: 150, 102: 400 } },
      2: { l: { 21: 4500, 22: 8500 } },
      3: { l: { 1: 1000 }, d: 1 },
    });
  });

  it('rounds to the currency: whole yen, CHF in centimes', () => {
    expect(priceTableOf([{ item: pricedItem(1, 480) }], 'JPY')[1]!.l[1]).toBe(480);
    expect(priceTableOf([{ item: pricedItem(1, 5.35) }], 'CHF')[1]!.l[1]).toBe(535);
  });
});
