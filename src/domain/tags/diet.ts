/**
 * Diet tags as schema.org `RestrictedDiet` values, for an item's `suitableForDiet` in its JSON-LD. A diet tag maps
 * by its key (the API's slug); a tag of another kind, or a diet schema.org has no value for, maps to nothing.
 * A vegan dish also suits the vegetarian diet (filter.ts), and says so.
 */
import { suitsDiet } from './filter.ts';
import type { Tag } from './tags.ts';

/** Tag key → the schema.org RestrictedDiet member (https://schema.org/RestrictedDiet). */
const RESTRICTED_DIETS: Readonly<Record<string, string>> = {
  vegan: 'VeganDiet',
  vegetarian: 'VegetarianDiet',
  halal: 'HalalDiet',
  kosher: 'KosherDiet',
  hindu: 'HinduDiet',
  'gluten-free': 'GlutenFreeDiet',
  'lactose-free': 'LowLactoseDiet',
  'low-lactose': 'LowLactoseDiet',
  diabetic: 'DiabeticDiet',
  'low-calorie': 'LowCalorieDiet',
  'low-fat': 'LowFatDiet',
  'low-salt': 'LowSaltDiet',
};

/** The schema.org URL of the diet a tag key names ('vegan' → 'https://schema.org/VeganDiet'), if any. */
export function restrictedDietOf(key: string): string | undefined {
  return Object.hasOwn(RESTRICTED_DIETS, key) ? `https://schema.org/${RESTRICTED_DIETS[key]}` : undefined;
}

/** The schema.org diets an item carrying `tags` suits, each once, in a stable order (empty: leave the field out). */
export function suitableForDiets(tags: readonly Pick<Tag, 'key' | 'kind'>[]): string[] {
  const keys = new Set(tags.filter((t) => t.kind === 'diet').map((t) => t.key));
  return Object.keys(RESTRICTED_DIETS)
    .filter((diet) => suitsDiet(keys, diet))
    .map((diet) => restrictedDietOf(diet)!)
    .filter((url, i, all) => all.indexOf(url) === i);
}
