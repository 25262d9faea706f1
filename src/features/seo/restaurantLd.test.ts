import { describe, expect, it } from 'vitest';
import { evilEats, shawarmaHouse } from '../../../sample-api/fixtures/index.ts';
import type { TenantSnapshot } from '../../build/snapshot.ts';
import { RestaurantResponse } from '../../lib/api/schema.ts';
import { restaurantLd, sameAsOf } from './jsonLd.ts';

const BASE = 'http://127.0.0.1:4010';

/** The Restaurant JSON-LD of a fixture business (no pictures; branches as given: enough for these fields). */
function ldOf(payload: unknown, { name = 'Shawarma House', branches = [] as unknown[] } = {}) {
  const data = RestaurantResponse.parse(payload);
  const snapshot = { data, branches, images: {} } as unknown as TenantSnapshot;
  return restaurantLd({
    snapshot,
    absolute: (p) => `https://site.example/x/${p}`,
    home: '',
    menus: ['delivery'],
    name,
    text: (v) => (v && typeof v === 'object' ? String(Object.values(v)[0] ?? '') : ''),
    imageUrl: () => undefined,
  });
}

describe('the Restaurant named as its page names it', () => {
  const branch = (id: number, street: string) => ({
    id,
    name: `Branch ${id}`,
    names: { en: `Branch ${id}` },
    address: { en: street },
    phone: `+9652220000${id}`,
    working_hours: null,
  });

  it("takes the page language's name, the business_name beside it, and names each branch after it", () => {
    const ld = ldOf(shawarmaHouse(BASE).restaurant, {
      name: 'بيت الشاورما',
      branches: [branch(1, 'Gulf Road'), branch(2, 'Salem St')],
    });
    expect(ld.name).toBe('بيت الشاورما');
    expect(ld.alternateName).toBe('Shawarma House');
    expect(ld.department![0]!.name).toBe('بيت الشاورما – Branch 1');
    // One name only when both are the same.
    expect(ldOf(shawarmaHouse(BASE).restaurant).alternateName).toBeUndefined();
  });

  it("is at its one branch's address and phone; a business with several keeps them on each branch", () => {
    const one = ldOf(shawarmaHouse(BASE).restaurant, { branches: [branch(1, 'Gulf Road')] });
    expect(one.address).toMatchObject({ streetAddress: 'Gulf Road', addressCountry: 'KW' });
    expect(one.telephone).toBe('+96522200001');
    // Where it is, and no department of itself.
    const placed = ldOf(shawarmaHouse(BASE).restaurant, {
      branches: [{ ...branch(1, 'Gulf Road'), lat: 29.37, lng: 47.98 }],
    });
    expect(placed.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 29.37, longitude: 47.98 });
    expect(placed.department).toBeUndefined();
    const two = ldOf(shawarmaHouse(BASE).restaurant, { branches: [branch(1, 'Gulf Road'), branch(2, 'Salem St')] });
    expect(two.address).toEqual({ '@type': 'PostalAddress', streetAddress: undefined, addressCountry: 'KW' });
    expect(two.telephone).toBeUndefined();
    expect(two.department!.map((d) => d.address.streetAddress)).toEqual(['Gulf Road', 'Salem St']);
  });
});

describe('Restaurant JSON-LD', () => {
  it('names the social profiles as sameAs', () => {
    expect(ldOf(shawarmaHouse(BASE).restaurant).sameAs).toEqual([
      'https://www.instagram.com/shawarma.house.example',
      'https://x.com/shawarmahouse_example',
      'https://www.tiktok.com/@shawarma.house.example',
    ]);
  });

  it('carries no aggregateRating, shown or not: the payload has a rate but no count of ratings', () => {
    const shown = shawarmaHouse(BASE).restaurant as { restaurant: Record<string, unknown> };
    expect(shown.restaurant.show_rating).toBe(true);
    expect(ldOf(shown)).not.toHaveProperty('aggregateRating');
    expect(JSON.stringify(ldOf(shown))).not.toContain('Rating');
  });
});

describe('sameAs', () => {
  it('keeps absolute http(s) links once each, and leaves out mail, phone and site paths', () => {
    expect(
      sameAsOf([
        { url: 'https://a.example/p' },
        { url: 'mailto:hi@a.example' },
        { url: 'tel:+96522200011' },
        { url: '/shawarma-house/Policies' },
        { url: 'https://a.example/p' },
      ]),
    ).toEqual(['https://a.example/p']);
    expect(sameAsOf([])).toBeUndefined();
  });

  it("keeps a hostile business's links as data (serializeJsonLd escapes them)", () => {
    const evil = ldOf(evilEats(BASE).restaurant);
    expect(evil.sameAs?.[0]).toBe('https://evil.example/?q="><script>alert(5)</script>');
  });
});
