import { describe, expect, test } from 'vitest';
import {
  assetsOfHtml,
  importsOfScript,
  inScope,
  localeOfPath,
  nearestPicture,
  pageKey,
  strategyFor,
  versionOfPage,
  versionsOfLatest,
} from './swRules.ts';

describe('strategyFor', () => {
  test('a navigation to a page of the business is stale-while-revalidate, the landing included', () => {
    expect(strategyFor('/shop', '/shop', true)).toBe('page');
    expect(strategyFor('/shop/dinein/5/9', '/shop', true)).toBe('page');
  });
  test('the cart and the checkout steps go to the network first: their prices price the order', () => {
    for (const path of [
      '/shop/delivery/cart',
      '/shop/ar/pickup/checkout',
      '/shop/delivery/address',
      '/shop/delivery/map',
    ])
      expect(strategyFor(path, '/shop', true)).toBe('order-page');
    expect(strategyFor('/shop/delivery/cart', '/shop', false)).toBe('other');
    expect(strategyFor('/shop/delivery/12', '/shop', true)).toBe('page');
  });
  test('assets named by their content are cache-first', () => {
    expect(strategyFor('/shop/_astro/cart.Ab1.js', '/shop', false)).toBe('asset');
    expect(strategyFor('/shop/_img/abc-320.webp', '/shop', false)).toBe('asset');
  });
  test('another business sharing the prefix, the worker script and the build pointer are never touched', () => {
    expect(strategyFor('/shop-other/dinein', '/shop', true)).toBe('pass');
    expect(strategyFor('/shopping', '/shop', true)).toBe('pass');
    expect(strategyFor('/', '/shop', true)).toBe('pass');
    expect(strategyFor('/shop/sw.js', '/shop', false)).toBe('pass');
    expect(strategyFor('/shop/builds/latest.json', '/shop', false)).toBe('pass');
  });
  test('any other file of the business goes to the network first', () =>
    expect(strategyFor('/shop/_pwa/en.webmanifest', '/shop', false)).toBe('other'));
  test('scope is the base itself or below it', () => {
    expect(inScope('/shop', '/shop')).toBe(true);
    expect(inScope('/shop/', '/shop')).toBe(true);
    expect(inScope('/shop2', '/shop')).toBe(false);
  });
  test("at the root of the business's own domain the whole site is its scope, the same files passed or cached", () => {
    expect(strategyFor('/', '', true)).toBe('page');
    expect(strategyFor('/ar/delivery/12', '', true)).toBe('page');
    expect(strategyFor('/_astro/cart.Ab1.js', '', false)).toBe('asset');
    expect(strategyFor('/sw.js', '', false)).toBe('pass');
    expect(strategyFor('/builds/latest.json', '', false)).toBe('pass');
    expect(localeOfPath('/ar/delivery', '', ['en', 'ar'], 'en')).toBe('ar');
    expect(localeOfPath('/', '', ['en', 'ar'], 'en')).toBe('en');
  });
});

test('a page is kept once whatever its query (a table QR code’s ?table=12 is the same menu)', () => {
  expect(pageKey('http://x.test/shop/dinein?table=12#top')).toBe('http://x.test/shop/dinein');
});

test('the language of a path is its first segment when the business has it, else the default', () => {
  const locales = ['en', 'ar'];
  expect(localeOfPath('/shop/ar/dinein', '/shop', locales, 'en')).toBe('ar');
  expect(localeOfPath('/shop/ar', '/shop', locales, 'en')).toBe('ar');
  expect(localeOfPath('/shop/dinein', '/shop', locales, 'en')).toBe('en');
  expect(localeOfPath('/shop', '/shop', locales, 'en')).toBe('en');
  expect(localeOfPath('/shop/fr/dinein', '/shop', locales, 'en')).toBe('en');
});

describe('assetsOfHtml', () => {
  const html = `
    <script type="module" src="/shop/_astro/page.Ab1.js"></script>
    <link rel="modulepreload" href="/shop/_astro/chunk.Cd2.js">
    <astro-island component-url="/shop/_astro/CartView.Ef3.js" renderer-url="/shop/_astro/client.Gh4.js"></astro-island>
    <img src="/shop/_img/aaaaaaaaaaaaaaaaaaaa-768.webp" srcset="/shop/_img/aaaaaaaaaaaaaaaaaaaa-320.webp 320w, /shop/_img/aaaaaaaaaaaaaaaaaaaa-640.webp 640w, /shop/_img/aaaaaaaaaaaaaaaaaaaa-768.webp 768w">
    <img src="/shop/_img/bbbbbbbbbbbbbbbbbbbb-200.webp" srcset="/shop/_img/bbbbbbbbbbbbbbbbbbbb-200.webp 1x">
    <img src="/other/_img/cccccccccccccccccccc-320.webp"> <script src="/other/_astro/x.js"></script>`;
  test('every script and island of the business, and one width of each of its pictures', () => {
    const found = assetsOfHtml(html, '/shop', 320);
    expect(found.assets.sort()).toEqual([
      '/shop/_astro/CartView.Ef3.js',
      '/shop/_astro/chunk.Cd2.js',
      '/shop/_astro/client.Gh4.js',
      '/shop/_astro/page.Ab1.js',
    ]);
    expect(found.pictures.sort()).toEqual([
      '/shop/_img/aaaaaaaaaaaaaaaaaaaa-320.webp',
      // narrower than wanted: its widest is kept
      '/shop/_img/bbbbbbbbbbbbbbbbbbbb-200.webp',
    ]);
  });
  test('nothing of another business', () => expect(JSON.stringify(assetsOfHtml(html, '/shop'))).not.toContain('other'));
});

describe('importsOfScript', () => {
  const file = 'http://x.test/shop/_astro/page.Ab1.js';
  test('static, dynamic and preload imports of the chunk, as addresses in the business’s _astro', () => {
    const code = `import{a}from"./chunk.Cd2.js";import"./side.Zz9.js";const m=()=>import("./leaflet.Xy1.js");const d=["/shop/_astro/style.Q1.css"]`;
    expect(importsOfScript(code, file, '/shop').sort()).toEqual([
      'http://x.test/shop/_astro/chunk.Cd2.js',
      'http://x.test/shop/_astro/leaflet.Xy1.js',
      'http://x.test/shop/_astro/side.Zz9.js',
      'http://x.test/shop/_astro/style.Q1.css',
    ]);
  });
  test('an import that leaves the business’s _astro is never followed', () => {
    const code = `import"../../other/_astro/x.js";import"../sw.js";import("/other/_astro/y.js")`;
    expect(importsOfScript(code, file, '/shop')).toEqual([]);
  });
});

describe('nearestPicture', () => {
  const kept = [
    'http://x.test/shop/_img/aaaaaaaaaaaaaaaaaaaa-320.webp',
    'http://x.test/shop/_img/aaaaaaaaaaaaaaaaaaaa-1024.webp',
    'http://x.test/shop/_img/bbbbbbbbbbbbbbbbbbbb-640.webp',
    'http://x.test/shop/delivery',
  ];
  test('the smallest kept width at least as wide as the one asked for', () =>
    expect(nearestPicture('http://x.test/shop/_img/aaaaaaaaaaaaaaaaaaaa-640.webp', kept)).toBe(kept[1]));
  test('else the widest kept', () =>
    expect(nearestPicture('http://x.test/shop/_img/aaaaaaaaaaaaaaaaaaaa-1536.webp', kept)).toBe(kept[1]));
  test('never another picture, and nothing for what is not a picture', () => {
    expect(nearestPicture('http://x.test/shop/_img/cccccccccccccccccccc-640.webp', kept)).toBeNull();
    expect(nearestPicture('http://x.test/shop/delivery', kept)).toBeNull();
  });
});

describe('a kept page still served as it was', () => {
  const page = (version: string, body = '') =>
    `<!doctype html><html lang="ar" dir="rtl" data-ref="shop" data-base="/shop" data-page-version="${version}" data-dark-mode="auto"><head></head><body>${body}</body></html>`;

  test('reads the version the page carries in its html tag', () => {
    expect(versionOfPage(page('Ab3_x-9QzK1'))).toBe('Ab3_x-9QzK1');
  });

  test("reads none from a page without one, or from a business's text that only looks like one", () => {
    expect(versionOfPage('<!doctype html><html lang="en"><body></body></html>')).toBe(null);
    expect(
      versionOfPage(`<!doctype html><html lang="en"><body><p>data-page-version="Ab3_x-9QzK1"</p></body></html>`),
    ).toBe(null);
    expect(versionOfPage(`${' '.repeat(2000)}${page('Ab3_x-9QzK1')}`)).toBe(null);
  });

  test('lists the versions of builds/latest.json, and nothing from an answer of another shape', () => {
    expect(versionsOfLatest({ id: 'c1', pages: ['a', 'b', 3] })).toEqual(new Set(['a', 'b']));
    for (const answer of [null, {}, { pages: 'a' }, 'pages']) expect(versionsOfLatest(answer)).toBe(null);
  });
});
