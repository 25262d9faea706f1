/**
 * Prometheus metrics (prom-client), one registry per process: the build code deep down increments them, and
 * `GET /metrics` of the site server (ops/routes.ts) shows them. Tenants are not a label: with thousands of
 * businesses that would be thousands of series per metric; the per-tenant view is the status page and the logs.
 *
 * Failure reasons (`reason` label) come from the error the build failed with (`failureCategory`): validation,
 * picture, render, verify, network, timeout, shutdown, other; `permanent` says whether the queue retries it.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { BuildAbortedError } from '../build/deadline.ts';
import type { RepublishQueue } from '../republish/backend.ts';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'storefront_' });

export const FAILURE_CATEGORIES = [
  'validation',
  'picture',
  'render',
  'verify',
  'network',
  'timeout',
  'shutdown',
  'other',
] as const;
export type FailureCategory = (typeof FAILURE_CATEGORIES)[number];

export const metrics = {
  buildsStarted: new Counter({
    name: 'storefront_builds_started_total',
    help: 'Tenant builds started',
    registers: [registry],
  }),
  buildsSucceeded: new Counter({
    name: 'storefront_builds_succeeded_total',
    help: 'Tenant builds published',
    registers: [registry],
  }),
  buildsFailed: new Counter({
    name: 'storefront_builds_failed_total',
    help: 'Tenant builds failed, by reason; permanent="true" is not retried',
    labelNames: ['reason', 'permanent'] as const,
    registers: [registry],
  }),
  buildDuration: new Histogram({
    name: 'storefront_build_duration_seconds',
    help: 'One tenant build, fetch to publish',
    labelNames: ['outcome'] as const,
    buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600],
    registers: [registry],
  }),
  publishDuration: new Histogram({
    name: 'storefront_publish_duration_seconds',
    help: 'Publishing a finished release (the link swap and pruning old releases)',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers: [registry],
  }),
  pagesWritten: new Counter({
    name: 'storefront_pages_written_total',
    help: 'HTML pages written by published builds',
    registers: [registry],
  }),
  bytesWritten: new Counter({
    name: 'storefront_bytes_written_total',
    help: 'Bytes the builds wrote into the releases they published (pages, data, rules; the pictures, icons and hashed assets are hard-linked from caches and not counted)',
    registers: [registry],
  }),
  webhookResponses: new Counter({
    name: 'storefront_webhook_responses_total',
    help: 'Answers of POST /hooks/republish by HTTP status',
    labelNames: ['status'] as const,
    registers: [registry],
  }),
  pictures: new Counter({
    name: 'storefront_pictures_total',
    help: 'Pictures of builds: result="hit" found in the content-hash cache, "encoded" encoded anew, "failed"',
    labelNames: ['result'] as const,
    registers: [registry],
  }),
  workerRestarts: new Counter({
    name: 'storefront_render_worker_restarts_total',
    help: 'Render worker processes replaced, by reason (exited, jobs, memory)',
    labelNames: ['reason'] as const,
    registers: [registry],
  }),
};

/** Queues whose depth this process reports (the site registers its own; either backend). */
const queues = new Map<string, RepublishQueue>();

/** Reports this queue's depth and oldest waiting job under `backend` until the returned function is called. */
export function watchQueue(backend: 'sqlite' | 'redis', queue: RepublishQueue): () => void {
  queues.set(backend, queue);
  return () => {
    if (queues.get(backend) === queue) queues.delete(backend);
  };
}

new Gauge({
  name: 'storefront_queue_jobs',
  help: 'Republish jobs by state and queue backend (failed: every failed job the queue keeps, an old one too)',
  labelNames: ['backend', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const [backend, queue] of queues) {
      const stats = await Promise.resolve()
        .then(() => queue.stats())
        .catch(() => null);
      if (!stats) continue;
      for (const state of ['waiting', 'running', 'failed'] as const) this.set({ backend, state }, stats[state]);
    }
  },
});

/** How many tenants' latest finished republish failed: what an alert fires on, and clears once a build succeeds. */
export function failingTenants(jobs: ReadonlyArray<{ ref: string; state: string }>): number {
  const latest = new Map<string, string>();
  // Newest first: the first finished job of each tenant is its latest outcome.
  for (const job of jobs)
    if ((job.state === 'done' || job.state === 'failed') && !latest.has(job.ref)) latest.set(job.ref, job.state);
  return [...latest.values()].filter((state) => state === 'failed').length;
}

new Gauge({
  name: 'storefront_tenants_failing',
  help: 'Tenants whose latest finished republish failed (their live site is an older release)',
  labelNames: ['backend'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const [backend, queue] of queues) {
      const jobs = await Promise.resolve()
        .then(() => queue.list({ limit: 100_000 }))
        .catch(() => null);
      if (jobs) this.set({ backend }, failingTenants(jobs));
    }
  },
});

new Gauge({
  name: 'storefront_queue_oldest_waiting_seconds',
  help: 'Age of the oldest waiting republish job (0 when none waits)',
  labelNames: ['backend'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const [backend, queue] of queues) {
      // At most one job waits per tenant, so this list is bounded by the number of tenants.
      const waiting = await Promise.resolve()
        .then(() => queue.list({ state: 'waiting', limit: 100_000 }))
        .catch(() => null);
      if (!waiting) continue;
      const oldest = Math.min(...waiting.map((j) => j.createdAt));
      this.set({ backend }, waiting.length ? Math.max(0, (Date.now() - oldest) / 1000) : 0);
    }
  },
});

const noted = new WeakMap<object, FailureCategory>();

/** Keeps the category of `cause` on the error that wraps it (the wrapper only keeps its words). */
export function noteFailureCategory<E extends Error>(wrapper: E, cause: unknown, category?: FailureCategory): E {
  noted.set(wrapper, category ?? failureCategory(cause));
  return wrapper;
}

/** What kind of failure ended a build, from the error (or the wrapped error's words when only those are left). */
export function failureCategory(err: unknown): FailureCategory {
  const known = err && typeof err === 'object' ? noted.get(err) : undefined;
  if (known) return known;
  if (err instanceof BuildAbortedError) return err.kind === 'deadline' ? 'timeout' : 'shutdown';
  const name = (err as Error | null)?.name ?? '';
  if (name === 'RenderError') return 'render';
  if (name === 'VerifyError') return 'verify';
  if (name === 'PayloadError') return 'validation';
  if (name === 'PictureError') return 'picture';
  const message = String((err as Error | null)?.message ?? err);
  if (/deadline of .* passed/.test(message)) return 'timeout';
  if (/shutting down/.test(message)) return 'shutdown';
  if (/invalid payload|\bfield \S+/.test(message)) return 'validation';
  if (/picture|image/i.test(message)) return 'picture';
  if (/verif/i.test(message)) return 'verify';
  if (/render/i.test(message)) return 'render';
  if (/HTTP \d{3}|fetch failed|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|socket|network/i.test(message))
    return 'network';
  return 'other';
}

/** The Prometheus text of this process. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
