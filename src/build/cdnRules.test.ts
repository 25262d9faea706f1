import { expect, test } from 'vitest';
import { findHeaders, findRedirect, formatHeaders, formatRedirects, headerRules, IMMUTABLE, parseHeaders, parseRedirects, redirectRules } from './cdnRules.ts';

test('id routes are rewritten to their shell page in every locale', () => {
  const rules = redirectRules('shop', ['en', 'ar'], 'en');
  expect(findRedirect(rules, '/shop/order/123')).toEqual({ from: '/shop/order/*', to: '/shop/order/_', status: 200 });
  expect(findRedirect(rules, '/shop/ar/wallet/9')?.to).toBe('/shop/ar/wallet/_');
  expect(findRedirect(rules, '/shop/reservation/success/77')?.to).toBe('/shop/reservation/success/_');
  expect(findRedirect(rules, '/shop/order')).toBeUndefined();
  expect(findRedirect(rules, '/shop/delivery')).toBeUndefined();
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
  // reservation/history matches too; the server serves its existing page first (rewrites are not forced).
  expect(findRedirect(rules, '/shop/reservation/history')?.force).toBeUndefined();
});

test('the rule files round-trip through their text form', () => {
  const redirects = redirectRules('shop', ['en', 'ar'], 'en', 'delivery');
  expect(parseRedirects(formatRedirects(redirects))).toEqual(redirects);
  const headers = headerRules('shop');
  expect(parseHeaders(formatHeaders(headers))).toEqual(headers);
});

test('hashed assets are immutable and pages are short-lived', () => {
  const rules = headerRules('shop');
  expect(findHeaders(rules, '/shop/_astro/x.123.js')['Cache-Control']).toBe(IMMUTABLE);
  expect(findHeaders(rules, '/shop/_img/abc-320.webp')['Cache-Control']).toBe(IMMUTABLE);
  expect(findHeaders(rules, '/shop/delivery')['Cache-Control']).toMatch(/max-age=60/);
  expect(findHeaders(rules, '/shop')['Cache-Control']).toMatch(/max-age=60/);
});
