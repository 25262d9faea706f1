import { beforeAll, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticApp } from './static.ts';
import { layoutOf, publishRelease } from '../build/publish.ts';
import { formatHeaders, formatRedirects, headerRules, redirectRules } from '../build/cdnRules.ts';

const layout = layoutOf(mkdtempSync(join(tmpdir(), 'sf-static-')));
const app = createStaticApp(layout);
const BUILD = '20261122T000000Z-abc123';

beforeAll(async () => {
  const release = join(layout.releases, 'shop', BUILD);
  const page = (rel: string, body: string) => {
    mkdirSync(join(release, rel, '..'), { recursive: true });
    writeFileSync(join(release, rel), body);
  };
  page('index.html', '<h1>landing</h1>');
  page('delivery.html', '<h1>menu</h1>'.repeat(200));
  page('delivery/12.html', '<h1>category</h1>');
  page('order/_.html', '<h1>order shell</h1>');
  page('wallet/_.html', '<h1>wallet shell</h1>');
  page('wallet/history.html', '<h1>wallet history</h1>');
  page('404.html', '<h1>not found</h1>');
  page('_astro/app.123.js', 'console.log(1)');
  writeFileSync(join(release, '_redirects'), formatRedirects(redirectRules('shop', ['en'], 'en')));
  writeFileSync(join(release, '_headers'), formatHeaders(headerRules('shop')));
  await publishRelease(layout, 'shop', BUILD);
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

test('a page is served from its .html file with a short cache', async () => {
  const res = await get('/shop/delivery/12');
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('<h1>category</h1>');
  expect(res.headers.get('cache-control')).toMatch(/max-age=60/);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
});

test('a trailing slash redirects to the path without it, keeping the query', async () => {
  const res = await get('/shop/delivery/?coupon=X');
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toBe('/shop/delivery?coupon=X');
});

test('an order id is served by the order shell; an existing page is not rewritten', async () => {
  expect(await (await get('/shop/order/123')).text()).toBe('<h1>order shell</h1>');
  expect(await (await get('/shop/wallet/history')).text()).toBe('<h1>wallet history</h1>');
  expect(await (await get('/shop/wallet/77')).text()).toBe('<h1>wallet shell</h1>');
});

test('brotli is preferred, then gzip, then identity', async () => {
  const menu = '<h1>menu</h1>'.repeat(200);
  const brotli = await get('/shop/delivery', { 'accept-encoding': 'gzip, br' });
  expect(brotli.headers.get('content-encoding')).toBe('br');
  expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(menu);
  const gzipped = await get('/shop/delivery', { 'accept-encoding': 'gzip' });
  expect(gzipped.headers.get('content-encoding')).toBe('gzip');
  expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(menu);
  const plain = await get('/shop/delivery');
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(menu);
  // Tiny files are not worth compressing.
  expect((await get('/shop/delivery/12', { 'accept-encoding': 'br' })).headers.get('content-encoding')).toBeNull();
  expect(plain.headers.get('vary')).toBe('Accept-Encoding');
});

test('an unchanged page answers 304 to its ETag', async () => {
  const first = await get('/shop/delivery/12');
  const again = await get('/shop/delivery/12', { 'if-none-match': first.headers.get('etag')! });
  expect(again.status).toBe(304);
});

test('hashed assets are cached for a year', async () => {
  expect((await get('/shop/_astro/app.123.js')).headers.get('cache-control')).toMatch(/immutable/);
});

test('an unknown path under a tenant gets its 404 page with status 404', async () => {
  const res = await get('/shop/nothing-here');
  expect(res.status).toBe(404);
  expect(await res.text()).toBe('<h1>not found</h1>');
});

test('encoded dots at the root normalise to the root listing, never above the tree', async () => {
  expect(await (await get('/%2e%2e')).text()).toContain('Storefronts');
});

test.each(['/shop/../etc/passwd', '/shop/%2e%2e/%2e%2e/etc/passwd', '/shop/%00', '/shop/..%2f..%2fetc%2fpasswd'])('a traversal attempt %s is refused', async (path) => {
  const res = await get(path);
  expect([400, 404]).toContain(res.status);
  expect(await res.text()).not.toContain('root:');
});

test('the rule files themselves are not served', async () => {
  expect((await get('/shop/_redirects')).status).toBe(404);
  expect((await get('/shop/_headers')).status).toBe(404);
});

test('the root lists the published tenants, escaped', async () => {
  const html = await (await get('/')).text();
  expect(html).toContain('<a href="/shop">shop</a>');
  expect(html).not.toContain('<script');
});

test('an unknown tenant gets a plain 404 that shows the path as text', async () => {
  const res = await get('/nobody/x<script>');
  expect(res.status).toBe(404);
  expect(await res.text()).not.toContain('<script>');
});
