import { describe, expect, it } from 'vitest';
import { isFilterableTag, mergeTagAnswers, tagKeyOf, tagsOfItem } from './tags.ts';

const en = [
  { id: 11, kind: 'diet' as const, slug: 'vegan', name: 'Vegan', icon: 'vegan' },
  { id: 13, kind: 'allergen' as const, slug: 'nuts', name: 'Nuts', icon: 'nuts' },
  { id: 14, kind: 'other' as const, name: 'New', icon: null },
];
const ar = [
  { id: 13, kind: 'allergen' as const, slug: 'nuts', name: 'مكسرات', icon: 'nuts' },
  { id: 11, kind: 'diet' as const, slug: 'vegan', name: 'نباتي صرف', icon: 'vegan' },
  { id: 19, kind: 'other' as const, slug: 'ramadan', name: 'رمضان', icon: null },
];

describe('tag definitions', () => {
  it('merges the answers of each locale into one tag with a name per locale, in the first answer’s order', () => {
    const tags = mergeTagAnswers([
      { locale: 'en', tags: en },
      { locale: 'ar', tags: ar },
    ]);
    expect(tags.map((t) => t.key)).toEqual(['vegan', 'nuts', '14', 'ramadan']);
    expect(tags[0]).toEqual({
      id: 11,
      key: 'vegan',
      kind: 'diet',
      icon: 'vegan',
      names: [
        { locale: 'en', name: 'Vegan' },
        { locale: 'ar', name: 'نباتي صرف' },
      ],
    });
    expect(tags[3]!.names).toEqual([{ locale: 'ar', name: 'رمضان' }]);
  });

  it('names a tag without a slug by its id', () => {
    expect(tagKeyOf({ id: 17 })).toBe('17');
    expect(tagKeyOf({ id: 17, slug: null })).toBe('17');
    expect(tagKeyOf({ id: 17, slug: 'halal' })).toBe('halal');
  });

  it('gives an item its tags in the business’s order, each once, and drops ids the business does not define', () => {
    const tags = mergeTagAnswers([{ locale: 'en', tags: en }]);
    expect(tagsOfItem({ tags: ['14', '11', '99', '11', ' 13 '] }, tags).map((t) => t.key)).toEqual([
      'vegan',
      'nuts',
      '14',
    ]);
    expect(tagsOfItem({}, tags)).toEqual([]);
    expect(tagsOfItem({ tags: null }, tags)).toEqual([]);
  });

  it('lets visitors filter by diets and allergens, not by other labels', () => {
    expect([isFilterableTag({ kind: 'diet' }), isFilterableTag({ kind: 'allergen' })]).toEqual([true, true]);
    expect(isFilterableTag({ kind: 'other' })).toBe(false);
  });
});
