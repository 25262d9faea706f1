/**
 * The republish worker on BullMQ + Redis: runs `build` for the jobs of `redisQueue.ts`, one tenant at a time per
 * tenant across every worker process (the tenant lock and generation rules are described there). Several of
 * these run side by side: in `npm start` and in each process of `npm run worker`.
 */
import { DelayedError, Queue as BullQueue, UnrecoverableError, Worker, type Job as BullJob } from 'bullmq';
import { Redis } from 'ioredis';
import type { BuildFn, RepublishWorkers } from './backend.ts';
import { DEFAULT_HISTORY_MS, genOf, jobIdOf, QUEUE_NAME, redisKeys } from './redisQueue.ts';
import { shutdownReason } from '../build/deadline.ts';
import { errorInWords, type BuildEvent, type BuildEventSink } from '../ops/events.ts';

export interface RedisWorkerOptions {
  url: string;
  prefix?: string;
  /** Stored on each job as `processedBy`. */
  workerId: string;
  build: BuildFn;
  /** Builds at once in this process (always of different tenants). Default 1. */
  concurrency?: number;
  /** BullMQ job lock and tenant lock, renewed while a build runs; a dead worker's job restarts after it. Default 60 s. */
  leaseMs?: number;
  /** Times a job may lose its worker before it fails (BullMQ's maxStalledCount). Default 5. */
  maxAttempts?: number;
  log?: (line: string) => void;
  /** Structured result of each run (ops/events.ts); when set, the result lines go there instead of `log`. */
  onEvent?: BuildEventSink;
}

/** Takes the tenant lock if free, or held by an earlier run of the same job (its worker died). Else its PTTL. */
const ACQUIRE = `
local v = redis.call('GET', KEYS[1])
if (not v) or string.sub(v, 1, #ARGV[1] + 1) == ARGV[1] .. '|' then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return 0
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 1 then return 1 end
return ttl`;
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
/** Marks job g started: 'first' bumps the generation (later requests make job g + 1), 'again' is a rerun, else 'stale'. */
const START = `
local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
local g = tonumber(ARGV[1])
if cur <= g then redis.call('SET', KEYS[1], g + 1) return 'first' end
if cur == g + 1 then return 'again' end
return 'stale'`;

/**
 * Starts a BullMQ worker; `stop()` aborts the running builds (their jobs go back to the delayed set with no attempt
 * spent, so another worker takes them at once) and then closes: shutdown never waits on a build.
 */
export function startRedisWorker(opts: RedisWorkerOptions): RepublishWorkers & { ready: Promise<void> } {
  const prefix = opts.prefix ?? 'sf';
  const keys = redisKeys(prefix);
  const leaseMs = opts.leaseMs ?? 60_000;
  const log = opts.log ?? (() => {});
  const redis = new Redis(opts.url, { maxRetriesPerRequest: null }); // BullMQ workers must wait out outages
  const bull = new BullQueue(QUEUE_NAME, { connection: redis, prefix });
  /** The builds running in this process, aborted by stop(). */
  const running = new Set<AbortController>();

  /** True when a request newer than job g waits (or already ran): job g's content is then out of date. */
  async function newerRequest(ref: string, g: number): Promise<boolean> {
    const cur = Number((await redis.get(keys.gen(ref))) ?? 0);
    if (cur > g + 1) return true;
    return Boolean(await bull.getJob(jobIdOf(ref, g + 1)));
  }

  /** The result of a run that gives way to a newer request (completed, not retried). */
  async function superseded(jobId: string, error?: string) {
    // A time-scored set, so stats() can count superseded jobs; trimmed here so it stays bounded.
    await redis
      .multi()
      .zadd(keys.superseded, Date.now(), jobId)
      .zremrangebyscore(keys.superseded, 0, Date.now() - DEFAULT_HISTORY_MS)
      .exec();
    return error ? { superseded: true, error } : { superseded: true };
  }

  /** The tenant's waiting job may be delayed behind the lock just released: start it now. */
  async function promoteNext(ref: string) {
    const next = await bull.getJob(jobIdOf(ref, Number((await redis.get(keys.gen(ref))) ?? 0)));
    if (next && (await next.isDelayed())) await next.promote().catch(() => {}); // already moved: fine
  }

  /** One run of a job: the tenant lock, the generation check, then the build. */
  async function processJob(job: BullJob, token?: string) {
    const ref = (job.data as { ref: string }).ref;
    const jobId = String(job.id);
    const g = genOf(jobId);
    const held = `${jobId}|${token}`;
    const waitMs = Number(await redis.eval(ACQUIRE, 1, keys.lock(ref), jobId, held, leaseMs));
    if (waitMs > 0) {
      // Another build of this tenant runs: wait in the delayed set (no attempt spent), not in this worker.
      await job.moveToDelayed(Date.now() + Math.min(waitMs, leaseMs) + 20, token);
      // If the lock was released meanwhile, its holder may have looked for us before we were delayed.
      if (!(await redis.exists(keys.lock(ref)))) await job.promote().catch(() => {});
      throw new DelayedError();
    }
    const abort = new AbortController();
    // The tenant lock renewed three times a lease; renewal refused means another worker took the lock after this
    // one stalled past it: the build stops before it publishes (an older payload never goes live after a newer one).
    // A renewal that fails on the network is tried again at the next beat.
    const beat = setInterval(
      () =>
        void redis
          .eval(RENEW, 1, keys.lock(ref), held, leaseMs)
          .then((renewed) => {
            if (Number(renewed) === 0 && !abort.signal.aborted)
              abort.abort(new Error('the tenant lock was lost to another worker'));
          })
          .catch(() => {}),
      Math.max(200, leaseMs / 3),
    );
    running.add(abort);
    let started = performance.now();
    const report = (event: Pick<BuildEvent, 'outcome' | 'buildId' | 'error' | 'warning'>, line: string) => {
      if (!opts.onEvent) return log(line);
      const durationMs = Math.round(performance.now() - started);
      const attempt = job.attemptsMade + 1;
      opts.onEvent(
        { tenant: ref, jobId, workerId: opts.workerId, durationMs, at: Date.now(), attempt, ...event },
        line,
      );
    };
    try {
      const start = (await redis.eval(START, 1, keys.gen(ref), g)) as string;
      if (start === 'stale' || (start === 'again' && (await newerRequest(ref, g)))) {
        report({ outcome: 'superseded' }, `republish ${ref}: ${jobId} superseded by a newer request`);
        return await superseded(jobId);
      }
      await redis.multi().hincrby(keys.meta(jobId), 'attempts', 1).pexpire(keys.meta(jobId), DEFAULT_HISTORY_MS).exec();
      started = performance.now();
      const result = await opts.build(ref, { signal: abort.signal });
      if (result.permanent) throw new UnrecoverableError(result.error);
      const requests = Number((await redis.hget(keys.meta(jobId), 'requests')) ?? 1);
      report(
        { outcome: 'published', buildId: result.buildId, ...(result.warning ? { warning: result.warning } : {}) },
        `republish ${ref}: live in ${((performance.now() - started) / 1000).toFixed(1)}s (${requests} request${requests === 1 ? '' : 's'})${result.warning ? `; ${result.warning}` : ''}`,
      );
      return { buildId: result.buildId, ...(result.warning ? { warning: result.warning } : {}) };
    } catch (err) {
      const message = (err as Error).message;
      if (err instanceof UnrecoverableError) {
        report({ outcome: 'failed', error: errorInWords(err) }, `republish ${ref}: failed, not retried: ${message}`);
        throw err;
      }
      if (abort.signal.aborted) {
        // Stopped by shutdown: not this job's fault. Back to the delayed set (no attempt spent), due now.
        report(
          { outcome: 'stopped', error: errorInWords(err) },
          `republish ${ref}: stopped by shutdown, will run again: ${message}`,
        );
        await job.moveToDelayed(Date.now(), token);
        throw new DelayedError();
      }
      if (await newerRequest(ref, g)) return await superseded(jobId, message); // the newer job publishes anyway
      const retry = job.attemptsMade + 1 < (job.opts.attempts ?? 1);
      report(
        { outcome: retry ? 'retry' : 'failed', error: errorInWords(err) },
        `republish ${ref}: failed (attempt ${job.attemptsMade + 1}), ${retry ? 'will retry' : 'giving up'}: ${message}`,
      );
      throw err;
    } finally {
      running.delete(abort);
      clearInterval(beat);
      await redis.eval(RELEASE, 1, keys.lock(ref), held).catch(() => {});
      await promoteNext(ref).catch(() => {});
    }
  }

  const worker = new Worker(QUEUE_NAME, processJob, {
    connection: redis,
    prefix,
    name: opts.workerId,
    concurrency: Math.max(1, opts.concurrency ?? 1),
    lockDuration: leaseMs,
    stalledInterval: Math.min(30_000, Math.max(500, leaseMs / 2)),
    maxStalledCount: opts.maxAttempts ?? 5,
  });
  worker.on('error', (err) => log(`republish worker error: ${err.message}`));

  return {
    ready: worker.waitUntilReady().then(() => {}),
    wake: () => {},
    async stop() {
      for (const abort of running) abort.abort(shutdownReason());
      await worker.close();
      await bull.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
