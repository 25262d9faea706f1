/** Binds the JSON-LD builders to a page context (absolute URLs, localized text, image URLs). */
import { discountedFor } from '../menu/price.ts';
import type { Item } from '../../lib/api/schema.ts';
import type { PageContext } from './context.ts';
import { absoluteUrl } from './absoluteUrl.ts';
import { canonicalCategoryPaths, canonicalItemPaths } from '../routes/routeTable.ts';

/** The JSON-LD context of a page. */
export function ldContext(ctx: PageContext) {
  const base = ctx.base;
  return {
    snapshot: ctx.snapshot,
    absolute: (p: string) => ctx.absolute(p),
    home: ctx.home,
    name: ctx.name,
    /** The menus of the business's selling types (none: a menu-only business without types has its landing). */
    menus: ctx.types.length ? [...ctx.types] : [ctx.home],
    // One Restaurant for every language of the business: its `@id` is the default language's home.
    id: `${ctx.absolute('', ctx.defaultLocale)}#restaurant`,
    text: ctx.text,
    imageUrl: (src: string | null | undefined) => {
      const entry = src ? ctx.snapshot.images[src] : undefined;
      if (!entry) return undefined;
      const w = entry.widths.find((x) => x >= 1024) ?? entry.widths.at(-1);
      return absoluteUrl(`${base}/_img/${entry.hash}-${w}.webp`, ctx.snapshot.siteUrl);
    },
    discountedFor: (item: Item, categoryId: number | null) =>
      discountedFor(item, ctx.snapshot.data.restaurant.currency, {
        discounts: ctx.snapshot.data.discounts,
        route: ctx.spec.routeType,
        categoryId,
      }),
  };
}

/**
 * The first steps of a menu page's breadcrumb trail: the business, then the menu of the page's selling type, unless
 * that menu is the business's home (one selling type: its landing forwards there), which would be the same page
 * twice (review5 crawler N1). The menu's name is our own words (`ours`), the business's name the owner's.
 */
export function menuTrail(
  ctx: PageContext,
  type: string,
  typeName: string,
): Array<{ name: string; localPath: string; ours?: true }> {
  const home = { name: ctx.name, localPath: ctx.home };
  return ctx.home === type ? [home] : [home, { name: typeName, localPath: type, ours: true }];
}

/**
 * A trail as its BreadcrumbList names it: each step by the address a crawler indexes for it. A dish or category
 * alike under two selling types is indexed under one (routeTable.ts canonicals); the pickup copy's trail on screen
 * leads through the pickup pages, and its structured data names the indexed ones, never an address the page's own
 * canonical disowns.
 */
export function canonicalTrail(
  ctx: PageContext,
  trail: ReadonlyArray<{ name: string; localPath: string }>,
): Array<{ name: string; url: string }> {
  const data = ctx.snapshot.data;
  return trail.map((step) => ({
    name: step.name,
    url: ctx.absolute(
      canonicalItemPaths(data).get(step.localPath) ??
        canonicalCategoryPaths(data).get(step.localPath) ??
        step.localPath,
    ),
  }));
}
