/**
 * The server's own routes for operators, mounted before the storefronts (whose ids may not take these names:
 * src/domain/referenceId.ts RESERVED_REFERENCE_IDS):
 *
 * - `GET /healthz`: the process answers. `GET /readyz`: the queue answers, the served tree is readable and the
 *   restaurant API answers (its check is cached a few seconds so a probe every second costs nothing). Both
 *   unauthenticated, `Cache-Control: no-store`, and say only ok/failing per check (no detail for strangers).
 * - `GET /metrics` (Prometheus), `GET /ops/status` (HTML), `GET /ops/status.json`, `POST /ops/republish/{ref}`:
 *   behind `METRICS_TOKEN` as a bearer token; with no token configured they answer 404, as if absent.
 *
 * The republish button is a plain form (the operator page runs no script, and a form cannot send an
 * `Authorization` header). Decision: logging in at `/ops/login` with the token sets a cookie (HttpOnly,
 * SameSite=Strict, Path=/ops, Secure over https) holding an HMAC of the token, not the token; a POST authorized by
 * that cookie must also carry an `Origin` of this host. SameSite=Strict keeps the cookie off every cross-site
 * request, and the Origin check refuses what a same-site neighbour (another subdomain) could forge; scripts use the
 * bearer header, which a form cannot send, so it needs no such check. Posting the token as a form field instead
 * would put it in the page's HTML.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Layout } from '../build/publish.ts';
import { isSafeReferenceId } from '../domain/referenceId.ts';
import type { RepublishQueue } from '../republish/backend.ts';
import type { SiteSource } from '../server/static.ts';
import { requestTenants } from '../republish/webhook.ts';
import type { Logger } from './logger.ts';
import { metrics, metricsText } from './metrics.ts';
import { collectStatus, statusPage, type BuildRecorder } from './status.ts';
import { bare } from '../publish/rootFiles.ts';

export interface OpsOptions {
  layout: Layout;
  queue: RepublishQueue;
  apiBaseUrl: string;
  /** `METRICS_TOKEN`; unset: /metrics and /ops/* answer 404. */
  token?: string;
  recorder?: BuildRecorder;
  /** Queues a build of `ref` and wakes the workers. */
  republish: (ref: string) => Promise<unknown>;
  /** Whether the API or the published sites know a business (the webhook's check): an unknown one is not queued. */
  isKnownTenant?: (ref: string) => Promise<boolean | null>;
  logger?: Logger;
  /** How long an API check result is reused (default 5 s). */
  apiCheckMs?: number;
  /** Deadline of one readiness check (default 2 s). */
  checkTimeoutMs?: number;
  /** What is served when it is not the local tree (a bucket): readiness lists it, the status page reads it. */
  source?: SiteSource;
}

const NO_STORE = { 'Cache-Control': 'no-store' };
const PAGE_HEADERS = {
  ...NO_STORE,
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
const COOKIE = 'ops_session';

const within = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const bearerOf = (c: Context) => /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();

/**
 * `GET /healthz` and `GET /metrics` (bearer `token`; 404 without one) on their own: what a standalone republish
 * worker serves on `METRICS_PORT`, so the builds it runs are counted where Prometheus can see them.
 */
export function metricsOnlyApp(token: string | undefined): Hono {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ ok: true }, 200, NO_STORE));
  app.get('/metrics', async (c) => {
    if (!token) return bare(404);
    const bearer = bearerOf(c);
    if (!bearer || !sameText(bearer, token))
      return c.text('Unauthorized', 401, { ...NO_STORE, 'WWW-Authenticate': 'Bearer realm="metrics"' });
    const { contentType, body } = await metricsText();
    return c.body(body, 200, { ...NO_STORE, 'Content-Type': contentType });
  });
  app.notFound(() => bare(404));
  return app;
}

/** The readiness checks, each true when it passes. */
export function readinessChecks(opts: OpsOptions) {
  const timeout = opts.checkTimeoutMs ?? 2000;
  let api: { at: number; ok: boolean } | null = null;
  return async () => {
    const queue = within(
      Promise.resolve().then(() => opts.queue.stats()),
      timeout,
    ).then(
      () => true,
      () => false,
    );
    // The tree's own listing never fails (an absent tree is no tenant), so its directory is read instead.
    const tree = within<unknown>(opts.source ? opts.source.tenants() : readdir(opts.layout.www), timeout).then(
      () => true,
      () => false,
    );
    if (!api || Date.now() - api.at >= (opts.apiCheckMs ?? 5000)) {
      // Any answer below 500 means the API is there (its root may well be a 404).
      const ok = await fetch(opts.apiBaseUrl, { signal: AbortSignal.timeout(timeout), redirect: 'manual' }).then(
        async (r) => {
          await r.body?.cancel();
          return r.status < 500;
        },
        () => false,
      );
      api = { at: Date.now(), ok };
    }
    return { queue: await queue, tree: await tree, api: api.ok };
  };
}

/** Mounts health, metrics and the operator pages, and the webhook's request log and answer counts. */
export function mountOps(app: Hono, opts: OpsOptions): Hono {
  const ready = readinessChecks(opts);
  const session = opts.token ? createHmac('sha256', opts.token).update('ops-session').digest('base64url') : null;

  app.get('/healthz', (c) => c.json({ ok: true }, 200, NO_STORE));
  app.get('/readyz', async (c) => {
    const checks = await ready();
    const ok = checks.queue && checks.tree && checks.api;
    const words = Object.fromEntries(Object.entries(checks).map(([k, v]) => [k, v ? 'ok' : 'failing']));
    return c.json({ ok, checks: words }, ok ? 200 : 503, NO_STORE);
  });

  /** How the caller is authorized: 'bearer', 'cookie', or null. */
  const authOf = (c: Context): 'bearer' | 'cookie' | null => {
    if (!opts.token || !session) return null;
    const bearer = bearerOf(c);
    if (bearer && sameText(bearer, opts.token)) return 'bearer';
    const cookie = getCookie(c, COOKIE);
    if (cookie && sameText(cookie, session)) return 'cookie';
    return null;
  };
  /** A cookie-authorized change must come from a page of this host (forms send Origin on POST). */
  const sameOrigin = (c: Context) => {
    const origin = URL.parse(c.req.header('origin') ?? '');
    return Boolean(origin) && origin!.host === new URL(c.req.url).host;
  };

  app.get('/metrics', async (c) => {
    if (!opts.token) return bare(404);
    if (authOf(c) !== 'bearer')
      return c.text('Unauthorized', 401, { ...NO_STORE, 'WWW-Authenticate': 'Bearer realm="metrics"' });
    const { contentType, body } = await metricsText();
    return c.body(body, 200, { ...NO_STORE, 'Content-Type': contentType });
  });

  const loginPage = (message?: string) =>
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Operator login</title></head><body><main>' +
    `<h1>Operator login</h1>${message ? `<p role="alert">${message}</p>` : ''}` +
    '<form method="post" action="/ops/login"><label>Token <input type="password" name="token" autocomplete="current-password" required></label> ' +
    '<button type="submit">Log in</button></form></main></body></html>';

  app.get('/ops/login', (c) => (opts.token ? c.html(loginPage(), 200, PAGE_HEADERS) : bare(404)));
  app.post('/ops/login', async (c) => {
    if (!opts.token || !session) return bare(404);
    if (!sameOrigin(c)) return c.text('Forbidden: cross-origin', 403, NO_STORE);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof form.token === 'string' ? form.token : '';
    if (!sameText(token, opts.token)) return c.html(loginPage('Wrong token.'), 401, PAGE_HEADERS);
    const https = new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
    setCookie(c, COOKIE, session, { httpOnly: true, sameSite: 'Strict', path: '/ops', secure: https });
    return c.redirect('/ops/status', 303);
  });

  app.get('/ops/status.json', async (c) => {
    if (!opts.token) return bare(404);
    if (!authOf(c)) return c.json({ error: 'Unauthorized' }, 401, NO_STORE);
    const tenants = await collectStatus(opts.layout, opts.queue, opts.recorder, opts.source);
    return c.json({ generatedAt: new Date().toISOString(), tenants }, 200, NO_STORE);
  });
  app.get('/ops/status', async (c) => {
    if (!opts.token) return bare(404);
    if (!authOf(c)) return c.redirect('/ops/login', 303);
    const tenants = await collectStatus(opts.layout, opts.queue, opts.recorder, opts.source);
    const queued = c.req.query('queued');
    const notice = queued && isSafeReferenceId(queued) ? `Republish of ${queued} queued.` : undefined;
    return c.html(statusPage(tenants, { generatedAt: new Date().toISOString(), notice }), 200, PAGE_HEADERS);
  });
  app.post('/ops/republish/:ref', async (c) => {
    if (!opts.token) return bare(404);
    const auth = authOf(c);
    if (!auth) return c.json({ error: 'Unauthorized' }, 401, NO_STORE);
    if (auth === 'cookie' && !sameOrigin(c)) return c.text('Forbidden: cross-origin', 403, NO_STORE);
    const ref = c.req.param('ref');
    if (!isSafeReferenceId(ref)) return c.json({ error: 'Invalid referenceId' }, 400, NO_STORE);
    // As the webhook: a business nobody knows is not queued (it would only leave a failed job on the status page).
    const known = opts.isKnownTenant ? await opts.isKnownTenant(ref) : true;
    if (known === false) return c.json({ error: 'Unknown tenant', referenceId: ref }, 404, NO_STORE);
    if (known === null)
      return c.json({ error: 'The restaurant API cannot be reached; try again', referenceId: ref }, 503, NO_STORE);
    const job = await opts.republish(ref);
    opts.logger?.info({ tenant: ref, by: auth }, 'republish queued by an operator');
    return auth === 'cookie'
      ? c.redirect(`/ops/status?queued=${encodeURIComponent(ref)}`, 303)
      : c.json({ accepted: true, job }, 202, NO_STORE);
  });

  // The webhook's request log and answer counts: method, path, status, duration and the tenants it named (never
  // its headers: the signature stays out of the log).
  app.use('/hooks/*', async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    if (c.req.method === 'POST') metrics.webhookResponses.inc({ status: String(status) });
    const tenants = requestTenants.get(c.req.raw);
    opts.logger?.[status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info'](
      {
        method: c.req.method,
        path: c.req.path,
        status,
        durationMs: Math.round(performance.now() - started),
        ...(tenants ? { tenant: tenants.join(',') } : {}),
      },
      'webhook request',
    );
  });

  return app;
}
