/**
 * The republish queue on BullMQ + Redis (`REDIS_URL`; design.md decision 8, "Scale out"), with the sqlite queue's
 * rules: per tenant at most one build RUNS and at most one WAITS, a burst coalesces, the last edit is always
 * published, webhook ids are idempotency keys for 72 h, failures retry with exponential backoff, a permanent failure
 * is not retried, and a build whose worker died is run again. This module is the producer and reader side; the
 * worker side is `redisWorker.ts`.
 *
 * Open-source BullMQ has no per-group concurrency, so the per-tenant rule is built from three Redis facts:
 *
 * 1. A generation counter per tenant, `{p}:rp:gen:{ref}` = g. A request joins the job `{ref}.{g}`: BullMQ ignores
 *    `add` for a job id that already exists, so every request until that job starts folds into it (the WAITING job).
 *    The request's generation read, its delivery id and its request count are one Lua script (atomic).
 * 2. A worker that starts job g first takes the tenant lock (below), then bumps the counter to g + 1 (Lua, only if
 *    it still is g) and only then reads the restaurant API. A request that read g before the bump was sent after
 *    its edit, so the build that reads the API after the bump contains the edit; a request after the bump makes
 *    job g + 1, which runs after this one. Hence the last edit is always published, and at most one job waits.
 * 3. A tenant lock `{p}:rp:lock:{ref}` = "{jobId}|{token}", SET NX with a TTL (the lease), renewed while the build
 *    runs and deleted (compare-and-delete) when it ends. A job that finds the lock held moves itself to BullMQ's
 *    delayed set until the lock's TTL (DelayedError: no attempt is spent), and the finishing build promotes the
 *    tenant's waiting job, so it starts at once. So no tenant is built twice at once, while the workers build
 *    other tenants in the meantime.
 *
 * Retries are BullMQ's (`attempts`, exponential `backoff`); a permanent failure throws UnrecoverableError. A worker
 * killed mid-build stops renewing both its BullMQ job lock and the tenant lock: BullMQ's stalled check moves the job
 * back to wait (up to `maxAttempts` times), and the run that picks it up may take over a tenant lock held by the same
 * job id. A job that restarts (retry or crash) while a newer request already waits is `superseded`: that newer job
 * publishes the latest content anyway. Durability: a 202 means BullMQ's `add` returned, i.e. the job is in Redis;
 * whether it survives a Redis restart is the server's AOF/RDB configuration. One Redis, not a Redis Cluster (the
 * scripts compute key names).
 */
import { Queue as BullQueue, type Job as BullJob, type JobType } from 'bullmq';
import { Redis } from 'ioredis';
import { assertSafeReferenceId } from '../domain/referenceId.ts';
import type { RepublishEnqueueResult, RepublishJob, RepublishQueue, RepublishStats } from './backend.ts';
import type { JobState } from './queue.ts';
import { DEFAULT_MAX_ATTEMPTS } from './retry.ts';

export const QUEUE_NAME = 'republish';
/** How long finished jobs (and their meta) stay for list(), unless told otherwise. */
export const DEFAULT_HISTORY_MS = 7 * 24 * 3600_000;

export interface RedisQueueOptions {
  url: string;
  /** Prefix of every key, BullMQ's and ours. Default `sf`. */
  prefix?: string;
  /** Runs before a job fails. Default 10 (as the sqlite queue). */
  maxAttempts?: number;
  /** Delay before the first retry, doubled for each next one. Default 2 s (2^n s after attempt n, as in sqlite). */
  backoffMs?: number;
  /** How long delivery ids are remembered. Default 72 h. */
  deliveryTtlMs?: number;
  /** How long finished jobs stay for list(). Default 7 days. */
  historyMs?: number;
}

/** Our own keys beside BullMQ's `{prefix}:republish:*`. */
export function redisKeys(prefix: string) {
  const base = `${prefix}:rp`;
  return {
    gen: (ref: string) => `${base}:gen:${ref}`,
    lock: (ref: string) => `${base}:lock:${ref}`,
    delivery: (id: string) => `${base}:delivery:${id}`,
    metaPrefix: `${base}:job:`,
    meta: (jobId: string) => `${base}:job:${jobId}`,
    superseded: `${base}:superseded`,
  };
}

/** The job of a tenant's generation g (BullMQ refuses integer-looking ids and ':'; refs have no '.'). */
export const jobIdOf = (ref: string, gen: number) => `${ref}.${gen}`;
export const genOf = (jobId: string) => Number(jobId.slice(jobId.lastIndexOf('.') + 1));

/**
 * One request: read the tenant's generation, remember the delivery id (unless seen: then return it), count the
 * request on the job it joins. KEYS: gen, delivery. ARGV: ref, meta prefix, delivery ttl, history, reason, now,
 * has-delivery. Returns {jobId, gen, requests} with requests -1 for a seen delivery.
 */
const ENQUEUE = `
local g = redis.call('GET', KEYS[1]) or '0'
local jobId = ARGV[1] .. '.' .. g
if ARGV[7] == '1' then
  local seen = redis.call('GET', KEYS[2])
  if seen then return {seen, g, -1} end
  redis.call('SET', KEYS[2], jobId, 'PX', ARGV[3])
end
local meta = ARGV[2] .. jobId
local n = redis.call('HINCRBY', meta, 'requests', 1)
if ARGV[5] ~= '' then redis.call('HSET', meta, 'reason', ARGV[5]) end
redis.call('HSETNX', meta, 'createdAt', ARGV[6])
redis.call('PEXPIRE', meta, ARGV[4])
return {jobId, g, n}`;

export interface RedisQueue extends RepublishQueue {
  enqueue(ref: string, options?: { deliveryId?: string; reason?: string }): Promise<RepublishEnqueueResult>;
  get(jobId: string): Promise<RepublishJob | null>;
  stats(): Promise<RepublishStats & { due: number }>;
  list(options?: { ref?: string; state?: JobState; limit?: number }): Promise<RepublishJob[]>;
  close(): Promise<void>;
}

const TYPES_OF: Record<JobState, JobType[]> = {
  waiting: ['wait', 'delayed', 'prioritized', 'waiting-children'],
  running: ['active'],
  done: ['completed'],
  superseded: ['completed'],
  failed: ['failed'],
};
const ALL_TYPES: JobType[] = ['wait', 'delayed', 'prioritized', 'waiting-children', 'active', 'completed', 'failed'];

type Returned = { buildId?: string; superseded?: boolean; error?: string; warning?: string } | undefined;

/** A BullMQ job, its BullMQ state and our meta hash, as the common job view. */
function viewOf(job: BullJob, type: string, meta: Record<string, string>): RepublishJob {
  const returned = job.returnvalue as Returned;
  const state: JobState =
    type === 'active'
      ? 'running'
      : type === 'failed'
        ? 'failed'
        : type === 'completed'
          ? returned?.superseded
            ? 'superseded'
            : 'done'
          : 'waiting';
  return {
    id: String(job.id),
    ref: (job.data as { ref: string }).ref,
    state,
    attempts: Number(meta.attempts ?? 0),
    requests: Number(meta.requests ?? 1),
    reason: meta.reason ?? null,
    createdAt: Number(meta.createdAt ?? job.timestamp),
    updatedAt: job.finishedOn ?? job.processedOn ?? job.timestamp,
    workerId: job.processedBy ?? null,
    buildId: returned?.buildId ?? null,
    lastError: job.failedReason || returned?.error || null,
    warning: returned?.warning ?? null,
  };
}

export function openRedisQueue(options: RedisQueueOptions): RedisQueue {
  const prefix = options.prefix ?? 'sf';
  const keys = redisKeys(prefix);
  const historyMs = options.historyMs ?? DEFAULT_HISTORY_MS;
  const deliveryTtlMs = options.deliveryTtlMs ?? 72 * 3600_000;
  const keep = { age: Math.ceil(historyMs / 1000), count: 1000 };
  const redis = new Redis(options.url);
  const bull = new BullQueue(QUEUE_NAME, {
    connection: redis,
    prefix,
    defaultJobOptions: {
      attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      backoff: { type: 'exponential', delay: options.backoffMs ?? 2000 },
      removeOnComplete: keep,
      removeOnFail: keep,
    },
  });

  /** BullMQ's add is idempotent per job id: joining a job that exists (waiting, running or finished) adds nothing. */
  const addJob = (ref: string, jobId: string) => bull.add('republish', { ref }, { jobId });

  async function metaOf(jobs: BullJob[]): Promise<Record<string, string>[]> {
    const pipeline = redis.pipeline();
    for (const job of jobs) pipeline.hgetall(keys.meta(String(job.id)));
    return ((await pipeline.exec()) ?? []).map(([, value]) => (value ?? {}) as Record<string, string>);
  }

  return {
    async enqueue(ref, { deliveryId, reason } = {}) {
      assertSafeReferenceId(ref); // the ref becomes a key and a directory name: refuse hostile ones at the door
      if (deliveryId !== undefined && (deliveryId.length === 0 || deliveryId.length > 1024)) {
        throw new Error('deliveryId must be 1..1024 characters');
      }
      const [jobId, gen, requests] = (await redis.eval(
        ENQUEUE,
        2,
        keys.gen(ref),
        keys.delivery(deliveryId ?? ''),
        ref,
        keys.metaPrefix,
        deliveryTtlMs,
        historyMs,
        reason ?? '',
        Date.now(),
        deliveryId === undefined ? '0' : '1',
      )) as [string, string, number];
      if (requests === -1) {
        // Seen before. If its job was never added (the process died between the script and the add) and has not
        // started since, add it now: a delivery we recorded is never lost. Otherwise this is a no-op.
        if (genOf(jobId) === Number(gen)) await addJob(ref, jobId);
        return { jobId, duplicate: true, coalesced: false };
      }
      await addJob(ref, jobId);
      if (requests === 1 && Number(gen) > 0) {
        // A retry of the previous generation may be backing off; run it now so it is superseded at once.
        const previous = await bull.getJob(jobIdOf(ref, Number(gen) - 1));
        if (previous && (await previous.isDelayed())) await previous.promote().catch(() => {});
      }
      return { jobId, duplicate: false, coalesced: requests > 1 };
    },

    async get(jobId) {
      const job = await bull.getJob(jobId);
      if (!job) return null;
      const [meta] = await metaOf([job]);
      return viewOf(job, await job.getState(), meta!);
    },

    async stats() {
      const counts = await bull.getJobCounts(...ALL_TYPES);
      await redis.zremrangebyscore(keys.superseded, 0, Date.now() - historyMs);
      const superseded = Math.min(counts.completed ?? 0, await redis.zcard(keys.superseded));
      const due = (counts.wait ?? 0) + (counts.prioritized ?? 0);
      return {
        waiting: due + (counts.delayed ?? 0) + (counts['waiting-children'] ?? 0),
        due,
        running: counts.active ?? 0,
        done: (counts.completed ?? 0) - superseded,
        failed: counts.failed ?? 0,
        superseded,
      };
    },

    async list({ ref, state, limit = 100 } = {}) {
      // BullMQ lists per state; with a ref filter, look further back (finished jobs are capped at 1000 anyway).
      const depth = ref ? 1000 : Math.max(0, Math.floor(limit));
      const found: RepublishJob[] = [];
      if (depth === 0) return found; // BullMQ reads 0..-1 as "all"
      for (const type of state ? TYPES_OF[state] : ALL_TYPES) {
        const jobs = (await bull.getJobs([type], 0, depth - 1)).filter((j): j is BullJob => Boolean(j));
        const metas = await metaOf(jobs);
        jobs.forEach((job, i) => found.push(viewOf(job, type, metas[i]!)));
      }
      return found
        .filter((j) => (!ref || j.ref === ref) && (!state || j.state === state))
        .sort((a, b) => b.createdAt - a.createdAt || genOf(String(b.id)) - genOf(String(a.id)))
        .slice(0, Math.max(0, Math.floor(limit)));
    },

    async close() {
      await bull.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
