/**
 * Issue 16 over the fixture build: every business is installable (a valid web app manifest per locale, linked
 * from its pages, with icons that exist at their stated sizes) and carries its service worker and the list of what
 * it keeps offline, all of them pages of the release.
 */
import { localized } from '../../src/domain/localizedText.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { businessLocales, dirOf } from '../../src/domain/locale.ts';
import { fileForPath } from '../../src/build/verify.ts';
import { findHeaders, parseHeaders, parseRedirects, findRedirect } from '../../src/build/cdnRules.ts';
import type { OfflineKeepList } from '../../src/features/pwa/keepList.ts';
import { find, pagesOf, parseHtml, readPage, releaseOf, snapshotOf, TENANTS } from './helpers.ts';

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

const graphemes = (s: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)].length;

/** A path of the release answers with a page: a file, or a redirect of `_redirects` to one. */
function servesPage(release: string, ref: string, path: string): boolean {
  if (fileForPath(release, ref, path)) return true;
  const rule = findRedirect(parseRedirects(readFileSync(join(release, '_redirects'), 'utf8')), path);
  return !!rule && (rule.status === 301 || rule.status === 302) && !!fileForPath(release, ref, rule.to);
}

describe.each(TENANTS)('%s', (ref) => {
  const release = releaseOf(ref);
  const snapshot = snapshotOf(ref);
  const business = snapshot.data.restaurant;
  const locales = businessLocales(business);
  const base = `/${ref}`;

  test.each(locales)('the %s manifest has every field installation needs, in that language', async (locale) => {
    const file = join(release, '_pwa', `${locale}.webmanifest`);
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    // Named as the language writes the business's name (its localized title), else its business_name.
    expect(manifest.name).toBe(
      localized(business.title, locale, [locales[0]!, 'en', ...locales]).trim() || business.business_name,
    );
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(graphemes(manifest.short_name)).toBeLessThanOrEqual(12);
    expect(manifest.name.startsWith(manifest.short_name)).toBe(true);
    expect(manifest).toMatchObject({ id: base, scope: base, lang: locale, dir: dirOf(locale), display: 'standalone' });
    expect(manifest.start_url === base || manifest.start_url.startsWith(`${base}/`)).toBe(true);
    expect(servesPage(release, ref, manifest.start_url), manifest.start_url).toBe(true);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toBe(business.dark_mode === 'on' ? '#121212' : '#ffffff');
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  test('the icons exist in the release as PNGs of their stated sizes; the maskable one is opaque theme colour at its edges', async () => {
    const manifest = JSON.parse(readFileSync(join(release, '_pwa', `${locales[0]}.webmanifest`), 'utf8')) as Manifest;
    for (const icon of manifest.icons) {
      expect(icon.src.startsWith(`${base}/_img/`)).toBe(true);
      const file = fileForPath(release, ref, icon.src);
      expect(file, icon.src).not.toBeNull();
      const meta = await sharp(file!).metadata();
      expect(meta.format).toBe('png');
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
      if (icon.purpose === 'maskable') {
        const { data } = await sharp(file!)
          .ensureAlpha()
          .extract({ left: 0, top: 0, width: 1, height: 1 })
          .raw()
          .toBuffer({ resolveWithObject: true });
        const hex = `#${[...data.subarray(0, 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
        expect(data[3]).toBe(255);
        expect(hex).toBe(manifest.theme_color);
      }
    }
  });

  test('every page links the manifest of its language, with the same theme colour', async () => {
    const pages = await pagesOf(ref);
    const sample = pages
      .filter((p) => p !== '404.html')
      .filter((p, i) => i % 7 === 0 || /^(index|[a-z_]+)\.html$/.test(p))
      .slice(0, 40);
    for (const page of sample) {
      const doc = parseHtml(readPage(ref, page));
      const html = find(doc, (e) => e.tag === 'html')[0]!;
      const link = find(doc, (e) => e.tag === 'link' && e.attrs.rel === 'manifest');
      expect(link, page).toHaveLength(1);
      expect(link[0]!.attrs.href, page).toBe(`${base}/_pwa/${html.attrs.lang}.webmanifest`);
      const manifest = JSON.parse(
        readFileSync(join(release, '_pwa', `${html.attrs.lang}.webmanifest`), 'utf8'),
      ) as Manifest;
      const theme = find(doc, (e) => e.tag === 'meta' && e.attrs.name === 'theme-color');
      expect(theme[0]?.attrs.content, page).toBe(manifest.theme_color);
    }
  });

  test('the service worker is this release’s content, revalidated on each visit and allowed the whole base', () => {
    const build = JSON.parse(readFileSync(join(release, 'build.json'), 'utf8')) as { contentId: string };
    const sw = readFileSync(join(release, 'sw.js'), 'utf8');
    expect(build.contentId).toBe(snapshot.contentId);
    expect(sw).toContain(`"${build.contentId}"`);
    expect(sw).not.toContain('BUILD_ID_PLACEHOLDER');
    const headers = findHeaders(parseHeaders(readFileSync(join(release, '_headers'), 'utf8')), `${base}/sw.js`);
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers['Service-Worker-Allowed']).toBe(base);
  });

  test('what the worker keeps offline are pages of this release, with an offline page per language', () => {
    const list = JSON.parse(readFileSync(join(release, 'builds', 'offline.json'), 'utf8')) as OfflineKeepList;
    expect(list.build).toBe(snapshot.contentId);
    expect(Object.keys(list.locales).sort()).toEqual([...locales].sort());
    for (const [locale, entry] of Object.entries(list.locales)) {
      expect(fileForPath(release, ref, entry.offline), entry.offline).not.toBeNull();
      const offline = parseHtml(readFileSync(fileForPath(release, ref, entry.offline)!, 'utf8'));
      expect(find(offline, (e) => e.tag === 'html')[0]!.attrs.lang).toBe(locale);
      for (const path of [...entry.core, ...Object.values(entry.types).flat()])
        expect(fileForPath(release, ref, path), path).not.toBeNull();
    }
    // Each redirect leads to a page of the release: a file, or an id route's shell (reservation/{type}).
    const rules = parseRedirects(readFileSync(join(release, '_redirects'), 'utf8'));
    for (const [from, to] of Object.entries(list.redirects)) {
      expect(from === base || from.startsWith(`${base}/`)).toBe(true);
      const rewrite = findRedirect(rules, to);
      const served = rewrite?.status === 200 ? rewrite.to : to;
      expect(fileForPath(release, ref, served), to).not.toBeNull();
    }
  });
});
