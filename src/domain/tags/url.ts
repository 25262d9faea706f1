/**
 * The tag filter in the page URL, so a filtered menu can be shared and the Back button walks through the choices:
 * `?tags=vegan,gluten-free&free=nuts,dairy`.
 *
 * - `tags`: the diets the dishes must suit (all of them); `free`: the allergens they must not contain.
 * - Keys are the tags' keys (lower case; tag.ts), comma-separated; a repeated parameter (`?tags=vegan&tags=halal`,
 *   what a plain form submits) counts too, and case and spaces around a key are forgiven.
 * - Only keys of the page's vocabulary count: an unknown key, a diet given as `free` or junk is dropped, so any
 *   URL gives a filter the page can show. Written back in the vocabulary's order, each once, so one choice has one
 *   URL. Every other parameter (`?q=`, `?coupon=`) and the fragment are kept as they were.
 */
import { NO_TAG_FILTER, type TagFilter } from './filter.ts';

export const DIET_PARAM = 'tags';
export const FREE_PARAM = 'free';

/** The keys a page can filter by, in the order it lists them. */
export interface TagVocabulary {
  diets: readonly string[];
  allergens: readonly string[];
}

/** Characters of one parameter value read at most: far more than every key of a business, and no more. */
const MAX_VALUE_CHARS = 2_000;
/** Values of one parameter read at most (a URL repeating `tags=` thousands of times). */
const MAX_VALUES = 50;

/** The known keys named by one parameter, in the vocabulary's order. */
function keysOf(params: URLSearchParams, name: string, known: readonly string[]): string[] {
  const asked = new Set(
    params
      .getAll(name)
      .slice(0, MAX_VALUES)
      .flatMap((value) => value.slice(0, MAX_VALUE_CHARS).split(','))
      .map((key) => key.trim().toLowerCase()),
  );
  return known.filter((key) => asked.has(key));
}

/** The filter a query string (`location.search`, with or without `?`) asks for, within the vocabulary. */
export function parseTagFilter(search: string, vocabulary: TagVocabulary): TagFilter {
  const params = new URLSearchParams(typeof search === 'string' ? search : '');
  const diets = keysOf(params, DIET_PARAM, vocabulary.diets);
  const free = keysOf(params, FREE_PARAM, vocabulary.allergens);
  return diets.length || free.length ? { diets, free } : NO_TAG_FILTER;
}

/**
 * The query string (with its `?`, or '' when nothing is left) of `search` with the filter in place of any
 * earlier one. Keys are written as they are: they are URL-safe (the schema allows `a-z`, digits and `-`).
 */
export function tagFilterSearch(search: string, filter: TagFilter): string {
  const params = new URLSearchParams(typeof search === 'string' ? search : '');
  params.delete(DIET_PARAM);
  params.delete(FREE_PARAM);
  const parts = [params.toString()];
  // URLSearchParams would write the commas as %2C; the keys need no escaping, so the URL stays readable.
  if (filter.diets.length) parts.push(`${DIET_PARAM}=${filter.diets.map(encodeURIComponent).join(',')}`);
  if (filter.free.length) parts.push(`${FREE_PARAM}=${filter.free.map(encodeURIComponent).join(',')}`);
  const query = parts.filter(Boolean).join('&');
  return query ? `?${query}` : '';
}
