import { describe, expect, it } from 'vitest';
import type { PriceDisplayMode } from '../lib/api/schema.ts';
import { priceDisplayFor, type PriceDisplayOptions } from './priceDisplay.ts';
import { makeItem } from './testFixtures.ts';

const sizes = [
  { id: 1, label: 'Small', locales: [{ locale: 'ar', name: 'صغير' }], price: 1.5 },
  { id: 2, label: 'Large', locales: [{ locale: 'en', name: 'Large (12")' }], price: 2.75 },
  { id: 3, label: 'Medium', price: 2 },
];
const options = (mode: PriceDisplayMode, extra: Partial<PriceDisplayOptions> = {}): PriceDisplayOptions => ({
  mode,
  hidePrice: false,
  currency: 'KWD',
  locale: 'en',
  fallbacks: ['ar'],
  ...extra,
});

describe('priceDisplayFor', () => {
  it('hides the price when the business hides prices', () => {
    expect(priceDisplayFor(makeItem({ price_labels: sizes }), options(1, { hidePrice: true }))).toEqual({
      kind: 'hidden',
    });
  });

  it('shows the single price of an item with one label, whatever the mode', () => {
    for (const mode of [0, 1, 2, 3] as const) {
      expect(priceDisplayFor(makeItem({ price_labels: [{ id: 1, price: 1.5 }] }), options(mode))).toEqual({
        kind: 'single',
        amount: 1500,
      });
    }
  });

  it('starts from the lowest price in mode 0', () => {
    expect(priceDisplayFor(makeItem({ price_labels: sizes }), options(0))).toEqual({ kind: 'from', amount: 1500 });
  });

  it('lists every option with its localized label in mode 1', () => {
    expect(priceDisplayFor(makeItem({ price_labels: sizes }), options(1))).toEqual({
      kind: 'options',
      options: [
        { id: 1, label: 'صغير', amount: 1500 },
        { id: 2, label: 'Large (12")', amount: 2750 },
        { id: 3, label: 'Medium', amount: 2000 },
      ],
    });
  });

  it('shows "price on selection" in mode 2', () => {
    expect(priceDisplayFor(makeItem({ price_labels: sizes }), options(2))).toEqual({ kind: 'on-selection' });
  });

  it('shows the range from lowest to highest in mode 3', () => {
    expect(priceDisplayFor(makeItem({ price_labels: sizes }), options(3))).toEqual({
      kind: 'range',
      min: 1500,
      max: 2750,
    });
  });

  it('shows a single price in mode 3 when every label costs the same', () => {
    const same = [
      { id: 1, price: 2 },
      { id: 2, price: 2 },
    ];
    expect(priceDisplayFor(makeItem({ price_labels: same }), options(3))).toEqual({ kind: 'single', amount: 2000 });
  });

  it('lets the item price_option override the business mode', () => {
    expect(priceDisplayFor(makeItem({ price_labels: sizes, price_option: 3 }), options(0))).toMatchObject({
      kind: 'range',
    });
    expect(priceDisplayFor(makeItem({ price_labels: sizes, price_option: 0 }), options(2))).toMatchObject({
      kind: 'from',
    });
  });

  it('uses the currency digits and rounding for amounts', () => {
    const item = makeItem({ price_labels: [{ id: 1, price: 1.23 }] });
    expect(priceDisplayFor(item, options(0, { currency: 'CHF' }))).toEqual({ kind: 'single', amount: 125 });
    expect(priceDisplayFor(item, options(0, { currency: 'JPY' }))).toEqual({ kind: 'single', amount: 1 });
  });

  it('falls back to "from" for an unknown mode and hides an item without labels', () => {
    expect(priceDisplayFor(makeItem({ price_labels: sizes }), options(9 as never))).toMatchObject({ kind: 'from' });
    expect(priceDisplayFor({ ...makeItem(), price_labels: [] }, options(0))).toEqual({ kind: 'hidden' });
    expect(priceDisplayFor({ ...makeItem(), price_labels: null } as never, options(0))).toEqual({ kind: 'hidden' });
  });
});

describe('prices after a selling type’s menu discount', () => {
  const tenPercentOff = (unit: number) => unit - Math.round(unit / 10);
  it('a single price is what it costs now, the price before it kept beside', () => {
    const item = makeItem({ price_labels: [{ id: 1, price: 1.75 }] });
    expect(priceDisplayFor(item, options(0, { discounted: tenPercentOff }))).toEqual({
      kind: 'single',
      amount: 1575,
      was: 1750,
    });
  });

  it('"from" and each option are discounted; a range shows what it costs now', () => {
    const item = makeItem({ price_labels: sizes });
    expect(priceDisplayFor(item, options(0, { discounted: tenPercentOff }))).toEqual({
      kind: 'from',
      amount: 1350,
      was: 1500,
    });
    const listed = priceDisplayFor(item, options(1, { discounted: tenPercentOff }));
    expect(listed.kind === 'options' && listed.options.map((o) => [o.amount, o.was])).toEqual([
      [1350, 1500],
      [2475, 2750],
      [1800, 2000],
    ]);
    expect(priceDisplayFor(item, options(3, { discounted: tenPercentOff }))).toEqual({
      kind: 'range',
      min: 1350,
      max: 2475,
    });
  });

  it('a discount that takes nothing off leaves no price before it', () => {
    const item = makeItem({ price_labels: [{ id: 1, price: 1.75 }] });
    expect(priceDisplayFor(item, options(0, { discounted: (unit) => unit }))).toEqual({ kind: 'single', amount: 1750 });
  });
});
