/**
 * Writes a tenant's menu search indexes into its release: one per language and selling type at
 * `_search/{locale}/{type}.json` (features/search/searchIndex.ts), served like the pages and fetched by the
 * search field only when used.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { TenantSnapshot } from './snapshot.ts';
import { businessLocales } from '../domain/locale.ts';
import { routeTypesOf } from '../domain/sellingType.ts';
import { searchIndexOf, searchIndexPath } from '../features/search/searchIndex.ts';

/** Writes the search indexes of a release; returns the bytes written. */
export async function writeSearchIndexes(release: string, snapshot: TenantSnapshot): Promise<number> {
  const business = snapshot.data.restaurant;
  let bytes = 0;
  for (const locale of businessLocales(business)) {
    for (const type of routeTypesOf(business)) {
      const file = join(release, searchIndexPath(locale, type));
      await mkdir(dirname(file), { recursive: true });
      const text = JSON.stringify(searchIndexOf(snapshot, locale, type));
      await writeFile(file, text);
      bytes += Buffer.byteLength(text);
    }
  }
  return bytes;
}
