/**
 * The prices the cart and checkout pages last showed for the cart's lines (domain/pricing/priceChanges.ts), kept per
 * tenant under `sf:{ref}:cart:prices`, so a price changed by a republish since is said rather than charged without
 * a word. Loaded by the cart and checkout islands only: the menu pages never carry it.
 */
import type { PricedLine } from '../domain/pricing/lines.ts';
import { priceChangesSince, type PriceChange, type SeenPrices } from '../domain/pricing/priceChanges.ts';
import { decodeOr, number, record } from './decode.ts';
import { currentTenant, versionedAtom } from './persist.ts';

export const cartPricesKey = (ref: string) => `sf:${ref}:cart:prices`;

/** A stored list of prices, validated; garbage gives none remembered (no change said, none invented). */
export function parseSeenPrices(value: unknown): SeenPrices {
  return decodeOr(record(number({ int: true, min: 0 }), 500), value, {});
}

/** The seen prices of a tenant (pages use the exports below; tests make their own). */
export function createCartPricesStore(ref: string) {
  const $cartPrices = versionedAtom<SeenPrices>(cartPricesKey(ref), 1, parseSeenPrices, {});
  return {
    $cartPrices,
    /**
     * The page shows these lines of `route`: returns those whose price changed since they were last shown, and
     * remembers the prices shown now (a change is said once).
     */
    cartPricesShown: (
      route: string,
      lines: ReadonlyArray<Pick<PricedLine, 'key' | 'itemId' | 'price' | 'disabled'>>,
    ) => {
      const { changes, seen } = priceChangesSince($cartPrices.get(), route, lines);
      // Written only when it changes: no write, and no storage event in the other tabs, at every render.
      if (JSON.stringify(seen) !== JSON.stringify($cartPrices.get())) $cartPrices.set(seen);
      return changes;
    },
  };
}

export type { PriceChange };

const store = createCartPricesStore(currentTenant());
export const { $cartPrices, cartPricesShown } = store;
