import { describe, expect, it } from 'vitest';
import { addressInCase, addressWords } from './caseFix.ts';

const WORDS = addressWords(['', 'Branches', 'Policies', 'ar/Branches', 'delivery/101/10001', 'order/_', 'ar']);

describe('an address typed in the wrong letter case', () => {
  it('is the page it means: /branches is /Branches, /AR/Delivery is /ar/delivery', () => {
    expect(WORDS).toEqual(['Branches', 'Policies', 'ar', 'delivery', 'order']);
    expect(addressInCase('/shop/branches', '/shop', WORDS)).toBe('/shop/Branches');
    expect(addressInCase('/shop/POLICIES', '/shop', WORDS)).toBe('/shop/Policies');
    expect(addressInCase('/shop/AR/Delivery/101', '/shop', WORDS)).toBe('/shop/ar/delivery/101');
    // On the business's own domain (base '').
    expect(addressInCase('/branches', '', WORDS)).toBe('/Branches');
  });

  it('is left alone when it is right already, unknown, or another business’s: nothing to go to, no loop', () => {
    expect(addressInCase('/shop/Branches', '/shop', WORDS)).toBeNull();
    expect(addressInCase('/shop/no-such-page', '/shop', WORDS)).toBeNull();
    expect(addressInCase('/shop/delivery/999', '/shop', WORDS)).toBeNull();
    expect(addressInCase('/other/branches', '/shop', WORDS)).toBeNull();
    expect(addressInCase('/shopping/branches', '/shop', WORDS)).toBeNull();
    // What it is put right to is right: asked again, nothing changes.
    const fixed = addressInCase('/shop/AR/BRANCHES', '/shop', WORDS)!;
    expect(addressInCase(fixed, '/shop', WORDS)).toBeNull();
  });
});
