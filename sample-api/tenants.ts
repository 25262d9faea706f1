/**
 * The sample API's tenant registry: the fixtures it serves, plus the test-control state (a restaurant payload
 * replaced by a test, injected failures). Lookups by reference id, custom domain, business (user) id, branch id
 * and branch reference id. The served payload may be anything a test PUT, so every reader here is defensive.
 */
import { allFixtures, type TenantFixture } from './fixtures/index.ts';

export interface TenantEntry {
  ref: string;
  /** The fixture the tenant came from; null for a tenant a test created with PUT. */
  fixture: TenantFixture | null;
  /** The restaurant answer served: the fixture's, or what a test PUT (undefined when that was not JSON). */
  payload: unknown;
  /** A test PUT's body verbatim: served as is by the restaurant calls (lets a test serve truncated JSON). */
  raw: string | null;
  updatedAt: string;
  /** The next `remaining` restaurant calls answer `status`. */
  failure: { status: number; remaining: number } | null;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `restaurant` object of a payload, when there is one. */
export function businessOf(payload: unknown): Json | null {
  return isObject(payload) && isObject(payload.restaurant) ? payload.restaurant : null;
}

/** The categories of a payload (top level), or []. */
export function menuOf(payload: unknown): Json[] {
  return isObject(payload) && Array.isArray(payload.menu) ? payload.menu.filter(isObject) : [];
}

/** Every item of the menu, subcategories included (smart categories excluded: they repeat menu items). */
export function itemsOf(payload: unknown): Json[] {
  const items: Json[] = [];
  const seen = new Set<unknown>();
  const walk = (categories: unknown, depth: number) => {
    if (!Array.isArray(categories) || depth > 8) return;
    for (const category of categories.filter(isObject)) {
      for (const item of Array.isArray(category.items) ? category.items.filter(isObject) : []) {
        if (!seen.has(item.id)) {
          seen.add(item.id);
          items.push(item);
        }
      }
      walk(category.subcategories, depth + 1);
    }
  };
  walk(menuOf(payload), 0);
  return items;
}

/** Branch ids of a tenant: its fixture branches and those its payload names. */
export function branchIdsOf(entry: TenantEntry): number[] {
  const ids = new Set<number>(entry.fixture?.branches.map((b) => b.id) ?? []);
  const business = businessOf(entry.payload);
  if (typeof business?.branch_id === 'number') ids.add(business.branch_id);
  if (Array.isArray(business?.branches)) {
    for (const b of business.branches) if (isObject(b) && typeof b.id === 'number') ids.add(b.id);
  }
  return [...ids];
}

function branchRefsOf(entry: TenantEntry): Array<{ id: number; name: string; reference_id: string }> {
  const business = businessOf(entry.payload);
  const list = Array.isArray(business?.branches) ? business.branches : (entry.fixture?.branches ?? []);
  return list.filter(
    (b): b is { id: number; name: string; reference_id: string } =>
      isObject(b) && typeof b.id === 'number' && typeof b.reference_id === 'string',
  );
}

export function createTenantRegistry(opts: { baseUrl: string; includeTestTenants: boolean }) {
  let entries = new Map<string, TenantEntry>();

  function reset(): void {
    entries = new Map(
      allFixtures(opts.baseUrl, { includeTestTenants: opts.includeTestTenants }).map((fixture) => {
        const ref = fixture.restaurant.restaurant.reference_id;
        const entry: TenantEntry = {
          ref,
          fixture,
          payload: fixture.restaurant,
          raw: null,
          updatedAt: fixture.updatedAt,
          failure: null,
        };
        return [ref, entry];
      }),
    );
  }
  reset();

  const all = () => [...entries.values()];

  return {
    reset,
    list: all,
    byRef: (ref: string): TenantEntry | undefined => entries.get(ref),
    /** A tenant by its custom domain (case-insensitive, a leading `www.` ignored). */
    byDomain(domain: string): TenantEntry | undefined {
      const wanted = domain
        .toLowerCase()
        .replace(/^www\./, '')
        .replace(/\.$/, '');
      return all().find((e) => e.fixture?.domain === wanted);
    },
    /** A tenant by reference id or business (user) id, as the menu call accepts either. */
    byRefOrUserId(id: string): TenantEntry | undefined {
      return entries.get(id) ?? all().find((e) => String(businessOf(e.payload)?.user_id ?? '') === id);
    },
    byUserId: (id: number) => all().find((e) => businessOf(e.payload)?.user_id === id),
    byBranchId: (id: number) => all().find((e) => branchIdsOf(e).includes(id)),
    /** The tenant and branch whose branch reference id is `ref` (e.g. shawarma-house-salmiya). */
    byBranchRef(ref: string): { entry: TenantEntry; branch: { id: number; name: string } } | undefined {
      for (const entry of all()) {
        const branch = branchRefsOf(entry).find((b) => b.reference_id === ref);
        if (branch) return { entry, branch };
      }
      return undefined;
    },
    branchRefsOf,
    /**
     * Test control: serve `body` (the exact text a test sent) as the tenant's restaurant answer, creating the
     * tenant if unknown. The other calls (menu, item, shifts…) read it parsed; text that is not JSON reads as
     * no payload at all.
     */
    replace(ref: string, body: string, now: Date): TenantEntry {
      let payload: unknown;
      try {
        payload = JSON.parse(body);
      } catch {
        payload = undefined;
      }
      const existing = entries.get(ref);
      const updatedAt = now.toISOString();
      const entry: TenantEntry = existing
        ? { ...existing, payload, raw: body, updatedAt }
        : { ref, fixture: null, payload, raw: body, updatedAt, failure: null };
      entries.set(ref, entry);
      return entry;
    },
    /** Test control: the next `times` restaurant calls of the tenant answer `status`. */
    fail(ref: string, status: number, times: number): void {
      const entry = entries.get(ref);
      if (entry) entry.failure = { status, remaining: times };
    },
    /** Consumes one injected failure; its status, or null when none is pending. */
    takeFailure(entry: TenantEntry): number | null {
      if (!entry.failure || entry.failure.remaining <= 0) return null;
      entry.failure.remaining -= 1;
      const { status } = entry.failure;
      if (entry.failure.remaining === 0) entry.failure = null;
      return status;
    },
  };
}

export type TenantRegistry = ReturnType<typeof createTenantRegistry>;
