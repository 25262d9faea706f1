/**
 * What a menu discount takes off a line, in minor units (spec §3 Discounts): a percent of the line's net, or a fixed
 * amount per unit × the billed count, never more than the net (every unit has the same price, so capping at the net
 * keeps each discounted unit at 0 or more). Alone so the menu pages' "View cart" bar (cartSummary.ts) takes this
 * rule and not the whole of discounts.ts.
 */
import { percentOf } from './minorMath.ts';

export type LineDiscountRule = { percent: number } | { fixedMinor: number };

export function lineDiscount(net: number, billed: number, rule: LineDiscountRule): number {
  if (net <= 0) return 0;
  const raw =
    'percent' in rule
      ? percentOf(net, Math.min(100, Math.max(0, rule.percent)))
      : Math.max(0, rule.fixedMinor) * billed;
  return Math.min(Math.max(0, raw), net);
}
