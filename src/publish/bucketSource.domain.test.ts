/**
 * A business built for its own domain, published to a bucket (s3rver on loopback) and served by the bundled
 * server from it: the manifest carries the domain, the Host selects the business at the root,
 * its shared-host paths answer 301, and the shared sitemap index leaves it out (its sitemap is on its domain).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatHeaders, formatRedirects, headerRules, redirectRules } from '../build/cdnRules.ts';
import { layoutOf, releaseDir } from '../build/publish.ts';
import { createStaticApp } from '../server/static.ts';
import { bucketSource } from './bucketSource.ts';
import { parseManifest } from './manifest.ts';
import { s3Target } from './s3.ts';
import { startLocalS3, type LocalS3 } from './testing/s3Server.ts';

const layout = layoutOf(mkdtempSync(join(tmpdir(), 'sf-bucket-domain-')));
let s3: LocalS3;
let source: ReturnType<typeof bucketSource>;
let app: ReturnType<typeof createStaticApp>;
let shopBuild = '';

async function publish(ref: string, buildId: string, domain?: string) {
  const dir = releaseDir(layout, ref, buildId);
  const base = domain ? '' : `/${ref}`;
  const files = {
    _redirects: formatRedirects(redirectRules(ref, ['en'], 'en', undefined, base)),
    _headers: formatHeaders(headerRules(ref, { base })),
    'build.json': JSON.stringify({ businessName: ref, ...(domain ? { domain, origin: `https://${domain}` } : {}) }),
    'index.html': `<h1>${ref} landing</h1>`,
    'delivery.html': `<h1>${ref} menu</h1>`,
    'order/_.html': `<h1>${ref} order</h1>`,
    '404.html': `<h1>${ref} not found</h1>`,
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  await s3Target(s3.store).publish(ref, buildId, dir);
}

beforeAll(async () => {
  s3 = await startLocalS3();
  shopBuild = '20261125T020000Z-dom1';
  await publish('shop', shopBuild, 'shop.example');
  await publish('other', '20261125T020001Z-dom2');
  source = bucketSource(s3.store, { siteUrl: 'https://menus.example' });
  app = createStaticApp(layout, source);
});
afterAll(async () => {
  source.close();
  await s3.close();
});

const get = (path: string, host: string) => app.request(path, { headers: { host } });

test('the release manifest records the domain its build.json names', async () => {
  const text = Buffer.from((await s3.store.get(`releases/shop/${shopBuild}.json`))!).toString('utf8');
  expect(parseManifest(text, 'shop', shopBuild)?.domain).toEqual({
    host: 'shop.example',
    origin: 'https://shop.example',
  });
});

test("a request on the domain is the business's site at its root, from the bucket", async () => {
  expect(await (await get('/', 'shop.example')).text()).toBe('<h1>shop landing</h1>');
  expect(await (await get('/order/5', 'Shop.Example:443')).text()).toBe('<h1>shop order</h1>');
  const missing = await get('/other/delivery', 'shop.example');
  expect([missing.status, await missing.text()]).toEqual([404, '<h1>shop not found</h1>']);
});

test('its shared-host paths answer 301 to the domain; the others are served; the sitemap index leaves it out', async () => {
  const moved = await get('/shop/delivery?x=1', 'menus.example');
  expect([moved.status, moved.headers.get('location')]).toEqual([301, 'https://shop.example/delivery?x=1']);
  expect(await (await get('/other/delivery', 'menus.example')).text()).toBe('<h1>other menu</h1>');
  const index = await (await get('/sitemap-index.xml', 'menus.example')).text();
  expect(index).toContain('https://menus.example/other/sitemap.xml');
  expect(index).not.toContain('/shop/');
});
