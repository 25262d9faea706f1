/**
 * The cart in one line, for the "View cart · 3 items · KWD 4.250" bar of the menu, category and item pages.
 * Those pages must stay within 20 kB of JavaScript, so they do not carry the catalogue the cart
 * page prices from: the build writes a price table of the selling type's menu (minor units, ids only), and the
 * bar adds the saved lines up with the rules of pricing/lines.ts (a missing label or option leaves the line out,
 * a disabled item counts 0, a count below 1 is billed as 1), less the selling type's menu discount of each line as
 * the cart takes it (discounts.ts): what the dishes cost, as the menu showed their prices. A coupon, fees and taxes
 * are the cart page's to show.
 */
import { lineDiscount, type LineDiscountRule } from './pricing/discountMath.ts';
import { billedCount } from './pricing/lines.ts';
import type { CartLine } from './pricing/cart.ts';
import { wholeCount } from './quantity.ts';

/** Prices of one item in minor units: price labels (`l`) and modifier options (`m`) by id; `d` when disabled. */
export interface PriceTableEntry {
  l: Record<string, number>;
  m?: Record<string, number>;
  d?: 1;
  /** The branches selling it, when not every branch does. */
  b?: number[];
  /** The selling type's menu discount of the item: a percent, or a fixed amount per unit in minor units. */
  x?: LineDiscountRule;
}

/** A selling type's menu as prices only, by item id. */
export type PriceTable = Record<string, PriceTableEntry>;

/** A line's unit price by the table (minor units), or null when the table does not sell its item, label or options. */
function unitPrice(
  line: CartLine,
  table: PriceTable,
): { price: number; disabled: boolean; discount: PriceTableEntry['x'] } | null {
  const entry = Object.hasOwn(table, line.itemId) ? table[line.itemId] : undefined;
  const unit = entry && Object.hasOwn(entry.l, line.priceLabelId) ? entry.l[line.priceLabelId] : undefined;
  if (!entry || unit === undefined) return null;
  let price = unit;
  for (const chosen of line.modifiers) {
    const option = entry.m && Object.hasOwn(entry.m, chosen.id) ? entry.m[chosen.id] : undefined;
    if (option === undefined) return null;
    price += option * Math.max(1, wholeCount(chosen.quantity));
  }
  return { price, disabled: entry.d === 1, discount: entry.x };
}

/** Whether the menu of this table sells the line as it is (its item, price label and options) at `branch`. */
export function sellsLine(line: CartLine, table: PriceTable, branch: number | null): boolean {
  const sold = table[line.itemId]?.b;
  return unitPrice(line, table) !== null && (!sold || branch === null || sold.includes(branch));
}

/**
 * How many items the priced lines hold, and what they cost in minor units after each line's menu discount; lines the
 * table cannot price are left out.
 */
export function cartSummary(lines: readonly CartLine[], table: PriceTable): { count: number; subtotal: number } {
  let count = 0;
  let subtotal = 0;
  for (const line of Array.isArray(lines) ? lines : []) {
    const unit = unitPrice(line, table);
    if (!unit) continue;
    count += line.count;
    const billed = billedCount(line.count, unit.disabled);
    const net = unit.price * billed;
    subtotal += net - (unit.discount ? lineDiscount(net, billed, unit.discount) : 0);
  }
  return { count, subtotal };
}
