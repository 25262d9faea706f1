import { describe, expect, it } from 'vitest';
import type { Item } from '../../lib/api/schema.ts';
import type { Tag } from '../../domain/tags/tags.ts';
import type { PageContext } from '../site/context.ts';
import { filterChoices, itemTagKeys, itemTagLabels } from './pageTags.ts';

const tag = (id: number, key: string, kind: Tag['kind'], name: string, icon: string | null = key): Tag => ({
  id,
  key,
  kind,
  icon,
  names: [{ locale: 'en', name }],
});
const TAGS = [
  tag(1, 'vegan', 'diet', 'Vegan'),
  tag(2, 'vegetarian', 'diet', 'Vegetarian'),
  tag(3, 'halal', 'diet', 'Halal'),
  tag(4, 'nuts', 'allergen', 'Nuts'),
  tag(5, 'dairy', 'allergen', 'Dairy'),
  tag(6, 'spicy', 'other', 'Spicy'),
  tag(7, 'blank', 'diet', ''),
];
const ctxWith = (tags: Tag[]) =>
  ({ snapshot: { tags }, text: (v: Tag['names'] | undefined) => v?.[0]?.name ?? '' }) as unknown as PageContext;
const item = (...tags: number[]) => ({ tags: tags.map(String) }) as unknown as Item;

describe('tags on pages', () => {
  it('lists diets before other labels as chips, and allergens apart, each with its icon', () => {
    const { labels, allergens } = itemTagLabels(ctxWith(TAGS), item(6, 4, 1));
    expect(labels.map((l) => l.name)).toEqual(['Vegan', 'Spicy']);
    expect(allergens.map((l) => l.name)).toEqual(['Nuts']);
    expect(labels[0]!.icon).toMatch(/^M/);
  });

  it('leaves out a tag with no name in any locale', () => {
    expect(itemTagLabels(ctxWith(TAGS), item(7)).labels).toEqual([]);
  });

  it('gives a card only the keys the filter uses', () => {
    expect(itemTagKeys(ctxWith(TAGS), item(6, 4, 1))).toBe('vegan nuts');
    expect(itemTagKeys(ctxWith(TAGS), item())).toBe('');
  });

  it('gives cards no keys at all for a business with nothing to filter by', () => {
    expect(itemTagKeys(ctxWith([tag(6, 'spicy', 'other', 'Spicy')]), item(6))).toBeUndefined();
    expect(itemTagKeys(ctxWith([]), item())).toBeUndefined();
  });

  it('offers the diets the menu’s items suit (a vegan dish makes "vegetarian" useful) and the allergens they contain', () => {
    const choices = filterChoices(ctxWith(TAGS), [item(1, 5), item(6)]);
    expect(choices.diets.map((c) => c.key)).toEqual(['vegan', 'vegetarian']);
    expect(choices.allergens.map((c) => c.key)).toEqual(['dairy']);
    expect(filterChoices(ctxWith(TAGS), [item(6)])).toEqual({ diets: [], allergens: [] });
  });
});
