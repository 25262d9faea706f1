import { describe, expect, it } from 'vitest';
import { addCartLine, EMPTY_CART } from '../../../domain/pricing/cart.ts';
import {
  cartHrefsByServerType,
  describeLine,
  lineModifiers,
  newestOrder,
  orderIdParam,
  pageParam,
  reorderCartHref,
  reorderLines,
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

describe('the cart page of a reorder', () => {
  const hrefs = cartHrefsByServerType([
    { route: 'delivery', server: 'delivery', href: '/s/delivery/cart' },
    { route: 'pickup', server: 'car_pickup', href: '/s/pickup/cart' },
    { route: 'dinein', server: 'dine_in', href: '/s/dinein/cart' },
    { route: 'reserv_dinein', server: 'dine_in', href: '/s/reserv_dinein/cart' },
  ]);

  it('is the cart of the order’s selling type, dine-in before the reservation menu', () => {
    expect(reorderCartHref('car_pickup', hrefs, '/s/delivery/cart')).toBe('/s/pickup/cart');
    expect(reorderCartHref('dine_in', hrefs, '/s/delivery/cart')).toBe('/s/dinein/cart');
  });

  it('falls back to the main cart for a selling type the business no longer offers', () => {
    expect(reorderCartHref('dine_in', { delivery: '/s/delivery/cart' }, '/s/delivery/cart')).toBe('/s/delivery/cart');
    expect(reorderCartHref('constructor', hrefs, '/main')).toBe('/main');
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
