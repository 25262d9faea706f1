/**
 * Menu search on the API (spec §7 `GET webapp/search/{term}`), the search island's way when the build's index
 * cannot be fetched. The spec shows no answer; the sample API answers `{ term, items }`: the menu items the term
 * finds, best first, each with the id of the category listing it (`category_id`), matched in `locale` and limited
 * to the selling type `type` of the business `ref` (sample-api/routes/catalog.ts).
 */
import type { Item } from './schema.ts';
import { callApi, type BrowserApiOptions } from './browser.ts';

/** A found item: a menu item and the category it is listed in. */
export type SearchAnswerItem = Item & { category_id: number };

export interface SearchAnswer {
  term: string;
  items: SearchAnswerItem[];
}

/** Searches the menu of one selling type of a business. */
export function searchMenuItems(
  opts: BrowserApiOptions,
  term: string,
  where: { ref: string; type: string },
): Promise<SearchAnswer> {
  const query = new URLSearchParams({ ref: where.ref, type: where.type, locale: opts.locale });
  return callApi<SearchAnswer>(opts, `webapp/search/${encodeURIComponent(term)}?${query}`);
}
