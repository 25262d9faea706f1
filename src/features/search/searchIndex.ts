/**
 * The search index of one business, language and selling type, written by the build beside the pages
 * and fetched by the search field only when a customer uses it: the items of that type's menu (only those it
 * offers, hidden ones left out) as search entries, and the names and parents of their categories. Availability
 * is not baked in: a result's category id leads to the schedules the page carries (pageData.ts), read at the
 * time the customer chose.
 */
import { discountedFor } from '../menu/price.ts';
import type { TenantSnapshot } from '../../build/snapshot.ts';
import { businessLocales } from '../../domain/locale.ts';
import { flattenItems, localized, menuForRoute } from '../../domain/menu.ts';
import type { RouteType } from '../../domain/sellingType.ts';
import type { Category, LocalizedText } from '../../lib/api/schema.ts';
import { pickWidth } from '../images/picture.ts';
import { searchEntryOf, type SearchEntry } from './entry.ts';

/** Bumped when the shape changes: the island refuses an index of another version (and asks the API). */
export const SEARCH_INDEX_VERSION = 1;

export interface SearchIndex {
  v: number;
  /** Category name and parent category (for subcategories), by id. */
  categories: Record<string, { name: string; parent?: number }>;
  items: SearchEntry[];
}

/** Where a language's index of a selling type sits, below the tenant base. */
export function searchIndexPath(locale: string, type: string): string {
  return `_search/${encodeURIComponent(locale)}/${encodeURIComponent(type)}.json`;
}

/** Width of the pictures of results: shown 64 px wide, so the smallest variant serves 2x screens. */
const RESULT_PICTURE_PX = 128;

/**
 * Tag labels by id in one language, from the tags the build fetched with the business: a tag named per locale
 * (`names`) or, as the tags call answers for one locale, by a single `name`.
 */
export function tagNamesOf(tags: unknown, locale: string, fallbacks: string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const tag of Array.isArray(tags) ? (tags as unknown[]) : []) {
    const t = (tag ?? {}) as { id?: unknown; name?: unknown; names?: LocalizedText };
    const name = Array.isArray(t.names)
      ? localized(t.names, locale, fallbacks)
      : typeof t.name === 'string'
        ? t.name
        : '';
    if (name && (typeof t.id === 'number' || typeof t.id === 'string')) names.set(String(t.id), name);
  }
  return names;
}

/** The index of one language and selling type of a business. */
export function searchIndexOf(snapshot: TenantSnapshot, locale: string, type: RouteType): SearchIndex {
  const business = snapshot.data.restaurant;
  const locales = businessLocales(business);
  const fallbacks = [locales[0] ?? 'en', 'en', ...locales];
  const menu = menuForRoute(snapshot.data.menu, type);
  const categories: SearchIndex['categories'] = {};
  const walk = (list: Category[], parent?: number) => {
    for (const c of list) {
      categories[String(c.id)] = {
        name: localized(c.names, locale, fallbacks),
        ...(parent === undefined ? {} : { parent }),
      };
      walk(c.subcategories ?? [], c.id);
    }
  };
  walk(menu);
  const tagNames = tagNamesOf(snapshot.tags, locale, fallbacks);
  const seen = new Set<number>();
  const items: SearchEntry[] = [];
  // An item listed in two categories is one result, under the first (as its canonical page is).
  for (const { item, categoryId } of flattenItems(menu)) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    const picture = item.image ? snapshot.images[item.image] : undefined;
    items.push(
      searchEntryOf(item, categoryId, {
        locale,
        fallbacks,
        currency: business.currency,
        priceMode: business.multiple_price_option,
        hidePrice: business.hide_price,
        tagNames,
        picture: picture && `_img/${picture.hash}-${pickWidth(picture, RESULT_PICTURE_PX)}.webp`,
        discountedFor: (it, categoryId) =>
          discountedFor(it, business.currency, { discounts: snapshot.data.discounts, route: type, categoryId }),
      }),
    );
  }
  return { v: SEARCH_INDEX_VERSION, categories, items };
}
