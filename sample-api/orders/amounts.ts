/**
 * How an order's total is made up, in major units, as the sample API answers it: in a quote (calc-order's
 * `calculatedAmounts`) and with every order it keeps, so the order's pages show the lines the checkout showed
 * (subtotal, discounts, tax, delivery fee, wallet, rounding) and they add up to its total.
 */
import { toMajor } from '../../src/domain/money.ts';
import type { CartTotals } from '../../src/domain/pricing/totals.ts';

export interface OrderAmounts {
  subtotal: number;
  /** The menu's discounts (per selling type, per item). */
  discount: number;
  coupon_discount: number;
  /** Exclusive taxes, added to the total. */
  taxes: number;
  /** Taxes inside the prices already: shown, never added. */
  included_taxes: number;
  delivery_fees: number;
  free_delivery: boolean;
  /** Paid from the customer's wallet. */
  wallet: number;
  /** What the currency's cash rounding added (CHF to 0.05). */
  rounding: number;
  total: number;
}

export function orderAmounts(totals: CartTotals, currency: string): OrderAmounts {
  const major = (minor: number) => toMajor(minor, currency);
  return {
    subtotal: major(totals.subtotal),
    discount: major(totals.itemDiscount),
    coupon_discount: major(totals.couponDiscount),
    taxes: major(totals.exclusiveTax),
    included_taxes: major(totals.inclusiveTax),
    delivery_fees: major(totals.deliveryFee),
    free_delivery: totals.freeDelivery,
    wallet: major(totals.walletDiscount),
    rounding: major(totals.rounding),
    total: major(totals.total),
  };
}
