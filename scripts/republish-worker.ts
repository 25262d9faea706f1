/**
 * Standalone republish workers: drain the queue next to, or instead of, the worker inside `npm start`. The queue is
 * `{VAR_DIR}/queue.sqlite`, or BullMQ on Redis when REDIS_URL is set. Either never gives one tenant to two workers,
 * and a worker that dies leaves a lease that expires, so another (or this one, restarted) takes the job.
 *
 * WORKERS (default 2 with Redis, 1 without) worker processes: with more than one, this process only supervises
 * them, restarting one that exits, and stops them all on SIGINT/SIGTERM. Each builds one tenant at a time with its
 * own warm build worker.
 *
 * Environment: API_BASE_URL (required), PUBLIC_SITE_URL, VAR_DIR, LEASE_MS (default 60000), REDIS_URL, WORKERS,
 * SHUTDOWN_TIMEOUT_MS (default 10000), LOG_LEVEL; all checked first (src/config.ts), exit 1 on a bad value.
 *
 * SIGTERM/SIGINT: the running build is aborted and its job handed back (the SQLite queue records a failed attempt
 * due again soon; BullMQ moves it back to the delayed set), then the process exits; past SHUTDOWN_TIMEOUT_MS it
 * exits anyway (code 1), and a job it could not hand back is taken over when its lease lapses.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { announceConsumer } from '../src/republish/consumers.ts';
import { createApiClient } from '../src/lib/api/client.ts';
import { createAstroPool } from '../src/build/workerPool.ts';
import { ensureBundle } from '../src/build/render/bundle.ts';
import type { RepublishWorkers } from '../src/republish/backend.ts';
import { openQueue } from '../src/republish/queue.ts';
import { startRedisWorker } from '../src/republish/redisWorker.ts';
import { tenantBuilder } from '../src/republish/tenantBuild.ts';
import { startRepublishWorker } from '../src/republish/worker.ts';
import { configOrExit, parseConfig } from '../src/config.ts';
import type { BuildEventSink } from '../src/ops/events.ts';
import { createLogger, lineLogger } from '../src/ops/logger.ts';
import { metricsOnlyApp } from '../src/ops/routes.ts';
import { listen } from '../src/server/listen.ts';

const child = Boolean(process.env.REPUBLISH_WORKER_CHILD);
const parsed = parseConfig();
const logger = createLogger({ level: parsed.ok ? parsed.config.logLevel : 'info', base: { component: 'worker' } });
// The supervisor prints the configuration; its children only check it.
const config = configOrExit((line) => (child ? undefined : logger.info(line)));
const apiBaseUrl = config.env.API_BASE_URL;
if (!apiBaseUrl) {
  logger.error('configuration: API_BASE_URL is required by the worker');
  process.exit(1);
}
const redisUrl = config.env.REDIS_URL;
const count = config.env.WORKERS ?? (redisUrl ? 2 : 1);

/** One worker in this process. */
function runWorker(apiBaseUrl: string) {
  const varDir = config.varDir;
  const siteUrl = config.env.PUBLIC_SITE_URL ?? `http://localhost:${config.port}`;
  const leaseMs = config.leaseMs;
  const workerId = `worker-${process.pid}`;
  const log = lineLogger(logger);
  const onEvent: BuildEventSink = (event, line) => {
    const level = event.outcome === 'failed' ? 'error' : ['retry', 'stopped'].includes(event.outcome) ? 'warn' : 'info';
    logger[level]({ ...event, at: undefined }, line);
  };
  const pool = createAstroPool({ size: 1 });
  // Its render worker starts with the app bundle loaded: the first republish waits for neither.
  void ensureBundle({ log })
    .then((dir) => pool.warm(dir))
    .catch(() => {});
  const build = tenantBuilder({ api: createApiClient({ baseUrl: apiBaseUrl }), apiBaseUrl, siteUrl, varDir, pool });
  let worker: RepublishWorkers;
  let closeQueue = () => {};
  if (redisUrl) {
    const redis = startRedisWorker({ url: redisUrl, workerId, leaseMs, log, onEvent, build });
    void redis.ready.then(() => log(`republish worker ${process.pid} on Redis (BullMQ)`));
    worker = redis;
  } else {
    const queue = openQueue(join(varDir, 'queue.sqlite'));
    worker = startRepublishWorker({ queue, workerId, leaseMs, idleMs: 200, log, onEvent, build });
    const withdraw = announceConsumer(varDir, 'worker');
    closeQueue = () => {
      withdraw();
      queue.close();
    };
    log(`republish worker ${process.pid} on ${join(varDir, 'queue.sqlite')}`);
  }
  let stopping = false;
  // Its builds are counted in this process: Prometheus reads them here (METRICS_PORT, the same token as the site).
  let closeMetrics = () => {};
  if (config.env.METRICS_PORT) {
    const port = config.env.METRICS_PORT + Number(process.env.REPUBLISH_WORKER_SLOT ?? 0);
    void listen({ fetch: metricsOnlyApp(config.metricsToken).fetch, port, hostname: config.host }).then(
      ({ server }) => {
        closeMetrics = () => server.close();
        log(`republish worker ${process.pid}: /metrics and /healthz on port ${port}`);
      },
      (err: unknown) =>
        logger.error(`republish worker ${process.pid}: metrics port ${port}: ${(err as Error).message}`),
    );
  }
  const stop = () => {
    if (stopping) return;
    stopping = true;
    closeMetrics();
    log(`republish worker ${process.pid} stopping: the running build is aborted and its job handed back`);
    setTimeout(() => {
      logger.error(`republish worker ${process.pid}: not stopped within ${config.shutdownTimeoutMs} ms, exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
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
  // The slot (0…n-1) picks the child's metrics port; a replacement takes the slot of the one it replaces.
  const start = (slot: number) => {
    const child = fork(process.argv[1]!, [], {
      env: { ...process.env, REPUBLISH_WORKER_CHILD: '1', REPUBLISH_WORKER_SLOT: String(slot) },
    });
    children.add(child);
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (stopping) {
        if (children.size === 0) process.exit(0);
        return;
      }
      logger.warn(
        { workerPid: child.pid, exit: signal ?? code },
        `republish worker ${child.pid} exited (${signal ?? code}); starting another`,
      );
      setTimeout(() => start(slot), 1000); // its job, if any, is picked up once its lease lapses
    });
  };
  for (let i = 0; i < n; i++) start(i);
  logger.info(`republish workers: ${n} processes on ${redisUrl ? 'Redis (BullMQ)' : 'the SQLite queue'}`);
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (children.size === 0) process.exit(0);
    // Each child has the same bound; a little more here so they can report before this one gives up on them.
    setTimeout(() => {
      for (const c of children) c.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownTimeoutMs + 1000).unref();
    for (const child of children) child.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (count > 1 && !child) superviseWorkers(count);
else runWorker(apiBaseUrl);
