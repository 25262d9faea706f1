/**
 * The serving rules of a business built at the root of its own domain: its release is a site of
 * its own (root-relative rules, which mean the same on the bundled server, Netlify and Cloudflare Pages), and the
 * shared host's root file sends its old paths to the domain.
 */
import { describe, expect, test } from 'vitest';
import {
  combineRedirectRules,
  domainMoveRules,
  findHeaders,
  formatHeaders,
  formatRedirects,
  headerRules,
  HTML_CACHE,
  IMMUTABLE,
  parseRedirects,
  redirectRules,
  routeRequest,
} from './cdnRules.ts';
import { cloudflareHeaders, cloudflareRoute, netlifyHeaders, netlifyRoute } from '../../tests/build/cdnHosts.ts';

const CSP = "default-src 'self'";
const lower = (h: Record<string, string>) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

describe("a release built for the business's domain", () => {
  const files = ['/index.html', '/delivery', '/pickup', '/order/_', '/ar/order/_', '/wallet/history', '/404'].map(
    (f) => (f.endsWith('.html') ? f : `${f}.html`),
  );
  const exists = (p: string) => files.includes(p) || files.includes(`${p}.html`);
  const cases: Array<[string, ReturnType<typeof routeRequest>, string | undefined]> = [
    ['/order/5', { kind: 'file', path: '/order/_', status: 200 }, undefined],
    ['/ar/order/5', { kind: 'file', path: '/ar/order/_', status: 200 }, undefined],
    ['/wallet/history', { kind: 'file', path: '/wallet/history', status: 200 }, undefined],
    ['/delivery', { kind: 'file', path: '/delivery', status: 200 }, undefined],
    ['/no-such-page', { kind: 'file', path: '/404.html', status: 404 }, undefined],
    ['/', { kind: 'redirect', location: '/pickup', status: 302 }, 'pickup'],
    ['/ar', { kind: 'redirect', location: '/ar/pickup', status: 302 }, 'pickup'],
  ];
  test.each(cases)(
    'routes %s at the domain root the same on the bundled server, Netlify and Cloudflare',
    (path, expected, single) => {
      const file = formatRedirects(redirectRules('shawarma-house', ['en', 'ar'], 'en', single, ''));
      expect(routeRequest(parseRedirects(file), path, exists)).toEqual(expected);
      // The hosts see the files by their names (`order/_.html` is served for `/order/_`).
      const hostExists = (p: string) => exists(p) || exists(p.replace(/\.html$/, ''));
      expect(netlifyRoute(file, path, hostExists)).toEqual(expected);
      if (expected.kind !== 'file' || expected.status !== 404)
        expect(cloudflareRoute(file, path, hostExists)).toEqual(expected);
    },
  );

  test('never names the shared path of the business', () => {
    const text =
      formatRedirects(redirectRules('shawarma-house', ['en', 'ar'], 'en', 'pickup', '')) +
      formatHeaders(headerRules('shawarma-house', { base: '', contentSecurityPolicy: CSP }));
    expect(text).not.toContain('/shawarma-house');
  });

  test('gives pages, assets, the build pointer and the service worker their headers at the root', () => {
    const rules = headerRules('shawarma-house', { base: '', contentSecurityPolicy: CSP });
    const file = formatHeaders(rules);
    for (const headersOf of [
      (p: string) => lower(findHeaders(rules, p)),
      (p: string) => lower(netlifyHeaders(file, p)),
      (p: string) => cloudflareHeaders(file, p),
    ]) {
      expect(headersOf('/')['cache-control']).toBe(HTML_CACHE);
      expect(headersOf('/')['content-security-policy']).toBe(CSP);
      expect(headersOf('/ar/delivery/12')['cache-control']).toBe(HTML_CACHE);
      expect(headersOf('/_astro/app.1.js')['cache-control']).toBe(IMMUTABLE);
      expect(headersOf('/_img/abc-320.webp')['cache-control']).toBe(IMMUTABLE);
      expect(headersOf('/builds/latest.json')['cache-control']).toBe('no-cache');
      expect(headersOf('/sw.js')['service-worker-allowed']).toBe('/');
    }
  });
});

// `shop` is a prefix of `shopping`: Netlify's `/shop/*` also matches `/shopping/…`, so the order must hold.
describe.each([[['shopping', 'shop']], [['shop', 'shopping']]])(
  'the shared root file of tenants %j, shop on its domain',
  (tenants) => {
    const origin = 'https://shop.example';
    const root = formatRedirects(
      combineRedirectRules(
        tenants.map((ref) => (ref === 'shop' ? domainMoveRules('shop', origin) : redirectRules(ref, ['en'], 'en'))),
      ),
    );
    // The domain tenant's release files are still in the shared tree: the moves must win over them.
    const exists = (p: string) =>
      ['/shop/delivery', '/shop/index.html', '/shopping/order/_', '/shopping/404.html', '/shopping/delivery'].includes(
        p,
      );

    test('answers 301 for every path of the business on its domain, its files notwithstanding', () => {
      for (const route of [netlifyRoute, cloudflareRoute]) {
        expect(route(root, '/shop', exists)).toEqual({ kind: 'redirect', location: `${origin}/`, status: 301 });
        expect(route(root, '/shop/delivery', exists)).toEqual({
          kind: 'redirect',
          location: `${origin}/delivery`,
          status: 301,
        });
        expect(route(root, '/shop/ar/order/5', exists)).toEqual({
          kind: 'redirect',
          location: `${origin}/ar/order/5`,
          status: 301,
        });
      }
    });

    test("leaves the other tenant's paths to its own rules", () => {
      for (const route of [netlifyRoute, cloudflareRoute]) {
        expect(route(root, '/shopping/order/5', exists)).toEqual({
          kind: 'file',
          path: '/shopping/order/_',
          status: 200,
        });
        expect(route(root, '/shopping/delivery', exists)).toEqual({
          kind: 'file',
          path: '/shopping/delivery',
          status: 200,
        });
      }
      expect(netlifyRoute(root, '/shopping/nothing', exists)).toEqual({
        kind: 'file',
        path: '/shopping/404.html',
        status: 404,
      });
    });
  },
);
