/**
 * The sample API's menu search, `GET webapp/search/{term}` (spec §7; the answer's shape is ours, the spec shows
 * none): the storefront's own matcher (src/domain/search) over the business's menu, so the search island's API
 * fallback finds what the build's index finds, in the same order.
 *
 * - The tenant is `?ref=` or `?branch_id=` (400 without either); `?branch_id=` also keeps to the items that branch
 *   sells.
 * - `?type=` (a route type: delivery, pickup, dinein, reserv_dinein) keeps to that selling type's menu; without it,
 *   every type's. A type the business does not offer answers 400.
 * - `?locale=` matches names, descriptions and tag labels in that language (then the business's first, then
 *   English), as the index of that language does; without it, the texts of every language count.
 * - The answer is `{ term, items }`: at most MAX_RESULTS menu items, best first, each with `category_id`, the
 *   category listing it in that menu (an item in two categories is found once, under the first).
 */
import { RestaurantResponse, type Item, type LocalizedText } from '../src/lib/api/schema.ts';
import { businessLocales } from '../src/domain/locale.ts';
import { flattenItems, localized, menuForRoute } from '../src/domain/menu.ts';
import { prepareSearchDoc, searchPrepared, type SearchFields } from '../src/domain/search/match.ts';
import { isRouteType, routeTypesOf } from '../src/domain/sellingType.ts';
import { soldAtBranch } from '../src/features/site/menuTime.ts';
import { searchEntryOf, tagLabelsOf } from '../src/features/search/entry.ts';
import type { TagFixture } from './fixtures/types.ts';

export const MAX_RESULTS = 50;

export interface MenuSearchRequest {
  term: string;
  type: string | undefined;
  locale: string | undefined;
  branchId: number | null;
}

export type MenuSearchAnswer =
  | { status: 200; body: { term: string; items: Array<Item & { category_id: number }> } }
  | { status: 400 | 500; body: { term: string; items: []; message: string } };

/** Every language's text of a localized field, one after another. */
const allTexts = (text: LocalizedText | undefined) => (Array.isArray(text) ? text.map((t) => t.name).join(' ') : '');

/** Searches the menu of a served payload. */
export function searchMenu(payload: unknown, tags: readonly TagFixture[], req: MenuSearchRequest): MenuSearchAnswer {
  const { term } = req;
  const parsed = RestaurantResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.restaurant) {
    const path = parsed.success ? 'restaurant' : parsed.error.issues[0]?.path.join('.');
    return { status: 500, body: { term, items: [], message: `Invalid restaurant payload at ${path}` } };
  }
  const business = parsed.data.restaurant;
  const offered = routeTypesOf(business);
  if (req.type !== undefined && !(isRouteType(req.type) && offered.includes(req.type))) {
    return { status: 400, body: { term, items: [], message: `Unknown selling type ${JSON.stringify(req.type)}` } };
  }
  const types = req.type !== undefined && isRouteType(req.type) ? [req.type] : offered;
  const locales = businessLocales(business);
  const fallbacks = [locales[0] ?? 'en', 'en', ...locales];
  const locale = req.locale;
  const tagNames = new Map(
    tags.map((t) => [String(t.id), locale ? localized(t.names, locale, fallbacks) : allTexts(t.names)]),
  );
  const seen = new Set<number>();
  const entries: Array<{ doc: ReturnType<typeof prepareSearchDoc>; value: Item & { category_id: number } }> = [];
  for (const type of types) {
    for (const { item, categoryId } of flattenItems(menuForRoute(parsed.data.menu, type))) {
      if (seen.has(item.id) || !soldAtBranch(item.branches.join(' '), req.branchId)) continue;
      seen.add(item.id);
      const fields: SearchFields = locale
        ? entryFields(item, categoryId, locale, fallbacks, tagNames, business)
        : {
            name: allTexts(item.names),
            description: allTexts(item.descriptions),
            tags: tagLabelsOf(item.tags, tagNames),
          };
      entries.push({ doc: prepareSearchDoc(fields), value: { ...item, category_id: categoryId } });
    }
  }
  return { status: 200, body: { term, items: searchPrepared(entries, term).slice(0, MAX_RESULTS) } };
}

/** The fields the index of `locale` holds for an item (the same entry the build writes). */
function entryFields(
  item: Item,
  categoryId: number,
  locale: string,
  fallbacks: string[],
  tagNames: ReadonlyMap<string, string>,
  business: { currency: string; multiple_price_option: 0 | 1 | 2 | 3; hide_price: boolean },
): SearchFields {
  const entry = searchEntryOf(item, categoryId, {
    locale,
    fallbacks,
    currency: business.currency,
    priceMode: business.multiple_price_option,
    hidePrice: business.hide_price,
    tagNames,
  });
  return { name: entry.name, description: entry.d ?? '', tags: entry.tags ?? [] };
}
