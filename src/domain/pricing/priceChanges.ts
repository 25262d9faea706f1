/**
 * A price that changed since the customer last saw it (a republish between two visits): the saved cart keeps ids
 * only and every price is rebuilt from the menu as it is now, so without this a dish added at 1.000 was simply
 * ordered at 1.200. The cart and checkout pages remember the price each line showed, by selling type (a dish may
 * cost another price on another menu); a line whose price differs from the one remembered is said, once.
 */
import type { PricedLine } from './lines.ts';

/** `{selling type} {line key}` → the price a line was last shown at (minor units per unit, options included). */
export type SeenPrices = Record<string, number>;

export interface PriceChange {
  key: string;
  itemId: number;
  /** The price last shown and the price now, minor units per unit. */
  before: number;
  after: number;
}

/** The most lines remembered (the oldest other menus' first forgotten): a cart is never near this. */
export const MAX_SEEN_PRICES = 200;

/**
 * The lines of `route` now shown whose price is not the one last shown, and the prices to remember instead: this
 * menu's lines as they are now (a line gone is forgotten), the other menus' as they were. A line shown unpriced
 * (sold out) is neither said nor remembered.
 */
export function priceChangesSince(
  seen: SeenPrices,
  route: string,
  lines: ReadonlyArray<Pick<PricedLine, 'key' | 'itemId' | 'price' | 'disabled'>>,
): { changes: PriceChange[]; seen: SeenPrices } {
  const prefix = `${route} `;
  const next = Object.entries(seen).filter(([k]) => !k.startsWith(prefix));
  const changes: PriceChange[] = [];
  for (const { key, itemId, price, disabled } of lines) {
    if (disabled) continue;
    const before = seen[prefix + key];
    if (before !== undefined && before !== price) changes.push({ key, itemId, before, after: price });
    next.push([prefix + key, price]);
  }
  return { changes, seen: Object.fromEntries(next.slice(-MAX_SEEN_PRICES)) };
}
