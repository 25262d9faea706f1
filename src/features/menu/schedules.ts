/** Collects the schedules a menu page carries for its view-time script (see site/pageData.ts). */
import type { Category, SmartCategory } from '../../lib/api/schema.ts';
import type { PageData } from '../site/pageData.ts';

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
