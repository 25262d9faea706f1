/**
 * The search page's script: the index is fetched with the first query, then every keystroke searches
 * it in the browser; without an index each query asks the API. The query is kept in the URL (`?q=`, replaced
 * while typing, so reload and back restore the results). The menu's header has the same field as a plain form
 * to this page, with no script.
 */
import type { Discounts, PriceDisplayMode } from '../../lib/api/schema.ts';
import type { RouteType } from '../../domain/sellingType.ts';
import { discountedFor } from '../menu/price.ts';
import { searchMenuItems } from '../../lib/api/search.ts';
import { prepareQuery } from '../../domain/search/match.ts';
import { zonedClock } from '../../domain/time.ts';
import { readIslandData } from '../../components/ui/islandData.ts';
import { PAGE_DATA_ID, type PageData } from '../site/pageData.ts';
import { branchesOf, menuBranch, menuTime } from '../site/menuTime.ts';
import { searchResultsOf } from './results.ts';
import { openSearchSource, type SearchSource } from './source.ts';
import { searchView, type SearchTexts } from './resultsView.ts';

/** What the search page writes into its form's `data-search` (SearchPage.astro). */
export interface SearchBoxConfig {
  indexUrl: string;
  /** The same selling type's indexes in the business's other languages (source.ts otherIndexUrls). */
  otherIndexUrls: string[];
  apiUrl: string;
  ref: string;
  type: string;
  locale: string;
  fallbacks: string[];
  currency: string;
  priceMode: PriceDisplayMode;
  hidePrice: boolean;
  /** The business's menu discounts: items the API answers are priced as the menu and the cart price them. */
  discounts: Discounts | null;
  base: string;
  typeHref: string;
  searchHref: string;
  texts: SearchTexts;
}

/** Typing pauses this long before a search (an API search is a request per pause). */
const DEBOUNCE_MS = 120;

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Wires the search form of the page and the element its `data-results` names. */
export function mountSearch(form: HTMLFormElement): void {
  const config = JSON.parse(form.dataset.search ?? '{}') as SearchBoxConfig;
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const root = document.getElementById(form.dataset.results ?? '')!;
  const page = readIslandData<PageData>(PAGE_DATA_ID);
  const searchUrl = (query: string) => `${config.searchHref}?${new URLSearchParams({ q: query })}`;
  const view = searchView(root, {
    texts: config.texts,
    locale: config.locale,
    currency: config.currency,
    base: config.base,
  });
  let opened: Promise<SearchSource> | null = null;
  let ready = false;
  let latest = 0;

  const open = () =>
    (opened ??= openSearchSource({
      indexUrl: config.indexUrl,
      otherIndexUrls: config.otherIndexUrls ?? [],
      fetch: (...args) => fetch(...args),
      searchApi: (term) =>
        searchMenuItems({ baseUrl: config.apiUrl, locale: config.locale }, term, {
          ref: config.ref,
          type: config.type,
        }),
      entry: {
        locale: config.locale,
        fallbacks: config.fallbacks,
        currency: config.currency,
        priceMode: config.priceMode,
        hidePrice: config.hidePrice,
        discountedFor: (item, categoryId) =>
          discountedFor(item, config.currency, {
            discounts: config.discounts,
            route: config.type as RouteType,
            categoryId,
          }),
      },
      apiUrl: config.apiUrl,
    }).then((s) => ((ready = true), s)));

  const run = async () => {
    const query = input.value;
    const id = ++latest;
    history.replaceState(history.state, '', query.trim() ? searchUrl(query) : config.searchHref);
    if (!prepareQuery(query)) return view.idle();
    if (!ready) view.loading();
    try {
      const source = await open();
      const found = await source.search(query);
      if (id !== latest) return;
      const now = new Date();
      const storage = safeLocalStorage();
      const at = menuTime(config.ref, now, storage, page?.cart?.scheduled !== false);
      const results = searchResultsOf(found, {
        clock: zonedClock(at, page?.timeZone ?? 'UTC'),
        branch: menuBranch(config.ref, page?.branchId, storage, page ? branchesOf(page) : undefined),
        schedules: page?.categories ?? {},
        categories: source.categories,
        typeHref: config.typeHref,
      });
      view.show(results, query, at !== now);
    } catch {
      if (id === latest) view.failed();
    }
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), DEBOUNCE_MS);
  };
  input.addEventListener('input', later);
  // The clear button and Escape of a search field.
  input.addEventListener('search', later);
  // The results are already there: Enter only puts the keyboard away.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    input.blur();
    void run();
  });
  const query = new URLSearchParams(location.search).get('q') ?? '';
  if (query) input.value = query;
  else input.focus();
  void run();
}
