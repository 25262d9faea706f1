/**
 * The republish worker: claims jobs from the durable queue, builds and publishes the tenant, and records the
 * result. The lease is kept alive while the build runs; a worker that dies (even SIGKILL) leaves a lease that
 * expires, and the job is claimed again, by this process after a restart or by another worker.
 */
import type { BuildFn } from './backend.ts';
import type { Queue } from './queue.ts';
import { shutdownReason } from '../build/deadline.ts';
import { errorInWords, type BuildEvent, type BuildEventSink } from '../ops/events.ts';

export interface WorkerOptions {
  queue: Queue;
  workerId: string;
  /** Builds and publishes one tenant; returns the build id. Throwing schedules a retry. */
  build: BuildFn;
  leaseMs?: number;
  idleMs?: number;
  log?: (line: string) => void;
  /** Structured result of each run (ops/events.ts); when set, the result lines go there instead of `log`. */
  onEvent?: BuildEventSink;
}

/**
 * Starts the loop; `wake()` checks the queue at once; `stop()` aborts the running build (its job goes back to the
 * queue as a failed attempt, retried soon) and resolves once the loop has ended: shutdown never waits on a build.
 */
export function startRepublishWorker(opts: WorkerOptions) {
  const leaseMs = opts.leaseMs ?? 60_000;
  const log = opts.log ?? (() => {});
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;
  let running: Promise<void> = Promise.resolve();
  let current: AbortController | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wakeUp = resolve;
      timer = setTimeout(resolve, ms);
    });

  async function runOne(): Promise<boolean> {
    const job = opts.queue.claim(opts.workerId, { leaseMs });
    if (!job) return false;
    const started = performance.now();
    const abort = (current = new AbortController());
    // Three beats a lease. A beat refused means the lease was lost (this process stalled past it, and another worker
    // may hold the job now): the build stops before it publishes, so an older payload never goes live after a newer
    // one. A beat that throws (the database busy past its timeout) is tried again at the next beat.
    let leaseLost = false;
    const beat = setInterval(() => {
      let held = true;
      try {
        held = opts.queue.heartbeat(job.id, opts.workerId, { leaseMs });
      } catch (err) {
        log(`republish ${job.ref}: heartbeat failed, trying again: ${(err as Error).message}`);
      }
      if (!held && !leaseLost) {
        leaseLost = true;
        abort.abort(new Error('the job’s lease was lost to another worker'));
      }
    }, leaseMs / 3);
    const report = (event: Omit<BuildEvent, 'tenant' | 'jobId' | 'durationMs' | 'at' | 'workerId'>, line: string) => {
      if (!opts.onEvent) return log(line);
      const durationMs = Math.round(performance.now() - started);
      opts.onEvent(
        {
          tenant: job.ref,
          jobId: job.id,
          workerId: opts.workerId,
          durationMs,
          at: Date.now(),
          attempt: job.attempts,
          ...event,
        },
        line,
      );
    };
    try {
      const result = await opts.build(job.ref, { signal: abort.signal });
      if ('permanent' in result && result.permanent) {
        opts.queue.fail(job.id, result.error, { workerId: opts.workerId, retry: false });
        report(
          { outcome: 'failed', error: errorInWords(result.error) },
          `republish ${job.ref}: failed, not retried: ${result.error}`,
        );
      } else {
        const { buildId, warning } = result as { buildId: string; warning?: string };
        opts.queue.complete(job.id, { buildId, workerId: opts.workerId, warning });
        report(
          { outcome: 'published', buildId, ...(warning ? { warning } : {}) },
          `republish ${job.ref}: live in ${((performance.now() - started) / 1000).toFixed(1)}s (${job.requests} request${job.requests === 1 ? '' : 's'})${warning ? `; ${warning}` : ''}`,
        );
      }
    } catch (err) {
      opts.queue.fail(job.id, err, { workerId: opts.workerId });
      const error = errorInWords(err);
      if (leaseLost)
        report(
          { outcome: 'stopped', error },
          `republish ${job.ref}: stopped, its lease was lost (the job runs elsewhere or again): ${(err as Error).message}`,
        );
      else if (abort.signal.aborted)
        report(
          { outcome: 'stopped', error },
          `republish ${job.ref}: stopped by shutdown, will run again: ${(err as Error).message}`,
        );
      else if (opts.queue.get(job.id)?.state === 'failed')
        // Out of attempts: the queue gave the job up, and says so at error level (an alert on errors fires).
        report(
          { outcome: 'failed', error },
          `republish ${job.ref}: failed (attempt ${job.attempts}), giving up: ${(err as Error).message}`,
        );
      else
        report(
          { outcome: 'retry', error },
          `republish ${job.ref}: failed (attempt ${job.attempts}), will retry: ${(err as Error).message}`,
        );
    } finally {
      clearInterval(beat);
      current = undefined;
    }
    return true;
  }

  async function loop() {
    while (!stopped) {
      const worked = await runOne().catch((err: unknown) => {
        log(`republish worker error: ${(err as Error).message}`);
        return false;
      });
      if (!worked && !stopped) await sleep(opts.idleMs ?? 1000);
    }
  }
  running = loop();

  return {
    wake: () => {
      clearTimeout(timer);
      wakeUp?.();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wakeUp?.();
      current?.abort(shutdownReason());
      await running;
    },
  };
}
