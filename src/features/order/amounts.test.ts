import { describe, expect, it } from 'vitest';
import { lineBeforeDiscount, orderTotals } from './amounts.ts';

describe('a placed order’s amounts', () => {
  it('are the lines the checkout showed, from the breakdown the API kept (a wallet payment is the wallet’s)', () => {
    const t = orderTotals(
      {
        total: 0,
        fees: 0.5,
        amounts: {
          subtotal: 4.75,
          discount: 0,
          coupon_discount: 0,
          taxes: 0.061,
          included_taxes: 0,
          delivery_fees: 0.5,
          free_delivery: false,
          wallet: 5.311,
          rounding: 0,
          total: 0,
        },
      },
      'KWD',
    );
    expect(t).toMatchObject({ subtotal: 4750, exclusiveTax: 61, deliveryFee: 500, walletDiscount: 5311, total: 0 });
    expect(t.itemDiscount + t.couponDiscount).toBe(0);
  });

  it('Swiss amounts are read as the API priced them: a tax of 0.62 and a discount of 0.74, the cash step only in the rounding line', () => {
    const t = orderTotals(
      {
        total: 28.9,
        amounts: { subtotal: 28.99, discount: 0.74, taxes: 0.62, rounding: 0.03, total: 28.9 },
        lines: [{ total_price: 4.16 }],
      },
      'CHF',
    );
    expect(t).toMatchObject({ subtotal: 2899, itemDiscount: 74, exclusiveTax: 62, rounding: 3, total: 2890 });
  });

  it('a breakdown missing a part counts it 0; the total is always the order’s', () => {
    const t = orderTotals({ total: 4.2, amounts: { subtotal: 4.4, discount: 0.2, total: 9 } }, 'CHF');
    expect(t).toMatchObject({ subtotal: 440, itemDiscount: 20, exclusiveTax: 0, walletDiscount: 0, total: 420 });
  });

  it('without a breakdown: the lines’ sum, the fee, and the rest as a discount (negative) or a tax (positive)', () => {
    const lines = [{ total_price: 1.5 }, { total_price: 2 }];
    expect(orderTotals({ total: 3.8, fees: 0.5, lines, adjustment: -0.2 }, 'KWD')).toMatchObject({
      subtotal: 3500,
      deliveryFee: 500,
      itemDiscount: 200,
      exclusiveTax: 0,
      total: 3800,
    });
    expect(orderTotals({ total: 4.061, fees: 0.5, lines }, 'KWD')).toMatchObject({
      itemDiscount: 0,
      exclusiveTax: 61,
    });
  });
});

describe('a placed order’s line before its discount', () => {
  const amounts = {
    subtotal: 1.25,
    discount: 0.1,
    coupon_discount: 0,
    taxes: 0,
    included_taxes: 0,
    delivery_fees: 0,
    free_delivery: false,
    wallet: 0,
    rounding: 0,
    total: 1.15,
  };
  it('is the unit price times the quantity when the line cost less, so the lines add up to the subtotal', () => {
    expect(lineBeforeDiscount({ amounts }, { quantity: 2, unit_price: 1.25, total_price: 2.3 }, 'KWD')).toBe(2500);
    expect(lineBeforeDiscount({ amounts }, { quantity: 1, unit_price: 1.25, total_price: 1.25 }, 'KWD')).toBeNull();
  });
  it('is not shown for an order without its amounts (its subtotal is the lines’ sum) or a line without prices', () => {
    expect(lineBeforeDiscount({}, { quantity: 1, unit_price: 1.25, total_price: 1.15 }, 'KWD')).toBeNull();
    expect(lineBeforeDiscount({ amounts }, { quantity: 1, total_price: 1.15 }, 'KWD')).toBeNull();
  });
});
