/**
 * GET webapp/tables/{branchId} (spec §7): `{ tables: [{ id, name, seats, area? }] }` from fixtures/accounts.ts, for
 * a business with dine-in or reservations enabled; `{ tables: [] }` for one with neither; 404 for an unknown branch.
 */
import { Hono } from 'hono';
import { accountFixtureOf } from '../fixtures/accounts.ts';
import { businessOf, type TenantRegistry } from '../tenants.ts';
import { json } from './respond.ts';

/** Whether a (possibly test-replaced) payload's business seats guests: dine-in or reservations on. */
function seatsGuests(payload: unknown): boolean {
  const business = businessOf(payload);
  const enabled = (value: unknown) =>
    typeof value === 'object' && value !== null && (value as { enabled?: unknown }).enabled === true;
  return enabled(business?.checkoutDineIn) || enabled(business?.reservation);
}

export function tableRoutes(registry: TenantRegistry): Hono {
  const app = new Hono();
  app.get('/webapp/tables/:branchId', (c) => {
    const raw = c.req.param('branchId');
    const branchId = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
    const entry = Number.isFinite(branchId) ? registry.byBranchId(branchId) : undefined;
    if (!entry) return json({ tables: [], message: 'Branch not found', code: 'unknown_branch' }, 404);
    if (!seatsGuests(entry.payload)) return json({ tables: [] });
    return json({ tables: accountFixtureOf(entry.ref).tables[branchId] ?? [] });
  });
  return app;
}
