import { expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { layoutOf, publishRelease, releaseDir } from './publish.ts';
import { formatHeaders, formatRedirects, headerRules, redirectRules } from './cdnRules.ts';
import { publishedSiteUrl, writeSiteIndex } from './siteIndex.ts';

test('index writes that overlap (several workers publishing at once) all succeed and leave no temporary file', async () => {
  const layout = layoutOf(mkdtempSync(join(tmpdir(), 'sf-index-')));
  for (const ref of ['shop', 'cafe']) {
    const id = '20260101T000000Z-aaaaaa';
    const dir = releaseDir(layout, ref, id);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), ref);
    writeFileSync(join(dir, '_redirects'), formatRedirects(redirectRules(ref, ['en'], 'en')));
    writeFileSync(join(dir, '_headers'), formatHeaders(headerRules(ref)));
    await publishRelease(layout, ref, id);
  }
  const results = await Promise.allSettled(
    Array.from({ length: 12 }, () => writeSiteIndex(layout, 'https://menus.example')),
  );
  expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
  expect(readdirSync(layout.www).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  const sitemap = readFileSync(join(layout.www, 'sitemap-index.xml'), 'utf8');
  expect(sitemap).toContain('https://menus.example/shop/sitemap.xml');
  expect(sitemap).toContain('https://menus.example/cafe/sitemap.xml');
});

test('the origin a tree was published for is read back from its robots.txt, so a later command keeps it', async () => {
  const layout = layoutOf(mkdtempSync(join(tmpdir(), 'sf-index-')));
  expect(await publishedSiteUrl(layout)).toBeNull();
  mkdirSync(layout.www, { recursive: true });
  await writeSiteIndex(layout, 'http://localhost:6321');
  expect(await publishedSiteUrl(layout)).toBe('http://localhost:6321');
  await writeSiteIndex(layout, 'https://menus.example');
  expect(await publishedSiteUrl(layout)).toBe('https://menus.example');
  writeFileSync(join(layout.www, 'robots.txt'), 'Sitemap: javascript:alert(1)/sitemap-index.xml\n');
  expect(await publishedSiteUrl(layout)).toBeNull();
});
