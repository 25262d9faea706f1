/**
 * Issue 13, menu search, over the fixture build: every business has a search index per language and selling type,
 * holding exactly the items that type's menu offers (none of another type, none hidden), each leading to an item
 * page of the release; the menu page carries the search field, a plain form to the search page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { businessLocales } from '../../src/domain/locale.ts';
import { flattenItems, itemOfferedIn, menuForRoute } from '../../src/domain/menu.ts';
import { routeTypesOf } from '../../src/domain/sellingType.ts';
import { localizedPath } from '../../src/features/routes/routeTable.ts';
import { searchIndexPath, SEARCH_INDEX_VERSION, type SearchIndex } from '../../src/features/search/searchIndex.ts';
import { find, parseHtml, readPage, releaseOf, snapshotOf, TENANTS } from './helpers.ts';

describe.each(TENANTS)('%s', (ref) => {
  const release = releaseOf(ref);
  const snapshot = snapshotOf(ref);
  const business = snapshot.data.restaurant;
  const locales = businessLocales(business);
  const types = routeTypesOf(business);
  const cases = locales.flatMap((locale) => types.map((type) => [locale, type] as const));

  test.each(cases)('the %s index of %s holds the items that menu offers, each leading to its page', (locale, type) => {
    const file = join(release, searchIndexPath(locale, type));
    expect(existsSync(file), file).toBe(true);
    const index = JSON.parse(readFileSync(file, 'utf8')) as SearchIndex;
    expect(index.v).toBe(SEARCH_INDEX_VERSION);
    const offered = new Set(flattenItems(menuForRoute(snapshot.data.menu, type)).map(({ item }) => item.id));
    const ids = index.items.map((e) => e.id);
    expect(new Set(ids)).toEqual(offered);
    expect(new Set(ids).size, 'each item once').toBe(ids.length);
    const everyItem = new Map(flattenItems(snapshot.data.menu).map(({ item }) => [item.id, item]));
    for (const entry of index.items) {
      const item = everyItem.get(entry.id)!;
      expect(itemOfferedIn(item, type), `${entry.id} is offered in ${type}`).toBe(true);
      expect(entry.name.length, `${entry.id} has a name`).toBeGreaterThan(0);
      expect(index.categories[String(entry.c)], `category ${entry.c}`).toBeDefined();
      const page = localizedPath(`${type}/${entry.c}/${entry.id}`, locale, locales[0] ?? 'en');
      expect(existsSync(join(release, `${page}.html`)), page).toBe(true);
      if (entry.img) expect(existsSync(join(release, entry.img)), entry.img).toBe(true);
    }
  });

  test.each(locales)('the %s menu pages carry a search field that opens the search page', (locale) => {
    for (const type of types) {
      const page = localizedPath(type, locale, locales[0] ?? 'en');
      const doc = parseHtml(readPage(ref, `${page}.html`));
      const [form] = find(doc, (e) => e.tag === 'form' && e.attrs.role === 'search');
      expect(form, `${page}: search form`).toBeDefined();
      expect(form!.attrs.action).toBe(`/${ref}/${page}/search`);
      expect(find(form!, (e) => e.tag === 'input' && e.attrs.name === 'q' && e.attrs.type === 'search')).toHaveLength(
        1,
      );
      expect(existsSync(join(release, `${page}/search.html`)), `${page}/search.html`).toBe(true);
    }
  });
});
