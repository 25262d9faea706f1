import { describe, expect, it } from 'vitest';
import { isNoTagFilter, matchesTagFilter, NO_TAG_FILTER } from './filter.ts';

describe('matchesTagFilter', () => {
  it('shows every item when nothing is chosen', () => {
    expect(matchesTagFilter([], NO_TAG_FILTER)).toBe(true);
    expect(matchesTagFilter(['nuts', 'spicy'], NO_TAG_FILTER)).toBe(true);
    expect(isNoTagFilter(NO_TAG_FILTER)).toBe(true);
  });

  it('a dish suits the chosen diets only when it carries every one of them', () => {
    const filter = { diets: ['vegan', 'gluten-free'], free: [] };
    expect(matchesTagFilter(['vegan', 'gluten-free', 'spicy'], filter)).toBe(true);
    expect(matchesTagFilter(['vegan'], filter)).toBe(false);
    expect(matchesTagFilter(['gluten-free'], filter)).toBe(false);
    expect(matchesTagFilter([], filter)).toBe(false);
  });

  it('a vegan dish counts as vegetarian, a vegetarian one not as vegan', () => {
    expect(matchesTagFilter(['vegan'], { diets: ['vegetarian'], free: [] })).toBe(true);
    expect(matchesTagFilter(['vegetarian'], { diets: ['vegan'], free: [] })).toBe(false);
  });

  it('"free of" hides a dish that contains any of the chosen allergens', () => {
    const filter = { diets: [], free: ['nuts', 'dairy'] };
    expect(matchesTagFilter(['nuts'], filter)).toBe(false);
    expect(matchesTagFilter(['dairy', 'vegetarian'], filter)).toBe(false);
    expect(matchesTagFilter(['gluten', 'vegetarian'], filter)).toBe(true);
  });

  it('"free of" keeps a dish with no allergen tags (the filter knows only what the business tagged)', () => {
    expect(matchesTagFilter([], { diets: [], free: ['nuts'] })).toBe(true);
  });

  it('diets and allergens combine: suitable for all chosen diets and free of every chosen allergen', () => {
    const filter = { diets: ['vegetarian'], free: ['nuts'] };
    expect(matchesTagFilter(['vegetarian', 'dairy'], filter)).toBe(true);
    expect(matchesTagFilter(['vegetarian', 'nuts'], filter)).toBe(false);
    expect(matchesTagFilter(['dairy'], filter)).toBe(false);
  });

  it('a key such as "constructor" is just an unknown key, not something inherited', () => {
    expect(matchesTagFilter(['vegan'], { diets: ['constructor'], free: [] })).toBe(false);
    expect(matchesTagFilter(['__proto__'], { diets: [], free: ['toString'] })).toBe(true);
  });
});
