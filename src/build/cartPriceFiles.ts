/**
 * Writes a tenant's price files into its release: one per selling type at `_prices/{type}.json`
 * (features/cart/cartPriceFile.ts), served like the pages and fetched by the menu pages' "View cart" bar once the
 * cart has lines.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { TenantSnapshot } from './snapshot.ts';
import { priceTableOf } from '../domain/cartPriceTable.ts';
import { flattenItems, menuForRoute } from '../domain/menu.ts';
import { routeTypesOf, serverSellingType, type RouteType } from '../domain/sellingType.ts';
import { cartPricesPath, type CartPriceFile } from '../features/cart/cartPriceFile.ts';

/** The price file of a selling type: each item's labels and options in minor units and its menu discount. */
export function cartPriceFileOf(snapshot: TenantSnapshot, route: RouteType): CartPriceFile {
  const { currency } = snapshot.data.restaurant;
  return {
    currency,
    items: priceTableOf(flattenItems(menuForRoute(snapshot.data.menu, route)), currency, {
      rules: snapshot.data.discounts,
      sellingType: serverSellingType(route),
    }),
  };
}

/** Writes the price files of a release; returns the bytes written. */
export async function writeCartPriceFiles(release: string, snapshot: TenantSnapshot): Promise<number> {
  let bytes = 0;
  for (const type of routeTypesOf(snapshot.data.restaurant)) {
    const file = join(release, cartPricesPath(type));
    await mkdir(dirname(file), { recursive: true });
    const text = JSON.stringify(cartPriceFileOf(snapshot, type));
    await writeFile(file, text);
    bytes += Buffer.byteLength(text);
  }
  return bytes;
}
