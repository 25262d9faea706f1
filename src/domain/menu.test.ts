import { describe, expect, it } from 'vitest';
import { SmartCategory, type Category } from '../lib/api/schema.ts';
import {
  flattenItems,
  isCategoryVisibleNow,
  isSmartItemVisible,
  itemOfferedIn,
  localized,
  menuForRoute,
  smartCategoriesForRoute,
} from './menu.ts';
import { branchWindow, clockAt, everyDay, FRI, makeCategory, makeItem, MON, weekly } from './testFixtures.ts';

const types = (flags: Partial<Record<'dine_in' | 'delivery' | 'car_pickup' | 'reservation', boolean>>) => ({
  types: { dine_in: false, delivery: false, car_pickup: false, reservation: false, ...flags },
});

describe('itemOfferedIn', () => {
  it('offers a delivery item on the delivery menu only', () => {
    const item = makeItem(types({ delivery: true }));
    expect(itemOfferedIn(item, 'delivery')).toBe(true);
    expect(itemOfferedIn(item, 'pickup')).toBe(false);
    expect(itemOfferedIn(item, 'dinein')).toBe(false);
    expect(itemOfferedIn(item, 'reserv_dinein')).toBe(false);
  });

  it('reads the car_pickup flag for the pickup menu', () => {
    expect(itemOfferedIn(makeItem(types({ car_pickup: true })), 'pickup')).toBe(true);
  });

  it('keeps a dine-in item that is also a reservation item off the dine-in menu', () => {
    const item = makeItem(types({ dine_in: true, reservation: true }));
    expect(itemOfferedIn(item, 'dinein')).toBe(false);
    expect(itemOfferedIn(item, 'reserv_dinein')).toBe(true);
  });

  it('offers a plain dine-in item on the dine-in menu but not the reservation menu', () => {
    const item = makeItem(types({ dine_in: true }));
    expect(itemOfferedIn(item, 'dinein')).toBe(true);
    expect(itemOfferedIn(item, 'reserv_dinein')).toBe(false);
  });

  it('offers an item with no types flags everywhere but the reservation menu (the schema default)', () => {
    const item = { ...makeItem(), types: undefined } as never;
    expect(itemOfferedIn(item, 'delivery')).toBe(true);
    expect(itemOfferedIn(item, 'dinein')).toBe(true);
    expect(itemOfferedIn(item, 'reserv_dinein')).toBe(false);
  });

  it('never offers an invisible item', () => {
    const item = makeItem({ visible: false });
    for (const route of ['delivery', 'pickup', 'dinein'] as const) expect(itemOfferedIn(item, route)).toBe(false);
  });
});

describe('menuForRoute', () => {
  const pizza = makeItem({ id: 501, ...types({ delivery: true, dine_in: true }) });
  const salad = makeItem({ id: 502, ...types({ dine_in: true }) });
  const tasting = makeItem({ id: 503, ...types({ dine_in: true, reservation: true }) });
  const menu: Category[] = [
    makeCategory({ id: 1, items: [pizza, salad] }),
    makeCategory({ id: 2, items: [salad] }),
    makeCategory({ id: 3, items: [], subcategories: [makeCategory({ id: 31, items: [pizza] })] }),
    makeCategory({ id: 4, visible: false, items: [pizza] }),
    makeCategory({ id: 5, items: [tasting] }),
  ];
  const ids = (categories: Category[]): unknown[] =>
    categories.map((c) => [c.id, c.items.map((i) => i.id), ids(c.subcategories)]);

  it('keeps only the delivery items and drops categories left empty', () => {
    expect(ids(menuForRoute(menu, 'delivery'))).toEqual([
      [1, [501], []],
      [3, [], [[31, [501], []]]],
    ]);
  });

  it('keeps a parent whose own items do not match but whose subcategory does', () => {
    expect(menuForRoute(menu, 'delivery').map((c) => c.id)).toContain(3);
  });

  it('drops a parent whose subcategories are all empty for the route', () => {
    expect(menuForRoute(menu, 'pickup')).toEqual([]);
  });

  it('keeps reservation items for reserv_dinein and away from dinein', () => {
    expect(ids(menuForRoute(menu, 'reserv_dinein'))).toEqual([[5, [503], []]]);
    expect(menuForRoute(menu, 'dinein').map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('drops invisible categories even when their items match', () => {
    expect(menuForRoute(menu, 'delivery').map((c) => c.id)).not.toContain(4);
  });

  it('does not mutate its input', () => {
    const before = structuredClone(menu);
    menuForRoute(menu, 'delivery');
    expect(menu).toEqual(before);
    expect(menuForRoute(menu, 'dinein')[0]).not.toBe(menu[0]);
  });

  it('keeps the other fields of a category', () => {
    expect(menuForRoute(menu, 'delivery')[0]?.names).toEqual(menu[0]?.names);
  });

  it('returns an empty menu for garbage', () => {
    expect(menuForRoute(null as never, 'delivery')).toEqual([]);
    expect(menuForRoute([{ id: 1, visible: true } as never], 'delivery')).toEqual([]);
  });
});

describe('isSmartItemVisible', () => {
  const morning = branchWindow({ status: 1, from: '08:00', to: '11:00' });

  it('shows a visible item whose parents have no window', () => {
    expect(isSmartItemVisible(makeItem(), clockAt(MON, '20:00'))).toBe(true);
  });

  it('hides an invisible item', () => {
    expect(isSmartItemVisible(makeItem({ visible: false }), clockAt(MON, '09:00'))).toBe(false);
  });

  it('hides an item whose category or grand category branch is hidden', () => {
    const hidden = branchWindow(null, false);
    expect(isSmartItemVisible(makeItem({ category: { id: 1, branch: hidden } }), clockAt(MON, '09:00'))).toBe(false);
    expect(isSmartItemVisible(makeItem({ grand_category: { id: 2, branch: hidden } }), clockAt(MON, '09:00'))).toBe(
      false,
    );
  });

  it('shows an item only inside its category branch window', () => {
    const item = makeItem({ category: { id: 1, branch: morning } });
    expect(isSmartItemVisible(item, clockAt(MON, '09:00'))).toBe(true);
    expect(isSmartItemVisible(item, clockAt(MON, '11:00'))).toBe(false);
  });

  it('shows an item only inside its grand category branch window too', () => {
    const evening = branchWindow({ status: 1, from: '18:00', to: '23:00' });
    const item = makeItem({ category: { id: 1, branch: morning }, grand_category: { id: 2, branch: evening } });
    expect(isSmartItemVisible(item, clockAt(MON, '09:00'))).toBe(false);
    expect(isSmartItemVisible(item, clockAt(MON, '19:00'))).toBe(false);
  });

  it('ignores a window whose status is not set', () => {
    const item = makeItem({ category: { id: 1, branch: branchWindow({ status: 0, from: '08:00', to: '11:00' }) } });
    expect(isSmartItemVisible(item, clockAt(MON, '20:00'))).toBe(true);
  });
});

describe('isCategoryVisibleNow', () => {
  it('hides a category closed on Friday on Friday', () => {
    const category = makeCategory({ available: weekly({ [FRI]: { closed: true } }) });
    expect(isCategoryVisibleNow(category, clockAt(FRI, '12:00'))).toBe(false);
    expect(isCategoryVisibleNow(category, clockAt(MON, '12:00'))).toBe(true);
  });

  it('needs the schedule and the branch window to both allow it', () => {
    const category = makeCategory({
      available: everyDay({ shifts: [{ time_from: '08:00', time_to: '22:00' }] }),
      branch: branchWindow({ status: 1, from: '12:00', to: '15:00' }),
    });
    expect(isCategoryVisibleNow(category, clockAt(MON, '13:00'))).toBe(true);
    expect(isCategoryVisibleNow(category, clockAt(MON, '09:00'))).toBe(false);
    expect(isCategoryVisibleNow(category, clockAt(MON, '23:00'))).toBe(false);
  });

  it('needs the grand category branch window to allow it', () => {
    const category = makeCategory({
      grand_category: { id: 9, branch: branchWindow({ status: 1, from: '12:00', to: '15:00' }) },
    });
    expect(isCategoryVisibleNow(category, clockAt(MON, '13:00'))).toBe(true);
    expect(isCategoryVisibleNow(category, clockAt(MON, '16:00'))).toBe(false);
  });

  it('hides a category whose branch is marked invisible', () => {
    expect(isCategoryVisibleNow(makeCategory({ branch: branchWindow(null, false) }), clockAt(MON, '13:00'))).toBe(
      false,
    );
  });

  it('shows a category with no schedule and no branch at any time', () => {
    expect(isCategoryVisibleNow(makeCategory(), clockAt(MON, '03:00'))).toBe(true);
  });
});

describe('flattenItems', () => {
  it('lists every item with its own (sub)category id, depth-first', () => {
    const a = makeItem({ id: 601 });
    const b = makeItem({ id: 602 });
    const c = makeItem({ id: 603 });
    const d = makeItem({ id: 604 });
    const menu = [
      makeCategory({ id: 1, items: [a], subcategories: [makeCategory({ id: 11, items: [b] })] }),
      makeCategory({ id: 2, items: [c, d] }),
    ];
    expect(flattenItems(menu).map(({ item, categoryId }) => [item.id, categoryId])).toEqual([
      [601, 1],
      [602, 11],
      [603, 2],
      [604, 2],
    ]);
  });

  it('returns nothing for an empty or garbage menu', () => {
    expect(flattenItems([])).toEqual([]);
    expect(flattenItems(undefined as never)).toEqual([]);
  });
});

describe('localized', () => {
  const names = [
    { locale: 'en', name: 'Burger' },
    { locale: 'ar', name: 'برجر' },
    { locale: 'fr', name: '' },
  ];

  it('picks the text of the locale', () => {
    expect(localized(names, 'ar', ['en'])).toBe('برجر');
  });

  it('falls back in order, skipping empty texts', () => {
    expect(localized(names, 'fr', ['de', 'en'])).toBe('Burger');
  });

  it('falls back to the first entry when no fallback matches', () => {
    expect(localized([{ locale: 'ja', name: 'バーガー' }, ...names], 'de', ['it'])).toBe('バーガー');
  });

  it('matches locale codes regardless of case', () => {
    expect(localized(names, 'AR', [])).toBe('برجر');
  });

  it('gives an empty string for nothing or garbage', () => {
    expect(localized(undefined, 'en', ['en'])).toBe('');
    expect(localized([], 'en', ['en'])).toBe('');
    expect(localized('Burger' as never, 'en', ['en'])).toBe('');
    expect(localized([null, { locale: 5, name: 'x' }] as never, 'en', null as never)).toBe('');
  });
});

describe('smartCategoriesForRoute', () => {
  const name = (en: string) => [{ locale: 'en', name: en }];
  it('shows each smart dish as the menu has it now, and leaves out one the menu no longer offers', () => {
    const tawook = makeItem({ id: 10014, names: name('Tawook Deluxe'), price_labels: [{ id: 1, price: 9.99 }] });
    const menu = [makeCategory({ id: 103, items: [tawook] })];
    const branch = branchWindow(null);
    const smart = SmartCategory.parse({
      id: 900,
      names: name('Most ordered'),
      items: [
        // The smart list's copies, older than the menu: a former name and price, and a dish hidden since.
        {
          id: 10014,
          names: name('Shish Tawook'),
          price_labels: [{ id: 1, price: 2.5 }],
          category: { id: 103, branch },
        },
        { id: 10030, names: name('Kunafa'), price_labels: [{ id: 1, price: 1 }] },
      ],
    });
    const [most] = smartCategoriesForRoute([smart], menu);
    expect(most!.items.map((i) => [i.id, i.names[0]!.name, i.price_labels[0]!.price])).toEqual([
      [10014, 'Tawook Deluxe', 9.99],
    ]);
    // What the menu's item lacks is the copy's: its parents' windows.
    expect(most!.items[0]!.category?.branch).toEqual(branch);
  });

  it('drops a smart category none of whose dishes the menu offers', () => {
    const smart = SmartCategory.parse({ id: 900, names: name('Most ordered'), items: [makeItem({ id: 1 })] });
    expect(smartCategoriesForRoute([smart], [])).toEqual([]);
  });
});
