import { expect, test } from 'vitest';
import { RestaurantResponse } from '../../lib/api/schema.ts';
import type { BusinessPayload } from '../../build/snapshot.ts';
import { buildRouteTable, categoryLineage, localizedPath, SHELLS, TYPE_SHELLS } from './routeTable.ts';

function payload(business: Record<string, unknown>, menu: unknown[], discounts?: unknown): BusinessPayload {
  return RestaurantResponse.parse({
    discounts,
    restaurant: {
      user_id: 1,
      reference_id: 'demo',
      branch_id: 1,
      business_name: 'Demo',
      currency: 'KWD',
      locales: ['en', 'ar'],
      ...business,
    },
    menu,
  }) as BusinessPayload;
}
const item = (id: number, types: Record<string, boolean> = {}) => ({
  id,
  names: [{ locale: 'en', name: `Item ${id}` }],
  price_labels: [{ id, price: 1 }],
  types: { delivery: true, car_pickup: true, dine_in: true, reservation: false, ...types },
});
const twoTypes = { checkoutDelivery: { enabled: true }, checkoutCarPickup: { enabled: true } };

test('the default locale has no prefix and the others are prefixed', () => {
  expect(localizedPath('delivery/1/2', 'en', 'en')).toBe('delivery/1/2');
  expect(localizedPath('delivery/1/2', 'ar', 'en')).toBe('ar/delivery/1/2');
  expect(localizedPath('', 'ar', 'en')).toBe('ar');
});

test('every page exists once per locale', () => {
  const table = buildRouteTable(
    payload(twoTypes, [{ id: 5, names: [{ locale: 'en', name: 'Mains' }], items: [item(1)] }]),
  );
  const en = table.filter((p) => p.locale === 'en').map((p) => p.path);
  const ar = table.filter((p) => p.locale === 'ar').map((p) => p.path);
  expect(ar).toEqual(en.map((p) => (p ? `ar/${p}` : 'ar')));
  expect(new Set(en).size).toBe(en.length);
  for (const shell of SHELLS) expect(en).toContain(shell);
  for (const shell of TYPE_SHELLS) expect(en).toContain(`pickup/${shell}`);
  expect(en).toEqual(
    expect.arrayContaining([
      '',
      'delivery',
      'pickup',
      'delivery/5',
      'delivery/5/1',
      'pickup/5/1',
      'Branches',
      'Policies',
      'Feedback',
    ]),
  );
});

test('an item offered in two selling types is canonical to the first', () => {
  const table = buildRouteTable(
    payload(twoTypes, [{ id: 5, names: [{ locale: 'en', name: 'Mains' }], items: [item(1)] }]),
  );
  const copies = table.filter((p) => p.itemId === 1 && p.locale === 'ar');
  expect(copies.map((p) => p.path)).toEqual(['ar/delivery/5/1', 'ar/pickup/5/1']);
  expect(copies.every((p) => p.canonicalLocalPath === 'delivery/5/1')).toBe(true);
});

test('a dish at another price under another selling type (its menu discount) is a page of its own there', () => {
  const table = buildRouteTable(
    payload(twoTypes, [{ id: 5, names: [{ locale: 'en', name: 'Mains' }], items: [item(1), item(2)] }], {
      car_pickup: { items: [{ id: 1, type: 'percent', value: 10 }] },
    }),
  );
  const canonical = (path: string) => table.find((p) => p.path === path)?.canonicalLocalPath;
  // Dish 1 costs 10 % less for pickup: its pickup page is indexed with that price, and so is the category listing it.
  expect(canonical('pickup/5/1')).toBe('pickup/5/1');
  expect(canonical('ar/pickup/5/1')).toBe('pickup/5/1');
  expect(canonical('pickup/5')).toBe('pickup/5');
  // Dish 2 costs the same either way: one page.
  expect(canonical('pickup/5/2')).toBe('delivery/5/2');
});

test('the same discount under two selling types keeps one page; a dish in two categories is one page', () => {
  const rule = { all_menu: { type: 'fixed', value: 0.1 } };
  const table = buildRouteTable(
    payload(
      twoTypes,
      [
        { id: 5, names: [{ locale: 'en', name: 'Mains' }], items: [item(1)] },
        { id: 6, names: [{ locale: 'en', name: 'Popular' }], items: [item(1)] },
      ],
      { delivery: rule, car_pickup: rule },
    ),
  );
  const canonical = (path: string) => table.find((p) => p.path === path)?.canonicalLocalPath;
  expect(canonical('pickup/5/1')).toBe('delivery/5/1');
  expect(canonical('delivery/6/1')).toBe('delivery/5/1');
  expect(canonical('pickup/5')).toBe('delivery/5');
});

test('a category listing the same dishes under two selling types is canonical to the first; menus stay their own', () => {
  const table = buildRouteTable(
    payload(twoTypes, [{ id: 5, names: [{ locale: 'en', name: 'Mains' }], items: [item(1), item(2)] }]),
  );
  const categories = table.filter((p) => p.kind === 'category' && p.locale === 'en');
  expect(categories.map((p) => [p.path, p.canonicalLocalPath])).toEqual([
    ['delivery/5', 'delivery/5'],
    ['pickup/5', 'delivery/5'],
  ]);
  const menus = table.filter((p) => p.kind === 'menu' && p.locale === 'en');
  expect(menus.every((p) => p.canonicalLocalPath === p.localPath)).toBe(true);
});

test('a category that lists other dishes under another selling type is a page of its own there', () => {
  const table = buildRouteTable(
    payload(twoTypes, [
      { id: 5, names: [{ locale: 'en', name: 'Mains' }], items: [item(1), item(2, { delivery: false })] },
    ]),
  );
  const pickup = table.find((p) => p.path === 'pickup/5');
  expect(pickup?.canonicalLocalPath).toBe('pickup/5');
});

test('an item offered only for pickup is canonical to its pickup page and absent from delivery', () => {
  const table = buildRouteTable(
    payload(twoTypes, [
      { id: 5, names: [{ locale: 'en', name: 'Mains' }], items: [item(1), item(2, { delivery: false })] },
    ]),
  );
  const copies = table.filter((p) => p.itemId === 2 && p.locale === 'en');
  expect(copies.map((p) => p.path)).toEqual(['pickup/5/2']);
  expect(copies[0]!.canonicalLocalPath).toBe('pickup/5/2');
});

test('a category without items for a selling type has no page under it', () => {
  const table = buildRouteTable(
    payload(twoTypes, [
      { id: 6, names: [{ locale: 'en', name: 'Drive-through only' }], items: [item(3, { delivery: false })] },
    ]),
  );
  expect(table.some((p) => p.path === 'delivery/6')).toBe(false);
  expect(table.some((p) => p.path === 'pickup/6')).toBe(true);
});

test('subcategories get their own pages', () => {
  const menu = [
    {
      id: 7,
      names: [{ locale: 'en', name: 'Grills' }],
      subcategories: [{ id: 8, names: [{ locale: 'en', name: 'Chicken' }], items: [item(4)] }],
    },
  ];
  const paths = buildRouteTable(payload(twoTypes, menu)).map((p) => p.path);
  expect(paths).toEqual(expect.arrayContaining(['delivery/7', 'delivery/8', 'delivery/8/4']));
});

test('with one selling type the landing page points at its menu and is not indexed', () => {
  const table = buildRouteTable(
    payload({ checkoutCarPickup: { enabled: true } }, [
      { id: 5, names: [{ locale: 'en', name: 'Mains' }], items: [item(1)] },
    ]),
  );
  const landing = table.find((p) => p.kind === 'landing' && p.locale === 'en')!;
  expect(landing.canonicalLocalPath).toBe('pickup');
  expect(landing.noindex).toBe(true);
});

test('app shells and the feedback page are not indexed; menus and items are', () => {
  const table = buildRouteTable(
    payload(twoTypes, [{ id: 5, names: [{ locale: 'en', name: 'Mains' }], items: [item(1)] }]),
  );
  expect(table.filter((p) => p.kind === 'shell').every((p) => p.noindex)).toBe(true);
  expect(table.find((p) => p.kind === 'feedback')!.noindex).toBe(true);
  expect(table.filter((p) => ['menu', 'category', 'item', 'branches'].includes(p.kind)).every((p) => !p.noindex)).toBe(
    true,
  );
});

test('the policies page is indexed when the business published policies, and not when it has none to show', () => {
  const menu = [{ id: 5, names: [{ locale: 'en', name: 'Mains' }], items: [item(1)] }];
  const policy = {
    key: 'privacy',
    titles: [{ locale: 'en', name: 'Privacy' }],
    contents: [{ locale: 'en', name: 'x' }],
  };
  const withPolicies = buildRouteTable(payload({ ...twoTypes, policies: [policy] }, menu));
  expect(withPolicies.filter((p) => p.kind === 'policies').every((p) => !p.noindex)).toBe(true);
  const without = buildRouteTable(payload({ ...twoTypes, policies: [] }, menu));
  expect(without.filter((p) => p.kind === 'policies').every((p) => p.noindex)).toBe(true);
});

test('a digital menu (hidden prices) has no cart, checkout or checkout step pages, and its landing goes to the first menu', () => {
  const business = { ...twoTypes, hide_price: true };
  const table = buildRouteTable(
    payload(business, [{ id: 5, names: [{ locale: 'en', name: 'Mains' }], items: [item(1)] }]),
  );
  const en = table.filter((p) => p.locale === 'en').map((p) => p.path);
  for (const type of ['delivery', 'pickup']) {
    for (const shell of TYPE_SHELLS.filter((s) => s !== 'search')) expect(en).not.toContain(`${type}/${shell}`);
    expect(en).toContain(`${type}/search`);
    expect(en).toContain(`${type}/5/1`);
  }
  expect(en).not.toContain('payment/fail');
  expect(en).toContain('order/_');
  const landing = table.find((p) => p.kind === 'landing' && p.locale === 'en')!;
  expect(landing).toMatchObject({ canonicalLocalPath: 'delivery', noindex: true });
});

test('a business that takes orders keeps its cart and checkout pages and asks how to order on its landing', () => {
  const table = buildRouteTable(
    payload(twoTypes, [{ id: 5, names: [{ locale: 'en', name: 'Mains' }], items: [item(1)] }]),
  );
  const en = table.filter((p) => p.locale === 'en').map((p) => p.path);
  expect(en).toEqual(expect.arrayContaining(['delivery/cart', 'delivery/checkout', 'pickup/cart', 'payment/fail']));
  expect(table.find((p) => p.kind === 'landing' && p.locale === 'en')).toMatchObject({
    canonicalLocalPath: '',
    noindex: false,
  });
});

test('a subcategory’s lineage runs from the menu’s top category down to it; an unknown one has none', () => {
  const menu = payload(twoTypes, [
    {
      id: 7,
      names: [{ locale: 'en', name: 'Grills' }],
      subcategories: [{ id: 8, names: [{ locale: 'en', name: 'Chicken' }], items: [item(4)] }],
    },
    { id: 9, names: [{ locale: 'en', name: 'Drinks' }], items: [item(5)] },
  ]).menu;
  expect(categoryLineage(menu, 8).map((c) => c.id)).toEqual([7, 8]);
  expect(categoryLineage(menu, 9).map((c) => c.id)).toEqual([9]);
  expect(categoryLineage(menu, 99)).toEqual([]);
});
