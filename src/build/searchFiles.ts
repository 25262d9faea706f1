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

export async function writeSearchIndexes(release: string, snapshot: TenantSnapshot): Promise<void> {
  const business = snapshot.data.restaurant;
  for (const locale of businessLocales(business)) {
    for (const type of routeTypesOf(business)) {
      const file = join(release, searchIndexPath(locale, type));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(searchIndexOf(snapshot, locale, type)));
    }
  }
}
