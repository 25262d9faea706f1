import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BranchesResponse,
  type Category,
  type Item,
  RestaurantResponse,
  TagsResponse,
  ZonesResponse,
} from '../src/lib/api/schema.ts';
import { shapeContains } from '../src/domain/zones.ts';
import { allFixtures, invalidPayloads, type TenantFixture } from './fixtures/index.ts';

const BASE = 'http://127.0.0.1:4010';
const fixtures = allFixtures(BASE, { includeTestTenants: true });
const byRef = (ref: string): TenantFixture => {
  const found = fixtures.find((f) => f.restaurant.restaurant.reference_id === ref);
  if (!found) throw new Error(`no fixture ${ref}`);
  return found;
};
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Parses and, on failure, fails with every zod issue path (so a broken fixture says where it is broken). */
function expectParses(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    expect.fail(`schema issues:\n${issues.join('\n')}`);
  }
  return result.data;
}

function itemsOf(categories: Category[]): Item[] {
  return categories.flatMap((c) => [...c.items, ...itemsOf(c.subcategories)]);
}

describe('fixtures', () => {
  it('are the five businesses, plus the hostile one only when test tenants are asked for', () => {
    expect(allFixtures(BASE).map((f) => f.restaurant.restaurant.reference_id)).toEqual([
      'shawarma-house',
      'cafe-limmat',
      'kissa-tokyo',
      'sofreh',
      'dastarkhwan',
    ]);
    expect(fixtures.map((f) => f.restaurant.restaurant.reference_id)).toContain('evil-eats');
  });

  describe.each(fixtures.map((f) => [f.restaurant.restaurant.reference_id, f] as const))('%s', (_ref, fixture) => {
    it('parses as a restaurant answer, and is already in parsed form (nothing left to defaults)', () => {
      const parsed = expectParses(RestaurantResponse, wire(fixture.restaurant));
      expect(wire(parsed)).toEqual(wire(fixture.restaurant));
    });

    it('parses as branches, zones and tags answers', () => {
      expectParses(BranchesResponse, wire({ branches: fixture.branches }));
      expect(wire(ZonesResponse.parse(wire(fixture.zones)))).toEqual(wire(fixture.zones));
      for (const locale of fixture.restaurant.restaurant.locales) {
        const tags = fixture.tags.map((t) => ({
          id: t.id,
          kind: t.kind,
          slug: t.slug,
          name: t.names.find((n) => n.locale === locale)?.name,
          icon: t.icon,
        }));
        expect(expectParses(TagsResponse, { tags })).toEqual({ tags });
        expect(tags.every((t) => typeof t.name === 'string' && t.name.length > 0)).toBe(true);
      }
    });

    it('names every category and item in every locale of the business', () => {
      const { locales } = fixture.restaurant.restaurant;
      const named = (texts: Array<{ locale: string; name: string }>) =>
        locales.every((l) => texts.some((t) => t.locale === l && t.name.trim().length > 0));
      const categories = fixture.restaurant.menu.flatMap((c) => [c, ...c.subcategories]);
      expect(categories.filter((c) => !named(c.names)).map((c) => c.id)).toEqual([]);
      expect(
        itemsOf(fixture.restaurant.menu)
          .filter((i) => !named(i.names))
          .map((i) => i.id),
      ).toEqual([]);
    });

    it('has unique item ids and lists its branches in the business answer', () => {
      const ids = itemsOf(fixture.restaurant.menu).map((i) => i.id);
      expect(new Set(ids).size).toBe(ids.length);
      const business = fixture.restaurant.restaurant;
      expect(business.branches.map((b) => b.id)).toEqual(fixture.branches.map((b) => b.id));
      expect(fixture.branches.map((b) => b.id)).toContain(business.branch_id);
    });

    it('points every picture at the sample API', () => {
      const text = JSON.stringify(fixture);
      const urls = [...text.matchAll(/"(https?:\/\/[^"]+\.png)"/g)].map((m) => m[1]);
      // odd-data has no picture at all (tests/e2e/data-variety.spec.ts); every other business has several.
      if (fixture.restaurant.restaurant.reference_id === 'odd-data') expect(urls).toEqual([]);
      else expect(urls.length).toBeGreaterThan(3);
      const tenant = fixture.restaurant.restaurant.reference_id;
      for (const url of urls) expect(url).toMatch(new RegExp(`^${BASE}/images/${tenant}/[a-z0-9-]+\\.png$`));
    });
  });

  it('give every tenant its own business id, branch ids and domain (the API routes by them)', () => {
    const userIds = fixtures.map((f) => f.restaurant.restaurant.user_id);
    const branchIds = fixtures.flatMap((f) => f.branches.map((b) => b.id));
    const domains = fixtures.map((f) => f.domain);
    expect(new Set(userIds).size).toBe(userIds.length);
    expect(new Set(branchIds).size).toBe(branchIds.length);
    expect(new Set(domains).size).toBe(domains.length);
  });

  it("name a business's own domain only where restaurant-domain answers that business for it (Shawarma House)", () => {
    const named = fixtures.filter((f) => f.restaurant.restaurant.custom_domain);
    expect(named.map((f) => f.restaurant.restaurant.reference_id)).toEqual(['shawarma-house']);
    for (const f of named) expect(f.restaurant.restaurant.custom_domain).toBe(f.domain);
  });
});

describe('the Kuwaiti fixture', () => {
  const kuwait = byRef('shawarma-house');
  const business = kuwait.restaurant.restaurant;
  const items = itemsOf(kuwait.restaurant.menu);

  it('covers the four price display modes (business default 0, items 1, 2 and 3)', () => {
    expect(business.multiple_price_option).toBe(0);
    const modes = new Set(items.map((i) => i.price_option ?? business.multiple_price_option));
    expect([...modes].sort()).toEqual([0, 1, 2, 3]);
  });

  it('has items limited to dine-in, to delivery and to reservations', () => {
    const only = (key: keyof Item['types']) =>
      items.filter((i) => Object.entries(i.types).every(([k, v]) => v === (k === key)));
    expect(only('dine_in').length).toBeGreaterThan(0);
    expect(only('delivery').length).toBeGreaterThan(0);
    expect(only('reservation').length).toBeGreaterThan(0);
  });

  it('has a timed, a pinned, an always-open, a Friday-closed and a hidden category, and subcategories', () => {
    const menu = kuwait.restaurant.menu;
    expect(menu.some((c) => c.available?.every((d) => d.shifts[0]?.time_from === '06:00'))).toBe(true);
    expect(menu.some((c) => c.pin?.length === 7)).toBe(true);
    expect(menu.some((c) => c.available?.every((d) => Number(d.shifts[0]?.time_from) === 24))).toBe(true);
    expect(menu.some((c) => c.available?.[4]?.closed && !c.available[3]?.closed)).toBe(true);
    expect(menu.some((c) => !c.visible)).toBe(true);
    expect(menu.some((c) => c.subcategories.length >= 2)).toBe(true);
  });

  it('has a required and an optional modifier group, a required comment, a disabled and a hidden item', () => {
    const groups = items.flatMap((i) => i.modifiers);
    expect(groups.some((g) => g.min >= 1)).toBe(true);
    expect(groups.some((g) => g.min === 0 && g.options.some((o) => o.price > 0))).toBe(true);
    expect(items.some((i) => i.require_comment)).toBe(true);
    expect(items.some((i) => i.disabled)).toBe(true);
    expect(items.some((i) => !i.visible)).toBe(true);
    expect(items.some((i) => i.price_labels.length === 3)).toBe(true);
  });

  it('has a smart category whose items carry a branch window as a JSON string', () => {
    const smart = kuwait.restaurant.smart_categories[0]!;
    const windows = smart.items.map((i) => JSON.parse(i.category?.branch?.available ?? '{}') as { status?: number });
    expect(windows.some((w) => w.status === 1)).toBe(true);
    expect(smart.items.every((i) => i.grand_category?.branch)).toBe(true);
  });

  describe('delivery zones', () => {
    const zones = kuwait.zones.zones;
    const rings = (shape: unknown) => (shape as { type: string; coordinates: number[][][] }).coordinates;

    it('are closed polygons, one or more per branch', () => {
      for (const zone of zones) {
        expect(zone.shape?.type).toBe('Polygon');
        for (const ring of rings(zone.shape)) expect(ring[0]).toEqual(ring[ring.length - 1]);
      }
      for (const branch of kuwait.branches) expect(zones.some((z) => z.branch === branch.id)).toBe(true);
    });

    it('have several areas each, every area polygon closed and inside its zone', () => {
      for (const zone of zones.filter((z) => z.visible)) {
        expect(zone.areas.length).toBeGreaterThanOrEqual(3);
        for (const area of zone.areas) {
          expect(area.zone_id).toBe(zone.id);
          expect(area.shape?.type).toBe('Polygon');
          const ring = rings(area.shape)[0]!;
          expect(ring.length).toBeGreaterThanOrEqual(4);
          expect(ring[0]).toEqual(ring[ring.length - 1]);
          for (const [lng, lat] of ring) {
            expect(shapeContains(zone.shape, { lng: lng!, lat: lat! }), `${area.name} (${lng}, ${lat})`).toBe(true);
          }
        }
      }
    });

    it('use [longitude, latitude] order: Kuwait is near 48°E, 29°N, and each branch lies in its zone', () => {
      for (const zone of zones)
        for (const [lng, lat] of rings(zone.shape)[0]!) {
          expect(lng).toBeGreaterThan(47.5);
          expect(lng).toBeLessThan(48.2);
          expect(lat).toBeGreaterThan(29.2);
          expect(lat).toBeLessThan(29.5);
        }
      for (const branch of kuwait.branches) {
        const zone = zones.find((z) => z.branch === branch.id && z.visible)!;
        expect(shapeContains(zone.shape, { lng: branch.lng!, lat: branch.lat! })).toBe(true);
      }
    });
  });
});

describe('invalid payloads', () => {
  it.each(Object.entries(invalidPayloads(BASE)))('%s fails to parse at the expected field', (_name, invalid) => {
    const result = RestaurantResponse.safeParse(invalid.payload);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual([invalid.expectedPath]);
  });
});
