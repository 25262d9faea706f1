/**
 * Keeps the cart's coupon in step with the code the customer typed (spec §3 Cart.coupon, queriedCouponCode):
 * the API's calc-order call answers the coupon's rules for a known code, which the shared pricing rules then
 * apply in the island; an unknown code clears the coupon and says so. The server prices the order again anyway.
 */
import { ApiFailure } from '../../lib/api/browser.ts';
import type { StorefrontApi } from '../../lib/api/storefront.ts';
import type { OrderLine } from '../../domain/pricing/orderPayload.ts';
import type { Coupon } from '../../domain/pricing/coupon.ts';
import { reservationFlag, serverSellingType, type RouteType } from '../../domain/sellingType.ts';

/**
 * What a check found wrong with the code, as the key of the page's own words (never the API's message: it is in
 * English whatever the page's language, and a network failure's is the browser's).
 */
export type CouponProblem = 'couponUnknown' | 'couponGuestsOnly' | 'couponMembersOnly' | 'couponUnchecked';
export type CouponCheck = { coupon: Coupon | null; error: CouponProblem | null };

/**
 * Asks the API for the coupon of `code` with the lines the order would carry (`orderLinesOf`: a disabled item,
 * which counts zero, is not among them, so it never stops the check) and the route's reservation flag; never
 * throws.
 */
export async function checkCoupon(
  api: Pick<StorefrontApi, 'calcOrder'>,
  args: { code: string; lines: OrderLine[]; branchId: number; route: RouteType },
): Promise<CouponCheck> {
  const code = args.code.trim();
  if (!code || args.lines.length === 0) return { coupon: null, error: null };
  try {
    const body = {
      ...reservationFlag(args.route),
      selling_types: serverSellingType(args.route),
      coupon_code: code,
      order_lines: args.lines,
    };
    const answer = await api.calcOrder(args.branchId, body);
    return { coupon: answer.coupon ?? null, error: null };
  } catch (err) {
    const failure = err instanceof ApiFailure ? err : null;
    // Only a verdict on the coupon clears it; an outage keeps what the customer had.
    if (failure?.code === 'unknown_coupon') return { coupon: null, error: 'couponUnknown' };
    if (failure?.code === 'coupon_not_allowed')
      return {
        coupon: null,
        error: failure.details.reason === 'guests-only' ? 'couponGuestsOnly' : 'couponMembersOnly',
      };
    return { coupon: undefined as never, error: 'couponUnchecked' };
  }
}
