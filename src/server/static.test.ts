import { beforeAll, expect, test } from 'vitest';
import fc from 'fast-check';
import { hostilePath } from '../publish/testing/hostilePaths.ts';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticApp } from './static.ts';
import { layoutOf, publishRelease } from '../build/publish.ts';
import { formatHeaders, formatRedirects, headerRules, redirectRules } from '../build/cdnRules.ts';

const root = mkdtempSync(join(tmpdir(), 'sf-static-'));
const layout = layoutOf(root);
/** A marker that only files outside the release contain: it must never appear in an answer. */
const SECRET = 'SECRET-OUTSIDE-THE-RELEASE';
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
  page('build.json', '{"businessName":"shop"}');
  page('_lastmod.json', '{"index.html":["fingerprint","2026-11-22T00:00:00.000Z"]}');
  page('_astro/app.123.js', 'console.log(1)');
  page('_img/logo.webp', 'RIFF-not-really-webp');
  // Files outside the release, at every level a traversal could reach, and symlinks in the release leading out.
  writeFileSync(join(root, 'secret.txt'), SECRET);
  writeFileSync(join(layout.releases, 'secret.txt'), SECRET);
  writeFileSync(join(layout.releases, 'shop', 'secret.txt'), SECRET);
  mkdirSync(join(root, 'outside'), { recursive: true });
  writeFileSync(join(root, 'outside', 'index.html'), SECRET);
  writeFileSync(join(root, 'outside', 'secret.txt'), SECRET);
  symlinkSync(join(root, 'outside'), join(release, 'link'));
  symlinkSync(join(root, 'outside', 'secret.txt'), join(release, 'leak.html'));
  symlinkSync('/etc/passwd', join(release, 'passwd.html'));
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

test("the default locale's code in a page's address redirects to the page without it, keeping the query", async () => {
  const res = await get('/shop/en/delivery?coupon=X');
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toBe('/shop/delivery?coupon=X');
  expect((await get('/shop/en')).headers.get('location')).toBe('/shop');
});

test.each([
  ['/shop/delivery.html', '/shop/delivery'],
  ['/shop/delivery/12.html?x=1', '/shop/delivery/12?x=1'],
  ['/shop/index', '/shop'],
  ['/shop/index.html', '/shop'],
  ['/shop/ar/index.html', '/shop/ar'],
  ['/shop/delivery%2Ehtml', '/shop/delivery'],
  ['/index.html', '/'],
])('a page file name as a URL (%s) redirects to the page URL, never a second copy', async (path, location) => {
  const res = await get(path);
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toBe(location);
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
  // An encoding refused with q=0 is not sent.
  const refused = await get('/shop/delivery', { 'accept-encoding': 'gzip;q=0, br;q=0' });
  expect(refused.headers.get('content-encoding')).toBeNull();
  expect(await refused.text()).toBe(menu);
  expect((await get('/shop/delivery', { 'accept-encoding': 'br;q=0, gzip' })).headers.get('content-encoding')).toBe(
    'gzip',
  );
});

test('an unchanged page answers 304 to its ETag', async () => {
  const first = await get('/shop/delivery/12');
  const again = await get('/shop/delivery/12', { 'if-none-match': first.headers.get('etag')! });
  expect(again.status).toBe(304);
  // In a list, or as the only tag.
  const listed = await get('/shop/delivery/12', { 'if-none-match': `"other", ${first.headers.get('etag')!}` });
  expect(listed.status).toBe(304);
});

test('hashed assets are cached for a year', async () => {
  expect((await get('/shop/_astro/app.123.js')).headers.get('cache-control')).toMatch(/immutable/);
});

test('an unknown path under a tenant gets its 404 page with status 404', async () => {
  const res = await get('/shop/nothing-here');
  expect(res.status).toBe(404);
  expect(await res.text()).toBe('<h1>not found</h1>');
});

test('the not-found page asked for by its own address answers 404 too, never a 200 “not found”', async () => {
  const res = await get('/shop/404');
  expect(res.status).toBe(404);
  expect(await res.text()).toBe('<h1>not found</h1>');
});

test('encoded dots at the root normalise to the root listing, never above the tree', async () => {
  expect(await (await get('/%2e%2e')).text()).toContain('Storefronts');
});

test.each(['/shop/../etc/passwd', '/shop/%2e%2e/%2e%2e/etc/passwd', '/shop/%00', '/shop/..%2f..%2fetc%2fpasswd'])(
  'a traversal attempt %s is refused',
  async (path) => {
    const res = await get(path);
    expect([400, 404]).toContain(res.status);
    expect(await res.text()).not.toContain('root:');
  },
);

test('an encoded slash that leaves an empty segment is no page: never the landing page without its headers', async () => {
  for (const path of ['/shop%2F', '/shop%2f', '/shop/delivery%2F', '/shop%2F%2F', '/shop/%2F']) {
    const res = await get(path);
    expect(res.status, path).toBe(404);
    expect(await res.text(), path).not.toContain('landing');
  }
  // The same page by its own address carries them.
  expect((await get('/shop')).headers.get('x-frame-options')).toBe('SAMEORIGIN');
});

test('the rule files themselves are not served', async () => {
  expect((await get('/shop/_redirects')).status).toBe(404);
  expect((await get('/shop/_headers')).status).toBe(404);
});

test('the root lists the published tenants, escaped, under a policy that runs no script', async () => {
  const res = await get('/');
  expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  const html = await res.text();
  expect(html).toContain('<a href="/shop">shop</a>');
  expect(html).not.toContain('<script');
});

test('an unknown tenant gets a plain 404 that shows the path as text', async () => {
  const res = await get('/nobody/x<script>');
  expect(res.status).toBe(404);
  expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  // The same answer as the edge's: never cached (the business may be published a minute later).
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect((await get('/')).headers.get('cache-control')).toBe('public, max-age=60');
  const html = await res.text();
  expect(html).not.toContain('<script>');
  // The way on: the businesses published here.
  expect(html).toContain('<a href="/">Back to the home page</a>');
  expect(html).toContain('<meta name="robots" content="noindex">');
});

test('an unknown tenant’s 404 speaks the browser’s language', async () => {
  const res = await get('/nobody/menu', { 'Accept-Language': 'ar-KW,ar;q=0.9,en;q=0.8' });
  expect(res.status).toBe(404);
  expect(res.headers.get('content-language')).toBe('ar');
  expect(res.headers.get('vary')).toContain('Accept-Language');
  const html = await res.text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toContain('الصفحة غير موجودة: <bdi dir="ltr">/nobody/menu</bdi>');
  // English for a language the app has no words in.
  expect((await get('/nobody', { 'Accept-Language': 'tlh' })).headers.get('content-language')).toBe('en');
});

test('a doubly encoded traversal is a missing file name, never a file outside the release', async () => {
  for (const path of [
    '/shop/%2500',
    '/shop/%252e%252e/secret.txt',
    '/shop/%252e%252e/%252e%252e/secret.txt',
    '/shop/%25252e%25252e/secret.txt',
    '/shop/..%252f..%252fsecret.txt',
  ]) {
    const res = await get(path);
    expect([400, 404], path).toContain(res.status);
    expect(await res.text(), path).not.toContain(SECRET);
  }
});

test('a symlink placed in a release never leads out of it', async () => {
  for (const path of ['/shop/link', '/shop/link/secret.txt', '/shop/leak', '/shop/passwd']) {
    const res = await get(path);
    expect(res.status, path).toBe(404);
    const text = await res.text();
    expect(text, path).not.toContain(SECRET);
    expect(text, path).not.toContain('root:');
  }
});

test.each(['/shop/%zz', '/shop/%', '/shop/%E0%A4%A', '/shop/%00x', '/shop/a%5Cb', '/shop/%0a'])(
  'a malformed path %s is a 400, not a server error',
  async (path) => {
    expect((await get(path)).status).toBe(400);
  },
);

test('an overlong segment or path is a 404, not a server error', async () => {
  expect((await get(`/shop/${'a'.repeat(251)}`)).status).toBe(404);
  expect((await get(`/shop/${'a'.repeat(300)}`)).status).toBe(404);
  expect((await get(`/shop/${'abc/'.repeat(400)}x`)).status).toBe(404);
});

test('a missing robots.txt or sitemap index is a 404', async () => {
  expect((await get('/robots.txt')).status).toBe(404);
  expect((await get('/sitemap-index.xml')).status).toBe(404);
});

test('the build metadata is not served as a page', async () => {
  expect((await get('/shop/build.json')).status).toBe(404);
});

test('the page dates a release keeps for the next build are not served', async () => {
  const res = await get('/shop/_lastmod.json');
  expect(res.status).toBe(404);
  expect(await res.text()).not.toContain('fingerprint');
});

test('pictures are streamed with their type and a year of cache', async () => {
  const res = await get('/shop/_img/logo.webp');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  expect(res.headers.get('cache-control')).toMatch(/immutable/);
  expect(await res.text()).toBe('RIFF-not-really-webp');
  const again = await get('/shop/_img/logo.webp', { 'if-none-match': res.headers.get('etag')! });
  expect(again.status).toBe(304);
});

/** A raw HTTP request to a real server, so the request target reaches it exactly as sent. */
function rawGet(port: number, target: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: target, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('a trailing slash never redirects to another host', async () => {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  try {
    for (const target of [
      '//evil.example/',
      '///evil.example/',
      '//evil.example/x/',
      '/%2F%2Fevil.example/',
      '/%5C%5Cevil.example/',
    ]) {
      const res = await rawGet(port, target);
      expect(res.status, target).toBe(301);
      // A browser reads `//host` and `/\host` as another site: the target is one slash and a path.
      expect(res.location, target).toMatch(/^\/[^/\\]/);
      expect(new URL(res.location!, 'http://site.test').host, target).toBe('site.test');
    }
    expect((await rawGet(port, '/shop/%252e%252e/%252e%252e/secret.txt')).body).not.toContain(SECRET);
    const backslash = await rawGet(port, '/shop/..\\..\\secret.txt');
    expect(backslash.status).toBeLessThan(500);
    expect(backslash.body).not.toContain(SECRET);
  } finally {
    server.close();
  }
});

test('no generated path serves a byte from outside the release or gets a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(hostilePath('shop'), async (p) => {
      let res: Response;
      try {
        res = await get(p);
      } catch {
        return; // the URL parser refused the request before the server saw it
      }
      expect(res.status, p).toBeLessThan(500);
      const text = await res.text();
      expect(text, p).not.toContain(SECRET);
      expect(text, p).not.toContain('root:x:0');
    }),
    { numRuns: 400 },
  );
});
