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
