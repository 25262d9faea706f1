/**
 * Test-control calls, mounted only with `includeTestTenants` (never in `npm start`):
 * - `PUT /__test/restaurant/{ref}`: the body (any text, usually JSON) becomes the tenant's restaurant answer;
 *   an unknown ref creates a tenant. Used by build tests to serve broken payloads or an updated menu.
 * - `POST /__test/status/{ref}` `{ "status": 500, "times": 2 }`: the next `times` (default 1) restaurant calls of
 *   the tenant answer that status. The API client retries a 5xx GET once, so a test that wants a build to fail
 *   on a 500 injects `times: 2`.
 * - `POST /__test/reset`: back to the fixtures, failures cleared (accounts and the outbox are kept: tests running
 *   at the same time may be logged in).
 * - `GET /__test/outbox?phone=…`: `{ messages: [{ channel, to, phone, dial_code, reference_id, purpose, code, text,
 *   sent_at }] }`, oldest first, the one-time codes the API "sent" to that phone (E.164 such as %2B96555512345, or
 *   national digits); every message without `phone`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Outbox } from '../accounts/outbox.ts';
import type { TenantRegistry } from '../tenants.ts';
import { json } from './respond.ts';

const FailureRequest = z.object({
  status: z.number().int().min(400).max(599),
  times: z.number().int().min(1).max(1000).default(1),
});

export function testControlRoutes(
  registry: TenantRegistry,
  clock: () => Date = () => new Date(),
  outbox?: Outbox,
): Hono {
  const app = new Hono();

  if (outbox) app.get('/__test/outbox', (c) => json({ messages: outbox.list(c.req.query('phone') ?? '') }));

  app.put('/__test/restaurant/:referenceId', async (c) => {
    const ref = c.req.param('referenceId');
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(ref)) return json({ message: 'Invalid reference id' }, 400);
    const entry = registry.replace(ref, await c.req.text(), clock());
    return json({ ok: true, reference_id: entry.ref, updated_at: entry.updatedAt });
  });

  app.post('/__test/status/:referenceId', async (c) => {
    const entry = registry.byRef(c.req.param('referenceId'));
    if (!entry) return json({ message: 'Restaurant not found' }, 404);
    const parsed = FailureRequest.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return json({ message: 'Body must be { status: 400..599, times?: n }' }, 400);
    registry.fail(entry.ref, parsed.data.status, parsed.data.times);
    return json({ ok: true, reference_id: entry.ref, ...parsed.data });
  });

  app.post('/__test/reset', () => {
    registry.reset();
    return json({ ok: true });
  });

  return app;
}
