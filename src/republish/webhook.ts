/**
 * `POST /hooks/republish` (Standard Webhooks): body `{"referenceId": "x"}` or `{"referenceIds": ["x", "y"]}`
 * (a bare JSON list of ids is accepted too).
 *
 * - 401 for any failed signature check (missing headers, bad or stale timestamp, wrong secret, changed body);
 *   a delivery naming several tenants must verify with the secrets of each.
 * - 404 for a tenant the API does not know (checked only after the signature: no probing for tenants).
 * - 202 once every job is durably recorded in the queue (either backend: the call resolves only then); a replayed
 *   `webhook-id` gets 200 and queues nothing (ids are remembered per tenant: senders with their own secrets share
 *   no id space). Each job it names carries a `status` address (jobStatus.ts): `GET` it to learn whether the change
 *   went live, or why its build failed.
 */
import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isSafeReferenceId } from '../domain/referenceId.ts';
import type { RepublishQueue } from './backend.ts';
import { secretsFor, type WebhookSecrets } from './secrets.ts';
import { verifyWebhook } from './signature.ts';
import { jobStatus, statusPath, statusToken, statusTokenValid } from './jobStatus.ts';

/**
 * Bodies above this are refused before any work (a republish request is a few bytes). The limit holds while the
 * body streams in (a chunked body with no Content-Length is counted as it arrives), and the refusal closes the
 * connection, so a sender cannot make the server hold or read a large body.
 */
export const MAX_BODY_BYTES = 16 * 1024;

/** The newest jobs of a tenant a status address is looked for among (jobs are kept for days: see queue.ts). */
const STATUS_LOOKBACK = 500;

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
  const noStore = async (c: Context, next: Next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  };
  app.use('/hooks/republish', noStore);
  app.use('/hooks/republish/*', noStore);
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
    for (const [i, ref] of refs.entries()) {
      // The id is the sender's, and a tenant with its own secret has a sender of its own: remembered per tenant, so
      // one tenant's sender cannot take an id another's will use (its republish would be answered "duplicate").
      const deliveryId = `${verified.id}:${ref}`;
      const job = await opts.queue.enqueue(ref, { deliveryId, reason: 'webhook' });
      // Under the tenant's first secret (the delivery verified with its set, so it has one).
      const token = statusToken(candidates[i]![0]!, ref, job.jobId);
      results.push({ ref, ...job, status: statusPath(ref, job.jobId, token) });
    }
    if (results.every((r) => r.duplicate)) return c.json({ duplicate: true, jobs: results }, 200);
    opts.onQueued?.();
    return c.json({ accepted: true, jobs: results }, 202);
  });
  // What became of a job, for whoever holds its status address (answered 404 alike for a wrong token, an unknown
  // tenant or a job no longer kept: nothing to learn by probing).
  app.get('/hooks/republish/jobs/:ref/:jobId', async (c) => {
    const { ref, jobId } = c.req.param();
    const unknown = () => c.json({ error: 'Unknown job' }, 404);
    const token = c.req.query('token') ?? '';
    if (!isSafeReferenceId(ref) || !/^[\w:.-]{1,100}$/.test(jobId)) return unknown();
    const [secrets = []] = secretsFor(opts.secrets(), [ref]);
    if (!statusTokenValid(secrets, ref, jobId, token)) return unknown();
    const jobs = await opts.queue.list({ ref, limit: STATUS_LOOKBACK });
    const job = jobs.find((j) => String(j.id) === jobId);
    return job ? c.json(jobStatus(job)) : unknown();
  });
  return app;
}
