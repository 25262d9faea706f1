import { describe, expect, test } from 'vitest';
import { makeItem } from '../../domain/testFixtures.ts';
import { lineChoices, lineChoicesParts, type LineChoices } from './lineChoices.ts';

/** The choices on one line of text, as the checkout's summary reads. */
const lineChoicesText = (choices: LineChoices, locale: string) =>
  lineChoicesParts(choices, locale)
    .map((part) => part.value)
    .join('');

const names = (en: string, ar: string) => [
  { locale: 'en', name: en },
  { locale: 'ar', name: ar },
];
const wrap = makeItem({
  price_labels: [
    { id: 11, price: 0.6, locales: names('Small', 'صغير') },
    { id: 12, price: 0.85, locales: names('Medium', 'وسط') },
  ],
  modifiers: [
    {
      id: 501,
      locales: names('Sauce', 'الصلصة'),
      min: 1,
      max: 1,
      options: [{ id: 5011, locales: names('Garlic toum', 'ثومية'), price: 0 }],
    },
    {
      id: 502,
      locales: names('Extras', 'إضافات'),
      min: 0,
      max: 3,
      options: [{ id: 5021, locales: names('Extra cheese', 'جبنة إضافية'), price: 0.15 }],
    },
  ],
});
const line = { priceLabelId: 12, modifiers: [{ id: 5011 }, { id: 5021 }] };

describe('the choices read back on a cart line', () => {
  test('name the size and the options in the page language', () => {
    expect(lineChoicesText(lineChoices(line, wrap, 'en', []), 'en')).toBe('Medium · Garlic toum and Extra cheese');
    expect(lineChoicesText(lineChoices(line, wrap, 'ar', []), 'ar')).toBe('وسط · ثومية وجبنة إضافية');
  });

  test('give the names apart from our separators, for each name to be laid out in its own direction', () => {
    expect(lineChoicesParts({ label: 'Large', options: ['ثومية', 'Extra cheese'] }, 'ar')).toEqual([
      { type: 'element', value: 'Large' },
      { type: 'literal', value: ' · ' },
      { type: 'element', value: 'ثومية' },
      { type: 'literal', value: ' و' },
      { type: 'element', value: 'Extra cheese' },
    ]);
    expect(lineChoicesParts({ label: '', options: ['Toum'] }, 'en')).toEqual([{ type: 'element', value: 'Toum' }]);
  });

  test('say how many of an option taken more than once, in the page digits', () => {
    const twice = {
      priceLabelId: 12,
      modifiers: [
        { id: 5011, quantity: 1 },
        { id: 5021, quantity: 2 },
      ],
    };
    expect(lineChoicesText(lineChoices(twice, wrap, 'en', []), 'en')).toBe('Medium · Garlic toum and Extra cheese ×2');
    expect(lineChoices(twice, wrap, 'fa', [])).toEqual({
      label: 'Medium',
      options: ['Garlic toum', 'Extra cheese ×۲'],
    });
  });

  test('leave out the size of an item sold in one size', () => {
    const single = makeItem({ price_labels: [{ id: 1, price: 1, locales: names('Regular', 'عادي') }] });
    expect(lineChoices({ priceLabelId: 1, modifiers: [] }, single, 'en', [])).toEqual({ label: '', options: [] });
    expect(lineChoicesText({ label: '', options: [] }, 'en')).toBe('');
  });

  test('skip an option the menu no longer has, and an item it no longer has', () => {
    const gone = { priceLabelId: 12, modifiers: [{ id: 9999 }, { id: 5021 }] };
    expect(lineChoices(gone, wrap, 'en', [])).toEqual({ label: 'Medium', options: ['Extra cheese'] });
    expect(lineChoices(gone, undefined, 'en', [])).toEqual({ label: '', options: [] });
  });
});
