/**
 * The bundled server (src/server/static.ts) serving from a bucket on a real S3-compatible server (s3rver on
 * loopback): the same answers as from the local tree, the pointer cached briefly and refreshed on publish, and
 * nothing outside the tenant's release for any generated path.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { formatHeaders, formatRedirects, headerRules, redirectRules } from '../build/cdnRules.ts';
import { layoutOf, releaseDir } from '../build/publish.ts';
import { createStaticApp } from '../server/static.ts';
import { bucketSource } from './bucketSource.ts';
import { blobKey, MANIFEST_FORMAT, pointerKey } from './manifest.ts';
import { s3Target } from './s3.ts';
import { hostilePath } from './testing/hostilePaths.ts';
import { startLocalS3, type LocalS3 } from './testing/s3Server.ts';

const layout = layoutOf(mkdtempSync(join(tmpdir(), 'sf-bucket-source-')));
const SECRET = 'SECRET-OUTSIDE-THE-RELEASE';
let s3: LocalS3;
let clock = 0;
let source: ReturnType<typeof bucketSource>;
let app: ReturnType<typeof createStaticApp>;
let n = 0;

function writeRelease(ref: string, files: Record<string, string>) {
  const buildId = `20261125T0200${String(n++).padStart(2, '0')}Z-src${n}`;
  const dir = releaseDir(layout, ref, buildId);
  const all = {
    _redirects: formatRedirects(redirectRules(ref, ['en'], 'en')),
    _headers: formatHeaders(headerRules(ref)),
    'build.json': JSON.stringify({ businessName: `Business ${ref}` }),
    ...files,
  };
  for (const [name, body] of Object.entries(all)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return { buildId, dir };
}

const shop = (landing = '<h1>landing</h1>') => ({
  'index.html': landing,
  'delivery.html': '<h1>menu</h1>'.repeat(200),
  'delivery/12.html': '<h1>category</h1>',
  'order/_.html': '<h1>order shell</h1>',
  '404.html': '<h1>not found</h1>',
  '_astro/app.123.js': 'console.log(1)',
  '_img/logo.webp': 'RIFF-not-really-webp',
});

async function publish(ref: string, files: Record<string, string>) {
  const r = writeRelease(ref, files);
  await s3Target(s3.store).publish(ref, r.buildId, r.dir);
  return r.buildId;
}

beforeAll(async () => {
  s3 = await startLocalS3();
  await publish('shop', shop());
  await publish('secrets', { 'index.html': SECRET, '404.html': SECRET });
  await s3.store.put('secret.txt', Buffer.from(SECRET), { contentType: 'text/plain', cacheControl: 'no-store' });
  await s3.store.put(blobKey('0'.repeat(64)), Buffer.from(SECRET), { contentType: 'text/plain', cacheControl: 'x' });
  source = bucketSource(s3.store, { pointerTtlMs: 2000, now: () => clock, siteUrl: 'https://menus.example' });
  app = createStaticApp(layout, source);
});
afterAll(async () => {
  source.close();
  await s3.close();
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

test('pages, rewrites, the 404 page and the rules are served from the bucket as from the tree', async () => {
  const page = await get('/shop/delivery/12');
  expect(page.status).toBe(200);
  expect(await page.text()).toBe('<h1>category</h1>');
  expect(page.headers.get('cache-control')).toMatch(/max-age=60/);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(await (await get('/shop/order/42')).text()).toBe('<h1>order shell</h1>');
  const missing = await get('/shop/nowhere');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toBe('<h1>not found</h1>');
  expect(missing.headers.get('cache-control')).toBe('no-store');
  expect((await get('/shop/build.json')).status).toBe(404);
  expect((await get('/nobody')).status).toBe(404);
});

test('text is compressed once per blob, and assets revalidate by their content hash', async () => {
  const br = await get('/shop/delivery', { 'accept-encoding': 'br' });
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('<h1>menu</h1>'.repeat(200));
  const js = await get('/shop/_astro/app.123.js');
  expect(js.headers.get('cache-control')).toMatch(/immutable/);
  expect((await get('/shop/_astro/app.123.js', { 'if-none-match': js.headers.get('etag')! })).status).toBe(304);
  const picture = await get('/shop/_img/logo.webp');
  expect(picture.headers.get('content-type')).toBe('image/webp');
  expect(await picture.text()).toBe('RIFF-not-really-webp');
});

test('the root lists the tenants the bucket has live, by business name', async () => {
  const html = await (await get('/')).text();
  expect(html).toContain('Business shop');
  expect(html).toContain('/secrets');
});

test('robots.txt and the sitemap index are made from the tenants the bucket has live', async () => {
  const robots = await get('/robots.txt');
  expect(robots.status).toBe(200);
  expect(await robots.text()).toContain('Sitemap: https://menus.example/sitemap-index.xml');
  expect(robots.headers.get('content-type')).toMatch(/text\/plain/);
  const index = await (await get('/sitemap-index.xml')).text();
  expect(index).toContain('<loc>https://menus.example/shop/sitemap.xml</loc>');
  expect(index).toContain('<loc>https://menus.example/secrets/sitemap.xml</loc>');
});

test("a publish in this process is served at once; another machine's within the pointer TTL", async () => {
  await publish('shop', shop('<h1>landing 2</h1>'));
  expect(await (await get('/shop')).text()).toBe('<h1>landing 2</h1>');
  // Another machine's publish: the release is uploaded here (which this process hears of), then the pointer is
  // set back and switched again by writing the object directly, as another machine's publish looks from here.
  const other = writeRelease('shop', shop('<h1>landing 3</h1>'));
  const elsewhere = s3Target(s3.store);
  const live = await elsewhere.live('shop');
  await elsewhere.publish('shop', other.buildId, other.dir);
  const pointer = (id: string) =>
    Buffer.from(JSON.stringify({ format: MANIFEST_FORMAT, referenceId: 'shop', buildId: id, publishedAt: '' }));
  await s3.store.put(pointerKey('shop'), pointer(live!), { contentType: 'application/json', cacheControl: 'x' });
  clock += 10_000;
  expect(await (await get('/shop')).text()).toBe('<h1>landing 2</h1>');
  await s3.store.put(pointerKey('shop'), pointer(other.buildId), {
    contentType: 'application/json',
    cacheControl: 'x',
  });
  clock += 1000;
  expect(await (await get('/shop')).text()).toBe('<h1>landing 2</h1>'); // within the TTL: the cached pointer
  clock += 1000;
  expect(await (await get('/shop')).text()).toBe('<h1>landing 3</h1>'); // past it: the new release
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
      expect(await res.text(), p).not.toContain(SECRET);
    }),
    { numRuns: 300 },
  );
});
