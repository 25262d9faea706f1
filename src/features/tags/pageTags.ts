/**
 * What the pages show of tags: an item's tags as labels (diets and other labels as chips, allergens after
 * "Contains:"), the keys its card carries for the filter script, and the choices a menu or category page offers.
 */
import type { Item } from '../../lib/api/schema.ts';
import { suitsDiet } from '../../domain/tags/filter.ts';
import { isFilterableTag, tagsOfItem, type Tag } from '../../domain/tags/tags.ts';
import type { PageContext } from '../site/context.ts';
import { tagIconPath } from './icons.ts';

/** One tag as a page shows it. */
export interface TagLabel {
  key: string;
  name: string;
  icon: string;
}

/** An item's tags for its card or page: labels (diets first, then other labels) and the allergens it contains. */
export function itemTagLabels(ctx: PageContext, item: Item): { labels: TagLabel[]; allergens: TagLabel[] } {
  const label = (tag: Tag): TagLabel => ({ key: tag.key, name: ctx.text(tag.names), icon: tagIconPath(tag.icon) });
  const tags = tagsOfItem(item, ctx.snapshot.tags ?? []).filter((t) => ctx.text(t.names));
  return {
    labels: [...tags.filter((t) => t.kind === 'diet'), ...tags.filter((t) => t.kind === 'other')].map(label),
    allergens: tags.filter((t) => t.kind === 'allergen').map(label),
  };
}

/**
 * The filterable keys an item carries, space-separated, for its card's `data-tags` (the filter script reads them);
 * undefined when the business has no tag to filter by, so its pages carry nothing for it.
 */
export function itemTagKeys(ctx: PageContext, item: Item): string | undefined {
  const tags = ctx.snapshot.tags ?? [];
  if (!tags.some(isFilterableTag)) return undefined;
  return tagsOfItem(item, tags)
    .filter(isFilterableTag)
    .map((t) => t.key)
    .join(' ');
}

/**
 * The choices of a menu's filter: the diets some item of the menu suits and the allergens some item contains, in
 * the business's order. A tag no item carries would change nothing and is left out.
 */
export function filterChoices(ctx: PageContext, items: readonly Item[]): { diets: TagLabel[]; allergens: TagLabel[] } {
  const tags = ctx.snapshot.tags ?? [];
  const carried = items.map((item) => new Set(tagsOfItem(item, tags).map((t) => t.key)));
  const label = (tag: Tag): TagLabel => ({ key: tag.key, name: ctx.text(tag.names), icon: tagIconPath(tag.icon) });
  const named = tags.filter((t) => ctx.text(t.names));
  return {
    diets: named.filter((t) => t.kind === 'diet' && carried.some((keys) => suitsDiet(keys, t.key))).map(label),
    allergens: named.filter((t) => t.kind === 'allergen' && carried.some((keys) => keys.has(t.key))).map(label),
  };
}
