/**
 * The coupon check of the cart and checkout islands: the code in the cart store, checked with
 * calc-order (the customer's token included) against the order lines of the cart as it is when the check starts
 * (`orderLines`: what the page's latest totals would order), for the page's branch and selling type. Only the
 * latest check counts: a remembered code's check answering after the one the customer has just asked for never
 * puts the old coupon back.
 */
import { useCallback, useRef, useState } from 'react';
import type { RouteType } from '../../domain/sellingType.ts';
import type { StorefrontApi } from '../../lib/api/storefront.ts';
import type { OrderLine } from '../../domain/pricing/orderPayload.ts';
import { $couponCode } from '../../stores/cart.ts';
import { setCartCoupon } from '../../stores/cartActions.ts';
import { useLatest } from '../../components/ui/useLatest.ts';
import { refreshCoupon } from './pricing.ts';
import type { CouponProblem } from '../checkout/couponSync.ts';

export interface CouponCheck {
  /** A check is running (its result is not known yet). */
  checking: boolean;
  /** What the latest check answered wrong with the code (null: nothing), as the key of the page's words. */
  error: CouponProblem | null;
  /** Checks the code now; stable, so an effect may call it without running again. */
  check: () => Promise<void>;
}

export function useCouponCheck(
  api: Pick<StorefrontApi, 'calcOrder'>,
  branchId: number,
  route: RouteType,
  orderLines: () => OrderLine[],
): CouponCheck {
  const latestCheck = useRef(0);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<CouponProblem | null>(null);
  // The branch and selling type when a check starts: a later change re-checks only where the page asks for it.
  const where = useLatest({ api, branchId, route, orderLines });
  const check = useCallback(async () => {
    const id = ++latestCheck.current;
    setChecking(true);
    const { api, branchId, route, orderLines } = where.current;
    const args = { code: $couponCode.get(), lines: orderLines(), branchId, route };
    const answer = await refreshCoupon(api, args, (coupon) => {
      if (id === latestCheck.current) setCartCoupon(coupon);
    });
    if (id !== latestCheck.current) return;
    setError(answer);
    setChecking(false);
  }, [where]);
  return { checking, error, check };
}
