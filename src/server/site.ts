/**
 * The whole server `npm start` runs beside the sample API: the published storefronts, the signed republish
 * webhook, and the worker that builds what the webhook queued, sharing one warm build worker pool. The queue is
 * `{varDir}/queue.sqlite`, or BullMQ on Redis when `REDIS_URL` (or `redisUrl`) is set.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiClient } from '../lib/api/client.ts';
import { layoutOf, publishedTenants } from '../build/publish.ts';
import type { AstroPool } from '../build/workerPool.ts';
import type { RepublishQueue, RepublishWorkers } from '../republish/backend.ts';
import { openQueue, type Queue } from '../republish/queue.ts';
import { openRedisQueue } from '../republish/redisQueue.ts';
import { startRedisWorker } from '../republish/redisWorker.ts';
import { loadWebhookSecrets, type WebhookSecrets } from '../republish/secrets.ts';
import { generateSecret } from '../republish/signature.ts';
import { knownTenantCheck } from '../republish/knownTenant.ts';
import { mountWebhook } from '../republish/webhook.ts';
import { startRepublishWorker } from '../republish/worker.ts';
import { tenantBuilder } from '../republish/tenantBuild.ts';
import { createStaticApp } from './static.ts';
import { siteSourceFromEnv } from '../publish/siteSource.ts';
import { Hono } from 'hono';
import type { BuildEventSink } from '../ops/events.ts';
import type { Logger } from '../ops/logger.ts';
import { watchQueue } from '../ops/metrics.ts';
import { mountOps } from '../ops/routes.ts';
import { buildRecorder } from '../ops/status.ts';
import { parsePublishTarget } from '../publish/target.ts';

export interface SiteOptions {
  api: ApiClient;
  apiBaseUrl: string;
  siteUrl: string;
  varDir: string;
  pool: AstroPool;
  redirectAllowlist?: string[];
  log?: (line: string) => void;
  /** Republish workers in this process (each builds one tenant at a time); 0: this server only queues. Default 1. */
  workers?: number;
  /** BullMQ on this Redis instead of the sqlite queue. Default `REDIS_URL`. */
  redisUrl?: string;
  /** Lease of a running build (Redis mode; default `LEASE_MS` or 60 s). */
  leaseMs?: number;
  /**
   * Start no republish worker until `startWorkers()` is called: jobs queued meanwhile wait (the webhook still
   * answers 202). For a process that first builds every tenant itself, outside the queue.
   */
  deferWorkers?: boolean;
  /** Structured log of the workers' results and the webhook's requests (src/ops/logger.ts). */
  logger?: Logger;
  /** `METRICS_TOKEN`: bearer token of /metrics and /ops/*; unset, they answer 404. */
  metricsToken?: string;
  /** How long /readyz reuses its API check (default 5 s). */
  apiCheckMs?: number;
}

/**
 * Secrets from the environment; with none configured, a development secret is made once, kept in
 * `{varDir}/webhook-secret` and printed, so the webhook works out of the box and never without a secret.
 */
export function webhookSecretsFor(varDir: string, log: (line: string) => void): WebhookSecrets {
  const secrets = loadWebhookSecrets();
  if (secrets.global.length || Object.keys(secrets.perTenant).length) return secrets;
  const file = join(varDir, 'webhook-secret');
  if (!existsSync(file)) {
    mkdirSync(varDir, { recursive: true });
    writeFileSync(file, `${generateSecret()}\n`, { mode: 0o600 });
  }
  const secret = readFileSync(file, 'utf8').trim();
  log(`WEBHOOK_SECRET is not set: using the development secret in ${file}`);
  return { global: [secret], perTenant: {} };
}

/** Builds the app and starts the republish workers. */
export function createSite(opts: SiteOptions) {
  const log = opts.log ?? (() => {});
  const layout = layoutOf(opts.varDir);
  mkdirSync(opts.varDir, { recursive: true });
  const redisUrl = opts.redisUrl ?? process.env.REDIS_URL;
  const sqlite = redisUrl ? null : openQueue(join(opts.varDir, 'queue.sqlite'));
  const jobs: RepublishQueue = sqlite ?? openRedisQueue({ url: redisUrl! });
  const secrets = webhookSecretsFor(opts.varDir, log);

  // Known tenants: those published here and those the API lists (src/republish/knownTenant.ts).
  const isKnownTenant = knownTenantCheck({ api: opts.api, published: () => publishedTenants(layout) });

  mkdirSync(layout.www, { recursive: true }); // readiness reads it before the first publish
  // Health, metrics and the operator pages first: the storefronts' catch-all GET comes last (their ids may not
  // take those names, src/domain/referenceId.ts).
  const app = new Hono();
  const source = siteSourceFromEnv(opts.varDir);
  const recorder = buildRecorder();
  const onEvent: BuildEventSink = (event, line) => {
    recorder.record(event);
    if (!opts.logger) return log(line);
    const level =
      event.outcome === 'failed'
        ? 'error'
        : event.outcome === 'retry' || event.outcome === 'stopped' || event.warning
          ? 'warn'
          : 'info';
    opts.logger[level]({ ...event, at: undefined }, line);
  };
  const unwatch = watchQueue(sqlite ? 'sqlite' : 'redis', jobs);
  const build = tenantBuilder({ ...opts, pool: opts.pool });
  const count = Math.max(0, opts.workers ?? 1);
  const leaseMs = opts.leaseMs ?? Number(process.env.LEASE_MS ?? 60_000);
  const workers: RepublishWorkers[] = [];
  const startWorkers = () => {
    if (workers.length) return;
    workers.push(
      ...(sqlite
        ? Array.from({ length: count }, (_, i) =>
            startRepublishWorker({ queue: sqlite, workerId: `${process.pid}-${i}`, leaseMs, log, onEvent, build }),
          )
        : count > 0
          ? [
              startRedisWorker({
                url: redisUrl!,
                workerId: `site-${process.pid}`,
                concurrency: count,
                leaseMs,
                log,
                onEvent,
                build,
              }),
            ]
          : []),
    );
  };
  if (!opts.deferWorkers) startWorkers();
  mountOps(app, {
    layout,
    queue: jobs,
    apiBaseUrl: opts.apiBaseUrl,
    token: opts.metricsToken,
    recorder,
    logger: opts.logger,
    apiCheckMs: opts.apiCheckMs,
    source: parsePublishTarget(process.env.PUBLISH_TARGET).kind === 's3' ? source : undefined,
    isKnownTenant,
    republish: async (ref) => {
      const queued = await jobs.enqueue(ref, { reason: 'operator' });
      workers.forEach((w) => w.wake());
      return queued;
    },
  });
  mountWebhook(app, {
    queue: jobs,
    secrets: () => secrets,
    isKnownTenant,
    onQueued: () => workers.forEach((w) => w.wake()),
  });
  app.route('/', createStaticApp(layout, source));
  return {
    app,
    /** The sqlite queue (its synchronous API, for tests and tools); with Redis, use `jobs`. */
    get queue(): Queue {
      if (!sqlite) throw new Error('site.queue is the SQLite queue; with REDIS_URL use site.jobs');
      return sqlite;
    },
    /** The configured queue, either backend. */
    jobs,
    /**
     * Starts the republish workers (with `deferWorkers`): `npm start` does once its first build of every tenant is
     * done, so a webhook meanwhile waits in the queue instead of building a tenant that build is also building.
     */
    startWorkers,
    async close() {
      await Promise.all(workers.map((w) => w.stop()));
      unwatch();
      await jobs.close();
    },
  };
}
