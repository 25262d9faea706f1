/**
 * Coupons (spec §3 Cart.coupon, §5): who may use one, which items it covers, how many units, and how much it
 * takes off. It applies to line totals after the menu discount. Amounts are integer minor units.
 *
 * When max_allowed_items caps the discounted units, the most expensive units (after the menu discount) get it
 * first, ties in cart order: the customer sees the coupon do the most it can, and the result does not depend on
 * how the cart happens to be sorted beyond ties.
 */
import { toMinor } from '../money.ts';
import type { DiscountedLine } from './discounts.ts';
import { percentOf, splitProportionally, wholeMinor } from './minorMath.ts';
import { wholeCount } from '../quantity.ts';

/** The rules of a coupon as the API sends them. `discount_value` is a percent or a fixed amount in major units. */
export interface CouponRules {
  discount_type: 'percent' | 'fixed';
  discount_value: number;
  all_menu: boolean;
  user_type?: 'guests' | 'auth_users' | null;
  /** At most this many units are discounted; null, missing or 0 means no cap. */
  max_allowed_items?: number | null;
  free_delivery?: boolean;
}

/** A coupon in the cart (spec §3 Cart.coupon): the code, its rules and the item ids it lists. */
export interface Coupon {
  code: string;
  /** The server's own figure, kept as received and not used here. */
  discount?: number | null;
  coupon: CouponRules;
  item_ids: number[];
}

/** Why a coupon gives this customer nothing. */
export type CouponRefusal = 'guests-only' | 'auth-users-only';

/** A line after the coupon. */
export interface CouponLine extends DiscountedLine {
  /** How many units of the line the coupon covered. */
  couponDiscountCount: number;
  /** What the coupon takes off the whole line, minor units. */
  couponDiscountAmount: number;
  /** The line total after the menu discount and the coupon. */
  priceAfterCoupon: number;
}

/** The coupon's effect on a cart. */
export interface CouponResult {
  lines: CouponLine[];
  /** Σ couponDiscountAmount. */
  total: number;
  freeDelivery: boolean;
  refusal: CouponRefusal | null;
}

/** Whether the customer may not use the coupon: guest-only for a logged-in user, or auth-only for a guest. */
export function couponRefusal(coupon: Coupon, authenticated: boolean): CouponRefusal | null {
  const userType = coupon.coupon?.user_type;
  if (userType === 'guests' && authenticated) return 'guests-only';
  if (userType === 'auth_users' && !authenticated) return 'auth-users-only';
  return null;
}

/** Whether the coupon covers an item: every item when all_menu, else only the ids it lists. */
export function couponCoversItem(coupon: Coupon, itemId: number): boolean {
  return coupon.coupon?.all_menu === true || (Array.isArray(coupon.item_ids) && coupon.item_ids.includes(itemId));
}

function untouched(lines: readonly DiscountedLine[]): CouponLine[] {
  return lines.map((line) => ({
    ...line,
    couponDiscountCount: 0,
    couponDiscountAmount: 0,
    priceAfterCoupon: line.discountedPrice,
  }));
}

/** How many units of each line the coupon covers: all of them, or up to the cap, the dearest units first. */
export function couponCounts(lines: readonly DiscountedLine[], coupon: Coupon): number[] {
  const eligible = lines.map((l) => couponCoversItem(coupon, l.itemId) && l.billedCount > 0 && l.discountedPrice > 0);
  const capValue = wholeCount(coupon.coupon?.max_allowed_items);
  let left = capValue > 0 ? capValue : Infinity;
  const counts = lines.map(() => 0);
  const order = lines
    .map((line, i) => ({ i, unit: line.billedCount > 0 ? line.discountedPrice / line.billedCount : 0 }))
    .filter(({ i }) => eligible[i])
    .sort((a, b) => b.unit - a.unit || a.i - b.i);
  for (const { i } of order) {
    const take = Math.min(lines[i]?.billedCount ?? 0, left);
    counts[i] = take;
    left -= take;
  }
  return counts;
}

/**
 * Applies a coupon: a percent of each covered amount, or a fixed amount capped by the covered total and spread
 * over the covered lines in proportion. A refused coupon gives nothing, not even free delivery.
 */
export function applyCoupon(
  lines: readonly DiscountedLine[],
  coupon: Coupon | null | undefined,
  options: { authenticated: boolean; currency: string },
): CouponResult {
  if (!coupon || !coupon.coupon) return { lines: untouched(lines), total: 0, freeDelivery: false, refusal: null };
  const refusal = couponRefusal(coupon, options.authenticated);
  if (refusal) return { lines: untouched(lines), total: 0, freeDelivery: false, refusal };

  const counts = couponCounts(lines, coupon);
  const bases = lines.map((line, i) => {
    const count = counts[i] ?? 0;
    if (count <= 0) return 0;
    return count >= line.billedCount
      ? line.discountedPrice
      : wholeMinor((line.discountedPrice * count) / line.billedCount);
  });
  const value = Math.max(0, Number(coupon.coupon.discount_value) || 0);
  const amounts =
    coupon.coupon.discount_type === 'fixed'
      ? splitProportionally(
          Math.min(
            toMinor(value, options.currency),
            bases.reduce((a, b) => a + b, 0),
          ),
          bases,
        )
      : bases.map((base) => percentOf(base, Math.min(100, value)));

  const out: CouponLine[] = lines.map((line, i) => {
    const amount = Math.min(amounts[i] ?? 0, line.discountedPrice);
    return {
      ...line,
      couponDiscountCount: counts[i] ?? 0,
      couponDiscountAmount: amount,
      priceAfterCoupon: line.discountedPrice - amount,
    };
  });
  return {
    lines: out,
    total: out.reduce((sum, line) => sum + line.couponDiscountAmount, 0),
    freeDelivery: coupon.coupon.free_delivery === true,
    refusal: null,
  };
}

/**
 * What the customer is told of a coupon the API confirmed: that it is applied, or — a coupon that only makes
 * delivery free, on an order of a selling type without delivery (a car pickup, a dine-in) — that it gives nothing
 * for this way of ordering (the code stays: back on delivery it counts again).
 */
export function couponNoticeKey(
  result: { couponDiscount: number; freeDelivery: boolean },
  sellingType: string,
): 'couponApplied' | 'couponNothingHere' {
  return result.couponDiscount === 0 && result.freeDelivery && sellingType !== 'delivery'
    ? 'couponNothingHere'
    : 'couponApplied';
}
