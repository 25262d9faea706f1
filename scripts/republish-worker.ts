/**
 * Standalone republish workers: drain the queue next to, or instead of, the worker inside `npm start`. The queue is
 * `{VAR_DIR}/queue.sqlite`, or BullMQ on Redis when REDIS_URL is set. Either never gives one tenant to two workers,
 * and a worker that dies leaves a lease that expires, so another (or this one, restarted) takes the job.
 *
 * WORKERS (default 2 with Redis, 1 without) worker processes: with more than one, this process only supervises
 * them, restarting one that exits, and stops them all on SIGINT/SIGTERM. Each builds one tenant at a time with its
 * own warm build worker.
 *
 * Environment: API_BASE_URL (required), PUBLIC_SITE_URL, VAR_DIR, LEASE_MS (default 60000), REDIS_URL, WORKERS.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createApiClient } from '../src/lib/api/client.ts';
import { createAstroPool } from '../src/build/workerPool.ts';
import type { RepublishWorkers } from '../src/republish/backend.ts';
import { openQueue } from '../src/republish/queue.ts';
import { startRedisWorker } from '../src/republish/redisWorker.ts';
import { tenantBuilder } from '../src/republish/tenantBuild.ts';
import { startRepublishWorker } from '../src/republish/worker.ts';

const apiBaseUrl = process.env.API_BASE_URL;
if (!apiBaseUrl) {
  console.error('API_BASE_URL is required');
  process.exit(2);
}
const redisUrl = process.env.REDIS_URL;
const count = Math.max(1, Number(process.env.WORKERS ?? (redisUrl ? 2 : 1)) || 1);

/** One worker in this process. */
function runWorker(apiBaseUrl: string) {
  const varDir = process.env.VAR_DIR ?? 'var';
  const siteUrl = process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321';
  const leaseMs = Number(process.env.LEASE_MS ?? 60_000);
  const workerId = `worker-${process.pid}`;
  const log = (line: string) => console.log(line);
  const pool = createAstroPool({ size: 1 });
  const build = tenantBuilder({ api: createApiClient({ baseUrl: apiBaseUrl }), apiBaseUrl, siteUrl, varDir, pool });
  let worker: RepublishWorkers;
  let closeQueue = () => {};
  if (redisUrl) {
    const redis = startRedisWorker({ url: redisUrl, workerId, leaseMs, log, build });
    void redis.ready.then(() => console.log(`republish worker ${process.pid} on Redis (BullMQ)`));
    worker = redis;
  } else {
    const queue = openQueue(join(varDir, 'queue.sqlite'));
    worker = startRepublishWorker({ queue, workerId, leaseMs, idleMs: 200, log, build });
    closeQueue = () => queue.close();
    console.log(`republish worker ${process.pid} on ${join(varDir, 'queue.sqlite')}`);
  }
  const stop = () => {
    void worker
      .stop()
      .then(() => pool.close())
      .then(closeQueue)
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** `n` worker processes (this script again), each replaced when it exits unasked. */
function superviseWorkers(n: number) {
  const children = new Set<ChildProcess>();
  let stopping = false;
  const start = () => {
    const child = fork(process.argv[1]!, [], { env: { ...process.env, REPUBLISH_WORKER_CHILD: '1' } });
    children.add(child);
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (stopping) {
        if (children.size === 0) process.exit(0);
        return;
      }
      console.log(`republish worker ${child.pid} exited (${signal ?? code}); starting another`);
      setTimeout(start, 1000); // its job, if any, is picked up once its lease lapses
    });
  };
  for (let i = 0; i < n; i++) start();
  console.log(`republish workers: ${n} processes on ${redisUrl ? 'Redis (BullMQ)' : 'the SQLite queue'}`);
  const stop = () => {
    stopping = true;
    if (children.size === 0) process.exit(0);
    for (const child of children) child.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (count > 1 && !process.env.REPUBLISH_WORKER_CHILD) superviseWorkers(count);
else runWorker(apiBaseUrl);
