import { describe, expect, it } from 'vitest';
import { DESCRIPTION_NAMES, listDescription } from './description.ts';

describe('a page described by what it lists', () => {
  it('joins the names as the language joins a list', () => {
    expect(listDescription(['Starters', 'Wraps', 'Grills'], 'en')).toBe('Starters, Wraps, and Grills');
    expect(listDescription(['مقبلات', 'لفائف'], 'ar')).toBe('مقبلات ولفائف');
  });

  it('lists the first names once each, blanks and garbage left out, and nothing for nothing', () => {
    const many = Array.from({ length: 20 }, (_, i) => `Dish ${i}`);
    expect(listDescription(many, 'en').split(', ')).toHaveLength(DESCRIPTION_NAMES);
    expect(listDescription(['Tea', ' Tea ', '', null as unknown as string, 'Coffee'], 'en')).toBe('Tea and Coffee');
    expect(listDescription([], 'en')).toBe('');
  });
});
