import { expect, test } from 'vitest';
import type { PageSpec } from '../routes/routeTable.ts';
import { offlineKeepList } from './keepList.ts';

const spec = (p: Partial<PageSpec> & Pick<PageSpec, 'path' | 'kind' | 'locale'>): PageSpec => ({
  localPath: p.path.replace(/^ar\/?/, ''),
  canonicalLocalPath: p.canonicalLocalPath ?? p.path.replace(/^ar\/?/, ''),
  noindex: false,
  ...p,
});

const pages: PageSpec[] = [
  spec({ path: '', kind: 'landing', locale: 'en' }),
  spec({ path: 'dinein', kind: 'menu', locale: 'en', routeType: 'dinein' }),
  spec({ path: 'dinein/5', kind: 'category', locale: 'en', routeType: 'dinein', categoryId: 5 }),
  spec({ path: 'dinein/5/9', kind: 'item', locale: 'en', routeType: 'dinein', categoryId: 5, itemId: 9 }),
  spec({ path: 'dinein/cart', kind: 'shell', locale: 'en', routeType: 'dinein', shell: 'cart' }),
  spec({ path: 'delivery', kind: 'menu', locale: 'en', routeType: 'delivery' }),
  spec({ path: 'delivery/5', kind: 'category', locale: 'en', routeType: 'delivery', categoryId: 5 }),
  spec({ path: 'Branches', kind: 'branches', locale: 'en' }),
  spec({ path: 'login', kind: 'shell', locale: 'en', shell: 'login' }),
  spec({ path: 'offline', kind: 'offline', locale: 'en' }),
  spec({ path: 'ar', kind: 'landing', locale: 'ar' }),
  spec({ path: 'ar/dinein', kind: 'menu', locale: 'ar', routeType: 'dinein' }),
  spec({ path: 'ar/dinein/5', kind: 'category', locale: 'ar', routeType: 'dinein', categoryId: 5 }),
  spec({ path: 'ar/offline', kind: 'offline', locale: 'ar' }),
];

const list = offlineKeepList({ ref: 'shop', buildId: 'b1', defaultLocale: 'en', pages, redirects: [] });

test('every language keeps its landing, menus with their price files, information pages and offline page, and nothing of the others', () => {
  expect(list.locales.en!.core).toEqual([
    '/shop',
    '/shop/dinein',
    '/shop/_prices/dinein.json',
    '/shop/delivery',
    '/shop/_prices/delivery.json',
    '/shop/Branches',
    '/shop/offline',
  ]);
  expect(list.locales.ar!.core).toEqual([
    '/shop/ar',
    '/shop/ar/dinein',
    '/shop/_prices/dinein.json',
    '/shop/ar/offline',
  ]);
  expect(list.locales.en!.offline).toBe('/shop/offline');
  expect(list.locales.ar!.offline).toBe('/shop/ar/offline');
});

test("on the business's own domain the same pages are kept at the root", () => {
  const root = offlineKeepList({ ref: 'shop', buildId: 'b1', defaultLocale: 'en', pages, redirects: [], base: '' });
  expect(root.locales.en!.core).toEqual([
    '/',
    '/dinein',
    '/_prices/dinein.json',
    '/delivery',
    '/_prices/delivery.json',
    '/Branches',
    '/offline',
  ]);
  expect(root.locales.ar!.types.dinein).toEqual(['/ar/dinein/5']);
});

test('categories, items and app shells are kept per selling type; account shells are not kept', () => {
  expect(list.locales.en!.types).toEqual({
    dinein: ['/shop/dinein/5', '/shop/dinein/5/9', '/shop/dinein/cart'],
    delivery: ['/shop/delivery/5'],
  });
  expect(JSON.stringify(list)).not.toContain('login');
});

test('a landing that only redirects is not kept, its redirect is (answered offline by the worker)', () => {
  const single = offlineKeepList({
    ref: 'shop',
    buildId: 'b1',
    defaultLocale: 'en',
    pages: [
      spec({ path: '', kind: 'landing', locale: 'en', canonicalLocalPath: 'pickup', noindex: true }),
      ...pages.slice(1),
    ],
    redirects: [
      { from: '/shop', to: '/shop/pickup', status: 302 },
      { from: '/shop', to: '/shop/elsewhere', status: 302 },
      { from: '/shop/order/*', to: '/shop/order/_', status: 200 },
      { from: '/shop/*', to: '/shop/404.html', status: 404 },
    ],
  });
  expect(single.locales.en!.core).not.toContain('/shop');
  // First match wins, as on the hosts; rewrites and 404 rules are the server's, not redirects.
  expect(single.redirects).toEqual({ '/shop': '/shop/pickup' });
});

test('the list names its build and default language', () => {
  expect(list).toMatchObject({ build: 'b1', defaultLocale: 'en' });
});

test('the settings page and each kept search page’s index are kept, so both work offline', () => {
  const more = offlineKeepList({
    ref: 'shop',
    buildId: 'b1',
    defaultLocale: 'en',
    redirects: [],
    pages: [
      spec({ path: 'settings', kind: 'shell', locale: 'en', shell: 'settings' }),
      spec({ path: 'dinein/search', kind: 'shell', locale: 'en', routeType: 'dinein', shell: 'search' }),
      spec({ path: 'ar/dinein/search', kind: 'shell', locale: 'ar', routeType: 'dinein', shell: 'search' }),
    ],
  });
  expect(more.locales.en!.core).toEqual(['/shop/settings']);
  expect(more.locales.en!.types.dinein).toEqual(['/shop/dinein/search', '/shop/_search/en/dinein.json']);
  expect(more.locales.ar!.types.dinein).toEqual(['/shop/ar/dinein/search', '/shop/_search/ar/dinein.json']);
});
