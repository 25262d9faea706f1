import { describe, expect, test } from 'vitest';
import { dishPriceText, priceText, type PriceTranslate } from './price.ts';
import { linePriceText } from '../cart/LinePrice.tsx';

const WORDS: Record<Parameters<PriceTranslate>[0], string> = {
  'item.priceFrom': 'From {{price}}',
  'item.priceOnSelection': 'Price on selection',
  'item.priceRange': '{{min}} – {{max}}',
  'item.free': 'Free',
};
const t: PriceTranslate = (key, values = {}) =>
  WORDS[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
const text = (display: Parameters<typeof priceText>[0]) => priceText(display, 'KWD', 'en', t);

describe('a dish that costs nothing', () => {
  test('says "Free" on its card and page, not "KWD 0.000"', () => {
    expect(text({ kind: 'single', amount: 0 })).toBe('Free');
    expect(dishPriceText(0, 'KWD', 'en', t)).toBe('Free');
  });

  test('a discount that gives it away says "Free" too (the price before it is struck through beside)', () => {
    expect(text({ kind: 'single', amount: 0, was: 750 })).toBe('Free');
  });

  test('a size of it that costs nothing says "Free" among the others', () => {
    expect(
      text({
        kind: 'options',
        options: [
          { id: 1, label: 'Glass', amount: 0 },
          { id: 2, label: 'Jug', amount: 1500 },
        ],
      }),
    ).toBe('Glass Free · Jug KWD\u00a01.500');
  });

  test('a lowest price of nothing in a "from" or a range stays an amount: the start of a scale', () => {
    expect(text({ kind: 'from', amount: 0 })).toBe('From KWD\u00a00.000');
    expect(text({ kind: 'range', min: 0, max: 1500 })).toBe('KWD\u00a00.000 – KWD\u00a01.500');
  });

  test('any other price is the amount, in the currency', () => {
    expect(text({ kind: 'single', amount: 1 })).toBe('KWD\u00a00.001');
    expect(dishPriceText(420, 'CHF', 'de-CH', t)).toBe('CHF\u00a04.20');
  });
});

describe("a cart or order line's price", () => {
  const money = (minor: number) => `KWD ${(minor / 1000).toFixed(3)}`;

  test('a line that costs nothing says the word it is given', () => {
    expect(linePriceText(0, money, 'Free')).toBe('Free');
  });

  test('without the word (an older page), or with a price, it is the amount', () => {
    expect(linePriceText(0, money, undefined)).toBe('KWD 0.000');
    expect(linePriceText(650, money, 'Free')).toBe('KWD 0.650');
  });
});
