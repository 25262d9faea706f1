/**
 * One canonical page per content in the fixture build: a category listed alike under several selling types.
 */
import { expect, test } from 'vitest';
import { buildRouteTable } from '../../src/features/routes/routeTable.ts';
import { find, jsonLdOf, parseHtml, readPage, SITE, snapshotOf } from './helpers.ts';

const REF = 'shawarma-house';

test('a category listed alike under two selling types names the first as canonical, and only it is in the sitemap', () => {
  const copies = buildRouteTable(snapshotOf(REF).data).filter(
    (p) => p.kind === 'category' && p.locale === 'en' && p.canonicalLocalPath !== p.localPath,
  );
  expect(copies.length).toBeGreaterThan(0);
  const sitemap = readPage(REF, 'sitemap.xml');
  for (const copy of copies) {
    const html = parseHtml(readPage(REF, `${copy.path}.html`));
    const [link] = find(html, (e) => e.tag === 'link' && e.attrs.rel === 'canonical');
    expect(link?.attrs.href).toBe(`${SITE}/${REF}/${copy.canonicalLocalPath}`);
    expect(find(html, (e) => e.tag === 'link' && e.attrs.hreflang !== undefined)).toHaveLength(0);
    expect(sitemap).not.toContain(`<loc>${SITE}/${REF}/${copy.path}</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/${REF}/${copy.canonicalLocalPath}</loc>`);
  }
});

test('a shell served for every id names no placeholder address: no canonical or og:url to …/_ on any page', () => {
  const table = buildRouteTable(snapshotOf(REF).data);
  const shells = table.filter((p) => p.localPath.endsWith('/_'));
  expect(shells.map((p) => p.localPath)).toContain('order/_');
  for (const p of table) {
    const html = parseHtml(readPage(REF, `${p.path || 'index'}.html`));
    const named = [
      ...find(html, (e) => e.tag === 'link' && e.attrs.rel === 'canonical').map((e) => e.attrs.href),
      ...find(html, (e) => e.tag === 'meta' && e.attrs.property === 'og:url').map((e) => e.attrs.content),
    ];
    if (p.localPath.endsWith('/_')) expect(named, p.path).toEqual([]);
    else expect(named.length, p.path).toBe(2);
    for (const url of named) expect(url, p.path).not.toMatch(/\/_$/);
  }
});

test('a breadcrumb names only the pages a crawler indexes: the pickup copy of a dish names the delivery category and dish its canonical names', () => {
  const table = buildRouteTable(snapshotOf(REF).data);
  const indexed = new Set(
    table
      .filter((p) => !p.noindex && p.canonicalLocalPath === p.localPath)
      .map((p) => `${SITE}/${REF}/${p.path}`.replace(/\/$/, '')),
  );
  let copies = 0;
  for (const p of table.filter((x) => x.kind === 'item' || x.kind === 'category')) {
    const ld = jsonLdOf(parseHtml(readPage(REF, `${p.path}.html`)));
    const crumbs = ld.find((x) => x['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ item: string }> };
    const urls = crumbs.itemListElement.map((c) => c.item);
    for (const url of urls) expect(indexed.has(url), `${p.path}: ${url}`).toBe(true);
    if (p.canonicalLocalPath !== p.localPath) {
      copies++;
      expect(urls.at(-1), p.path).toBe(`${SITE}/${REF}/${p.path.replace(p.localPath, p.canonicalLocalPath)}`);
    }
  }
  expect(copies).toBeGreaterThan(0);
});
