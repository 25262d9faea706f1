/**
 * Custom domains on the bundled server: a request with `Host: shop.example` is the business
 * built for that domain, at the domain's root; its shared-host paths answer 301 there; any other Host (unknown,
 * an IP, hostile text) is the shared site, and no Host ever reaches a byte outside the release it selects.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticApp } from './static.ts';
import { cachedDomainMap, DOMAIN_MAP_TTL_MS } from './treeSource.ts';
import { layoutOf, publishRelease } from '../build/publish.ts';
import { formatHeaders, formatRedirects, headerRules, redirectRules } from '../build/cdnRules.ts';

const root = mkdtempSync(join(tmpdir(), 'sf-domain-'));
const layout = layoutOf(root);
const SECRET = 'SECRET-OUTSIDE-THE-RELEASE';
const OTHER = 'PAGE-OF-ANOTHER-TENANT';
const BUILD = '20261122T000000Z-abc123';
const ORIGIN = 'https://shop.example';
const app = createStaticApp(layout);

/** A release of `ref` (for `domain`, with root-relative rules, or under the shared host). */
function release(ref: string, pages: Record<string, string>, domain?: string) {
  const dir = join(layout.releases, ref, BUILD);
  for (const [rel, body] of Object.entries(pages)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), body);
  }
  const base = domain ? '' : `/${ref}`;
  writeFileSync(join(dir, '_redirects'), formatRedirects(redirectRules(ref, ['en', 'ar'], 'en', undefined, base)));
  writeFileSync(join(dir, '_headers'), formatHeaders(headerRules(ref, { base, contentSecurityPolicy: `csp-${ref}` })));
  const info = { businessName: ref, ...(domain ? { domain, origin: `https://${domain}` } : {}) };
  writeFileSync(join(dir, 'build.json'), JSON.stringify(info));
  return dir;
}

beforeAll(async () => {
  const shop = release(
    'shop',
    {
      'index.html': '<h1>shop landing</h1>',
      'delivery.html': '<h1>shop menu</h1>',
      'delivery/12.html': '<h1>shop category</h1>',
      'ar/delivery.html': '<h1>shop menu ar</h1>',
      'order/_.html': '<h1>shop order shell</h1>',
      '404.html': '<h1>shop not found</h1>',
      'robots.txt': `User-agent: *\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      'sitemap.xml': `<urlset><url><loc>${ORIGIN}/delivery</loc></url></urlset>`,
      '_astro/app.1.js': 'console.log(1)',
    },
    'shop.example',
  );
  release('other', { 'index.html': `<h1>${OTHER}</h1>`, 'delivery.html': OTHER, '404.html': 'other not found' });
  writeFileSync(join(root, 'secret.txt'), SECRET);
  writeFileSync(join(layout.releases, 'secret.txt'), SECRET);
  symlinkSync(join(root, 'secret.txt'), join(shop, 'leak.html'));
  await publishRelease(layout, 'shop', BUILD);
  await publishRelease(layout, 'other', BUILD);
});

const get = (path: string, host: string) => app.request(path, { headers: { host } });

describe('a request on the business’s own domain', () => {
  test("is the business's site at the root: landing, pages, locales and id routes", async () => {
    expect(await (await get('/', 'shop.example')).text()).toBe('<h1>shop landing</h1>');
    expect(await (await get('/delivery/12', 'shop.example')).text()).toBe('<h1>shop category</h1>');
    expect(await (await get('/ar/delivery', 'shop.example')).text()).toBe('<h1>shop menu ar</h1>');
    const order = await get('/order/77?x=1', 'shop.example');
    expect([order.status, await order.text()]).toEqual([200, '<h1>shop order shell</h1>']);
  });

  test('gets the root-relative headers: the CSP of the business on pages, a year on assets', async () => {
    const page = await get('/delivery', 'shop.example');
    expect(page.headers.get('content-security-policy')).toBe('csp-shop');
    expect(page.headers.get('cache-control')).toMatch(/max-age=60/);
    expect((await get('/_astro/app.1.js', 'shop.example')).headers.get('cache-control')).toMatch(/immutable/);
  });

  test("serves the domain's own robots.txt and sitemap, naming the domain", async () => {
    expect(await (await get('/robots.txt', 'shop.example')).text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(await (await get('/sitemap.xml', 'shop.example')).text()).toContain(`${ORIGIN}/delivery`);
  });

  test("answers an unknown path with the business's 404 page, never another tenant's page", async () => {
    for (const path of ['/nothing', '/other', '/other/delivery', '/build.json', '/_redirects']) {
      const res = await get(path, 'shop.example');
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe('<h1>shop not found</h1>');
    }
  });

  test('sends a link or printed QR code with the old /{ref} prefix to the same page at the root, never off the site', async () => {
    const cases: Array<[string, string]> = [
      ['/shop', '/'],
      ['/shop/dinein?table=4', '/dinein?table=4'],
      ['/shop/ar/delivery', '/ar/delivery'],
      ['/shop/caf%C3%A9', '/caf%C3%A9'],
    ];
    for (const [path, location] of cases) {
      const res = await get(path, 'shop.example');
      expect([res.status, res.headers.get('location')], path).toEqual([301, location]);
    }
    // A path with an empty segment names no page: it leads nowhere, least of all to `//evil.example`.
    for (const path of ['/shop//evil.example', '/shop/%2F%2Fevil.example']) {
      const res = await get(path, 'shop.example');
      expect([res.status, res.headers.get('location')], path).toEqual([404, null]);
    }
  });

  test('normalises the Host: any case, a port, a final dot', async () => {
    for (const host of ['SHOP.EXAMPLE', 'shop.example:8443', 'shop.example.', 'Shop.Example.:80'])
      expect(await (await get('/delivery', host)).text(), host).toBe('<h1>shop menu</h1>');
  });

  test('redirects a trailing slash on the domain itself', async () => {
    const res = await get('/delivery/', 'shop.example');
    expect([res.status, res.headers.get('location')]).toEqual([301, '/delivery']);
  });
});

describe('the shared host', () => {
  test('answers 301 for the business’s path to the same page on its domain, query string and locale kept', async () => {
    const cases: Array<[string, string]> = [
      ['/shop', `${ORIGIN}/`],
      ['/shop?coupon=WELCOME10', `${ORIGIN}/?coupon=WELCOME10`],
      ['/shop/delivery/12', `${ORIGIN}/delivery/12`],
      ['/shop/ar/dinein?table=4', `${ORIGIN}/ar/dinein?table=4`],
      ['/shop/order/77', `${ORIGIN}/order/77`],
      ['/%73hop/delivery', `${ORIGIN}/delivery`],
      ['/shop/caf%C3%A9', `${ORIGIN}/caf%C3%A9`],
    ];
    for (const [path, location] of cases) {
      const res = await get(path, 'localhost:4321');
      expect([res.status, res.headers.get('location')], path).toEqual([301, location]);
    }
  });

  test('serves the other businesses and the tenant list as before', async () => {
    expect(await (await get('/other/delivery', 'localhost:4321')).text()).toBe(OTHER);
    expect(await (await get('/', 'localhost:4321')).text()).toContain('href="/other"');
  });

  test('is what a Host that is no business’s domain gets: unknown, an IP, hostile text', async () => {
    const hosts = [
      'localhost',
      '127.0.0.1:4321',
      '[::1]:4321',
      'evil.example',
      'shop.example.evil.example',
      'evil.shop.example',
      'shop.example:99999',
      'shop.example/other',
      'shop.example@evil.example',
      'shop.example\\x',
      'shop.example%00',
      '"shop.example"',
      `${'a'.repeat(70)}.shop.example`,
      'x'.repeat(10_000),
      '',
    ];
    for (const host of hosts) {
      const list = await get('/', host);
      expect(list.status, host.slice(0, 40)).toBe(200);
      expect(await list.text(), host.slice(0, 40)).toContain('Storefronts');
      expect((await get('/shop/delivery', host)).status, host.slice(0, 40)).toBe(301);
    }
  });
});

test('no Host and path ever read a byte outside the release they select, or fail with a 5xx', async () => {
  const hosts = fc.oneof(
    fc.constantFrom('shop.example', 'SHOP.example:80', 'localhost', '127.0.0.1', 'shop.example.'),
    fc.string({ maxLength: 80 }),
  );
  const paths = fc.oneof(
    fc.constantFrom('/leak', '/leak.html', '/%2e%2e/secret.txt', '/..%2f..%2fsecret.txt', '/shop/../secret.txt'),
    fc
      .array(fc.constantFrom('..', '%2e%2e', '%252e', 'shop', 'other', 'secret.txt', 'delivery', '%00', '\\'), {
        maxLength: 6,
      })
      .map((s) => `/${s.join('/')}`),
  );
  await fc.assert(
    fc.asyncProperty(hosts, paths, async (host, path) => {
      const res = await app.request(path, { headers: { host } });
      const body = await res.text();
      expect(res.status).toBeLessThan(500);
      expect(body).not.toContain(SECRET);
      // On the domain, another tenant's page never shows.
      if (host.toLowerCase().startsWith('shop.example')) expect(body).not.toContain(OTHER);
    }),
    { numRuns: 300 },
  );
});

test('the host → business map is read again once its time is up, and concurrent requests share one read', async () => {
  let now = 0;
  let reads = 0;
  let map = new Map([['shop.example', 'shop']]);
  const lookup = cachedDomainMap(
    async () => {
      reads++;
      return map;
    },
    () => now,
  );
  expect(await Promise.all([lookup('shop.example'), lookup('other.example')])).toEqual(['shop', null]);
  expect(reads).toBe(1);
  map = new Map();
  now = DOMAIN_MAP_TTL_MS - 1;
  expect(await lookup('shop.example')).toBe('shop');
  now = DOMAIN_MAP_TTL_MS;
  expect(await lookup('shop.example')).toBeNull();
  expect(reads).toBe(2);
});
