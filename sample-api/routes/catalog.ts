/**
 * Catalogue calls of the sample API (spec §7): tenant list, restaurant (by reference id or custom domain), menu,
 * item, search, tags, shifts, branches and zones. Answers are built from the tenant registry; unknown ids answer
 * 404 with a message, except the menu call, which answers `error: 1` as spec §8 describes.
 *
 * Decisions where the spec is silent:
 * - `GET webapp/v5/restaurant/{ref}` also accepts a branch reference id (shawarma-house-salmiya): the same
 *   business answer with that branch active (branch_id / branch_name), like the domain call's activeBranchRef.
 * - `GET webapp/search/{term}` needs the tenant: `?ref={referenceId}` or `?branch_id={id}` (400 without);
 *   it answers `{ term, items }` with the storefront's own matcher (sample-api/search.ts: `?type=`, `?locale=`).
 * - `GET webapp/zones/{id}`: a business (user) id answers every zone of the business, a branch id that branch's.
 * - `GET tags-ingredients`: tags of the branch's business — id, kind (diet, allergen or other), slug, icon and the
 *   `name` in the requested locale (then English, then the first one). Items reference tags by id, as strings, in
 *   `item.tags`.
 */
import { Hono } from 'hono';
import { Business } from '../../src/lib/api/schema.ts';
import { computeShifts } from '../shifts.ts';
import { businessOf, itemsOf, menuOf, type TenantEntry, type TenantRegistry } from '../tenants.ts';
import { json, JSON_HEADERS, requestNow } from './respond.ts';
import { QUERY_MAX } from '../../src/domain/search/match.ts';
import { searchMenu } from '../search.ts';

type Json = Record<string, unknown>;

const RESTAURANT_NOT_FOUND = 'Restaurant not found';

function asInt(text: string | undefined): number | null {
  return text && /^\d{1,12}$/.test(text) ? Number(text) : null;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The payload with another branch active (same business). */
function withActiveBranch(payload: unknown, branch: { id: number; name: string } | undefined): unknown {
  const business = businessOf(payload);
  if (!branch || !business) return payload;
  return { ...(payload as Json), restaurant: { ...business, branch_id: branch.id, branch_name: branch.name } };
}

/** Text of a localized list in `locale`, then its language, then English, then the first entry. */
function pickLocale(texts: Array<{ locale: string; name: string }>, locale: string): string {
  const language = locale.split(/[-_]/)[0];
  return (
    (
      texts.find((t) => t.locale === locale) ??
      texts.find((t) => t.locale === language) ??
      texts.find((t) => t.locale === 'en') ??
      texts[0]
    )?.name ?? ''
  );
}

function itemSoldInBranch(item: Json, branchId: number): boolean {
  const branches = list(item.branches);
  return branches.length === 0 || branches.includes(branchId);
}

export function catalogRoutes(registry: TenantRegistry): Hono {
  const app = new Hono();

  /** The restaurant answer of a tenant, unless a test injected a failure for this call. */
  function restaurantAnswer(entry: TenantEntry, branch?: { id: number; name: string }): Response {
    const failure = registry.takeFailure(entry);
    if (failure !== null) return json({ restaurant: null, message: `Injected failure (HTTP ${failure})` }, failure);
    if (entry.raw !== null && !branch) {
      return new Response(entry.raw, { headers: JSON_HEADERS });
    }
    return json(withActiveBranch(entry.payload, branch));
  }

  /** A tenant by reference id, or by one of its branches' reference ids. */
  function resolve(ref: string): { entry: TenantEntry; branch?: { id: number; name: string } } | undefined {
    const entry = registry.byRef(ref);
    return entry ? { entry } : registry.byBranchRef(ref);
  }

  // Sample-API extension: the tenants a build publishes.
  app.get('/webapp/v5/restaurants', () =>
    json({ restaurants: registry.list().map((e) => ({ reference_id: e.ref, updated_at: e.updatedAt })) }),
  );

  app.get('/webapp/v5/restaurant/:referenceId', (c) => {
    const found = resolve(c.req.param('referenceId'));
    if (!found) return json({ restaurant: null, message: RESTAURANT_NOT_FOUND }, 404);
    return restaurantAnswer(found.entry, found.branch);
  });

  app.get('/webapp/v5/restaurant-domain/:domain/:activeBranchRef?', (c) => {
    const entry = registry.byDomain(c.req.param('domain'));
    if (!entry) return json({ restaurant: null, message: RESTAURANT_NOT_FOUND }, 404);
    const branchRef = c.req.param('activeBranchRef');
    const branch = branchRef ? registry.branchRefsOf(entry).find((b) => b.reference_id === branchRef) : undefined;
    return restaurantAnswer(entry, branch);
  });

  app.get('/webapp/v5/menu/:id', (c) => {
    const entry = registry.byRefOrUserId(c.req.param('id'));
    // Spec §8: the menu call reports failure with error = 1 and a message, which the storefront shows.
    if (!entry) return json({ error: 1, message: 'Menu not found', menu: [] });
    const payload = (entry.payload ?? {}) as Json;
    return json({
      error: 0,
      message: null,
      menu: menuOf(payload),
      smart_categories: list(payload.smart_categories),
      highlightedCat: payload.highlightedCat ?? null,
      showStandardSubCats: payload.showStandardSubCats ?? false,
    });
  });

  app.get('/webapp/v5/item/:branchId/:itemId', (c) => {
    const branchId = asInt(c.req.param('branchId'));
    const itemId = asInt(c.req.param('itemId'));
    const entry = branchId === null ? undefined : registry.byBranchId(branchId);
    const item =
      entry && itemId !== null
        ? itemsOf(entry.payload).find((i) => i.id === itemId && itemSoldInBranch(i, branchId!))
        : undefined;
    if (!item) return json({ item: null, message: 'Item not found' }, 404);
    return json({ item });
  });

  app.get('/webapp/search/:term', (c) => {
    const term = c.req.param('term').slice(0, QUERY_MAX);
    const ref = c.req.query('ref');
    const branchId = asInt(c.req.query('branch_id'));
    const entry = ref ? registry.byRef(ref) : branchId !== null ? registry.byBranchId(branchId) : undefined;
    if (!ref && branchId === null) return json({ term, items: [], message: 'Pass ?ref= or ?branch_id=' }, 400);
    if (!entry) return json({ term, items: [], message: RESTAURANT_NOT_FOUND }, 404);
    const answer = searchMenu(entry.payload, entry.fixture?.tags ?? [], {
      term,
      type: c.req.query('type'),
      locale: c.req.query('locale'),
      branchId,
    });
    return json(answer.body, answer.status);
  });

  app.get('/tags-ingredients', (c) => {
    const branchId = asInt(c.req.query('branch_id'));
    if (branchId === null) return json({ tags: [], message: 'branch_id is required' }, 400);
    const entry = registry.byBranchId(branchId);
    if (!entry) return json({ tags: [], message: 'Branch not found' }, 404);
    const locale = c.req.query('locale') ?? 'en';
    const tags = (entry.fixture?.tags ?? []).map((t) => ({
      id: t.id,
      kind: t.kind,
      slug: t.slug,
      name: pickLocale(t.names, locale),
      icon: t.icon,
    }));
    return json({ tags });
  });

  app.get('/webapp/v5/shifts/:referenceId', (c) => {
    const found = resolve(c.req.param('referenceId'));
    const raw = found ? businessOf(found.entry.payload) : null;
    if (!found || !raw) return json({ shifts: {}, message: RESTAURANT_NOT_FOUND }, 404);
    const business = Business.safeParse(raw);
    if (!business.success) {
      const path = ['restaurant', ...(business.error.issues[0]?.path ?? [])].join('.');
      return json({ shifts: {}, message: `Invalid restaurant payload at ${path}` }, 500);
    }
    return json(computeShifts(business.data, requestNow(c.req.header('x-current-time'))));
  });

  app.get('/webapp/branches/:businessId', (c) => {
    const userId = asInt(c.req.param('businessId'));
    const entry = userId === null ? undefined : registry.byUserId(userId);
    if (!entry) return json({ branches: [], message: 'Business not found' }, 404);
    // The fixture's full branches (addresses, hours), those the business's payload still lists: a branch an owner
    // took out of the payload (a test PUT) leaves the branch list too.
    const listed = new Set(registry.branchRefsOf(entry).map((b) => b.id));
    const full = entry.fixture?.branches?.filter((b) => listed.has(b.id));
    return json({ branches: full ?? registry.branchRefsOf(entry) });
  });

  app.get('/webapp/zones/:id', (c) => {
    const id = asInt(c.req.param('id'));
    const byBusiness = id === null ? undefined : registry.byUserId(id);
    const entry = byBusiness ?? (id === null ? undefined : registry.byBranchId(id));
    if (!entry || id === null) return json({ zones: [], message: 'Zones not found' }, 404);
    const branchOnly = byBusiness ? null : id;
    const all = entry.fixture?.zones ?? { zones: [], countries: [] };
    const zones = all.zones.filter((z) => branchOnly === null || z.branch === branchOnly);
    if (c.req.query('shipping') !== 'true') return json({ zones });
    const countries = all.countries.filter((k) => branchOnly === null || k.branch_id === branchOnly);
    return json({ zones, countries, shipping_form: all.shipping_form ?? null });
  });

  return app;
}
