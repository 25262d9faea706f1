import { describe, expect, test } from 'vitest';
import {
  combineHeaderRules,
  combineRedirectRules,
  findHeaders,
  findRedirect,
  formatHeaders,
  formatRedirects,
  headerRules,
  HTML_CACHE,
  IMMUTABLE,
  parseHeaders,
  parseRedirects,
  redirectRules,
  redirectTarget,
  routeRequest,
  type HeaderRule,
} from './cdnRules.ts';
import { cloudflareHeaders, cloudflareRoute, netlifyHeaders, netlifyRoute } from '../../tests/build/cdnHosts.ts';

const CSP = "default-src 'self'; script-src 'self' 'sha256-abc'; frame-ancestors 'self'";

test('id routes are rewritten to their shell page in every locale', () => {
  const rules = redirectRules('shop', ['en', 'ar'], 'en');
  expect(findRedirect(rules, '/shop/order/123')).toEqual({ from: '/shop/order/*', to: '/shop/order/_', status: 200 });
  expect(findRedirect(rules, '/shop/ar/wallet/9')?.to).toBe('/shop/ar/wallet/_');
  expect(findRedirect(rules, '/shop/reservation/success/77')?.to).toBe('/shop/reservation/success/_');
  // Not an id route: only the 404 rule matches, and the existing page shadows it.
  expect(findRedirect(rules, '/shop/delivery')?.status).toBe(404);
});

test("a section's bare address leads to its first page in every locale: wallet home, order history", () => {
  const rules = redirectRules('shop', ['en', 'ar'], 'en');
  expect(findRedirect(rules, '/shop/wallet')).toEqual({ from: '/shop/wallet', to: '/shop/wallet/home', status: 302 });
  expect(findRedirect(rules, '/shop/ar/wallet')?.to).toBe('/shop/ar/wallet/home');
  expect(findRedirect(rules, '/shop/orders')?.to).toBe('/shop/orders/history');
  expect(findRedirect(rules, '/shop/order')?.to).toBe('/shop/orders/history');
  expect(findRedirect(rules, '/shop/ar/order')?.to).toBe('/shop/ar/orders/history');
  // A package, an order: still their id pages.
  expect(findRedirect(rules, '/shop/wallet/9')?.to).toBe('/shop/wallet/_');
  expect(findRedirect(rules, '/shop/order/12')?.to).toBe('/shop/order/_');
  // At the root of a business's own domain.
  expect(findRedirect(redirectRules('shop', ['en'], 'en', undefined, ''), '/wallet')?.to).toBe('/wallet/home');
});

test("a bare /reservation leads to the booking form of the business's kind of booking, in every locale", () => {
  const rules = redirectRules('shop', ['en', 'ar'], 'en', undefined, '/shop', 'reservation/reserv_dinein');
  expect(findRedirect(rules, '/shop/reservation')).toEqual({
    from: '/shop/reservation',
    to: '/shop/reservation/reserv_dinein',
    status: 302,
  });
  expect(findRedirect(rules, '/shop/ar/reservation')?.to).toBe('/shop/ar/reservation/reserv_dinein');
  // Its pages are still its pages.
  expect(findRedirect(rules, '/shop/reservation/table')?.to).toBe('/shop/reservation/_');
  // A business that takes no bookings has no such address.
  expect(findRedirect(redirectRules('shop', ['en'], 'en'), '/shop/reservation')?.status).toBe(404);
});

test("the default locale's code in an address leads to the page without it, for good; other locales keep theirs", () => {
  const rules = redirectRules('shop', ['en', 'ar'], 'en');
  const target = (path: string) => {
    const rule = findRedirect(rules, path);
    return rule && { to: redirectTarget(rule, path), status: rule.status };
  };
  expect(target('/shop/en')).toEqual({ to: '/shop', status: 301 });
  expect(target('/shop/en/delivery')).toEqual({ to: '/shop/delivery', status: 301 });
  expect(target('/shop/en/wallet/9')).toEqual({ to: '/shop/wallet/9', status: 301 });
  expect(target('/shop/ar/delivery')?.status).toBe(404); // the 404 rule, shadowed by the Arabic page's file
  expect(target('/shop/ar/order/5')).toEqual({ to: '/shop/ar/order/_', status: 200 });
  // At the root of a business's own domain.
  const own = redirectRules('shop', ['de', 'fr'], 'de', undefined, '');
  const rule = findRedirect(own, '/de/pickup/3');
  expect(rule && redirectTarget(rule, '/de/pickup/3')).toBe('/pickup/3');
  expect(findRedirect(own, '/de')?.to).toBe('/');
});

test('a single selling type redirects the landing page of each locale to its menu', () => {
  const rules = redirectRules('cafe', ['de', 'fr'], 'de', 'pickup');
  expect(findRedirect(rules, '/cafe')).toEqual({ from: '/cafe', to: '/cafe/pickup', status: 302, force: true });
  expect(findRedirect(rules, '/cafe/fr')?.to).toBe('/cafe/fr/pickup');
});

test('the most specific id rewrite wins: a reservation success id is not taken for a reservation type', () => {
  const rules = redirectRules('shop', ['en'], 'en');
  expect(findRedirect(rules, '/shop/reservation/success/77')?.to).toBe('/shop/reservation/success/_');
  expect(findRedirect(rules, '/shop/reservation/table')?.to).toBe('/shop/reservation/_');
});

test('a real page under a rewritten directory passes through to itself before the rewrites', () => {
  const rules = redirectRules('shop', ['en', 'ar'], 'en');
  for (const page of [
    'reservation/history',
    'wallet/history',
    'wallet/home',
    'wallet/walletPackage',
    'ar/wallet/history',
  ]) {
    expect(findRedirect(rules, `/shop/${page}`), page).toEqual({
      from: `/shop/${page}`,
      to: `/shop/${page}`,
      status: 200,
    });
  }
});

test('the tenant 404 rule is the last rule: it takes what no other rule took, only under the tenant', () => {
  const rules = redirectRules('shop', ['en', 'ar'], 'en', 'delivery');
  expect(rules.at(-1)).toEqual({ from: '/shop/*', to: '/shop/404.html', status: 404 });
  expect(rules.filter((r) => r.status === 404)).toHaveLength(1);
  expect(findRedirect(rules, '/shop/no-such-page')).toEqual({ from: '/shop/*', to: '/shop/404.html', status: 404 });
  expect(findRedirect(rules, '/shop/order/5')?.status).toBe(200);
  expect(findRedirect(rules, '/shopping/x')).toBeUndefined();
});

test('the rule files round-trip through their text form', () => {
  const redirects = redirectRules('shop', ['en', 'ar'], 'en', 'delivery');
  expect(parseRedirects(formatRedirects(redirects))).toEqual(redirects);
  const headers = headerRules('shop', { contentSecurityPolicy: CSP });
  expect(parseHeaders(formatHeaders(headers))).toEqual(headers);
  expect(formatHeaders(headers)).toContain(
    '/shop/_astro/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n',
  );
});

test('every matching header rule applies in file order: detaches first, later values win, names without case', () => {
  const rules: HeaderRule[] = [
    { pattern: '/a/*', headers: { 'Cache-Control': 'short', 'X-Frame-Options': 'DENY', 'X-Old': '1' } },
    { pattern: '/a/b/*', detach: ['x-old'], headers: { 'cache-control': 'long' } },
    { pattern: '/z/*', headers: { 'X-Other': 'no' } },
  ];
  expect(findHeaders(rules, '/a/b/c')).toEqual({ 'cache-control': 'long', 'X-Frame-Options': 'DENY' });
  expect(findHeaders(rules, '/a/x')).toEqual({ 'Cache-Control': 'short', 'X-Frame-Options': 'DENY', 'X-Old': '1' });
  expect(findHeaders(rules, '/q')).toEqual({});
});

test('hostile _headers and _redirects text parses without throwing and keeps only well-formed rules', () => {
  const headers = parseHeaders('  orphan: line\n/x\n  !\n  ! \n  : no-name\n  no-colon\n  A: b:c\n#/y\n\0\n');
  expect(headers).toEqual([
    { pattern: '/x', headers: { A: 'b:c' } },
    { pattern: '\0', headers: {} },
  ]);
  expect(parseRedirects('/a /b 999\n/a\n/c /d 302!!\n# /e /f\n/g /h 404\n/i /j\n')).toEqual([
    { from: '/g', to: '/h', status: 404 },
    { from: '/i', to: '/j', status: 301 },
  ]);
});

/** Paths of one tenant's pages and assets, and which of them are HTML. */
const PAGES = [
  '/shop',
  '/shop/delivery',
  '/shop/delivery/12',
  '/shop/delivery/12/345',
  '/shop/ar',
  '/shop/ar/delivery/12/345',
  '/shop/order/_',
  '/shop/wallet/history',
  '/shop/404',
];
const ASSETS = ['/shop/_astro/app.Cx1.js', '/shop/_astro/LocationPicker.CzhA5dsQ.js', '/shop/_img/abc123-320.webp'];

describe.each([
  ['the bundled server', (file: string, path: string) => lower(findHeaders(parseHeaders(file), path))],
  ['Netlify', (file: string, path: string) => lower(netlifyHeaders(file, path))],
  ['Cloudflare Pages', cloudflareHeaders],
])('under %s the emitted _headers', (_host, headersOf) => {
  const file = formatHeaders(headerRules('shop', { contentSecurityPolicy: CSP }));

  test('give hashed assets and pictures the immutable cache, once', () => {
    for (const path of ASSETS) expect(headersOf(file, path)['cache-control'], path).toBe(IMMUTABLE);
  });

  test('give every page the short cache, the CSP and the security headers, each once', () => {
    for (const path of PAGES) {
      const h = headersOf(file, path);
      expect(h['cache-control'], path).toBe(HTML_CACHE);
      expect(h['content-security-policy'], path).toBe(CSP);
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });

  test('never cache the build pointer', () => {
    expect(headersOf(file, '/shop/builds/latest.json')['cache-control']).toBe('no-cache');
  });

  test('revalidate the service worker on every visit and allow it the whole base, the landing included', () => {
    const h = headersOf(file, '/shop/sw.js');
    expect(h['cache-control']).toBe('no-cache');
    expect(h['service-worker-allowed']).toBe('/shop');
    expect(h['content-security-policy']).toBe(CSP);
    // Only the worker script widens a worker's scope.
    expect(headersOf(file, '/shop/delivery')['service-worker-allowed']).toBeUndefined();
  });

  test('serve the web app manifests as manifests, revalidated on every visit', () => {
    const h = headersOf(file, '/shop/_pwa/ar.webmanifest');
    expect(h['cache-control']).toBe('no-cache');
    expect(h['content-type']).toBe('application/manifest+json');
  });
});

function lower(h: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
}

/** A release's files as URL paths (what `x` → `x.html` resolution finds). */
function releaseOf(ref: string, pages: string[]) {
  const files = new Set(pages.map((p) => (p ? `/${ref}/${p}` : `/${ref}`)));
  files.add(`/${ref}/404.html`);
  return (path: string) => files.has(path);
}

describe('the emitted _redirects mean the same on the bundled server, Netlify and Cloudflare Pages', () => {
  const pages = [
    '',
    'delivery',
    'delivery/12',
    'order/_',
    'reservation/_',
    'reservation/history',
    'reservation/success/_',
    'wallet/_',
    'wallet/history',
    'wallet/home',
  ];
  const cases: Array<[string, ReturnType<typeof routeRequest>, string[], string | undefined]> = [
    ['/shop/order/123', { kind: 'file', path: '/shop/order/_', status: 200 }, pages, undefined],
    [
      '/shop/reservation/success/77',
      { kind: 'file', path: '/shop/reservation/success/_', status: 200 },
      pages,
      undefined,
    ],
    ['/shop/reservation/table', { kind: 'file', path: '/shop/reservation/_', status: 200 }, pages, undefined],
    ['/shop/reservation/history', { kind: 'file', path: '/shop/reservation/history', status: 200 }, pages, undefined],
    ['/shop/wallet/history', { kind: 'file', path: '/shop/wallet/history', status: 200 }, pages, undefined],
    ['/shop/wallet/9', { kind: 'file', path: '/shop/wallet/_', status: 200 }, pages, undefined],
    ['/shop/delivery/12', { kind: 'file', path: '/shop/delivery/12', status: 200 }, pages, undefined],
    ['/shop/no-such-page', { kind: 'file', path: '/shop/404.html', status: 404 }, pages, undefined],
    ['/shop/delivery/99/1', { kind: 'file', path: '/shop/404.html', status: 404 }, pages, undefined],
    ['/shop', { kind: 'redirect', location: '/shop/pickup', status: 302 }, [...pages, 'pickup'], 'pickup'],
    // The default locale's code in the address: the same page without it.
    ['/shop/en', { kind: 'redirect', location: '/shop', status: 301 }, pages, undefined],
    ['/shop/en/delivery/12', { kind: 'redirect', location: '/shop/delivery/12', status: 301 }, pages, undefined],
    ['/shop/en/order/5', { kind: 'redirect', location: '/shop/order/5', status: 301 }, pages, undefined],
  ];
  test.each(cases)('%s', (path, expected, files, singleType) => {
    const rules = redirectRules('shop', ['en'], 'en', singleType);
    const file = formatRedirects(rules);
    const exists = releaseOf('shop', files);
    expect(routeRequest(parseRedirects(file), path, exists)).toEqual(expected);
    expect(netlifyRoute(file, path, exists)).toEqual(expected);
    expect(cloudflareRoute(file, path, exists)).toEqual(expected);
  });
});

// `shop` is a prefix of `shopping`: Netlify's `/shop/*` also matches `/shopping/…`.
describe.each([[['shopping', 'shop']], [['shop', 'shopping']]])(
  'the rules of tenants %j combined into one root file',
  (tenants) => {
    const headers = formatHeaders(
      combineHeaderRules(tenants.map((ref) => headerRules(ref, { contentSecurityPolicy: `${CSP}; x-${ref}` }))),
    );
    const redirects = formatRedirects(combineRedirectRules(tenants.map((ref) => redirectRules(ref, ['en'], 'en'))));

    test("keep each tenant's asset cache and its own CSP on Netlify and Cloudflare Pages", () => {
      for (const ref of tenants) {
        for (const headersOf of [(f: string, p: string) => lower(netlifyHeaders(f, p)), cloudflareHeaders]) {
          expect(headersOf(headers, `/${ref}/_astro/a.1.js`)['cache-control']).toBe(IMMUTABLE);
          expect(headersOf(headers, `/${ref}/delivery`)['cache-control']).toBe(HTML_CACHE);
          expect(headersOf(headers, `/${ref}/delivery`)['content-security-policy']).toBe(`${CSP}; x-${ref}`);
        }
      }
    });

    test("route each tenant's paths to its own files", () => {
      const exists = (p: string) =>
        ['/shop/order/_', '/shopping/order/_', '/shop/404.html', '/shopping/404.html'].includes(p);
      for (const ref of tenants) {
        for (const route of [netlifyRoute, cloudflareRoute]) {
          expect(route(redirects, `/${ref}/order/5`, exists)).toEqual({
            kind: 'file',
            path: `/${ref}/order/_`,
            status: 200,
          });
          expect(route(redirects, `/${ref}/nothing`, exists)).toEqual({
            kind: 'file',
            path: `/${ref}/404.html`,
            status: 404,
          });
        }
      }
    });
  },
);
