/**
 * Menu discounts per selling type (spec §3 Discounts): rules for items, for categories and for the whole menu,
 * each a percent or a fixed amount. Amounts are integer minor units.
 *
 * One discount per line, the most specific one: an item rule beats a category rule, which beats all_menu. A
 * restaurant that sets 20 % on the whole menu but 5 % on one item means the item to get 5 %, so the "best for the
 * customer" rule would undo its intent.
 */
import type { Discounts } from '../../lib/api/schema.ts';
import { toMinor } from '../money.ts';
import type { ServerSellingType } from '../sellingType.ts';
import type { PricedLine } from './lines.ts';
import { lineDiscount } from './discountMath.ts';

/** Where a discount comes from. */
export type DiscountScope = 'item' | 'category' | 'all_menu';

/** The discount chosen for a line. */
export interface AppliedDiscount {
  scope: DiscountScope;
  /** The item or category id the rule names; null for all_menu. */
  targetId: number | null;
  type: 'percent' | 'fixed';
  /** Percent, or a fixed amount per unit in major units, as the API sends it. */
  value: number;
  /** The discount's own id when the payload carries one (sent as the order line's discount_id). */
  discountId: number | null;
}

/** A priced line with its menu discount. */
export interface DiscountedLine extends PricedLine {
  discount: AppliedDiscount | null;
  /** What the discount takes off the whole line, minor units; never above the line's net. */
  discountAmount: number;
  /** net − discountAmount: the line total after the menu discount, never below 0. */
  discountedPrice: number;
}

type Rule = { type: 'percent' | 'fixed'; value: number; [key: string]: unknown };

function discountIdOf(rule: Rule): number | null {
  const id = rule['discount_id'];
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

function applied(scope: DiscountScope, targetId: number | null, rule: Rule): AppliedDiscount {
  return { scope, targetId, type: rule.type, value: rule.value, discountId: discountIdOf(rule) };
}

/** The discount rules of a selling type, or null when it has none. */
export function discountRulesFor(discounts: Discounts | null | undefined, sellingType: ServerSellingType) {
  return discounts?.[sellingType] ?? null;
}

/** The most specific discount for an item in these categories: item rule, then category rule, then all_menu. */
export function findDiscount(
  discounts: Discounts | null | undefined,
  sellingType: ServerSellingType,
  itemId: number,
  categoryIds: readonly number[],
): AppliedDiscount | null {
  const rules = discountRulesFor(discounts, sellingType);
  if (!rules) return null;
  const forItem = (rules.items ?? []).find((rule) => rule.id === itemId);
  if (forItem) return applied('item', itemId, forItem);
  // Categories are tried in the order given: the (sub)category holding the item first, then its parents.
  for (const categoryId of categoryIds) {
    const forCategory = (rules.categories ?? []).find((rule) => rule.id === categoryId);
    if (forCategory) return applied('category', categoryId, forCategory);
  }
  return rules.all_menu ? applied('all_menu', null, rules.all_menu) : null;
}

/** What a discount takes off a line (discountMath.ts), its fixed amount read in the currency's minor units. */
export function discountAmount(
  line: Pick<PricedLine, 'net' | 'billedCount'>,
  discount: AppliedDiscount | null,
  currency: string,
): number {
  if (!discount) return 0;
  return lineDiscount(
    line.net,
    line.billedCount,
    discount.type === 'percent' ? { percent: discount.value } : { fixedMinor: toMinor(discount.value, currency) },
  );
}

/** Every line with its menu discount for the selling type. */
export function applyDiscounts(
  lines: readonly PricedLine[],
  discounts: Discounts | null | undefined,
  sellingType: ServerSellingType,
  currency: string,
): DiscountedLine[] {
  return lines.map((line) => {
    const discount = findDiscount(discounts, sellingType, line.itemId, line.categoryIds);
    const amount = discountAmount(line, discount, currency);
    return { ...line, discount, discountAmount: amount, discountedPrice: line.net - amount };
  });
}

/**
 * What one unit at `unit` (minor units) costs after a discount, as a cart line of one would: what the menu shows
 * as the price of a selling type that has a discount (a dine-in 0.100 off every dish, 10 % off a combo).
 */
export function unitPriceAfter(unit: number, discount: AppliedDiscount | null, currency: string): number {
  return unit - discountAmount({ net: unit, billedCount: 1 }, discount, currency);
}
