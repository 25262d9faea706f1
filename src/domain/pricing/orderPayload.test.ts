import { describe, expect, it } from 'vitest';
import { Discounts } from '../../lib/api/schema.ts';
import { buildOrderPayload, orderLinesOf, type OrderPayloadInput } from './orderPayload.ts';
import { group, priced, pricedItem } from './testKit.ts';
import { cartTotals } from './totals.ts';

const shawarma = pricedItem(1, 1.25, {
  modifiers: [
    group(10, [
      [7, 0.1],
      [3, 0.05, { provider: 'pos', provider_id: 'g3' }],
    ]),
  ],
  price_labels: [{ id: 4, price: 1.25, weight: 0.2, shippingWeight: 0.25, isQty: true }],
  provider: 'pos',
  provider_id: 'i1',
});
const discounts = Discounts.parse({ delivery: { items: [{ id: 1, type: 'fixed', value: 0.25, discount_id: 55 }] } });

function kwdTotals(extraLines = [] as ReturnType<typeof priced>[]) {
  const line = priced(shawarma, 'KWD', {
    priceLabelId: 4,
    count: 2,
    note: ' no garlic ',
    modifiers: [
      { id: 7, quantity: 1 },
      { id: 3, quantity: 2 },
    ],
  });
  return cartTotals({
    lines: [line, ...extraLines],
    currency: 'KWD',
    sellingType: 'delivery',
    discounts,
    delivery: { zone: { fees: 0.5, min_order: 0 } },
  });
}

const input = (over: Partial<OrderPayloadInput> = {}): OrderPayloadInput => ({
  totals: kwdTotals(),
  currency: 'KWD',
  branchId: 10,
  sellingType: 'delivery',
  name: ' Sara ',
  phone: '55512345',
  dialCode: '+965',
  ...over,
});

describe('order lines', () => {
  it('send modifier ids comma-joined and prices in major units with the currency digits', () => {
    const [line] = orderLinesOf(kwdTotals().lines, 'KWD');
    expect(line).toEqual({
      item_id: 1,
      quantity: 2,
      price_label_id: 4,
      modifiers: '3,7',
      modifiers_details: [
        { id: 3, quantity: 2, price: 0.05, provider: 'pos', provider_id: 'g3' },
        { id: 7, quantity: 1, price: 0.1, provider: null, provider_id: null },
      ],
      // (1.250 + 0.100 + 2 × 0.050) × 2 = 2.900, less 0.250 × 2.
      total_price: 2.4,
      unit_price: 1.45,
      discount_id: 55,
      weight: 0.2,
      shippingWeight: 0.25,
      comment: 'no garlic',
      isQty: true,
      provider: 'pos',
      provider_id: 'i1',
    });
  });

  it('leave out disabled items and bill a count below 1 as 1', () => {
    const off = priced(pricedItem(2, 3, { disabled: true }), 'KWD');
    const zero = priced(pricedItem(3, 1), 'KWD', { count: 0 });
    const lines = orderLinesOf(kwdTotals([off, zero]).lines, 'KWD');
    expect(lines.map((l) => [l.item_id, l.quantity])).toEqual([
      [1, 2],
      [3, 1],
    ]);
  });

  it('write JPY prices as whole yen', () => {
    const totals = cartTotals({
      lines: [priced(pricedItem(4, 980), 'JPY', { count: 2 })],
      currency: 'JPY',
      sellingType: 'dine_in',
    });
    expect(orderLinesOf(totals.lines, 'JPY')[0]).toMatchObject({ total_price: 1960, unit_price: 980 });
  });
});

describe('buildOrderPayload', () => {
  it('carries the checkout fields, the fee and the total in major units, and pays cash by default', () => {
    const payload = buildOrderPayload(input({ comment: ' ring ', notes: ['a', ' ', 'b '], couponCode: ' ' }));
    expect(payload).toMatchObject({
      priority: 0,
      comment: 'ring',
      branch_id: 10,
      name: 'Sara',
      phone: '55512345',
      dial_code: '+965',
      coupon_code: null,
      notes: ['a', 'b'],
      fees: 0.5,
      payment_type: 2,
      use_wallet: false,
      selling_types: 'delivery',
      promotion_id: null,
      total: 2.9,
    });
    expect(payload.order_lines).toHaveLength(1);
  });

  it('switches the payment type to cash when the wallet is used', () => {
    expect(buildOrderPayload(input({ paymentType: 1, useWallet: true }))).toMatchObject({
      payment_type: 2,
      use_wallet: true,
    });
    expect(buildOrderPayload(input({ paymentType: 1 })).payment_type).toBe(1);
  });

  it('does not send a coupon the customer may not use', () => {
    const coupon = {
      code: 'VIP',
      coupon: {
        discount_type: 'percent' as const,
        discount_value: 10,
        all_menu: true,
        user_type: 'auth_users' as const,
      },
      item_ids: [],
    };
    const totals = cartTotals({ lines: kwdTotals().lines, currency: 'KWD', sellingType: 'delivery', coupon });
    expect(buildOrderPayload(input({ totals, couponCode: 'VIP' })).coupon_code).toBeNull();
    expect(buildOrderPayload(input({ couponCode: 'VIP' })).coupon_code).toBe('VIP');
  });

  it('keeps extra checkout fields without letting them override the order', () => {
    const payload = buildOrderPayload(input({ extra: { reservation: true, total: 0, branch_id: 99 } }));
    expect(payload).toMatchObject({ reservation: true, total: 2.9, branch_id: 10 });
  });
});
