import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from '../../../domain/pricing/cart.ts';
import { addCartLine } from '../../../domain/pricing/cartChanges.ts';
import {
  describeLine,
  lineModifiers,
  newestOrder,
  orderIdParam,
  orderTypeKey,
  orderValue,
  pageParam,
  reorderRoute,
  reorderLines,
  walletPaid,
  type OrderNames,
} from './orders.ts';

const line = (over: Record<string, unknown> = {}) => ({
  item_id: 10,
  quantity: 2,
  price_label_id: 100,
  modifiers: '3,7',
  modifiers_details: [
    { id: 7, quantity: 2, price: 0.1 },
    { id: 3, quantity: 1, price: 0.2 },
  ],
  comment: 'no onions',
  total_price: 2.4,
  ...over,
});

describe('reorderLines', () => {
  it('gives back item, price label, modifiers with their quantities, note and count of each line', () => {
    expect(reorderLines({ lines: [line()] })).toEqual([
      {
        itemId: 10,
        priceLabelId: 100,
        modifiers: [
          { id: 7, quantity: 2 },
          { id: 3, quantity: 1 },
        ],
        note: 'no onions',
        count: 2,
      },
    ]);
  });

  it('reads the comma-joined modifier ids when the details are missing', () => {
    expect(lineModifiers(line({ modifiers_details: null, modifiers: '3, 7,x,' }))).toEqual([
      { id: 3, quantity: 1 },
      { id: 7, quantity: 1 },
    ]);
    expect(lineModifiers(line({ modifiers_details: [], modifiers: '' }))).toEqual([]);
  });

  it('skips broken lines and counts a line without a quantity once', () => {
    const lines = [line({ item_id: 'x' }), line({ price_label_id: null }), line({ quantity: 0, comment: null })];
    expect(reorderLines({ lines } as never)).toEqual([expect.objectContaining({ itemId: 10, count: 1, note: '' })]);
    expect(reorderLines({ lines: null } as never)).toEqual([]);
  });

  it('the same line ordered again adds to the line already in the cart', () => {
    const [again] = reorderLines({ lines: [line()] });
    const cart = addCartLine(addCartLine(EMPTY_CART, again!), again!);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.count).toBe(4);
  });
});

describe('the menu an order is ordered again from', () => {
  const all = ['delivery', 'pickup', 'dinein', 'reserv_dinein'] as const;
  const booking = { id: 'r1', date: '2026-11-30', time: '19:00', persons: 4, status: 1 };

  it('is the menu of the order’s selling type, dine-in before the reservation menu', () => {
    expect(reorderRoute({ selling_types: 'car_pickup' }, all)).toBe('pickup');
    expect(reorderRoute({ selling_types: 'dine_in' }, all)).toBe('dinein');
    expect(reorderRoute({ selling_types: 'delivery' }, ['reserv_dinein', 'delivery'])).toBe('delivery');
  });

  it('a table booking’s pre-order is ordered again from the reservation menu, not the dine-in one', () => {
    expect(reorderRoute({ selling_types: 'dine_in', reservation: booking }, all)).toBe('reserv_dinein');
    expect(reorderRoute({ selling_types: 'dine_in', reservation_id: 'r1' }, all)).toBe('reserv_dinein');
  });

  it('a pre-order of a business that no longer takes them goes to its dine-in menu', () => {
    expect(reorderRoute({ selling_types: 'dine_in', reservation_id: 'r1' }, ['delivery', 'dinein'])).toBe('dinein');
  });

  it('a selling type the business no longer offers has no menu (the main cart opens)', () => {
    expect(reorderRoute({ selling_types: 'dine_in' }, ['delivery'])).toBeNull();
    expect(reorderRoute({ selling_types: 'constructor' }, all)).toBeNull();
  });
});

describe('the type an order is listed with', () => {
  const booking = { id: 'r1', date: '2026-11-30', time: '19:00', persons: 4, status: 1 };

  it('a table booking’s pre-order is listed as a reservation, not as dine-in', () => {
    expect(orderTypeKey({ selling_types: 'dine_in', reservation: booking })).toBe('reserv_dinein');
    expect(orderTypeKey({ selling_types: 'dine_in', reservation_id: 'r1' })).toBe('reserv_dinein');
  });

  it('another order is listed with its selling type', () => {
    expect(orderTypeKey({ selling_types: 'dine_in' })).toBe('dine_in');
    expect(orderTypeKey({ selling_types: 'dine_in', reservation: null, reservation_id: null })).toBe('dine_in');
    expect(orderTypeKey({ selling_types: 'car_pickup' })).toBe('car_pickup');
  });
});

describe('describeLine', () => {
  const names: OrderNames = {
    items: { '10': { name: 'Wrap', labels: { '100': 'Large' }, modifiers: { '3': 'Garlic', '7': 'Pickles' } } },
  };

  it('names the item, its price label and its modifiers', () => {
    expect(describeLine(line(), names)).toEqual({
      name: 'Wrap',
      label: 'Large',
      modifiers: ['Pickles ×2', 'Garlic'],
      known: true,
    });
  });

  it('an item the menu no longer has is shown by its id', () => {
    expect(describeLine(line({ item_id: 99 }), names)).toEqual({
      name: '#99',
      label: '',
      modifiers: ['#7 ×2', '#3'],
      known: false,
    });
  });
});

describe('query values and the latest order', () => {
  it('the newest order is the one created last', () => {
    const orders = [
      { id: 'a', created_at: '2026-01-01T10:00:00Z' },
      { id: 'b', created_at: '2026-01-03T10:00:00Z' },
      { id: 'c', created_at: '2026-01-02T10:00:00Z' },
    ];
    expect(newestOrder(orders)?.id).toBe('b');
    expect(newestOrder([])).toBeNull();
  });

  it('order ids and page numbers from the address are checked', () => {
    expect(orderIdParam('0b6f1c2e-1d7a-4d0e-9a51-0c2b7f0e1a11')).toBe('0b6f1c2e-1d7a-4d0e-9a51-0c2b7f0e1a11');
    for (const bad of [null, '', '../x', 'a/b', '<script>', 'x'.repeat(101)]) expect(orderIdParam(bad)).toBeNull();
    expect(pageParam('3')).toBe(3);
    for (const bad of [null, '0', '-1', '1.5', 'x', '1e9']) expect(pageParam(bad)).toBe(1);
  });
});

describe('what a past order was worth', () => {
  it('puts the wallet’s part back: an order the wallet paid in whole is worth its value, not KWD 0.000', () => {
    const paid = { total: 0, amounts: { subtotal: 5.34, total: 0, wallet: 5.34 } };
    expect(orderValue(paid, 'KWD')).toBe(5340);
    expect(walletPaid(paid, 'KWD')).toBe(5340);
    const part = { total: 1.77, amounts: { subtotal: 6.66, total: 1.77, wallet: 4.89 } };
    expect(orderValue(part, 'KWD')).toBe(6660);
  });

  it('is its total when no wallet paid or the order kept no amounts', () => {
    expect(orderValue({ total: 2.25, amounts: null }, 'KWD')).toBe(2250);
    expect(walletPaid({ amounts: { subtotal: 1, total: 1, wallet: null } }, 'KWD')).toBe(0);
    expect(walletPaid({ amounts: { subtotal: 1, total: 1, wallet: Number.NaN } }, 'KWD')).toBe(0);
  });
});
