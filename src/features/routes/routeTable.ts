/**
 * Every page one tenant's build renders, per locale (spec §2, design decision 4 and 5).
 *
 * Paths are relative to the tenant base `/{referenceId}` and carry no leading slash; '' is the landing page.
 * The business's first locale has no locale segment, the others are prefixed: `ar/delivery/12/345`.
 * Items are rendered under every selling type they are offered in (so navigation keeps the customer's type)
 * and canonical to the first of those types; sitemaps list only canonical pages.
 */
import type { Category, Item } from '../../lib/api/schema.ts';
import type { BusinessPayload } from '../../build/snapshot.ts';
import { businessLocales } from '../../domain/locale.ts';
import { menuForRoute } from '../../domain/menu.ts';
import { routeTypesOf, serverSellingType, type RouteType } from '../../domain/sellingType.ts';
import { findDiscount } from '../../domain/pricing/discounts.ts';
import { itemCategoryIds } from '../../domain/pricing/lines.ts';
import { isDigitalMenu } from '../../domain/ordering.ts';
import type { Business } from '../../lib/api/schema.ts';

/** Client routes that get an app-shell page per selling type (their islands hydrate at view time). */
export const TYPE_SHELLS = [
  'address',
  'cart',
  'checkout',
  'delivery-areas',
  'form',
  'map',
  'pickup-areas',
  'search',
] as const;

/** The only per-type client route of a digital menu: it takes no order, so it has no cart, checkout or their steps. */
export const DIGITAL_MENU_TYPE_SHELLS = ['search'] as const satisfies readonly (typeof TYPE_SHELLS)[number][];

/**
 * The menu the landing page sends the visitor straight to, if any: the only selling type (spec §2 check-one-type),
 * or the first menu of a digital menu, which has no ordering question to ask (design.md decision 11).
 */
export function landingTarget(business: Business): RouteType | undefined {
  const types = routeTypesOf(business);
  return types.length === 1 || isDigitalMenu(business) ? types[0] : undefined;
}

/** Client routes that get one app-shell page per locale. `_` marks an id segment served by a rewrite. */
export const SHELLS = [
  'login',
  'locations',
  'profile',
  'order/_',
  'orders/details',
  'orders/history',
  'orders/status',
  'payment/fail',
  'reservation/_',
  'reservation/history',
  'reservation/success/_',
  'settings',
  'wallet/_',
  'wallet/history',
  'wallet/home',
  'wallet/walletPackage',
  'error',
] as const;

/** Shells reached through a rewrite of their id segment (`/{ref}/order/123` serves `order/_`). */
export const REWRITTEN_SHELLS = SHELLS.filter((s) => s.endsWith('/_'));

export type PageKind =
  'landing' | 'menu' | 'category' | 'item' | 'branches' | 'policies' | 'feedback' | 'more' | 'shell' | 'offline';

export interface PageSpec {
  /** Path below the tenant base, no leading slash; '' is the landing page. */
  path: string;
  /** Path without the locale prefix: the same page in every locale. */
  localPath: string;
  locale: string;
  kind: PageKind;
  routeType?: RouteType;
  categoryId?: number;
  itemId?: number;
  shell?: string;
  /** The path (without locale prefix) this page is canonical to. */
  canonicalLocalPath: string;
  noindex: boolean;
}

/** Prefixes a local path with the locale segment unless it is the default locale. */
export function localizedPath(localPath: string, locale: string, defaultLocale: string): string {
  if (locale === defaultLocale) return localPath;
  return localPath ? `${locale}/${localPath}` : locale;
}

/** The categories from the menu's top down to `categoryId` (a subcategory's parents first); [] when absent. */
export function categoryLineage(categories: Category[], categoryId: number): Category[] {
  for (const c of categories) {
    if (c.id === categoryId) return [c];
    const below = categoryLineage(c.subcategories ?? [], categoryId);
    if (below.length) return [c, ...below];
  }
  return [];
}

/** All categories of a menu, subcategories included, depth-first. */
export function allCategories(categories: Category[]): Category[] {
  return categories.flatMap((c) => [c, ...allCategories(c.subcategories ?? [])]);
}

/**
 * What a dish costs on a page of `type` where it is listed in `categoryId`: the selling type's menu discount for it
 * (spec §3 Discounts), '' without one. Two pages of a dish with the same key show the same prices.
 */
function offerKey(data: BusinessPayload, item: Item, type: RouteType, categoryId: number): string {
  const d = findDiscount(data.discounts, serverSellingType(type), item.id, itemCategoryIds(item, categoryId));
  return d ? `${d.type}:${d.value}` : '';
}

/** What a category's page lists under a selling type: its dishes at their prices and its subcategories', in order. */
function categoryContentKey(data: BusinessPayload, category: Category, type: RouteType): string {
  const items = category.items.map((item) => `${item.id}${offerKey(data, item, type, category.id)}`).join(',');
  const subcategories = (category.subcategories ?? [])
    .map((sub) => `${sub.id}(${categoryContentKey(data, sub, type)})`)
    .join(',');
  return `${items}|${subcategories}`;
}

interface Canonicals {
  categories: Map<string, string>;
  items: Map<string, string>;
}

const canonicalsOf = new WeakMap<BusinessPayload, Canonicals>();

/**
 * The canonical page of every category and item page (`{type}/{id}`, `{type}/{categoryId}/{itemId}` → the page a
 * crawler indexes). Pages that show the same thing are one page to a crawler, its canonical the first copy in the
 * order of the selling types: a category listing the same dishes at the same prices, a dish at the same price (one
 * listed in two categories too). A copy that shows other dishes (a dine-in-only one) or other prices (a selling
 * type's menu discount) is a page of its own, indexed with its own price: a page and its canonical never disagree
 * on what a dish costs. Worked out once per payload: the route table and every page's structured data (its
 * sections' and dishes' URLs) read the same maps.
 */
function canonicals(data: BusinessPayload): Canonicals {
  const known = canonicalsOf.get(data);
  if (known) return known;
  const first = new Map<string, string>();
  const firstOf = (key: string, path: string) => {
    if (!first.has(key)) first.set(key, path);
    return first.get(key)!;
  };
  const found: Canonicals = { categories: new Map(), items: new Map() };
  for (const type of routeTypesOf(data.restaurant)) {
    for (const category of allCategories(menuForRoute(data.menu, type))) {
      const categoryPath = `${type}/${category.id}`;
      found.categories.set(
        categoryPath,
        firstOf(`c${category.id}:${categoryContentKey(data, category, type)}`, categoryPath),
      );
      for (const item of category.items) {
        const itemPath = `${categoryPath}/${item.id}`;
        found.items.set(itemPath, firstOf(`i${item.id}:${offerKey(data, item, type, category.id)}`, itemPath));
      }
    }
  }
  canonicalsOf.set(data, found);
  return found;
}

/** The canonical page of every category page (`{type}/{id}`): see `canonicals`. */
export const canonicalCategoryPaths = (data: BusinessPayload): Map<string, string> => canonicals(data).categories;

/** The canonical page of every item page (`{type}/{categoryId}/{itemId}`): see `canonicals`. */
export const canonicalItemPaths = (data: BusinessPayload): Map<string, string> => canonicals(data).items;

/** Builds the page list of one tenant. */
export function buildRouteTable(data: BusinessPayload): PageSpec[] {
  const business = data.restaurant;
  const locales = businessLocales(business);
  const defaultLocale = locales[0] ?? 'en';
  const types = routeTypesOf(business);
  const local: Omit<PageSpec, 'path' | 'locale'>[] = [];
  const page = (p: Omit<PageSpec, 'path' | 'locale' | 'canonicalLocalPath' | 'noindex'> & Partial<PageSpec>) =>
    local.push({ canonicalLocalPath: p.localPath, noindex: false, ...p });

  // One selling type, or a digital menu: the landing page sends the visitor straight to the menu.
  const single = landingTarget(business);
  page({ localPath: '', kind: 'landing', ...(single ? { canonicalLocalPath: single, noindex: true } : {}) });
  const typeShells = isDigitalMenu(business) ? DIGITAL_MENU_TYPE_SHELLS : TYPE_SHELLS;

  // Menu pages stay one per type: each is that way of ordering's own page (its hours, its "open now", its name).
  const canonicalCategoryPath = canonicalCategoryPaths(data);
  const canonicalItemPath = canonicalItemPaths(data);
  for (const type of types) {
    const menu = menuForRoute(data.menu, type);
    page({ localPath: type, kind: 'menu', routeType: type });
    for (const category of allCategories(menu)) {
      const categoryPath = `${type}/${category.id}`;
      page({
        localPath: categoryPath,
        kind: 'category',
        routeType: type,
        categoryId: category.id,
        canonicalLocalPath: canonicalCategoryPath.get(categoryPath)!,
      });
      for (const item of category.items) {
        const localPath = `${type}/${category.id}/${item.id}`;
        page({
          localPath,
          kind: 'item',
          routeType: type,
          categoryId: category.id,
          itemId: item.id,
          canonicalLocalPath: canonicalItemPath.get(localPath)!,
        });
      }
    }
    for (const shell of typeShells) {
      page({ localPath: `${type}/${shell}`, kind: 'shell', routeType: type, shell, noindex: true });
    }
  }
  page({ localPath: 'Branches', kind: 'branches' });
  // No policies published: the page says so, for an old link, but is no page for a search engine.
  page({ localPath: 'Policies', kind: 'policies', ...(business.policies.length ? {} : { noindex: true }) });
  page({ localPath: 'Feedback', kind: 'feedback', noindex: true });
  // The bottom navigation's fifth tab (spec §2): links to the information and account pages.
  page({ localPath: 'more', kind: 'more', noindex: true });
  // What the service worker shows for a page it did not keep while there is no network.
  page({ localPath: 'offline', kind: 'offline', noindex: true });
  // A digital menu takes no payment, so it has no page to come back to when one fails.
  const shells = isDigitalMenu(business) ? SHELLS.filter((shell) => shell !== 'payment/fail') : SHELLS;
  for (const shell of shells) page({ localPath: shell, kind: 'shell', shell, noindex: true });

  return locales.flatMap((locale) =>
    local.map((p) => ({ ...p, locale, path: localizedPath(p.localPath, locale, defaultLocale) })),
  );
}
