/**
 * Custom domains at the edge (issue 13 item 5): the edge worker (src/edge/worker.ts) in workerd (miniflare),
 * reading an s3rver bucket that the publish target filled. A release built for its business's domain is served at
 * that domain's root (TENANT_DOMAINS routes the host to the business), its shared-host paths answer 301 there, and
 * a hostile Host never selects a business.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { Miniflare } from 'miniflare';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatHeaders, formatRedirects, headerRules, redirectRules } from '../../src/build/cdnRules.ts';
import { layoutOf, releaseDir } from '../../src/build/publish.ts';
import { bundleWorker } from '../../src/edge/bundle.ts';
import { s3Target } from '../../src/publish/s3.ts';
import { S3RVER_CREDENTIALS, startLocalS3, type LocalS3 } from '../../src/publish/testing/s3Server.ts';

const layout = layoutOf(mkdtempSync(join(tmpdir(), 'sf-edge-domain-')));
const CSP = "default-src 'self'";
let s3: LocalS3;
let mf: Miniflare;
let n = 0;

async function publish(ref: string, domain?: string) {
  const buildId = `20261125T0300${String(n++).padStart(2, '0')}Z-dom${n}`;
  const dir = releaseDir(layout, ref, buildId);
  const base = domain ? '' : `/${ref}`;
  const files = {
    _redirects: formatRedirects(redirectRules(ref, ['en', 'ar'], 'en', undefined, base)),
    _headers: formatHeaders(headerRules(ref, { base, contentSecurityPolicy: CSP })),
    'build.json': JSON.stringify({ businessName: ref, ...(domain ? { domain, origin: `https://${domain}` } : {}) }),
    'index.html': `<h1>${ref} landing</h1>`,
    'delivery.html': `<h1>${ref} menu</h1>`,
    'ar/delivery.html': `<h1>${ref} menu ar</h1>`,
    'order/_.html': `<h1>${ref} order</h1>`,
    '404.html': `<h1>${ref} not found</h1>`,
    'robots.txt': `Sitemap: https://${domain}/sitemap.xml`,
    '_astro/app.1.js': 'console.log(1)',
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  await s3Target(s3.store).publish(ref, buildId, dir);
}

beforeAll(async () => {
  s3 = await startLocalS3();
  await publish('shawarma-house', 'shawarma-house.example');
  await publish('cafe');
  mf = new Miniflare({
    modules: true,
    script: await bundleWorker(),
    compatibilityDate: '2025-09-01',
    bindings: {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      // cafe's domain is routed here, but its release is built for the shared host (served as /cafe/… there).
      TENANT_DOMAINS: 'shawarma-house.example=shawarma-house,menu.cafe.example=cafe',
    },
  });
  await mf.ready;
});

afterAll(async () => {
  await mf?.dispose();
  await s3?.close();
});

const get = (host: string, path: string) => mf.dispatchFetch(`http://${host}${path}`, { redirect: 'manual' });

test("serves the business at its domain's root with its root-relative rules and headers", async () => {
  expect(await (await get('shawarma-house.example', '/')).text()).toBe('<h1>shawarma-house landing</h1>');
  expect(await (await get('shawarma-house.example', '/ar/delivery')).text()).toBe('<h1>shawarma-house menu ar</h1>');
  const order = await get('shawarma-house.example', '/order/77');
  expect([order.status, await order.text()]).toEqual([200, '<h1>shawarma-house order</h1>']);
  const page = await get('shawarma-house.example:8443', '/delivery');
  expect(page.headers.get('content-security-policy')).toBe(CSP);
  expect(page.headers.get('cache-control')).toMatch(/max-age=60/);
  expect((await get('SHAWARMA-HOUSE.EXAMPLE', '/_astro/app.1.js')).headers.get('cache-control')).toMatch(/immutable/);
  expect(await (await get('shawarma-house.example', '/robots.txt')).text()).toContain('shawarma-house.example/sitemap');
});

test("answers an unknown path on the domain with the business's 404 page, never another business's page", async () => {
  for (const path of ['/nothing', '/cafe/delivery']) {
    const res = await get('shawarma-house.example', path);
    expect([res.status, await res.text()], path).toEqual([404, '<h1>shawarma-house not found</h1>']);
  }
});

test('sends a link or printed QR code with the old prefix on the domain to the same page at the root', async () => {
  const res = await get('shawarma-house.example', '/shawarma-house/dinein?table=4');
  expect([res.status, res.headers.get('location')]).toEqual([301, '/dinein?table=4']);
  // A path with an empty segment names no page: it leads nowhere, least of all to `//evil.example`.
  const empty = await get('shawarma-house.example', '/shawarma-house//evil.example');
  expect([empty.status, empty.headers.get('location')]).toEqual([404, null]);
});

test('answers 301 on the shared host to the same page on the domain, query string and locale kept', async () => {
  const cases: Array<[string, string]> = [
    ['/shawarma-house', 'https://shawarma-house.example/'],
    ['/shawarma-house/ar/dinein?table=4', 'https://shawarma-house.example/ar/dinein?table=4'],
    ['/shawarma-house/order/9?x=1', 'https://shawarma-house.example/order/9?x=1'],
  ];
  for (const [path, location] of cases) {
    const res = await get('menus.example', path);
    expect([res.status, res.headers.get('location')], path).toEqual([301, location]);
  }
  expect(await (await get('menus.example', '/cafe/delivery')).text()).toBe('<h1>cafe menu</h1>');
});

test('serves a routed domain whose release is built for the shared host as that tree (its pages link /cafe/…)', async () => {
  expect(await (await get('menu.cafe.example', '/')).text()).toBe('<h1>cafe landing</h1>');
  expect(await (await get('menu.cafe.example', '/cafe/delivery')).text()).toBe('<h1>cafe menu</h1>');
});

test('a Host that is no business’s domain is the shared host, whatever it says', async () => {
  for (const host of [
    '127.0.0.1',
    'evil.shawarma-house.example',
    'shawarma-house.example.evil.example',
    'x--.example',
  ]) {
    const res = await get(host, '/shawarma-house/delivery');
    expect(res.status, host).toBe(301);
    // The shared host's root: the list of businesses, not a business's landing page.
    const root = await get(host, '/');
    expect(root.status, host).toBe(200);
    expect(await root.text(), host).toContain('<h1>Storefronts</h1>');
  }
});
