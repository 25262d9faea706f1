/** Collects the schedules a menu page carries for its view-time script (see site/pageData.ts). */
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

/** Parent branch windows of smart-category items, by item id. */
export function smartItemSchedules(smart: SmartCategory[]): PageData['smartItems'] {
  const out: PageData['smartItems'] = {};
  for (const s of smart) {
    for (const item of s.items)
      out[String(item.id)] = { category: item.category?.branch ?? null, grand: item.grand_category?.branch ?? null };
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
