/**
 * The menu of one order type and what of it is visible now (spec §5 menu per order type, smart categories).
 */
import type { Category, Item, SmartCategory } from '../lib/api/schema.ts';
import { isAvailableBySchedule, isInsideBranchWindow } from './schedule.ts';
import type { RouteType } from './sellingType.ts';
import type { ZonedClock } from './time.ts';

// Re-exported so menu code finds the text picker beside the menu rules; it lives alone to stay light for islands.
export { localized } from './localizedText.ts';
// The same for which items a route offers: the cart needs it on every menu page, without the schedule rules.
import { itemOfferedIn } from './itemOffer.ts';
export { itemOfferedIn };

/** One category reduced to a route's menu, or null when nothing of it is left. */
function categoryForRoute(category: Category, route: RouteType): Category | null {
  if (category.visible === false) return null;
  const items = (category.items ?? []).filter((item) => itemOfferedIn(item, route));
  const subcategories = menuForRoute(category.subcategories ?? [], route);
  if (items.length === 0 && subcategories.length === 0) return null;
  return { ...category, items, subcategories };
}

/** The categories of a route's menu: new objects holding only offered items; empty and hidden categories dropped. */
export function menuForRoute(categories: Category[], route: RouteType): Category[] {
  if (!Array.isArray(categories)) return [];
  return categories.flatMap((category) => categoryForRoute(category, route) ?? []);
}

/**
 * A selling type's smart categories ("Most ordered") as its menu has their dishes: each item is the menu's (its
 * name, price, sold-out state now, over the smart list's copy), and one the menu no longer offers here (hidden,
 * removed, not for this selling type) is left out, as is a smart category left empty. The smart copy keeps only
 * what the menu's item lacks (its parents' windows, which isSmartItemVisible reads).
 */
export function smartCategoriesForRoute(smart: readonly SmartCategory[], menu: Category[]): SmartCategory[] {
  const offered = new Map<number, Item>();
  for (const { item } of flattenItems(menu)) if (!offered.has(item.id)) offered.set(item.id, item);
  return (Array.isArray(smart) ? smart : []).flatMap((category) => {
    const items = (category.items ?? []).flatMap((copy: Item) => {
      const item = offered.get(copy.id);
      return item ? [{ ...copy, ...item }] : [];
    });
    return items.length ? [{ ...category, items }] : [];
  });
}

/** Whether a smart-category item shows now: item and both parent branches visible, and inside each branch window. */
export function isSmartItemVisible(item: Item, clock: ZonedClock): boolean {
  if (item.visible === false) return false;
  const parents = [item.category?.branch, item.grand_category?.branch];
  return parents.every((branch) => branch?.visible !== false && isInsideBranchWindow(branch, clock));
}

/**
 * Whether a category shows now: its weekly schedule, its branch window and its grand category's branch window
 * all allow it, and neither branch is hidden (`visible: false`).
 */
export function isCategoryVisibleNow(category: Category, clock: ZonedClock): boolean {
  const branches = [category.branch, category.grand_category?.branch];
  return (
    isAvailableBySchedule(category.available, clock) &&
    branches.every((branch) => branch?.visible !== false && isInsideBranchWindow(branch, clock))
  );
}

/** Each item's id → the (sub)category it is first listed in, depth-first (its own pages live under that one). */
export function homeCategories(categories: Category[]): Map<number, number> {
  const home = new Map<number, number>();
  for (const { item, categoryId } of flattenItems(categories)) if (!home.has(item.id)) home.set(item.id, categoryId);
  return home;
}

/** Every item of the categories with the id of the (sub)category holding it, depth-first. */
export function flattenItems(categories: Category[]): Array<{ item: Item; categoryId: number }> {
  const out: Array<{ item: Item; categoryId: number }> = [];
  const visit = (list: Category[]): void => {
    for (const category of Array.isArray(list) ? list : []) {
      for (const item of category.items ?? []) out.push({ item, categoryId: category.id });
      visit(category.subcategories ?? []);
    }
  };
  visit(categories);
  return out;
}
