import { describe, expect, it } from 'vitest';
import { safeNext } from './api.ts';

describe('safeNext (after login)', () => {
  it('returns a path inside the tenant', () => {
    expect(safeNext('shop', '/shop/profile', '/shop')).toBe('/shop/profile');
    expect(safeNext('shop', '/shop/ar/wallet/home?x=1', '/shop')).toBe('/shop/ar/wallet/home?x=1');
    expect(safeNext('shop', '/shop', '/x')).toBe('/shop');
    expect(safeNext('shop', '/shop/ar/../profile#top', '/x')).toBe('/shop/profile#top');
  });

  it('refuses other sites, other tenants and tricks', () => {
    for (const bad of [
      'https://evil.test/shop',
      '//evil.test/shop',
      '/shopping/profile',
      '/other/profile',
      '/shop\\..\\evil',
      '/shop/../evil-eats/delivery',
      '/shop/%2e%2e/evil-eats',
      '/shop/%2E%2E/%2e%2e//evil.example/',
      '/shop/./../other',
      null,
      '',
    ]) {
      expect(safeNext('shop', bad, '/shop/profile')).toBe('/shop/profile');
    }
  });
});

describe("safeNext on the business's own domain (pages at the root)", () => {
  it('returns any path of the site', () => {
    expect(safeNext('shop', '/profile', '/', '')).toBe('/profile');
    expect(safeNext('shop', '/ar/wallet/home?x=1', '/', '')).toBe('/ar/wallet/home?x=1');
    expect(safeNext('shop', '/', '/profile', '')).toBe('/');
  });

  it('still refuses other sites and tricks', () => {
    for (const bad of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'profile', '/x\u0000', null, ''])
      expect(safeNext('shop', bad, '/profile', ''), String(bad)).toBe('/profile');
  });
});
