/**
 * A placed order's amounts in the lines the checkout showed (checkout/TotalsList.tsx): from the breakdown the API
 * kept when it priced the order, else (an API or an order without it) from the lines' sum, the fee and the rest of
 * the total, a negative rest shown as a discount and a positive one as tax.
 */
import { exactMinor } from '../../domain/money.ts';
import type { OrderAmounts } from '../../lib/api/orders.ts';
import type { TotalsBreakdown } from '../checkout/TotalsList.tsx';

export interface OrderWithAmounts {
  total: number;
  fees?: number | null;
  lines?: ReadonlyArray<{ total_price?: number | null }> | null;
  subtotal?: number | null;
  adjustment?: number | null;
  amounts?: OrderAmounts | null;
}

export function orderTotals(order: OrderWithAmounts, currency: string): TotalsBreakdown {
  const minor = (major: number | null | undefined) =>
    typeof major === 'number' && Number.isFinite(major) ? exactMinor(major, currency) : 0;
  const a = order.amounts;
  if (a) {
    return {
      subtotal: minor(a.subtotal),
      itemDiscount: minor(a.discount),
      couponDiscount: minor(a.coupon_discount),
      exclusiveTax: minor(a.taxes),
      inclusiveTax: minor(a.included_taxes),
      deliveryFee: minor(a.delivery_fees),
      freeDelivery: a.free_delivery === true,
      walletDiscount: minor(a.wallet),
      rounding: minor(a.rounding),
      total: minor(order.total),
    };
  }
  const lines = Array.isArray(order.lines) ? order.lines : [];
  const subtotal =
    typeof order.subtotal === 'number' ? minor(order.subtotal) : lines.reduce((n, l) => n + minor(l.total_price), 0);
  const deliveryFee = minor(order.fees);
  const rest =
    typeof order.adjustment === 'number' ? minor(order.adjustment) : minor(order.total) - subtotal - deliveryFee;
  return {
    subtotal,
    itemDiscount: rest < 0 ? -rest : 0,
    couponDiscount: 0,
    exclusiveTax: rest > 0 ? rest : 0,
    inclusiveTax: 0,
    deliveryFee,
    freeDelivery: false,
    walletDiscount: 0,
    rounding: 0,
    total: minor(order.total),
  };
}

/**
 * A line's value before the menu discount (minor units), struck through beside its price as the cart shows it, so
 * the lines add up to the subtotal under them (1.250, not 1.150 over a subtotal of 1.250). Only where the order
 * kept its amounts (its subtotal is before discounts; without them the subtotal is the lines' sum) and the line
 * cost less than its unit price times its quantity; else null.
 */
export function lineBeforeDiscount(
  order: Pick<OrderWithAmounts, 'amounts'>,
  line: { quantity?: unknown; unit_price?: unknown; total_price?: unknown },
  currency: string,
): number | null {
  const { quantity, unit_price: unit, total_price: total } = line;
  // exactMinor counts anything but a finite number as 0: a line without prices shows no price before.
  if (!order.amounts || typeof quantity !== 'number') return null;
  const before = exactMinor(unit as number, currency) * quantity;
  return before > exactMinor(total as number, currency) ? before : null;
}
