/**
 * The business's name as each page's language writes it (its localized `title`), in the fixture build.
 */
import { expect, test } from 'vitest';
import { find, jsonLdOf, parseHtml, readPage } from './helpers.ts';

const textOf = (el: { text: string } | undefined) => el?.text ?? '';

test('an Arabic page names the business in Arabic in its heading, title and structured data, its business_name beside', () => {
  const html = parseHtml(readPage('shawarma-house', 'ar.html'));
  expect(textOf(find(html, (e) => e.tag === 'h1')[0]).trim()).toBe('بيت الشاورما');
  expect(textOf(find(html, (e) => e.tag === 'title')[0])).toBe('بيت الشاورما');
  const restaurant = jsonLdOf(html).find((ld) => ld['@type'] === 'Restaurant');
  // The crawler reads the name the page shows (review5 crawler B4), and the name the business registered beside it.
  expect(restaurant).toMatchObject({ name: 'بيت الشاورما', alternateName: 'Shawarma House' });
  const english = parseHtml(readPage('shawarma-house', 'index.html'));
  expect(textOf(find(english, (e) => e.tag === 'h1')[0]).trim()).toBe('Shawarma House');
});

test('the not-found page names the business as its default language does, as its other pages do', () => {
  const html = parseHtml(readPage('kissa-tokyo', '404.html'));
  const home = parseHtml(readPage('kissa-tokyo', 'index.html'));
  const siteName = find(home, (e) => e.attrs.property === 'og:site_name')[0]?.attrs.content;
  expect(siteName).not.toBe('Kissa Tokyo');
  expect(textOf(find(html, (e) => e.tag === 'title')[0])).toBe(`${siteName} 404`);
});
