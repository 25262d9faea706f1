/**
 * The names an order page needs to say what was ordered (an order answer carries ids only): every item of the
 * menu with its price labels and modifier options, in the page's locale. Written into the page as inert JSON.
 * Hidden dishes and categories are named too (a decision, seen by a QA walk: a staff-only dish's name is in these
 * pages' source): an order placed before a dish was hidden is still named by it, not by a number; the pages are
 * noindex, and a name is all they carry of it (no price, no picture, no page).
 */
import { flattenItems } from '../../../domain/menu.ts';
import type { Category, LocalizedText } from '../../../lib/api/schema.ts';
import type { OrderNames } from './orders.ts';

export const ORDER_NAMES_ID = 'sf-order-names';

/** The order names of a menu; `text` picks a localized text in the page's locale. */
export function orderNamesOf(menu: Category[], text: (t: LocalizedText | undefined) => string): OrderNames {
  const items: OrderNames['items'] = {};
  for (const { item } of flattenItems(menu)) {
    if (items[item.id]) continue;
    const labels: Record<string, string> = {};
    for (const l of item.price_labels) {
      // A single unnamed label ("" or the default) says nothing: leave it out.
      const name = text(l.locales) || l.label;
      if (name && item.price_labels.length > 1) labels[l.id] = name;
    }
    const modifiers: Record<string, string> = {};
    for (const group of item.modifiers) for (const o of group.options) modifiers[o.id] = text(o.locales);
    items[item.id] = { name: text(item.names), labels, modifiers };
  }
  return { items };
}
