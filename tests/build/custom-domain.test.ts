/**
 * Shawarma House built on its own domain (issue 13 item 5): `npm run test:fixtures` builds it a second time into
 * `{VAR_DIR}/domain` with `shawarma-house.example` configured, served by the test server on its port. Checked as a
 * crawler reads it: canonical, hreflang, OpenGraph, sitemap and robots on the domain, every link at the domain's
 * root; the serving rules of the domain and of the shared host; and the main build unchanged.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync, readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { buildRouteTable } from '../../src/features/routes/routeTable.ts';
import { brokenLinks, listFiles } from '../../src/build/verify.ts';
import { layoutOf } from '../../src/build/publish.ts';
import { createStaticApp } from '../../src/server/static.ts';
import type { TenantSnapshot } from '../../src/build/snapshot.ts';
import { find, parseHtml, readPage, SITE, TENANTS, VAR_DIR } from './helpers.ts';

const REF = 'shawarma-house';
const DOMAIN = 'shawarma-house.example';
const ORIGIN = `http://${DOMAIN}:${process.env.E2E_PORT ?? 4399}`;
const DOMAIN_VAR = join(VAR_DIR, 'domain');
const WWW = join(DOMAIN_VAR, 'www');
const release = realpathSync(join(WWW, REF));
const read = (rel: string) => readFileSync(join(release, rel), 'utf8');
const snapshot = JSON.parse(
  readFileSync(join(DOMAIN_VAR, 'snapshots', REF, `${release.split('/').pop()}.json`), 'utf8'),
) as TenantSnapshot;
const table = buildRouteTable(snapshot.data);
const fileOf = (path: string) => `${path || 'index'}.html`;
const doc = (path: string) => parseHtml(read(fileOf(path)));
const attr = (path: string, tag: string, pred: (a: Record<string, string>) => boolean, name: string) =>
  find(doc(path), (e) => e.tag === tag && pred(e.attrs)).map((e) => e.attrs[name]);

describe('Shawarma House on its own domain', () => {
  test('is built for the domain the API gives it, as its build.json and snapshot say', () => {
    expect(JSON.parse(read('build.json'))).toMatchObject({ domain: DOMAIN, origin: ORIGIN });
    expect(snapshot).toMatchObject({ siteUrl: ORIGIN, basePath: '', domain: DOMAIN });
    expect(snapshot.data.restaurant.custom_domain).toBe(DOMAIN);
  });

  test('has every page of its route table, and no broken link at the domain root', async () => {
    const pages = (await listFiles(release)).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBe(table.length + 1);
    const problems: string[] = [];
    for (const page of pages)
      for (const b of brokenLinks(read(page), release, REF, ORIGIN, undefined, '')) problems.push(`${page} → ${b}`);
    expect(problems).toEqual([]);
  });

  test('puts canonical, hreflang and og:url of every indexable page on the domain', () => {
    const landing = table.find((p) => p.kind === 'landing' && p.locale === 'en')!;
    expect(attr(landing.path, 'link', (a) => a.rel === 'canonical', 'href')).toEqual([`${ORIGIN}/`]);
    for (const p of table.filter((x) => !x.noindex).slice(0, 60)) {
      const canonical = attr(p.path, 'link', (a) => a.rel === 'canonical', 'href')[0]!;
      expect(canonical.startsWith(`${ORIGIN}/`), p.path).toBe(true);
      expect(attr(p.path, 'meta', (a) => a.property === 'og:url', 'content')).toEqual([canonical]);
      const alternates = attr(p.path, 'link', (a) => a.rel === 'alternate' && !!a.hreflang, 'href');
      // en, ar, x-default on a canonical page; none on a copy of an item under another selling type.
      expect(alternates.length, p.path).toBe(p.canonicalLocalPath === p.localPath ? 3 : 0);
      for (const href of alternates)
        expect(href.startsWith(`${ORIGIN}/`) && !new URL(href).pathname.startsWith(`/${REF}`), href).toBe(true);
    }
    const menu = table.find((p) => p.kind === 'menu' && p.locale === 'ar')!;
    expect(attr(menu.path, 'link', (a) => a.rel === 'canonical', 'href')).toEqual([`${ORIGIN}/${menu.path}`]);
    expect(attr(menu.path, 'meta', (a) => a.property === 'og:image', 'content')[0]).toMatch(
      new RegExp(`^${ORIGIN}/_img/`),
    );
  });

  test('links, assets, islands, the manifest and the sitemap link at the root, never under /shawarma-house', () => {
    for (const p of table.slice(0, 80)) {
      const html = read(fileOf(p.path));
      expect(html, p.path).not.toMatch(
        /(href|src|srcset|component-url|renderer-url|before-hydration-url)="\/shawarma-house/,
      );
      expect(html, p.path).not.toContain('__sf_base__');
    }
    const root = find(doc(''), (e) => e.tag === 'html')[0]!;
    expect(root.attrs['data-base']).toBe('');
    expect(attr('', 'link', (a) => a.rel === 'manifest', 'href')).toEqual(['/_pwa/en.webmanifest']);
    expect(attr('', 'link', (a) => a.rel === 'sitemap', 'href')).toEqual(['/sitemap.xml']);
    expect(attr('', 'a', (a) => a.class === 'brand', 'href')).toEqual(['/']);
  });

  test('rewrites the client chunks that carry the base to the root', async () => {
    const chunks = (await listFiles(release)).filter((f) => f.startsWith('_astro/') && f.endsWith('.js'));
    const texts = chunks.map((f) => read(f));
    expect(texts.some((t) => t.includes('"/_astro/') || t.includes('`/`+'))).toBe(true);
    for (const [i, t] of texts.entries()) expect(t, chunks[i]).not.toContain('/shawarma-house/_astro');
  });

  test('lists only domain URLs in its sitemap and names it in its own robots.txt', () => {
    const sitemap = read('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(20);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
    expect(sitemap).not.toContain(`/${REF}/`);
    expect(read('robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test('installs as one app for the whole domain: manifest id and scope `/`, worker allowed there', () => {
    const manifest = JSON.parse(read('_pwa/ar.webmanifest')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ id: '/', scope: '/', start_url: '/ar' });
    expect(read('_headers')).toContain('Service-Worker-Allowed: /\n');
    expect(read('_redirects') + read('_headers')).not.toContain(`/${REF}`);
  });

  test('is left out of the shared sitemap index; the shared root rules send its paths to the domain', () => {
    expect(readFileSync(join(WWW, 'sitemap-index.xml'), 'utf8')).not.toContain(REF);
    const rules = readFileSync(join(WWW, '_redirects'), 'utf8');
    expect(rules).toContain(`/${REF}/* ${ORIGIN}/:splat 301!\n/${REF}/* ${ORIGIN}/:splat 301\n`);
    expect(rules).not.toContain(`/${REF}/order/*`);
  });
});

describe('the bundled server over the domain build', () => {
  const app = createStaticApp(layoutOf(DOMAIN_VAR));
  const get = (path: string, host: string) => app.request(path, { headers: { host } });

  test('serves the landing for Host: shawarma-house.example, canonical on the domain', async () => {
    const res = await get('/', `${DOMAIN}:${process.env.E2E_PORT ?? 4399}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  test('answers the shared-host path with 301 to the domain, locale and query kept', async () => {
    const res = await get(`/${REF}/ar/delivery?table=4`, 'localhost');
    expect([res.status, res.headers.get('location')]).toEqual([301, `${ORIGIN}/ar/delivery?table=4`]);
  });
});

test('the main fixture build keeps Shawarma House and every other tenant under the shared host', () => {
  expect(readdirSync(WWW).filter((n) => !n.startsWith('_') && !n.includes('.'))).toEqual([REF]);
  for (const ref of TENANTS.filter((t) => t !== 'evil-eats')) {
    const canonical = find(
      parseHtml(readPage(ref, 'index.html')),
      (e) => e.tag === 'link' && e.attrs.rel === 'canonical',
    )[0]!;
    expect(canonical.attrs.href!.startsWith(`${SITE}/${ref}`), ref).toBe(true);
    expect(JSON.parse(readPage(ref, 'build.json'))).not.toHaveProperty('domain');
  }
});
