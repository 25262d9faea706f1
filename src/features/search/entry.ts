/**
 * One item as a search result needs it, made by one function from a menu item: by the build for the
 * search index, and by the search island from the items the API's `webapp/search/{term}` answers when the index
 * cannot be fetched. Short keys: the index of a 500-item menu stays a few tens of kB before compression.
 */
import type { Item, PriceDisplayMode } from '../../lib/api/schema.ts';
import { localized } from '../../domain/localizedText.ts';
import { priceDisplayFor, type PriceDisplay } from '../../domain/priceDisplay.ts';
import { CARD_DESCRIPTION_MAX, truncateText } from '../menu/truncate.ts';

export interface SearchEntry {
  id: number;
  /** The category holding it in this menu: its page is `{type}/{c}/{id}`, its availability the category's. */
  c: number;
  name: string;
  /** The description as a menu card cuts it. */
  d?: string;
  /** Tag labels (vegetarian, spicy …) in the index's language. */
  tags?: string[];
  /** How the price shows (spec §4 display modes); absent when the business hides prices. */
  p?: PriceDisplay;
  /** A small picture: a path below the tenant base (`_img/…`), or an absolute URL on the API's host. */
  img?: string;
  /** Sold out (the item is disabled). */
  out?: true;
  /** The only branches that sell it (empty or absent: every branch). */
  b?: number[];
}

/** What an entry needs of the business and the page. */
export interface EntryOptions {
  locale: string;
  fallbacks: string[];
  currency: string;
  priceMode: PriceDisplayMode;
  hidePrice: boolean;
  /** Tag labels by the id items list them with (`item.tags` holds ids as strings). */
  tagNames: ReadonlyMap<string, string>;
  /** The picture of the item, already resolved, or undefined. */
  picture?: string | undefined;
  /** The unit price after the menu's selling-type discount for an item of a category (features/menu/price.ts). */
  discountedFor?: (item: Item, categoryId: number) => ((unit: number) => number) | undefined;
}

/** The label of each of an item's tags: known ids by their name, a text tag as written, unknown ids left out. */
export function tagLabelsOf(tags: readonly unknown[] | undefined, names: ReadonlyMap<string, string>): string[] {
  const labels: string[] = [];
  for (const tag of Array.isArray(tags) ? tags : []) {
    const key = String(tag);
    const label = names.get(key) ?? (/^\d+$/.test(key) ? '' : key);
    if (label && !labels.includes(label)) labels.push(label);
  }
  return labels;
}

/** The search entry of a menu item found in category `categoryId`. */
export function searchEntryOf(item: Item, categoryId: number, opts: EntryOptions): SearchEntry {
  const description = localized(item.descriptions, opts.locale, opts.fallbacks);
  const tags = tagLabelsOf(item.tags, opts.tagNames);
  const price = priceDisplayFor(item, {
    mode: opts.priceMode,
    hidePrice: opts.hidePrice,
    currency: opts.currency,
    locale: opts.locale,
    fallbacks: opts.fallbacks,
    discounted: opts.discountedFor?.(item, categoryId),
  });
  const branches = Array.isArray(item.branches) ? item.branches : [];
  return {
    id: item.id,
    c: categoryId,
    name: localized(item.names, opts.locale, opts.fallbacks),
    ...(description ? { d: truncateText(description, CARD_DESCRIPTION_MAX, opts.locale) } : {}),
    ...(tags.length ? { tags } : {}),
    ...(price.kind === 'hidden' ? {} : { p: price }),
    ...(opts.picture ? { img: opts.picture } : {}),
    ...(item.disabled === true ? { out: true as const } : {}),
    ...(branches.length ? { b: branches } : {}),
  };
}
