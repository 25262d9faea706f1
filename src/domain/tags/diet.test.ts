import { describe, expect, it } from 'vitest';
import { restrictedDietOf, suitableForDiets } from './diet.ts';

const diet = (key: string) => ({ key, kind: 'diet' as const });

describe('schema.org diets of tags', () => {
  it('maps the diet keys schema.org knows to RestrictedDiet members', () => {
    expect(restrictedDietOf('vegan')).toBe('https://schema.org/VeganDiet');
    expect(restrictedDietOf('vegetarian')).toBe('https://schema.org/VegetarianDiet');
    expect(restrictedDietOf('halal')).toBe('https://schema.org/HalalDiet');
    expect(restrictedDietOf('gluten-free')).toBe('https://schema.org/GlutenFreeDiet');
    expect(restrictedDietOf('kosher')).toBe('https://schema.org/KosherDiet');
  });

  it('maps nothing for a key schema.org has no diet for, or an inherited property name', () => {
    expect(restrictedDietOf('spicy')).toBeUndefined();
    expect(restrictedDietOf('paleo')).toBeUndefined();
    expect(restrictedDietOf('constructor')).toBeUndefined();
  });

  it('an item suits the diets of its diet tags, a vegan one the vegetarian diet too', () => {
    expect(suitableForDiets([diet('gluten-free'), diet('vegan')])).toEqual([
      'https://schema.org/VeganDiet',
      'https://schema.org/VegetarianDiet',
      'https://schema.org/GlutenFreeDiet',
      'https://schema.org/LowLactoseDiet',
    ]);
  });

  it('ignores tags that are not diets, whatever their key', () => {
    expect(
      suitableForDiets([
        { key: 'vegan', kind: 'other' },
        { key: 'halal', kind: 'allergen' },
      ]),
    ).toEqual([]);
    expect(suitableForDiets([])).toEqual([]);
  });
});
