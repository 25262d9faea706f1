/**
 * The price table the menu pages carry for their "View cart" bar (cartSummary.ts): made at build time, apart from
 * the bar's own module so the pages' script does not take the menu-discount rules (discounts.ts) it only reads the
 * result of.
 */
import type { Discounts } from '../lib/api/schema.ts';
import type { PriceTable } from './cartSummary.ts';
import { toMinor } from './money.ts';
import { findDiscount } from './pricing/discounts.ts';
import { itemCategoryIds, type CatalogueEntry } from './pricing/lines.ts';
import type { ServerSellingType } from './sellingType.ts';

/**
 * The price table of a menu's items (the first entry of an item listed twice wins, as the cart page's does), with
 * each item's menu discount for `discounts` of the selling type when given.
 */
export function priceTableOf(
  entries: readonly CatalogueEntry[],
  currency: string,
  discounts?: { rules: Discounts | null | undefined; sellingType: ServerSellingType },
): PriceTable {
  const table: PriceTable = {};
  for (const { item, categoryId } of entries) {
    if (Object.hasOwn(table, item.id)) continue;
    const options = (item.modifiers ?? []).flatMap((group) => group.options ?? []);
    const discount = discounts
      ? findDiscount(discounts.rules, discounts.sellingType, item.id, itemCategoryIds(item, categoryId))
      : null;
    table[item.id] = {
      l: Object.fromEntries((item.price_labels ?? []).map((label) => [label.id, toMinor(label.price, currency)])),
      ...(options.length ? { m: Object.fromEntries(options.map((o) => [o.id, toMinor(o.price ?? 0, currency)])) } : {}),
      ...(item.disabled === true ? { d: 1 as const } : {}),
      ...(item.branches?.length ? { b: [...item.branches] } : {}),
      ...(discount
        ? {
            x:
              discount.type === 'percent'
                ? { percent: discount.value }
                : { fixedMinor: toMinor(discount.value, currency) },
          }
        : {}),
    };
  }
  return table;
}
