/**
 * The one way the cart and checkout islands price a cart: the same lines, discounts,
 * coupon (with who is ordering: spec §5 coupon user types), taxes, delivery target and minimum order give the same
 * totals on both pages, and the same coupon call (calc-order with the customer's token) keeps the coupon in step.
 * The rules themselves are src/domain/pricing's; this module only composes them.
 */
import type { Area, Discounts, Item } from '../../lib/api/schema.ts';
import type { Cart } from '../../domain/pricing/cart.ts';
import { minimumOrder, type DeliveryTarget } from '../../domain/pricing/fees.ts';
import { priceCartLines } from '../../domain/pricing/lines.ts';
import { cartTotals, type CartTotals } from '../../domain/pricing/totals.ts';
import { serverSellingType, type RouteType } from '../../domain/sellingType.ts';
import type { StorefrontApi } from '../../lib/api/storefront.ts';
import { checkCoupon, type CouponProblem } from '../checkout/couponSync.ts';

export interface PriceCartInput {
  /** The cart, already settled for this selling type and branch. */
  cart: Cart;
  catalogue: { items: Array<{ item: Item; categoryId: number }>; discounts: Discounts | null };
  currency: string;
  route: RouteType;
  /** A customer logged in at this business (guest-only coupons stop, auth-only ones start applying). */
  authenticated: boolean;
  businessTaxRate: number | null;
  /** Where a delivery goes, once known (zone or shipping country); null: not known yet. */
  target: DeliveryTarget | null;
  /** The selling type's own minimum (major units), used until the zone or country is known. */
  fallbackMinimum: number;
  wallet?: { balance: number; use: boolean };
}

/** The totals of a cart: the same function on the cart page and at checkout. */
export function priceCart(input: PriceCartInput): CartTotals {
  const { cart, catalogue, currency, target } = input;
  const useWallet = input.wallet?.use === true;
  return cartTotals({
    lines: priceCartLines(cart.items, catalogue.items, currency),
    currency,
    sellingType: serverSellingType(input.route),
    discounts: catalogue.discounts,
    coupon: cart.coupon,
    authenticated: input.authenticated,
    businessTaxRate: input.businessTaxRate,
    delivery: target,
    minimumOrder: minimumOrder(target, currency, input.fallbackMinimum),
    walletBalance: useWallet ? (input.wallet?.balance ?? 0) : 0,
    useWallet,
  });
}

/** What stops a cart below its minimum, as a message key with its values (null: the minimum is met). */
export function minimumProblem(
  totals: CartTotals,
  area: Pick<Area, 'name'> | null,
  money: (minor: number) => string,
): { key: 'minimumArea' | 'belowMinimum'; values: Record<string, string> } | null {
  if (totals.lines.length === 0 || totals.meetsMinimumOrder) return null;
  const values = { amount: money(totals.minimumOrder), missing: money(totals.minimumOrder - totals.subtotal) };
  return area?.name ? { key: 'minimumArea', values: { ...values, area: area.name } } : { key: 'belowMinimum', values };
}

/** The coupon call of both pages: the typed code checked with calc-order (token included), the cart updated. */
export async function refreshCoupon(
  api: Pick<StorefrontApi, 'calcOrder'>,
  args: Parameters<typeof checkCoupon>[1],
  setCoupon: (coupon: Cart['coupon']) => void,
): Promise<CouponProblem | null> {
  const result = await checkCoupon(api, args);
  if (result.coupon !== undefined) setCoupon(result.coupon);
  return result.error;
}
