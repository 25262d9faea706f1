import { describe, expect, it } from 'vitest';
import { safeNext } from './api.ts';

describe('safeNext (after login)', () => {
  it('returns a path inside the tenant', () => {
    expect(safeNext('shop', '/shop/profile', '/shop')).toBe('/shop/profile');
    expect(safeNext('shop', '/shop/ar/wallet/home?x=1', '/shop')).toBe('/shop/ar/wallet/home?x=1');
    expect(safeNext('shop', '/shop', '/x')).toBe('/shop');
  });

  it('refuses other sites, other tenants and tricks', () => {
    for (const bad of [
      'https://evil.test/shop',
      '//evil.test/shop',
      '/shopping/profile',
      '/other/profile',
      '/shop\\..\\evil',
      null,
      '',
    ]) {
      expect(safeNext('shop', bad, '/shop/profile')).toBe('/shop/profile');
    }
  });
});
