/**
 * Priced cart lines rebuilt from the current catalogue (spec §3 Cart item, §5 disabled items and counts): a saved
 * line carries ids only, so every price here comes from the menu as it is now. Amounts are integer minor units.
 */
import type { Item, Tax } from '../../lib/api/schema.ts';
import { toMinor } from '../money.ts';
import type { CartLine } from './cartLine.ts';
import { wholeCount } from '../quantity.ts';

/** A chosen modifier with its current unit price (minor units) and taxes. */
export interface PricedModifier {
  id: number;
  quantity: number;
  /** Price of one of this option, minor units. */
  price: number;
  taxes: Tax[];
  provider: string | number | null;
  provider_id: string | number | null;
}

/** A cart line priced against the catalogue. Unit amounts are per item unit; `net` is the whole line. */
export interface PricedLine {
  key: string;
  itemId: number;
  priceLabelId: number;
  /** The (sub)category holding the item and its parents, for category discounts. */
  categoryIds: number[];
  note: string;
  modifiers: PricedModifier[];
  /** The price label's price, minor units. */
  unit: number;
  /** Σ option price × quantity, minor units per item unit. */
  modifiersPrice: number;
  /** unit + modifiersPrice. */
  price: number;
  /** The saved count. */
  count: number;
  /** The count that is paid for: a count below 1 is billed as 1; a disabled item as 0. */
  billedCount: number;
  /** price × billedCount. */
  net: number;
  disabled: boolean;
  taxes: Tax[];
  inclusive_taxes: Tax[];
  weight: number;
  shippingWeight: number;
  isQty: boolean;
  provider: string | number | null;
  provider_id: string | number | null;
}

/** An id-like field of a loose payload object (provider, provider_id), or null. */
function idLike(value: unknown): string | number | null {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? value : null;
}

/** The count billed for a line: a disabled item counts 0, a count below 1 (or garbage) counts 1 (spec §5). */
export function billedCount(count: number, disabled: boolean): number {
  if (disabled) return 0;
  return Math.max(1, wholeCount(count));
}

/**
 * Prices a saved line against its item, or gives null when the price label or a modifier no longer exists
 * (pruneCart reports those lines with a reason; this never guesses a price).
 */
export function priceCartLine(
  line: CartLine,
  item: Item,
  currency: string,
  categoryId?: number | null,
): PricedLine | null {
  const label = (item.price_labels ?? []).find((l) => l.id === line.priceLabelId);
  if (!label) return null;
  const options = new Map((item.modifiers ?? []).flatMap((group) => (group.options ?? []).map((o) => [o.id, o])));
  const modifiers: PricedModifier[] = [];
  for (const chosen of line.modifiers) {
    const option = options.get(chosen.id);
    if (!option) return null;
    modifiers.push({
      id: option.id,
      quantity: Math.max(1, wholeCount(chosen.quantity)),
      price: toMinor(option.price ?? 0, currency),
      taxes: option.taxes ?? [],
      provider: idLike(option['provider']),
      provider_id: idLike(option['provider_id']),
    });
  }
  const unit = toMinor(label.price, currency);
  const modifiersPrice = modifiers.reduce((sum, m) => sum + m.price * m.quantity, 0);
  const price = unit + modifiersPrice;
  const disabled = item.disabled === true;
  const billed = billedCount(line.count, disabled);
  return {
    key: line.key,
    itemId: item.id,
    priceLabelId: label.id,
    categoryIds: itemCategoryIds(item, categoryId),
    note: line.note,
    modifiers,
    unit,
    modifiersPrice,
    price,
    count: line.count,
    billedCount: billed,
    net: price * billed,
    disabled,
    taxes: item.taxes ?? [],
    inclusive_taxes: item.inclusive_taxes ?? [],
    weight: label.weight ?? 0,
    shippingWeight: label.shippingWeight ?? 0,
    isQty: label.isQty !== false,
    provider: idLike(item['provider']),
    provider_id: idLike(item['provider_id']),
  };
}

/** An item of the menu with the id of the (sub)category holding it: the shape menu.ts's flattenItems returns. */
export interface CatalogueEntry {
  item: Item;
  categoryId?: number | null;
}

/**
 * The categories a menu discount is looked up in for an item, most specific first: the (sub)category holding it in
 * the menu, then its category and grand category as the item names them (discounts.ts findDiscount).
 */
export function itemCategoryIds(
  item: Pick<Item, 'category' | 'grand_category'>,
  categoryId: number | null | undefined,
): number[] {
  const ids = [categoryId, item.category?.id, item.grand_category?.id].filter(
    (id): id is number => typeof id === 'number',
  );
  return [...new Set(ids)];
}

/** Prices every line whose item, price label and modifiers still exist; the others are left out (see pruneCart). */
export function priceCartLines(
  lines: readonly CartLine[],
  entries: readonly CatalogueEntry[],
  currency: string,
): PricedLine[] {
  const byId = new Map(entries.map((entry) => [entry.item.id, entry]));
  return lines.flatMap((line) => {
    const entry = byId.get(line.itemId);
    return (entry && priceCartLine(line, entry.item, currency, entry.categoryId)) || [];
  });
}
