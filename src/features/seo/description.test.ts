import { describe, expect, it } from 'vitest';
import {
  clippedDescription,
  DESCRIPTION_MAX,
  DESCRIPTION_NAMES,
  fullerDescription,
  listDescription,
} from './description.ts';

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

describe('a description that says too little', () => {
  it('is followed by what else the page shows until it says enough: "From 2 pm" names the dishes and the business', () => {
    expect(fullerDescription('From 2 pm', ['Kunafa, Umm Ali and Muhallabia', 'Shawarma House'])).toBe(
      'From 2 pm · Kunafa, Umm Ali and Muhallabia · Shawarma House',
    );
    // Enough already after the dishes: the business is not added.
    expect(
      fullerDescription('From 2 pm', ['Kunafa, Umm Ali, Muhallabia, Baklava and Basbousa', 'Shawarma House']),
    ).toBe('From 2 pm · Kunafa, Umm Ali, Muhallabia, Baklava and Basbousa');
  });

  it('counts a CJK character double: 4 characters are thin, 25 are enough', () => {
    expect(fullerDescription('馕坑现烤', ['面包', 'KWD 0.250', '达斯塔尔宽'])).toBe(
      '馕坑现烤 · 面包 · KWD 0.250 · 达斯塔尔宽',
    );
    const long = '传统馕坑现烤的面饼外脆内软配上芝麻和洋葱籽香气扑鼻适合搭配烤肉';
    expect(fullerDescription(long, ['Breads'])).toBe(long);
  });

  it('leaves a long description alone, skips empty parts and what it already says, and gives nothing for nothing', () => {
    const long = 'Slow-roasted lamb shoulder with saffron rice, almonds and a yogurt sauce on the side.';
    expect(fullerDescription(long, ['Grills', 'KWD 4.500'])).toBe(long);
    expect(fullerDescription('Hummus', ['', undefined, 'hummus', 'KWD 1.000'])).toBe('Hummus · KWD 1.000');
    expect(fullerDescription('', [undefined, ''])).toBe('');
  });
});

describe('a description longer than a search result shows', () => {
  const long =
    "Our grandmother's slow-cooked family specialities from the mountain villages of the north, served with warm " +
    'bread, pickles, fresh herbs and a choice of three sauces made every morning in our own kitchen.';

  it('is cut after the last whole word that fits and ends with an ellipsis', () => {
    const clipped = clippedDescription(long);
    expect(clipped.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(clipped.endsWith('…')).toBe(true);
    expect(long.startsWith(clipped.slice(0, -1))).toBe(true);
    expect(long[clipped.length - 1]).toMatch(/[\s,]/); // the word before the cut is whole
  });

  it('keeps one that fits as it is, its runs of spaces and line breaks made one space', () => {
    expect(clippedDescription('Wraps,\n  grills and   sweets')).toBe('Wraps, grills and sweets');
    expect(clippedDescription('x'.repeat(DESCRIPTION_MAX))).toBe('x'.repeat(DESCRIPTION_MAX));
  });

  it('counts a wide character twice and cuts a text without spaces at a character, never inside one', () => {
    const japanese = '喫茶東京の自家焙煎コーヒーと季節の和菓子'.repeat(10);
    const clipped = clippedDescription(japanese);
    expect([...clipped.slice(0, -1)].length * 2).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(japanese.startsWith(clipped.slice(0, -1))).toBe(true);
    const emoji = '🍲'.repeat(200);
    expect(clippedDescription(emoji).slice(0, -1)).toMatch(/^(🍲)+$/u);
  });
});
