import { describe, expect, it } from 'vitest';
import { evilEats, shawarmaHouse } from '../../../sample-api/fixtures/index.ts';
import type { TenantSnapshot } from '../../build/snapshot.ts';
import { RestaurantResponse } from '../../lib/api/schema.ts';
import { restaurantLd, sameAsOf } from './jsonLd.ts';

const BASE = 'http://127.0.0.1:4010';

/** The Restaurant JSON-LD of a fixture business (no branches or pictures: enough for these fields). */
function ldOf(payload: unknown) {
  const data = RestaurantResponse.parse(payload);
  const snapshot = { data, branches: [], images: {} } as unknown as TenantSnapshot;
  return restaurantLd({
    snapshot,
    absolute: (p) => `https://site.example/x/${p}`,
    home: '',
    menu: 'delivery',
    text: () => '',
    imageUrl: () => undefined,
  });
}

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
