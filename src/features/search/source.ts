/**
 * Where the search island finds items: the build's index of the page's language and selling type,
 * fetched once on first use and searched in the browser; when it cannot be had (missing, broken, another version,
 * no network to it) the API's `webapp/search/{term}` for each query, its items made into the same entries.
 */
import { QUERY_MAX } from '../../domain/search/match.ts';
import type { SearchAnswer } from '../../lib/api/search.ts';
import { searchEntryOf, type EntryOptions, type SearchEntry } from './entry.ts';
import { searcherOf } from './results.ts';
import { SEARCH_INDEX_VERSION, type SearchIndex } from './searchIndex.ts';

export interface SearchSource {
  kind: 'index' | 'api';
  /** Category names and parents (the API names none). */
  categories: SearchIndex['categories'];
  search: (query: string) => Promise<SearchEntry[]>;
}

export interface SourceOptions {
  indexUrl: string;
  fetch: typeof fetch;
  /** The API's search (lib/api/search.ts), bound to the business and selling type. */
  searchApi: (term: string) => Promise<SearchAnswer>;
  /** How API items become entries (their tags are ids the page cannot name: left out). */
  entry: Omit<EntryOptions, 'picture' | 'tagNames'>;
  /** The API's origin: an item picture there may be shown (the page's img-src allows it), others not. */
  apiUrl: string;
  /**
   * The indexes of the business's other languages, for the same selling type: a query that finds nothing in the
   * page's language is looked for there ("شاورما" typed on the English page), and what it finds is shown from the
   * page's own index, in the page's words. Fetched the first time they are needed.
   */
  otherIndexUrls?: readonly string[];
}

function isIndex(value: unknown): value is SearchIndex {
  const index = value as Partial<SearchIndex> | null;
  return (
    typeof index === 'object' &&
    index !== null &&
    index.v === SEARCH_INDEX_VERSION &&
    Array.isArray(index.items) &&
    typeof index.categories === 'object' &&
    index.categories !== null
  );
}

/** An API item's picture, when it is on the API's own origin. */
function apiPicture(image: unknown, apiUrl: string): string | undefined {
  if (typeof image !== 'string' || !image) return undefined;
  try {
    const url = new URL(image, apiUrl);
    return url.origin === new URL(apiUrl).origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function apiSource(opts: SourceOptions): SearchSource {
  return {
    kind: 'api',
    categories: {},
    async search(query) {
      const answer = await opts.searchApi(query.trim().slice(0, QUERY_MAX));
      const items = Array.isArray(answer?.items) ? answer.items : [];
      return items
        .filter((item) => Number.isInteger(item?.id) && Number.isInteger(item?.category_id))
        .map((item) =>
          searchEntryOf(item, item.category_id, {
            ...opts.entry,
            tagNames: new Map(),
            picture: apiPicture(item.image, opts.apiUrl),
          }),
        );
    },
  };
}

/** An item in its category: the same in every language's index. */
const entryKey = (entry: SearchEntry) => `${entry.id}:${entry.c}`;

/** Another language's index, or null when it cannot be had (that language is then not searched). */
async function fetchIndex(fetchFn: typeof fetch, url: string): Promise<SearchIndex | null> {
  try {
    const res = await fetchFn(url, { headers: { Accept: 'application/json' } });
    const index: unknown = res.ok ? await res.json() : null;
    return isIndex(index) ? index : null;
  } catch {
    return null;
  }
}

/** Opens the index, or the API when the index cannot be had. Never rejects. */
export async function openSearchSource(opts: SourceOptions): Promise<SearchSource> {
  try {
    const res = await opts.fetch(opts.indexUrl, { headers: { Accept: 'application/json' } });
    const index: unknown = res.ok ? await res.json() : null;
    if (isIndex(index)) {
      const find = searcherOf(index.items);
      const ownEntry = new Map(index.items.map((entry) => [entryKey(entry), entry]));
      let others: Promise<Array<(query: string) => SearchEntry[]>> | undefined;
      const searchOthers = async (query: string) => {
        others ??= Promise.all((opts.otherIndexUrls ?? []).map((url) => fetchIndex(opts.fetch, url))).then((list) =>
          list.flatMap((other) => (other ? [searcherOf(other.items)] : [])),
        );
        const keys = new Set((await others).flatMap((findThere) => findThere(query).map(entryKey)));
        return [...keys].flatMap((key) => ownEntry.get(key) ?? []);
      };
      return {
        kind: 'index',
        categories: index.categories,
        search: async (query) => {
          const found = find(query);
          return found.length || !opts.otherIndexUrls?.length ? found : searchOthers(query);
        },
      };
    }
  } catch {
    // no network to the index, or not JSON: the API answers instead
  }
  return apiSource(opts);
}
