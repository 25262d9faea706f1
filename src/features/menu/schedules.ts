/** Collects the schedules a menu page carries for its view-time script (see site/pageData.ts). */
import { homeCategories } from '../../domain/menu.ts';
import type { Category, SmartCategory } from '../../lib/api/schema.ts';
import type { PageData, ScheduleData } from '../site/pageData.ts';

/** Schedules of these categories and all their subcategories, by id. */
export function categorySchedules(categories: Category[]): PageData['categories'] {
  const out: PageData['categories'] = {};
  const walk = (cats: Category[]) => {
    for (const c of cats) {
      out[String(c.id)] = {
        available: c.available ?? null,
        pin: c.pin ?? null,
        branch: c.branch ?? null,
        grand: c.grand_category?.branch ?? null,
      };
      walk(c.subcategories ?? []);
    }
  };
  walk(categories);
  return out;
}

/**
 * Parent branch windows of smart-category items, by item id (spec §5), and the serving schedules of the category the
 * item is listed in on the menu (`menu`, the page's route menu): a "most ordered" dessert is not offered at noon when
 * desserts are served from 2 pm, as its own category and item pages do not offer it and the checkout would refuse it.
 */
export function smartItemSchedules(smart: SmartCategory[], menu: Category[]): PageData['smartItems'] {
  const serving = servingSchedules(menu);
  const home = homeCategories(menu);
  const out: PageData['smartItems'] = {};
  for (const s of smart) {
    for (const item of s.items) {
      const chain = serving[String(home.get(item.id))];
      out[String(item.id)] = {
        category: item.category?.branch ?? null,
        grand: item.grand_category?.branch ?? null,
        ...(chain ? { serving: chain } : {}),
      };
    }
  }
  return out;
}

/**
 * For each category holding items, the schedules of it and of the categories above it that have one (a subcategory
 * of "Breakfast" is served at breakfast too): what decides whether its dishes are served at a time (spec §5). A
 * category with no schedule anywhere up its chain is left out: always served.
 */
export function servingSchedules(categories: Category[]): Record<string, ScheduleData[]> {
  const out: Record<string, ScheduleData[]> = {};
  const walk = (cats: Category[], above: ScheduleData[]) => {
    for (const c of cats) {
      const own: ScheduleData = {
        available: c.available ?? null,
        pin: null,
        branch: c.branch ?? null,
        grand: c.grand_category?.branch ?? null,
      };
      const chain = own.available || own.branch || own.grand ? [...above, own] : above;
      if (chain.length && c.items?.length) out[String(c.id)] = chain;
      walk(c.subcategories ?? [], chain);
    }
  };
  walk(categories, []);
  return out;
}
