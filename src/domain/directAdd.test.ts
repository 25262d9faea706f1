import { expect, test } from 'vitest';
import { directAddOf } from './directAdd.ts';
import { makeItem } from './testFixtures.ts';

const open = { hidePrice: false, cartEnabled: true };
const sauce = [
  {
    id: 1,
    locales: [{ locale: 'en', name: 'Sauce' }],
    min: 1,
    max: 1,
    options: [{ id: 2, locales: [{ locale: 'en', name: 'Garlic' }] }],
  },
];

test('an item with one price and nothing to choose is added straight from the menu', () => {
  expect(directAddOf(makeItem(), open)).toBe('direct');
});

test('an item with several price labels opens the price chooser', () => {
  expect(
    directAddOf(
      makeItem({
        price_labels: [
          { id: 1, price: 1 },
          { id: 2, price: 2 },
        ],
      }),
      open,
    ),
  ).toBe('chooser');
});

test('an item with modifiers goes to its page, unless modifiers are switched off', () => {
  expect(directAddOf(makeItem({ modifiers: sauce }), open)).toBe('details');
  expect(directAddOf(makeItem({ modifiers: sauce }), { ...open, modifiersEnabled: false })).toBe('direct');
});

test('an item that needs a note goes to its page', () => {
  expect(directAddOf(makeItem({ require_comment: true }), open)).toBe('details');
});

test('hidden prices, a disabled cart or a disabled item never add directly', () => {
  expect(directAddOf(makeItem(), { ...open, hidePrice: true })).toBe('details');
  expect(directAddOf(makeItem(), { ...open, cartEnabled: false })).toBe('details');
  expect(directAddOf(makeItem({ disabled: true }), open)).toBe('details');
});
