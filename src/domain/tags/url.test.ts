import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_TAG_FILTER } from './filter.ts';
import { parseTagFilter, tagFilterSearch } from './url.ts';

const vocabulary = { diets: ['vegan', 'vegetarian', 'gluten-free', 'halal'], allergens: ['nuts', 'dairy', 'gluten'] };

describe('the tag filter in the URL', () => {
  it('reads diets from ?tags= and allergens from ?free=, comma-separated', () => {
    expect(parseTagFilter('?tags=vegan,gluten-free&free=nuts', vocabulary)).toEqual({
      diets: ['vegan', 'gluten-free'],
      free: ['nuts'],
    });
  });

  it('writes the filter back as ?tags=…&free=… with readable commas', () => {
    expect(tagFilterSearch('', { diets: ['vegan', 'gluten-free'], free: ['nuts'] })).toBe(
      '?tags=vegan,gluten-free&free=nuts',
    );
  });

  it('round-trips every choice the page offers, in the page’s order', () => {
    const subset = (keys: readonly string[]) => fc.subarray([...keys]);
    fc.assert(
      fc.property(subset(vocabulary.diets), subset(vocabulary.allergens), (diets, free) => {
        const filter = { diets, free };
        const parsed = parseTagFilter(tagFilterSearch('', filter), vocabulary);
        expect(parsed).toEqual(diets.length || free.length ? filter : NO_TAG_FILTER);
      }),
    );
  });

  it('keeps the other parameters and drops the old filter', () => {
    expect(tagFilterSearch('?q=falafel&tags=halal&coupon=X1&free=dairy', { diets: ['vegan'], free: [] })).toBe(
      '?q=falafel&coupon=X1&tags=vegan',
    );
  });

  it('clearing the filter leaves no parameter of it, and no "?" when nothing else is left', () => {
    expect(tagFilterSearch('?tags=vegan&free=nuts', NO_TAG_FILTER)).toBe('');
    expect(tagFilterSearch('?tags=vegan&q=tea', NO_TAG_FILTER)).toBe('?q=tea');
  });

  it('orders and de-duplicates keys the page’s way, so one choice has one URL', () => {
    expect(parseTagFilter('?tags=halal,vegan,halal', vocabulary)).toEqual({ diets: ['vegan', 'halal'], free: [] });
  });

  it('accepts repeated parameters, upper case and spaces (what a plain form or a hand-typed URL gives)', () => {
    expect(parseTagFilter('tags=Vegan&tags=%20halal%20&free=NUTS', vocabulary)).toEqual({
      diets: ['vegan', 'halal'],
      free: ['nuts'],
    });
  });

  it('ignores unknown tags, and a diet asked as an allergen or the other way round', () => {
    expect(parseTagFilter('?tags=paleo,nuts,vegan&free=vegan,shellfish', vocabulary)).toEqual({
      diets: ['vegan'],
      free: [],
    });
    expect(parseTagFilter('?tags=paleo&free=shellfish', vocabulary)).toBe(NO_TAG_FILTER);
  });

  it('survives encoded junk: broken escapes, markup, NUL, inherited property names', () => {
    for (const junk of [
      '?tags=%E0%A4%A&free=%',
      '?tags=%3Cscript%3Ealert(1)%3C/script%3E',
      '?tags=vegan%00&free=nuts%00',
      '?tags=__proto__,constructor&free=toString',
      '?tags=,,,&free=',
      '?%%%=%%%',
    ]) {
      expect(parseTagFilter(junk, vocabulary), junk).toBe(NO_TAG_FILTER);
    }
    expect(parseTagFilter('?tags=vegan%2Cnuts', vocabulary)).toEqual({ diets: ['vegan'], free: [] });
  });

  it('reads a huge list quickly and keeps only known keys', () => {
    const huge = `?tags=${Array.from({ length: 100_000 }, (_, i) => `x${i}`).join(',')},vegan&free=${'nuts,'.repeat(50_000)}`;
    const started = performance.now();
    const parsed = parseTagFilter(huge, vocabulary);
    expect(performance.now() - started).toBeLessThan(200);
    expect(parsed.free).toEqual(['nuts']);
    // Past the first 2,000 characters of a value nothing is read: the far end of the list cannot add a key.
    expect(parsed.diets).toEqual([]);
  });

  it('never throws, whatever the query string', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const parsed = parseTagFilter(search, vocabulary);
        expect(parsed.diets.every((k) => vocabulary.diets.includes(k))).toBe(true);
        expect(parsed.free.every((k) => vocabulary.allergens.includes(k))).toBe(true);
      }),
    );
  });
});
