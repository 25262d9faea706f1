/**
 * The edge worker (src/edge/worker.ts) in Cloudflare's own runtime: workerd from npm, run by miniflare, reading
 * through the S3 API (aws4fetch) a bucket on a real S3-compatible server (s3rver on loopback) that the publish
 * target (src/publish/s3.ts) filled. Also through an R2 binding (miniflare's local R2) holding the same objects.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import fc from 'fast-check';
import { Miniflare } from 'miniflare';
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { formatHeaders, formatRedirects, headerRules, redirectRules } from '../../src/build/cdnRules.ts';
import { layoutOf, releaseDir } from '../../src/build/publish.ts';
import { bundleWorker } from '../../src/edge/bundle.ts';
import { blobKey, pointerKey } from '../../src/publish/manifest.ts';
import { s3Target } from '../../src/publish/s3.ts';
import { hostilePath } from '../../src/publish/testing/hostilePaths.ts';
import { S3RVER_CREDENTIALS, startLocalS3, type LocalS3 } from '../../src/publish/testing/s3Server.ts';

const layout = layoutOf(mkdtempSync(join(tmpdir(), 'sf-edge-')));
/** Only objects outside every release contain it: it must never appear in an answer. */
const SECRET = 'SECRET-OUTSIDE-THE-RELEASE';
/** Another tenant's pages: reachable at /elsewhere, never from a path under /shop. */
const ELSEWHERE = 'ELSEWHERE-TENANT';
const CSP = "default-src 'self'";
const TTL_MS = 1000;
let s3: LocalS3;
let mf: Miniflare;
let r2: Miniflare;
let origin: URL;
let n = 0;

const nextBuildId = () => `20261125T0100${String(n++).padStart(2, '0')}Z-edge${n}`;

function writeRelease(ref: string, files: Record<string, string | Uint8Array>, locales = ['en']) {
  const buildId = nextBuildId();
  const dir = releaseDir(layout, ref, buildId);
  const all = {
    _redirects: formatRedirects(redirectRules(ref, locales, locales[0]!)),
    _headers: formatHeaders(headerRules(ref, { contentSecurityPolicy: CSP })),
    'build.json': JSON.stringify({ businessName: ref }),
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
  'delivery.html': '<h1>menu</h1>',
  'delivery/12.html': '<h1>category</h1>',
  'order/_.html': '<h1>order shell</h1>',
  'wallet/_.html': '<h1>wallet shell</h1>',
  'wallet/history.html': '<h1>wallet history</h1>',
  '404.html': '<h1>not found</h1>',
  '_astro/app.123.js': 'console.log(1)',
  '_astro/app.123.js.br': brotliCompressSync('console.log(1)'),
  '_img/logo.webp': 'RIFF-not-really-webp',
});

async function publish(ref: string, files: Record<string, string | Uint8Array>) {
  const r = writeRelease(ref, files);
  await s3Target(s3.store).publish(ref, r.buildId, r.dir);
  return r.buildId;
}

beforeAll(async () => {
  s3 = await startLocalS3();
  await publish('shop', shop());
  await publish('cafe', { ...shop('<h1>cafe landing</h1>'), 'delivery.html': '<h1>cafe menu</h1>' });
  // Objects of the bucket outside shop's release: another tenant, a stray blob, a key at the bucket's root.
  await publish('elsewhere', { 'index.html': ELSEWHERE, '404.html': ELSEWHERE });
  const put = (key: string) =>
    s3.store.put(key, Buffer.from(SECRET), { contentType: 'text/html', cacheControl: 'no-store' });
  await put('secret.txt');
  await put('blobs/secret.txt');
  await put(blobKey('0'.repeat(64)));
  const script = await bundleWorker();
  mf = new Miniflare({
    modules: true,
    script,
    compatibilityDate: '2025-09-01',
    bindings: {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      TENANT_DOMAINS: 'menu.cafe.example=cafe',
      POINTER_TTL_MS: String(TTL_MS),
    },
  });
  origin = await mf.ready;
});

afterAll(async () => {
  await mf?.dispose();
  await r2?.dispose();
  await s3?.close();
});

const get = (path: string, headers: Record<string, string> = {}, host = 'storefront.example') =>
  mf.dispatchFetch(`http://${host}${path}`, { headers, redirect: 'manual' });

test('a page is served from its release with the short HTML cache and the tenant policy', async () => {
  const res = await get('/shop/delivery/12');
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('<h1>category</h1>');
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('cache-control')).toMatch(/max-age=60/);
  expect(res.headers.get('content-security-policy')).toBe(CSP);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await (await get('/shop')).text()).toBe('<h1>landing</h1>');
});

test('an id route is rewritten to its shell; an existing page under it is not', async () => {
  const order = await get('/shop/order/123');
  expect(order.status).toBe(200);
  expect(await order.text()).toBe('<h1>order shell</h1>');
  expect(await (await get('/shop/wallet/history')).text()).toBe('<h1>wallet history</h1>');
  expect(await (await get('/shop/wallet/77')).text()).toBe('<h1>wallet shell</h1>');
});

test('an unknown page gets the tenant 404 page with status 404, never cached', async () => {
  const res = await get('/shop/nowhere');
  expect(res.status).toBe(404);
  expect(await res.text()).toBe('<h1>not found</h1>');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect((await get('/shop/build.json')).status).toBe(404);
  expect((await get('/shop/_redirects')).status).toBe(404);
  // The not-found page by its own address: a 404 as well, not a 200 "not found".
  const own = await get('/shop/404');
  expect(own.status).toBe(404);
  expect(await own.text()).toBe('<h1>not found</h1>');
  const unknown = await get('/nobody/menu');
  expect(unknown.status).toBe(404);
  expect(unknown.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  // Spec §8, as the bundled server says it: the path, as text.
  expect(await unknown.text()).toContain('Page Not Found: /nobody/menu');
  // In the browser's language, as the bundled server says it (the words are in the worker's bundle).
  const arabic = await get('/nobody/menu', { 'Accept-Language': 'ar-KW,ar;q=0.9' });
  expect(arabic.status).toBe(404);
  expect(arabic.headers.get('content-language')).toBe('ar');
  expect(arabic.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await arabic.text()).toContain('<h1>الصفحة غير موجودة: <bdi dir="ltr">/nobody/menu</bdi></h1>');
});

test('an encoded slash that leaves an empty segment is no page: never the landing page without its headers', async () => {
  for (const path of ['/shop%2F', '/shop%2f', '/shop/delivery%2F', '/shop/%2F%2Fevil.example']) {
    const res = await get(path);
    expect(res.status, path).toBe(404);
    expect(await res.text(), path).not.toContain('landing');
  }
});

test('a hashed asset is immutable for a year, typed, and revalidates by its content hash', async () => {
  const res = await get('/shop/_astro/app.123.js');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(await res.text()).toBe('console.log(1)');
  const again = await get('/shop/_astro/app.123.js', { 'if-none-match': res.headers.get('etag')! });
  expect(again.status).toBe(304);
  // Cloudflare weakens the strong ETag of a response it compresses: the browser sends it back as W/"…".
  const weakened = await get('/shop/_astro/app.123.js', { 'if-none-match': `W/${res.headers.get('etag')!}` });
  expect(weakened.status).toBe(304);
  const picture = await get('/shop/_img/logo.webp');
  expect(picture.headers.get('content-type')).toBe('image/webp');
  expect(picture.headers.get('cache-control')).toMatch(/immutable/);
});

test('a trailing slash redirects on the site, keeping the query; other methods are refused', async () => {
  const res = await get('/shop/delivery/?coupon=X');
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toBe('/shop/delivery?coupon=X');
  const post = await mf.dispatchFetch('http://storefront.example/shop', { method: 'POST', body: 'x' });
  expect(post.status).toBe(405);
});

test("the worker's own short answers (a refused path, a method) run nothing, sniff nothing and are never cached", async () => {
  const answers = [
    await get('/shop/..%2felsewhere'),
    await get(`/shop/${'a'.repeat(300)}`),
    await mf.dispatchFetch('http://storefront.example/shop', { method: 'PUT', body: 'x' }),
  ];
  expect(answers.map((r) => r.status)).toEqual([400, 404, 405]);
  expect(answers[2]!.headers.get('allow')).toBe('GET, HEAD');
  for (const res of answers) {
    expect(res.headers.get('x-content-type-options'), String(res.status)).toBe('nosniff');
    expect(res.headers.get('content-security-policy'), String(res.status)).toMatch(/^default-src 'none'/);
    expect(res.headers.get('cache-control'), String(res.status)).toBe('no-store');
    await res.arrayBuffer();
  }
});

test('a precompressed copy reaches every client readable: the runtime re-encodes it for one that does not accept brotli', async () => {
  // The worker marks the blob's encoding; Cloudflare's runtime (workerd here) negotiates with the client itself.
  for (const accept of ['gzip', 'gzip, br', 'identity']) {
    const res = await get('/shop/_astro/app.123.js.br', { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(1)');
  }
});

test('a page file name as a URL redirects to the page URL, on the shared host and on a domain', async () => {
  for (const [path, location] of [
    ['/shop/delivery.html?coupon=X', '/shop/delivery?coupon=X'],
    ['/shop/index', '/shop'],
    ['/shop/index.html', '/shop'],
  ] as const) {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
  }
  const onDomain = await get('/delivery.html', {}, 'menu.cafe.example');
  expect(onDomain.status).toBe(301);
  expect(onDomain.headers.get('location')).toBe('/delivery');
});

test('a tenant on its own domain is served at the root, its prefixed links still work, and no other tenant is', async () => {
  const landing = await get('/', {}, 'menu.cafe.example');
  expect(landing.status).toBe(200);
  expect(await landing.text()).toBe('<h1>cafe landing</h1>');
  expect(await (await get('/delivery', {}, 'menu.cafe.example')).text()).toBe('<h1>cafe menu</h1>');
  expect(await (await get('/cafe/delivery', {}, 'menu.cafe.example')).text()).toBe('<h1>cafe menu</h1>');
  expect(await (await get('/order/9', {}, 'MENU.cafe.example')).text()).toBe('<h1>order shell</h1>');
  const shopThere = await get('/shop/delivery', {}, 'menu.cafe.example');
  expect(shopThere.status).toBe(404);
  expect(await shopThere.text()).not.toContain('menu</h1>');
});

/** A raw HTTP request to workerd's own socket, so the request target reaches the worker exactly as sent. */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: origin.hostname,
        port: origin.port,
        path: target,
        method: 'GET',
        headers: { host: 'storefront.example' },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('hostile paths get a 4xx and never a byte from outside the release', async () => {
  // workerd parses the request target as the URL standard says (so do browsers and Cloudflare's edge): `..`,
  // `%2e%2e` and a backslash are dot segments and separators resolved before the worker runs, so
  // `/shop/%2e%2e/elsewhere` is the public page `/elsewhere`. What still reaches the worker encoded is refused.
  for (const target of [
    '/shop/%252e%252e/elsewhere',
    '/shop/..%2felsewhere',
    '/shop/%2e%2e%2felsewhere',
    '/shop/%5c..%5celsewhere',
    '/shop/%00',
    '/shop/x%00.html',
  ]) {
    const res = await rawGet(target);
    expect(res.status, target).toBeGreaterThanOrEqual(400);
    expect(res.status, target).toBeLessThan(500);
    expect(res.body, target).not.toContain(ELSEWHERE);
  }
  for (const target of [
    '/shop/../secret.txt',
    '/shop/%2e%2e/%2e%2e/secret.txt',
    '/shop/..\\..\\secret.txt',
    '/shop/blobs/secret.txt',
    `/shop/${'0'.repeat(64)}`,
    `/shop/blobs/${'0'.repeat(64)}`,
    '/secret.txt',
    '/blobs/secret.txt',
    '/live/elsewhere.json',
    '/shop/' + 'a'.repeat(300),
  ]) {
    const res = await rawGet(target);
    expect(res.status, target).toBeGreaterThanOrEqual(400);
    expect(res.status, target).toBeLessThan(500);
    expect(res.body, target).not.toContain(SECRET);
  }
  await fc.assert(
    fc.asyncProperty(hostilePath('shop'), async (p) => {
      const res = await rawGet(p);
      expect(res.status, p).toBeLessThan(500);
      expect(res.body, p).not.toContain(SECRET);
      expect(res.body, p).not.toContain(ELSEWHERE);
    }),
    { numRuns: 300 },
  );
});

test('the shared host root lists the live businesses; robots.txt and the sitemap index name their sitemaps', async () => {
  const root = await get('/');
  expect(root.status).toBe(200);
  expect(root.headers.get('content-type')).toMatch(/text\/html/);
  expect(root.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  const list = await root.text();
  for (const ref of ['shop', 'cafe', 'elsewhere']) expect(list).toContain(`href="/${ref}"`);
  const robots = await get('/robots.txt');
  expect(robots.status).toBe(200);
  expect(robots.headers.get('content-type')).toMatch(/text\/plain/);
  expect(await robots.text()).toContain('Sitemap: http://storefront.example/sitemap-index.xml');
  const index = await get('/sitemap-index.xml');
  expect(index.headers.get('content-type')).toMatch(/xml/);
  const xml = await index.text();
  expect(xml).toContain('<loc>http://storefront.example/shop/sitemap.xml</loc>');
  expect(xml).toContain('<loc>http://storefront.example/cafe/sitemap.xml</loc>');
  // Keys outside `live/` are not tenants (a stray object at the bucket's root, the blobs).
  expect(xml).not.toContain('secret');
  // On a tenant's own domain, the root is that tenant's landing page, not the list.
  expect(await (await get('/', {}, 'menu.cafe.example')).text()).toBe('<h1>cafe landing</h1>');
});

test('a blob read once is kept in the edge cache: served again when the bucket no longer answers for it', async () => {
  const asset = '_astro/cached.77.js';
  const body = `console.log('only here ${Date.now()}')`;
  await publish('cachy', { ...shop(), [asset]: body });
  const first = await get(`/cachy/${asset}`);
  expect(first.status).toBe(200);
  expect(await first.text()).toBe(body);
  const hash = first.headers.get('etag')!.replaceAll('"', '');
  await s3.store.delete([blobKey(hash)]);
  expect(await s3.store.get(blobKey(hash))).toBeNull();
  let again: Awaited<ReturnType<typeof get>> | undefined;
  // The cache put is not awaited by the answer (waitUntil): give it a moment.
  for (let i = 0; i < 20; i++) {
    again = await get(`/cachy/${asset}`);
    if (again.status === 200) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(again!.status).toBe(200);
  expect(await again!.text()).toBe(body);
});

test('a publish is served within the pointer TTL, with no purge', async () => {
  expect(await (await get('/shop')).text()).toBe('<h1>landing</h1>');
  await publish('shop', shop('<h1>landing, edited</h1>'));
  const t0 = Date.now();
  let text = '';
  while (Date.now() - t0 < TTL_MS + 2000) {
    text = await (await get('/shop')).text();
    if (text.includes('edited')) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(text).toBe('<h1>landing, edited</h1>');
  expect(Date.now() - t0).toBeLessThanOrEqual(TTL_MS + 1000);
  // Every other page of the new release is there at once (the pointer names a complete release).
  expect(await (await get('/shop/delivery/12')).text()).toBe('<h1>category</h1>');
});

test('the same bucket read through an R2 binding serves the same answers', async () => {
  r2 = new Miniflare({
    modules: true,
    script: await bundleWorker(),
    compatibilityDate: '2025-09-01',
    r2Buckets: ['BUCKET'],
    bindings: { TENANT_DOMAINS: 'menu.cafe.example=cafe' },
  });
  // Typed loosely: the R2 types come with @cloudflare/workers-types, which the project does not otherwise need.
  const bucket = (await r2.getR2Bucket('BUCKET')) as unknown as {
    put(key: string, body: Uint8Array): Promise<unknown>;
    head(key: string): Promise<unknown>;
  };
  for (const key of await s3.store.list('')) {
    const body = await s3.store.get(key);
    await bucket.put(key, body!);
  }
  expect(await bucket.head(pointerKey('shop'))).not.toBeNull();
  const res = await r2.dispatchFetch('http://storefront.example/shop/order/5');
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('<h1>order shell</h1>');
  const asset = await r2.dispatchFetch('http://storefront.example/shop/_astro/app.123.js');
  expect(asset.headers.get('cache-control')).toMatch(/immutable/);
  expect((await r2.dispatchFetch('http://storefront.example/shop/nowhere')).status).toBe(404);
  // The binding lists the live pointers too.
  const index = await (await r2.dispatchFetch('http://storefront.example/sitemap-index.xml')).text();
  expect(index).toContain('<loc>http://storefront.example/shop/sitemap.xml</loc>');
});
