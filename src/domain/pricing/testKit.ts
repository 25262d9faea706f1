/**
 * Shared fixtures of the pricing tests (not used by the app): items parsed through the real schema and helpers
 * that take a cart line through pricing, so each test states only what it is about.
 */
import { Item } from '../../lib/api/schema.ts';
import { makeCartLine, type NewCartLine } from './cart.ts';
import { applyDiscounts, type DiscountedLine } from './discounts.ts';
import { priceCartLine, type PricedLine } from './lines.ts';

/** An item parsed through the schema: one price label (id 1) at `price` major units unless overridden. */
export function pricedItem(id: number, price: number, overrides: Record<string, unknown> = {}): Item {
  return Item.parse({
    id,
    names: [{ locale: 'en', name: `Item ${id}` }],
    price_labels: [{ id: 1, price }],
    ...overrides,
  });
}

/** A modifier group holding options given as [id, price major, extra fields]. */
export function group(id: number, options: Array<[number, number, Record<string, unknown>?]>) {
  return {
    id,
    locales: [{ locale: 'en', name: `Group ${id}` }],
    min: 0,
    max: options.length,
    options: options.map(([optionId, price, extra]) => ({
      id: optionId,
      locales: [{ locale: 'en', name: `Option ${optionId}` }],
      price,
      ...extra,
    })),
  };
}

/** A saved line for an item (label 1, no modifiers, count 1 unless overridden). */
export function lineFor(itemId: number, overrides: Partial<NewCartLine> = {}) {
  return makeCartLine({ itemId, priceLabelId: 1, modifiers: [], note: '', count: 1, ...overrides });
}

/** Prices a line of an item, failing the test when it cannot be priced. */
export function priced(
  item: Item,
  currency: string,
  overrides: Partial<NewCartLine> = {},
  categoryId?: number,
): PricedLine {
  const line = priceCartLine(lineFor(item.id, overrides), item, currency, categoryId);
  if (!line) throw new Error(`item ${item.id} could not be priced`);
  return line;
}

/** A priced line with no menu discount. */
export function undiscounted(item: Item, currency: string, overrides: Partial<NewCartLine> = {}): DiscountedLine {
  const [line] = applyDiscounts([priced(item, currency, overrides)], null, 'delivery', currency);
  if (!line) throw new Error('no line');
  return line;
}
