import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from './cart.ts';
import { addCartLine } from './cartChanges.ts';
import { parseSavedCart } from './savedCart.ts';

describe('parseSavedCart', () => {
  it('reads back a cart it saved', () => {
    const cart = {
      ...addCartLine(EMPTY_CART, {
        itemId: 1,
        priceLabelId: 2,
        modifiers: [{ id: 3, quantity: 1 }],
        note: 'x',
        count: 2,
      }),
      note: 'hi',
      orderType: 0 as const,
      coupon: {
        code: 'A',
        coupon: { discount_type: 'fixed' as const, discount_value: 1, all_menu: false },
        item_ids: [1],
      },
      promotions: [5],
      table: 3,
      queriedAddress: 'Main',
      queriedAreaId: 9,
    };
    const back = parseSavedCart(JSON.parse(JSON.stringify(cart)));
    expect(back).toMatchObject({ ...cart, coupon: { code: 'A', item_ids: [1] } });
    expect(back.items).toEqual(cart.items);
  });

  it('survives garbage: bad lines dropped, bad fields reset, never throws', () => {
    for (const garbage of [null, 42, 'cart', [], { items: 'nope' }, { items: [null, { itemId: 'x' }] }]) {
      expect(parseSavedCart(garbage)).toEqual(EMPTY_CART);
    }
    const mixed = parseSavedCart({
      items: [{ itemId: 1, priceLabelId: 1, count: 1 }, { itemId: -1 }],
      note: 7,
      table: 'x',
    });
    expect(mixed.items.map((l) => l.itemId)).toEqual([1]);
    expect(mixed).toMatchObject({ note: '', table: null });
  });

  it('recomputes keys and merges lines stored apart that are the same line', () => {
    const back = parseSavedCart({
      items: [
        {
          key: 'old-1',
          itemId: 1,
          priceLabelId: 1,
          modifiers: [
            { id: 2, quantity: 1 },
            { id: 1, quantity: 1 },
          ],
          note: 'a',
          count: 1,
        },
        {
          key: 'old-2',
          itemId: 1,
          priceLabelId: 1,
          modifiers: [
            { id: 1, quantity: 1 },
            { id: 2, quantity: 1 },
          ],
          note: 'a ',
          count: 2,
        },
      ],
    });
    expect(back.items).toHaveLength(1);
    expect(back.items[0]?.count).toBe(3);
  });

  it('keeps the name a line was added under, and drops a name of the wrong type but never its line', () => {
    const line = { itemId: 1, priceLabelId: 1, modifiers: [], note: '', count: 1 };
    const named = addCartLine(EMPTY_CART, { ...line, name: '  Chicken shawarma ' });
    expect(parseSavedCart(JSON.parse(JSON.stringify(named))).items[0]?.name).toBe('Chicken shawarma');
    const hostile = parseSavedCart({
      items: [
        { ...line, name: { toString: 'x' } },
        { ...line, itemId: 2, name: 'x'.repeat(5000) },
      ],
    });
    expect(hostile.items.map((l) => l.itemId)).toEqual([1, 2]);
    expect(hostile.items[0]).not.toHaveProperty('name');
    expect(hostile.items[1]?.name).toHaveLength(200);
  });

  it('a name does not make a line another: the same dish added from pages in two languages is one line', () => {
    const line = { itemId: 1, priceLabelId: 1, modifiers: [], note: '', count: 1 };
    const cart = addCartLine(addCartLine(EMPTY_CART, { ...line, name: 'Chicken shawarma' }), {
      ...line,
      name: 'شاورما دجاج',
    });
    expect(cart.items).toEqual([expect.objectContaining({ count: 2, name: 'شاورما دجاج' })]);
  });
});

describe('a saved coupon', () => {
  const rules = { discount_type: 'percent', discount_value: 10, all_menu: true };

  it('keeps unknown fields the API sent and fills the rules it left out', () => {
    const back = parseSavedCart({ coupon: { code: 'WELCOME10', coupon: { ...rules, extra: 1 }, label: 'x' } });
    expect(back.coupon).toMatchObject({
      code: 'WELCOME10',
      label: 'x',
      item_ids: [],
      coupon: { extra: 1, free_delivery: false },
    });
  });

  it('is dropped when it lacks its code, its rules, or the rules lack a type or value', () => {
    for (const coupon of [
      { coupon: rules },
      { code: 'A' },
      { code: 'A', coupon: { discount_value: 1 } },
      { code: 'A', coupon: { discount_type: 'percent' } },
      { code: 'A', coupon: { ...rules, discount_type: 'half' } },
      { code: 'A', coupon: { ...rules, discount_value: -1 } },
      { code: 'A', coupon: rules, item_ids: ['1'] },
    ]) {
      expect(parseSavedCart({ coupon }).coupon, JSON.stringify(coupon)).toBeNull();
    }
  });

  it('a line without its count or item is dropped, a missing note or modifiers default', () => {
    const back = parseSavedCart({
      items: [
        { itemId: 1, priceLabelId: 1 },
        { priceLabelId: 1, count: 1 },
        { itemId: 2, priceLabelId: 1, count: 1 },
      ],
    });
    expect(back.items).toHaveLength(1);
    expect(back.items[0]).toMatchObject({ itemId: 2, note: '', modifiers: [] });
  });
});
