/**
 * OpenGraph locales of the fixture build: `language_TERRITORY`, with the other languages as alternates.
 */
import { expect, test } from 'vitest';
import { find, parseHtml, readPage } from './helpers.ts';

const metas = (page: string, property: string) =>
  find(parseHtml(readPage('shawarma-house', page)), (e) => e.tag === 'meta' && e.attrs.property === property).map(
    (e) => e.attrs.content,
  );

test("pages name their OpenGraph locale with the business's country and the other languages as alternates", () => {
  expect(metas('ar/delivery.html', 'og:locale')).toEqual(['ar_KW']);
  expect(metas('ar/delivery.html', 'og:locale:alternate')).toEqual(['en_KW']);
  expect(metas('delivery.html', 'og:locale')).toEqual(['en_KW']);
  expect(metas('delivery.html', 'og:locale:alternate')).toEqual(['ar_KW']);
});
