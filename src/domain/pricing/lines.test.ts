import { describe, expect, it } from 'vitest';
import { billedCount, priceCartLine, priceCartLines } from './lines.ts';
import { group, lineFor, priced, pricedItem } from './testKit.ts';

const tax = { id: 5, name: 'VAT', rate: 5 };
const burger = pricedItem(1, 1.25, {
  modifiers: [
    group(10, [
      [101, 0.15, { taxes: [tax], provider: 'pos', provider_id: 'm-101' }],
      [102, 0.1],
    ]),
  ],
  taxes: [tax],
  price_labels: [{ id: 1, price: 1.25, weight: 0.3, shippingWeight: 0.5 }],
  provider: 'pos',
  provider_id: 77,
});

describe('priceCartLine', () => {
  it('prices a KWD line as the label price plus each option price times its quantity, in fils', () => {
    const line = priced(burger, 'KWD', {
      count: 2,
      modifiers: [
        { id: 101, quantity: 2 },
        { id: 102, quantity: 1 },
      ],
    });
    expect(line).toMatchObject({ unit: 1250, modifiersPrice: 400, price: 1650, count: 2, billedCount: 2, net: 3300 });
    expect(line.modifiers.map((m) => [m.id, m.quantity, m.price])).toEqual([
      [101, 2, 150],
      [102, 1, 100],
    ]);
  });

  it('prices JPY in whole yen', () => {
    const ramen = pricedItem(2, 980, { modifiers: [group(20, [[201, 150]])] });
    expect(priced(ramen, 'JPY', { modifiers: [{ id: 201, quantity: 1 }], count: 3 })).toMatchObject({
      price: 1130,
      net: 3390,
    });
  });

  it('prices CHF in rappen from the 0.05 catalogue prices', () => {
    const coffee = pricedItem(3, 5.35, { modifiers: [group(30, [[301, 0.6]])] });
    expect(priced(coffee, 'CHF', { modifiers: [{ id: 301, quantity: 1 }] })).toMatchObject({ price: 595, net: 595 });
  });

  it('prices a count below 1 as 1', () => {
    const line = priceCartLine({ ...lineFor(1), count: 0 }, burger, 'KWD');
    expect(line).toMatchObject({ count: 0, billedCount: 1, net: 1250 });
  });

  it('counts a disabled item as zero', () => {
    const off = pricedItem(4, 2, { disabled: true });
    expect(priced(off, 'KWD', { count: 3 })).toMatchObject({ disabled: true, billedCount: 0, net: 0, price: 2000 });
  });

  it('carries taxes, weights, quantity flag and provider ids from the catalogue', () => {
    const line = priced(burger, 'KWD', { modifiers: [{ id: 101, quantity: 1 }] });
    expect(line).toMatchObject({
      taxes: [tax],
      inclusive_taxes: [],
      weight: 0.3,
      shippingWeight: 0.5,
      isQty: true,
      provider: 'pos',
      provider_id: 77,
    });
    expect(line.modifiers[0]).toMatchObject({ taxes: [tax], provider: 'pos', provider_id: 'm-101' });
  });

  it('gives null rather than a guessed price when the label or a modifier is gone', () => {
    expect(priceCartLine(lineFor(1, { priceLabelId: 9 }), burger, 'KWD')).toBeNull();
    expect(priceCartLine(lineFor(1, { modifiers: [{ id: 999, quantity: 1 }] }), burger, 'KWD')).toBeNull();
  });

  it('lists the category given and the item parents for category discounts', () => {
    const nested = pricedItem(5, 1, { category: { id: 40 }, grand_category: { id: 41 } });
    expect(priced(nested, 'KWD', {}, 42).categoryIds).toEqual([42, 40, 41]);
    expect(priced(nested, 'KWD', {}, 40).categoryIds).toEqual([40, 41]);
  });
});

describe('billedCount', () => {
  it('bills garbage counts as one unit and floors fractions', () => {
    expect(billedCount(NaN, false)).toBe(1);
    expect(billedCount(2.7, false)).toBe(2);
    expect(billedCount(5, true)).toBe(0);
  });
});

describe('priceCartLines', () => {
  it('prices the lines whose item is still on the menu and leaves the others out', () => {
    const lines = [lineFor(1, { count: 2 }), lineFor(99), lineFor(1, { priceLabelId: 7 })];
    const out = priceCartLines(lines, [{ item: burger, categoryId: 8 }], 'KWD');
    expect(out.map((l) => [l.itemId, l.net, l.categoryIds])).toEqual([[1, 2500, [8]]]);
  });
});
