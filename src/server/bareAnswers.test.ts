import { beforeAll, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { createStaticApp } from './static.ts';
import { layoutOf, publishRelease } from '../build/publish.ts';
import { formatHeaders, headerRules } from '../build/cdnRules.ts';

const root = mkdtempSync(join(tmpdir(), 'sf-bare-'));
const layout = layoutOf(root);
const app = createStaticApp(layout);

beforeAll(async () => {
  const release = join(layout.releases, 'shop', '20261122T000000Z-abc123');
  mkdirSync(release, { recursive: true });
  writeFileSync(join(release, 'index.html'), '<h1>landing</h1>');
  writeFileSync(join(release, '404.html'), '<h1>not found</h1>');
  writeFileSync(join(release, '_headers'), formatHeaders(headerRules('shop')));
  await publishRelease(layout, 'shop', '20261122T000000Z-abc123');
});

const expectBare = (res: Response, label: string) => {
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(res.headers.get('content-security-policy'), label).toMatch(/^default-src 'none'/);
  expect(res.headers.get('cache-control'), label).toBe('no-store');
  expect(res.headers.get('content-type'), label).toMatch(/^text\/plain/);
};

test('a refused path answers under a policy that runs nothing, sniffs nothing and is never cached', async () => {
  for (const [path, status] of [
    ['/shop/..%2f..%2fsecret', 400],
    ['/shop/a%5cb', 400],
    ['/shop/%00', 400],
    ['/shop/%ff', 400],
    [`/shop/${'a'.repeat(300)}`, 404],
    ['/shop////menu', 404],
    ['/shop%2F', 404],
  ] as const) {
    const res = await app.request(path);
    expect(res.status, path).toBe(status);
    expectBare(res, path);
  }
});

test('a write method on a storefront answers 405 naming GET and HEAD, never a 404 as if the page were missing', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    for (const path of ['/shop', '/shop/nothing-here', '/']) {
      const res = await app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD');
      expectBare(res, `${method} ${path}`);
    }
  }
});

test("the site's own routes mounted before the storefronts keep their methods", async () => {
  const site = new Hono();
  site.post('/hooks/republish', (c) => c.text('queued', 202));
  site.route('/', app);
  expect((await site.request('/hooks/republish', { method: 'POST' })).status).toBe(202);
  expect((await site.request('/hooks/republish', { method: 'PUT' })).status).toBe(405);
  expect((await site.request('/shop')).status).toBe(200);
});
