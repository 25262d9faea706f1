/**
 * What the cart's coupon field says of the code: the verdict of its latest check (applied, gives nothing here,
 * unknown, for guests or members only, could not be checked), and the note that the coupon is checked when the
 * order is placed only while that is all there is to know: no check has confirmed or refused the code yet, or the
 * last one could not reach the API. Once "Coupon WELCOME10 applied" is said, the note no longer is.
 */
import { couponNoticeKey } from '../../domain/pricing/coupon.ts';
import type { CouponProblem } from '../checkout/couponSync.ts';

export interface CouponStatus {
  /** The key of the words said of the code and the code they name; null while a check runs or none has answered. */
  result: { key: string; code: string } | null;
  /** Whether the note "checked when you place the order" shows. */
  note: boolean;
}

export function couponStatus(args: {
  checking: boolean;
  /** The latest check's refusal (null: none). */
  error: CouponProblem | null;
  /** The code in the field. */
  typed: string;
  /** The coupon the API confirmed, in the cart. */
  applied: { code: string } | null;
  totals: { couponDiscount: number; freeDelivery: boolean };
  route: string;
}): CouponStatus {
  const { checking, error, applied } = args;
  const result = checking
    ? null
    : error
      ? { key: error, code: args.typed.trim() }
      : applied
        ? { key: couponNoticeKey(args.totals, args.route), code: applied.code }
        : null;
  return { result, note: error ? error === 'couponUnchecked' : !applied };
}
