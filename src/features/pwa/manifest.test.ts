import { describe, expect, test } from 'vitest';
import {
  appIcons,
  backgroundColorOf,
  manifestPath,
  opaqueHex,
  shortNameOf,
  themeColorOf,
  webAppManifest,
} from './manifest.ts';

const logo = { hash: 'abc123abc123abc123ab', width: 800, height: 600, widths: [320, 640, 768] };

describe('shortNameOf', () => {
  test('a short name is kept whole', () => expect(shortNameOf('Sofreh')).toBe('Sofreh'));
  test('a long name keeps its first words that fit under an icon', () =>
    expect(shortNameOf('Shawarma House Kuwait')).toBe('Shawarma'));
  test('a long single word is cut to 12 characters', () =>
    expect(shortNameOf('Supercalifragilistic')).toBe('Supercalifra'));
  test('characters are counted as the eye sees them (a combined emoji is one)', () =>
    expect(shortNameOf('👩‍🍳 Chef Kitchen Place')).toBe('👩‍🍳 Chef'));
  test('white space is tidied', () => expect(shortNameOf('  Café \n Limmat ')).toBe('Café Limmat'));
});

describe('colours', () => {
  test('the theme colour is the business primary colour as opaque hex', () => {
    expect(themeColorOf({ primary_color: 'rgba(179, 38, 30, 1)' })).toBe('#b3261e');
    expect(themeColorOf({ primary_color: '#0A0' })).toBe('#00aa00');
  });
  test('a missing or hostile colour gives the default primary colour', () => {
    expect(themeColorOf({ primary_color: null })).toBe('#6d557c');
    expect(opaqueHex('red;}</style><script>')).toBe('#6d557c');
  });
  test('the splash background follows the dark mode setting', () => {
    expect(backgroundColorOf({ dark_mode: 'on' })).toBe('#121212');
    expect(backgroundColorOf({ dark_mode: 'auto' })).toBe('#ffffff');
  });
});

describe('appIcons', () => {
  test('a 192 and a 512 icon and a maskable 512, under the business’s _img', () => {
    const icons = appIcons('shop', logo, '#b3261e');
    expect(icons.map((i) => [i.size, i.purpose])).toEqual([
      [192, 'any'],
      [512, 'any'],
      [512, 'maskable'],
    ]);
    for (const icon of icons) expect(icon.src).toBe(`/shop/_img/${icon.file}`);
  });
  test('names change with the logo and the theme colour (the _img cache lasts a year) and only then', () => {
    const names = (l: typeof logo | undefined, c: string) => appIcons('shop', l, c).map((i) => i.file);
    expect(names(logo, '#b3261e')).toEqual(names(logo, '#b3261e'));
    expect(names(logo, '#000000')).not.toEqual(names(logo, '#b3261e'));
    expect(names({ ...logo, hash: 'ffffffffffffffffffff' }, '#b3261e')).not.toEqual(names(logo, '#b3261e'));
    expect(names(undefined, '#b3261e')).not.toEqual(names(logo, '#b3261e'));
  });
});

describe('webAppManifest', () => {
  const icons = appIcons('shop', logo, '#b3261e');
  const base = {
    ref: 'shop',
    businessName: 'Shawarma House',
    description: 'Wraps',
    themeColor: '#b3261e',
    backgroundColor: '#ffffff',
    icons,
  };
  test('every locale is the same app: id and scope are the business base, the start page is the locale’s', () => {
    const en = webAppManifest({ ...base, locale: 'en', startUrl: '/shop' });
    const ar = webAppManifest({ ...base, locale: 'ar', startUrl: '/shop/ar' });
    expect(en).toMatchObject({ id: '/shop', scope: '/shop', start_url: '/shop', lang: 'en', dir: 'ltr' });
    expect(ar).toMatchObject({ id: '/shop', scope: '/shop', start_url: '/shop/ar', lang: 'ar', dir: 'rtl' });
  });
  test('names, colours, display and icons with their sizes and purposes', () => {
    const m = webAppManifest({ ...base, locale: 'en', startUrl: '/shop' });
    expect(m).toMatchObject({
      name: 'Shawarma House',
      short_name: 'Shawarma',
      display: 'standalone',
      theme_color: '#b3261e',
      background_color: '#ffffff',
    });
    expect(m.icons).toEqual(
      icons.map((i) => ({ src: i.src, sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.purpose })),
    );
  });
  test('no description field when the business has none', () =>
    expect(webAppManifest({ ...base, description: '', locale: 'en', startUrl: '/shop' })).not.toHaveProperty(
      'description',
    ));
  test('the manifest of a locale lives under the business’s _pwa', () =>
    expect(manifestPath('shop', 'fa')).toBe('/shop/_pwa/fa.webmanifest'));
  test("on the business's own domain the app is the whole site: id and scope `/`, files at the root", () => {
    const root = webAppManifest({
      ...base,
      icons: appIcons('shop', logo, '#b3261e', ''),
      locale: 'ar',
      startUrl: '/ar',
      base: '',
    });
    expect(root).toMatchObject({ id: '/', scope: '/', start_url: '/ar' });
    expect((root.icons as Array<{ src: string }>).every((i) => i.src.startsWith('/_img/'))).toBe(true);
    expect(manifestPath('shop', 'ar', '')).toBe('/_pwa/ar.webmanifest');
  });
});
