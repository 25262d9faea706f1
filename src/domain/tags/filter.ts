/**
 * The menu filter by tags: "suitable for" diets and "free of" allergens.
 *
 * - An item is suitable for the chosen diets when it carries every one of them (vegan *and* gluten-free), a diet
 *   counting as carried when the item carries a stricter one that includes it (a vegan dish is vegetarian).
 * - An item is free of the chosen allergens when it carries none of them. An item with no allergen tags passes:
 *   the filter can only know what the business tagged (the filter bar says so).
 * Tags are named by their keys (tag.ts `Tag.key`).
 */

export interface TagFilter {
  /** Diet keys the item must suit, every one. */
  diets: readonly string[];
  /** Allergen keys the item must not contain, any one. */
  free: readonly string[];
}

export const NO_TAG_FILTER: TagFilter = { diets: [], free: [] };

/** Diets that a stricter one includes: an item tagged with any key on the right suits the key on the left. */
const INCLUDED_IN: Readonly<Record<string, readonly string[]>> = {
  vegetarian: ['vegan'],
  'lactose-free': ['vegan'],
  'dairy-free': ['vegan'],
};

/** Whether the filter chooses nothing (every item shows). */
export function isNoTagFilter(filter: TagFilter): boolean {
  return filter.diets.length === 0 && filter.free.length === 0;
}

/** Whether an item carrying `keys` suits a diet, directly or through a stricter diet that includes it. */
export function suitsDiet(keys: ReadonlySet<string>, diet: string): boolean {
  return keys.has(diet) || (Object.hasOwn(INCLUDED_IN, diet) && INCLUDED_IN[diet]!.some((k) => keys.has(k)));
}

/** Whether an item carrying the tag keys `keys` shows under the filter. */
export function matchesTagFilter(keys: Iterable<string>, filter: TagFilter): boolean {
  const carried = new Set(keys);
  return filter.diets.every((diet) => suitsDiet(carried, diet)) && !filter.free.some((a) => carried.has(a));
}
