/**
 * What the service worker keeps for offline use, per locale, written by the build next to the release
 * (`/{ref}/builds/offline.json`): the pages a guest needs at the table when the network goes, and no more.
 *
 * - `core`: the landing (unless it only redirects), every menu with its selling type's price file (the "View cart"
 *   bar's, features/cart/cartPriceFile.ts), the information pages, settings and the offline page;
 * - `types[type]`: that selling type's categories, items and its app shells (cart, checkout and its steps, search,
 *   with the search's index);
 *   the worker keeps them for the types the visitor used, not for all (a four-type menu is four copies of it);
 * - `redirects`: static redirects of the release (a one-type business's landing → its menu), which the worker
 *   answers itself offline, as a navigation may not be answered with a fetched redirect.
 * Pictures are not listed: the worker takes them from the pages it keeps.
 */
import type { PageSpec } from '../routes/routeTable.ts';
import { cartPricesPath } from '../cart/cartPriceFile.ts';

export interface LocaleKeepList {
  /** The page shown for a page that was not kept. */
  offline: string;
  core: string[];
  types: Record<string, string[]>;
}

export interface OfflineKeepList {
  build: string;
  defaultLocale: string;
  locales: Record<string, LocaleKeepList>;
  redirects: Record<string, string>;
}

const CORE_KINDS = new Set<PageSpec['kind']>(['menu', 'branches', 'policies', 'more', 'offline']);
const TYPE_KINDS = new Set<PageSpec['kind']>(['category', 'item', 'shell']);

/** The keep list of a release from its route table. */
export function offlineKeepList(args: {
  ref: string;
  buildId: string;
  defaultLocale: string;
  pages: PageSpec[];
  redirects: Array<{ from: string; to: string; status: number }>;
  /** Where the pages are: `/{ref}` (the default), or `''` at the root of the business's own domain. */
  base?: string;
}): OfflineKeepList {
  const base = args.base ?? `/${args.ref}`;
  const url = (path: string) => (path ? `${base}/${path}` : base || '/');
  const locales: Record<string, LocaleKeepList> = {};
  for (const page of args.pages) {
    const entry = (locales[page.locale] ??= { offline: '', core: [], types: {} });
    // A landing that is not its own canonical page only sends the visitor on (one selling type).
    if (page.kind === 'landing' && page.canonicalLocalPath === '') entry.core.push(url(page.path));
    else if (CORE_KINDS.has(page.kind) || (page.kind === 'shell' && page.shell === 'settings')) {
      // Settings (theme, language, branch) work from this device's storage alone: kept with the menus.
      entry.core.push(url(page.path));
      // A menu's "View cart" bar prices from its selling type's file: kept with it.
      const prices = page.kind === 'menu' && page.routeType ? url(cartPricesPath(page.routeType)) : null;
      if (prices && !entry.core.includes(prices)) entry.core.push(prices);
    } else if (TYPE_KINDS.has(page.kind) && page.routeType) {
      const kept = (entry.types[page.routeType] ??= []);
      kept.push(url(page.path));
      // The search page searches its type's index (build/searchFiles.ts): kept with it, search works offline.
      if (page.kind === 'shell' && page.shell === 'search')
        kept.push(`${base}/_search/${page.locale}/${page.routeType}.json`);
    }
    if (page.kind === 'offline') entry.offline = url(page.path);
  }
  const redirects: Record<string, string> = {};
  for (const r of args.redirects) {
    if ((r.status === 301 || r.status === 302) && !r.from.includes('*') && !(r.from in redirects))
      redirects[r.from] = r.to;
  }
  return { build: args.buildId, defaultLocale: args.defaultLocale, locales, redirects };
}
