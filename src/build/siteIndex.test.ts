import { expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { layoutOf, publishRelease, releaseDir } from './publish.ts';
import { formatHeaders, formatRedirects, headerRules, redirectRules } from './cdnRules.ts';
import { writeSiteIndex } from './siteIndex.ts';

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
