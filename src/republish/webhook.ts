/**
 * `POST /hooks/republish` (Standard Webhooks): body `{"referenceId": "x"}` or `{"referenceIds": ["x", "y"]}`
 * (a bare JSON list of ids is accepted too).
 *
 * - 401 for any failed signature check (missing headers, bad or stale timestamp, wrong secret, changed body);
 *   a delivery naming several tenants must verify with the secrets of each.
 * - 404 for a tenant the API does not know (checked only after the signature: no probing for tenants).
 * - 202 once every job is durably recorded in the queue (either backend: the call resolves only then); a replayed
 *   `webhook-id` gets 200 and queues nothing (ids are remembered per tenant: senders with their own secrets share
 *   no id space).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isSafeReferenceId } from '../domain/referenceId.ts';
import type { RepublishQueue } from './backend.ts';
import { secretsFor, type WebhookSecrets } from './secrets.ts';
import { verifyWebhook } from './signature.ts';

/**
 * Bodies above this are refused before any work (a republish request is a few bytes). The limit holds while the
 * body streams in (a chunked body with no Content-Length is counted as it arrives), and the refusal closes the
 * connection, so a sender cannot make the server hold or read a large body.
 */
export const MAX_BODY_BYTES = 16 * 1024;

export interface WebhookOptions {
  queue: RepublishQueue;
  secrets: () => WebhookSecrets;
  /** True when the restaurant API knows this tenant. */
  /** Whether the API or the published sites know a business; null when the API cannot tell now (down). */
  isKnownTenant: (ref: string) => Promise<boolean | null>;
  now?: () => Date;
  /** Called after jobs are queued (wakes the worker). */
  onQueued?: () => void;
}

/** The tenants a delivery named (its well-formed ids only), for the request log (src/ops/routes.ts). */
export const requestTenants = new WeakMap<Request, string[]>();

/** The tenants a body names, or null when it is not one of the accepted shapes. */
export function refsOf(body: unknown): string[] | null {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? 'referenceIds' in body
        ? (body as { referenceIds: unknown }).referenceIds
        : [(body as { referenceId?: unknown }).referenceId]
      : null;
  if (!Array.isArray(list) || list.length === 0 || list.length > 100) return null;
  if (!list.every((r): r is string => typeof r === 'string')) return null;
  return [...new Set(list)];
}

/** Mounts the webhook on an app. */
export function mountWebhook(app: Hono, opts: WebhookOptions): Hono {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: 'Body too large' }, 413, { Connection: 'close' }),
  });
  // Every answer (a refusal, a 413, an acceptance) is about this one delivery: never kept by a cache, never read as
  // anything but the JSON it is.
  app.use('/hooks/republish', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  app.post('/hooks/republish', limit, async (c) => {
    let raw: Uint8Array;
    try {
      raw = new Uint8Array(await c.req.arrayBuffer());
    } catch {
      return c.json({ error: 'The body could not be read' }, 400); // the sender went away mid-body
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      body = null;
    }
    // Until the signature is checked, the body only tells which secrets to try.
    const refs = refsOf(body);
    if (refs) requestTenants.set(c.req.raw, refs.filter(isSafeReferenceId));
    const secrets = opts.secrets();
    const candidates = refs ? secretsFor(secrets, refs) : [secrets.global];
    const now = (opts.now ?? (() => new Date()))();
    let verified: ReturnType<typeof verifyWebhook> | null = null;
    for (const set of candidates) {
      verified = set.length
        ? verifyWebhook({ headers: c.req.raw.headers, rawBody: raw, secrets: set, now })
        : { ok: false, reason: 'bad-signature' };
      if (!verified.ok) break;
    }
    if (!verified?.ok) return c.json({ error: 'Invalid signature', reason: verified?.reason ?? 'bad-signature' }, 401);
    if (!refs) return c.json({ error: 'Body must be {"referenceId": "…"} or {"referenceIds": [ … ]}' }, 400);
    const unsafe = refs.filter((r) => !isSafeReferenceId(r));
    if (unsafe.length) return c.json({ error: 'Invalid referenceId', referenceIds: unsafe }, 400);
    const unknown: string[] = [];
    const undecided: string[] = [];
    // At once: each check is bounded (republish/knownTenant.ts), so a delivery naming many businesses of a hanging
    // API is answered within one bound, not one per business.
    const answers = await Promise.all(refs.map((ref) => opts.isKnownTenant(ref)));
    refs.forEach((ref, i) => {
      if (answers[i] === null) undecided.push(ref);
      else if (!answers[i]) unknown.push(ref);
    });
    if (unknown.length) return c.json({ error: 'Unknown tenant', referenceIds: unknown }, 404);
    // The API is down and the business was never published here: retry later (a sender's retry policy takes a 503).
    if (undecided.length)
      return c.json({ error: 'The restaurant API cannot be reached; try again', referenceIds: undecided }, 503, {
        'Retry-After': '30',
      });
    const results = [];
    for (const ref of refs) {
      // The id is the sender's, and a tenant with its own secret has a sender of its own: remembered per tenant, so
      // one tenant's sender cannot take an id another's will use (its republish would be answered "duplicate").
      const deliveryId = `${verified.id}:${ref}`;
      results.push({ ref, ...(await opts.queue.enqueue(ref, { deliveryId, reason: 'webhook' })) });
    }
    if (results.every((r) => r.duplicate)) return c.json({ duplicate: true, jobs: results }, 200);
    opts.onQueued?.();
    return c.json({ accepted: true, jobs: results }, 202);
  });
  return app;
}
