import { describe, expect, it } from 'vitest';
import type { TenantSnapshot } from '../../build/snapshot.ts';
import { makeBusiness, makeCategory, makeItem } from '../../domain/testFixtures.ts';
import { searchIndexOf, searchIndexPath, tagNamesOf } from './searchIndex.ts';

const texts = (en: string, ar: string) => [
  { locale: 'en', name: en },
  { locale: 'ar', name: ar },
];

const falafel = makeItem({
  id: 1,
  names: texts('Falafel Plate', 'صحن فلافل'),
  descriptions: texts('Six crispy falafel', 'ست حبات فلافل'),
  tags: ['11', 'house special', '99'],
  image: 'https://api.example/falafel.jpg',
});
const box = makeItem({
  id: 2,
  names: [{ locale: 'en', name: 'Family Box' }],
  types: { delivery: true, dine_in: false, car_pickup: false, reservation: false },
  price_labels: [
    { id: 1, price: 5.5 },
    { id: 2, price: 7 },
  ],
});
const hidden = makeItem({ id: 3, names: texts('Garlic Jar', 'ثومية'), visible: false });
const soldOut = makeItem({ id: 4, names: texts('Kunafa', 'كنافة'), disabled: true, branches: [12] });
const sub = makeCategory({ id: 21, names: texts('Chicken', 'دجاج'), items: [makeItem({ id: 5 })] });

function snapshot(overrides: Record<string, unknown> = {}): TenantSnapshot {
  return {
    referenceId: 'shop',
    tags: [{ id: 11, name: 'Vegetarian', icon: null }],
    images: { 'https://api.example/falafel.jpg': { hash: 'abc', width: 800, height: 600, widths: [320, 640] } },
    data: {
      restaurant: makeBusiness(overrides),
      menu: [
        makeCategory({ id: 10, names: texts('Breakfast', 'الفطور'), items: [falafel, box, hidden, soldOut] }),
        makeCategory({ id: 20, names: texts('Grills', 'مشاوي'), items: [falafel], subcategories: [sub] }),
      ],
    },
  } as unknown as TenantSnapshot;
}

describe('the search index', () => {
  it('lives at _search/{locale}/{type}.json below the tenant base', () => {
    expect(searchIndexPath('ar', 'delivery')).toBe('_search/ar/delivery.json');
  });

  it('holds only the items the selling type offers, hidden ones left out', () => {
    expect(searchIndexOf(snapshot(), 'en', 'delivery').items.map((e) => e.id)).toEqual([1, 2, 4, 5]);
    expect(searchIndexOf(snapshot(), 'en', 'dinein').items.map((e) => e.id)).toEqual([1, 4, 5]);
  });

  it('lists an item of two categories once, under the first', () => {
    const entries = searchIndexOf(snapshot(), 'en', 'delivery').items.filter((e) => e.id === 1);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.c).toBe(10);
  });

  it("says names, descriptions, categories and tags in the index's language", () => {
    const index = searchIndexOf(snapshot(), 'ar', 'delivery');
    expect(index.items[0]).toMatchObject({ name: 'صحن فلافل', d: 'ست حبات فلافل', c: 10 });
    expect(index.categories['10']).toEqual({ name: 'الفطور' });
    // A tag known by id is named, a text tag kept as written, an unknown id left out.
    expect(index.items[0]!.tags).toEqual(['Vegetarian', 'house special']);
    // The business's first language stands in for a missing translation.
    expect(index.items.find((e) => e.id === 2)!.name).toBe('Family Box');
  });

  it('names a subcategory with its parent, for availability through both', () => {
    expect(searchIndexOf(snapshot(), 'en', 'delivery').categories['21']).toEqual({ name: 'Chicken', parent: 20 });
  });

  it('carries the price display, sold out, branches and the smallest picture', () => {
    const items = searchIndexOf(snapshot(), 'en', 'delivery').items;
    expect(items[0]).toMatchObject({ p: { kind: 'single', amount: 1500 }, img: '_img/abc-320.webp' });
    expect(items[1]!.p).toEqual({ kind: 'from', amount: 5500 });
    expect(items[2]).toMatchObject({ out: true, b: [12] });
    expect(items[0]).not.toHaveProperty('out');
  });

  it('leaves prices out when the business hides them', () => {
    const items = searchIndexOf(snapshot({ hide_price: true }), 'en', 'delivery').items;
    expect(items.every((e) => e.p === undefined)).toBe(true);
  });

  it('reads tag names per language when the tags carry them, and a single name otherwise', () => {
    const perLocale = [{ id: 12, names: texts('Spicy', 'حار') }];
    expect(tagNamesOf(perLocale, 'ar', ['en'])).toEqual(new Map([['12', 'حار']]));
    expect(tagNamesOf([{ id: 12, name: 'Spicy' }, null, 'x'], 'ar', ['en'])).toEqual(new Map([['12', 'Spicy']]));
    expect(tagNamesOf(undefined, 'en', [])).toEqual(new Map());
  });
});
