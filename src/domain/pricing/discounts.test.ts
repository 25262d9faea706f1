import { describe, expect, it } from 'vitest';
import { Discounts } from '../../lib/api/schema.ts';
import { applyDiscounts, discountAmount, findDiscount, unitPriceAfter } from './discounts.ts';
import { group, priced, pricedItem } from './testKit.ts';

const discounts = Discounts.parse({
  delivery: {
    items: [{ id: 1, type: 'percent', value: 5, discount_id: 900 }],
    categories: [{ id: 20, type: 'fixed', value: 0.5 }],
    all_menu: { type: 'percent', value: 50 },
  },
  car_pickup: { items: [], categories: [{ id: 20, type: 'percent', value: 15 }] },
  dine_in: null,
});

describe('findDiscount', () => {
  it('prefers an item rule over a larger category or all-menu rule', () => {
    expect(findDiscount(discounts, 'delivery', 1, [20])).toMatchObject({ scope: 'item', value: 5, discountId: 900 });
  });

  it('prefers a category rule over the all-menu rule', () => {
    expect(findDiscount(discounts, 'delivery', 2, [21, 20])).toMatchObject({ scope: 'category', targetId: 20 });
  });

  it('falls back to the all-menu rule', () => {
    expect(findDiscount(discounts, 'delivery', 2, [30])).toMatchObject({
      scope: 'all_menu',
      value: 50,
      discountId: null,
    });
  });

  it('reads only the rules of the selling type', () => {
    expect(findDiscount(discounts, 'car_pickup', 1, [])).toBeNull();
    expect(findDiscount(discounts, 'dine_in', 1, [20])).toBeNull();
    expect(findDiscount(null, 'delivery', 1, [20])).toBeNull();
  });
});

describe('discount amounts', () => {
  const shawarma = pricedItem(1, 1.25, { modifiers: [group(10, [[101, 0.25]])] });

  it('takes a percent of the line net, modifiers included, rounding half fils away from zero', () => {
    // (1.250 + 0.250) × 3 = 4.500 KWD; 5 % = 225 fils.
    const [line] = applyDiscounts(
      [priced(shawarma, 'KWD', { count: 3, modifiers: [{ id: 101, quantity: 1 }] })],
      discounts,
      'delivery',
      'KWD',
    );
    expect(line).toMatchObject({ net: 4500, discountAmount: 225, discountedPrice: 4275 });
    // 15 % of 1.250 is 187.5 fils: 188.
    const [pickup] = applyDiscounts([priced(shawarma, 'KWD', {}, 20)], discounts, 'car_pickup', 'KWD');
    expect(pickup?.discountAmount).toBe(188);
  });

  it('takes a fixed amount per unit times the count', () => {
    const fries = pricedItem(2, 0.75);
    const [line] = applyDiscounts([priced(fries, 'KWD', { count: 4 }, 20)], discounts, 'delivery', 'KWD');
    expect(line).toMatchObject({ net: 3000, discountAmount: 2000, discountedPrice: 1000 });
  });

  it('floors a discounted price at 0 when the fixed amount is above the unit price', () => {
    const water = pricedItem(3, 0.2);
    const [line] = applyDiscounts([priced(water, 'KWD', { count: 2 }, 20)], discounts, 'delivery', 'KWD');
    expect(line).toMatchObject({ net: 400, discountAmount: 400, discountedPrice: 0 });
  });

  it('never takes more than 100 percent', () => {
    const line = priced(pricedItem(4, 10), 'JPY');
    expect(
      discountAmount(line, { scope: 'all_menu', targetId: null, type: 'percent', value: 150, discountId: null }, 'JPY'),
    ).toBe(10);
  });

  it('gives a disabled item no discount', () => {
    const off = pricedItem(5, 2, { disabled: true });
    const [line] = applyDiscounts([priced(off, 'KWD', {}, 20)], discounts, 'delivery', 'KWD');
    expect(line).toMatchObject({ discountAmount: 0, discountedPrice: 0 });
  });

  it('rounds a JPY percent discount to whole yen', () => {
    const ramen = pricedItem(6, 985);
    const [line] = applyDiscounts([priced(ramen, 'JPY')], discounts, 'delivery', 'JPY');
    // 50 % of 985 = 492.5 → 493.
    expect(line).toMatchObject({ discountAmount: 493, discountedPrice: 492 });
  });
});

describe('one unit after a discount (the price a menu shows)', () => {
  it('is what a cart line of one would cost: a percent off, a fixed amount off, never below 0', () => {
    expect(
      unitPriceAfter(1750, { scope: 'item', targetId: 1, type: 'percent', value: 10, discountId: null }, 'KWD'),
    ).toBe(1575);
    expect(
      unitPriceAfter(1250, { scope: 'all_menu', targetId: null, type: 'fixed', value: 0.1, discountId: null }, 'KWD'),
    ).toBe(1150);
    expect(
      unitPriceAfter(50, { scope: 'all_menu', targetId: null, type: 'fixed', value: 0.1, discountId: null }, 'KWD'),
    ).toBe(0);
    expect(unitPriceAfter(1250, null, 'KWD')).toBe(1250);
  });
});
