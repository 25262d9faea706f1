/**
 * One canonical page per content in the fixture build: a category listed alike under several selling types.
 */
import { expect, test } from 'vitest';
import { buildRouteTable } from '../../src/features/routes/routeTable.ts';
import { find, parseHtml, readPage, SITE, snapshotOf } from './helpers.ts';

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
