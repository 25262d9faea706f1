/**
 * OpenGraph of the fixture build: locales as `language_TERRITORY` with the other languages as alternates, a preview
 * picture with its size, and item pages as products at their lowest price.
 */
import { describe, expect, test } from 'vitest';
import { pickWidth } from '../../src/features/images/picture.ts';
import { find, parseHtml, readPage, snapshotOf } from './helpers.ts';

const metas = (ref: string, page: string, property: string) =>
  find(parseHtml(readPage(ref, page)), (e) => e.tag === 'meta' && e.attrs.property === property).map(
    (e) => e.attrs.content,
  );
const shawarma = (page: string, property: string) => metas('shawarma-house', page, property);

test("pages name their OpenGraph locale with the business's country and the other languages as alternates", () => {
  expect(shawarma('ar/delivery.html', 'og:locale')).toEqual(['ar_AR']);
  expect(shawarma('ar/delivery.html', 'og:locale:alternate')).toEqual(['en_US']);
  expect(shawarma('delivery.html', 'og:locale')).toEqual(['en_US']);
  expect(shawarma('delivery.html', 'og:locale:alternate')).toEqual(['ar_AR']);
});

describe('link previews', () => {
  test('the preview picture is the variant nearest 1200 px wide and says its size, type and what it shows', () => {
    const page = 'delivery/103/10009.html';
    const [url] = shawarma(page, 'og:image');
    const width = Number(shawarma(page, 'og:image:width')[0]);
    const height = Number(shawarma(page, 'og:image:height')[0]);
    expect(url).toMatch(new RegExp(`/_img/[0-9a-f]+-${width}\\.webp$`));
    const entry = Object.values(snapshotOf('shawarma-house').images).find((e) => url!.includes(`/_img/${e.hash}-`))!;
    expect(width).toBe(pickWidth(entry, 1200)); // the smallest at least 1200 px wide, else the widest there is
    expect(height).toBe(Math.round((width * entry.height) / entry.width));
    expect(shawarma(page, 'og:image:type')).toEqual(['image/webp']);
    expect(shawarma(page, 'og:image:alt')).toEqual(['Chicken Shawarma Wrap']);
    // A page without a picture of its own previews the business's, named by the business.
    expect(shawarma('Branches.html', 'og:image:alt')).toEqual(['Shawarma House']);
  });

  test('an item page is a product at its lowest price, in stock or sold out', () => {
    // Small 0.600, Medium 0.850, Large 1.100 KWD.
    expect(shawarma('delivery/103/10009.html', 'og:type')).toEqual(['product']);
    expect(shawarma('delivery/103/10009.html', 'product:price:amount')).toEqual(['0.600']);
    expect(shawarma('delivery/103/10009.html', 'product:price:currency')).toEqual(['KWD']);
    expect(shawarma('delivery/103/10009.html', 'product:availability')).toEqual(['in stock']);
    expect(shawarma('delivery/111/10038.html', 'product:availability')).toEqual(['out of stock']);
    expect(shawarma('delivery.html', 'og:type')).toEqual(['website']);
    expect(shawarma('delivery.html', 'product:price:amount')).toEqual([]);
  });

  test('a business that hides its prices gives no price to link previews (its dishes are not shown as products)', () => {
    const item = find(
      parseHtml(readPage('sofreh', 'delivery.html')),
      (e) => e.tag === 'a' && /^\/sofreh\/delivery\/\d+\/\d+$/.test(e.attrs.href ?? ''),
    )[0];
    const page = `${item!.attrs.href!.replace('/sofreh/', '')}.html`;
    expect(metas('sofreh', page, 'og:type')).toEqual(['website']);
    expect(metas('sofreh', page, 'product:price:amount')).toEqual([]);
  });
});
