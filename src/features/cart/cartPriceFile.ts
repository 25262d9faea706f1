/**
 * The price file of a selling type's menu: the prices the "View cart · 3 items · KWD 4.250" bar adds up
 * (domain/cartSummary.ts), written by the build beside the pages (build/cartPriceFiles.ts) and fetched by the bar's
 * script only once the cart has lines (components/site/cartStatus.client.ts).
 *
 * Not inline in the pages: the same table in every menu, category and item page made one price, discount or dish
 * switched off a change of every one of them, all rewritten and uploaded for one price (a republish then sent the
 * whole menu to the bucket). Now a price edit changes this file and the pages that show that dish.
 */
import type { PriceTable } from '../../domain/cartSummary.ts';

export interface CartPriceFile {
  currency: string;
  items: PriceTable;
}

/** Where a selling type's price file sits, below the tenant base (one per type: ids and minor units, no language). */
export function cartPricesPath(type: string): string {
  return `_prices/${encodeURIComponent(type)}.json`;
}

/** A price file as read from the network: its currency and table, or null for anything else. */
export function readCartPriceFile(value: unknown): CartPriceFile | null {
  if (!value || typeof value !== 'object') return null;
  const { currency, items } = value as { currency?: unknown; items?: unknown };
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null;
  if (!items || typeof items !== 'object' || Array.isArray(items)) return null;
  // An entry the bar cannot read (no label table) prices nothing; the others stand (cartSummary leaves its lines out).
  const table: PriceTable = Object.create(null) as PriceTable;
  for (const [id, entry] of Object.entries(items as Record<string, unknown>)) {
    const labels = entry && typeof entry === 'object' ? (entry as { l?: unknown }).l : null;
    if (labels && typeof labels === 'object') table[id] = entry as PriceTable[string];
  }
  return { currency, items: table };
}

const loads = new Map<string, Promise<CartPriceFile | null>>();

/**
 * The price file at `url`, fetched once per page (the bar and the tracking module share it); null when it cannot
 * be had (offline without a kept copy, an error, a broken file): the bar then stays hidden, the badge still counts,
 * and the next call tries again.
 */
export function loadCartPrices(url: string): Promise<CartPriceFile | null> {
  let load = loads.get(url);
  if (!load) {
    // Asked of the server each time (a 304 when unchanged), never taken from the HTTP cache alone: a page fetched
    // after a price edit would otherwise add its cart up with the prices the browser kept from before it (both are
    // cached for 60 s, not together).
    load = fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' })
      .then((res) => (res.ok ? res.json() : null))
      .then(readCartPriceFile)
      .catch(() => null)
      .then((file) => {
        if (!file) loads.delete(url); // tried again at the cart's next change
        return file;
      });
    loads.set(url, load);
  }
  return load;
}
