/**
 * A pool of build workers (see astroWorker.ts): each renders tenants from the app bundle it keeps loaded. Jobs go
 * to an idle worker; a worker is replaced after `maxJobs` builds or once its memory passes `maxRssMb`, so a long
 * run of many tenants keeps a flat footprint.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { metrics } from '../ops/metrics.ts';
import { fileURLToPath } from 'node:url';
import type { AstroJob, AstroPreload, AstroPreloaded, AstroReply } from './astroWorker.ts';

interface Worker {
  child: ChildProcess;
  jobs: number;
  busy: boolean;
  ready: Promise<void>;
  rss: number;
}

export interface PoolOptions {
  size?: number;
  maxJobs?: number;
  maxRssMb?: number;
}

const WORKER = fileURLToPath(new URL('./astroWorker.ts', import.meta.url));

/**
 * A render worker's memory (the whole build within 1 GB): its live heap is small (~30 MB after a tenant) but
 * everything a page allocates is short-lived, and V8 and malloc keep what they once grew to. Young-generation
 * semi-spaces of at most 16 MB (V8 grows them to 32 under a high allocation rate), an old generation capped at
 * 256 MB (V8 collects sooner instead of growing) and two malloc arenas (glibc makes up to eight per core) hold a
 * worker near 200 MB instead of 450-600 MB. The semi-spaces were 8 MB: each page's garbage then met more
 * collections, and whole builds in turns (`npm run bench:ab`, 100 tenants, two workers) took 6% longer (medians
 * 17.5 against 16.4 s over six rounds, 18.4 against 17.3 over four with 32 MB).
 * ASTRO_WORKER_HEAP_MB sets another old-generation cap (a business with a very large menu, if one ever needs it).
 */
const WORKER_HEAP_MB = Number(process.env.ASTRO_WORKER_HEAP_MB) > 0 ? Number(process.env.ASTRO_WORKER_HEAP_MB) : 256;
const WORKER_EXEC_ARGV = ['--max-semi-space-size=16', `--max-old-space-size=${WORKER_HEAP_MB}`];
/**
 * With a worker for every core, V8 collects on each worker's own thread, with no helper threads
 * (`--single-threaded-gc`): every core is already rendering, so helper threads only competed with the other workers
 * for the same cores. Measured over the bench's 100-tenant build with two workers on two cores, three pairs in turns:
 * 18.0–18.5 s against 19.7–22.3 s, and ~7% less CPU in all, for ~60 MB more RSS per worker. With fewer workers than
 * cores (BUILD_CONCURRENCY=1, the default), the helpers have idle cores to run on and stay.
 */
export const workerExecArgv = (size: number, cores = availableParallelism()): string[] =>
  size >= cores ? [...WORKER_EXEC_ARGV, '--single-threaded-gc'] : WORKER_EXEC_ARGV;
/**
 * Workers keep V8's compiled code on disk (Node's compile cache, as Astro's own CLI enables it): a worker loads the
 * build's TypeScript modules and the app bundle at each start, and from the cache its start took 0.37 s instead of
 * 0.55, and two side by side in 0.43 s instead of 0.78 (ready for their first tenant; the
 * modules' import 45 ms instead of 200-280). The cache is keyed by each file's
 * content and Node's version, so a changed file is compiled again. NODE_COMPILE_CACHE sets another directory,
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off (both Node's own variables).
 */
const workerEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), 'node-compile-cache'),
});

/**
 * Rendering or verifying the pages failed in the worker (a page threw, a link is broken): the same snapshot fails
 * the same way again, so the build is not retried. A system error (disk full, too many open files) or a worker that
 * died is not a RenderError: those may pass.
 */
export class RenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RenderError';
  }
}

/**
 * Why a worker died while building `ref`. V8 aborts a process out of heap (SIGABRT): the same menu runs out again,
 * so that is a RenderError (not retried) saying what to change; another death (killed, crashed) may pass.
 */
export function workerExitError(
  ref: string,
  code: number | null,
  signal: NodeJS.Signals | null,
  heapMb = WORKER_HEAP_MB,
): Error {
  if (signal === 'SIGABRT')
    return new RenderError(
      `the render worker ran out of memory (its heap is capped at ${heapMb} MB) while building ${ref}: a menu this large needs a higher ASTRO_WORKER_HEAP_MB`,
    );
  return new Error(`build worker exited (${code ?? signal}) while building ${ref}`);
}

/** Creates a pool; call `close()` when done. */
export function createAstroPool(opts: PoolOptions = {}) {
  const size = Math.max(1, opts.size ?? 1);
  const execArgv = workerExecArgv(size);
  // Rendering from a loaded bundle keeps little memory per tenant; the RSS limit is the real guard.
  const maxJobs = opts.maxJobs ?? 100;
  const maxRss = (opts.maxRssMb ?? 450) * 1e6;
  const workers: Worker[] = [];
  const waiting: Array<{ take: (w: Worker) => void; fail: (err: Error) => void }> = [];
  let nextId = 1;
  let peakRss = 0;

  function spawn(): Worker {
    const child = fork(WORKER, [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv,
      env: workerEnv(),
    });
    const worker: Worker = {
      child,
      jobs: 0,
      busy: false,
      rss: 0,
      ready: new Promise((resolve, reject) => {
        child.once('message', () => resolve());
        child.once('error', reject);
        // A worker that dies before it is ready (its bundle too large for its heap) fails the build waiting for it,
        // never leaves it waiting until the tenant's deadline.
        child.once('exit', (code, signal) =>
          reject(workerExitError('a tenant (the worker was starting)', code, signal)),
        );
      }),
    };
    worker.ready.catch(() => {}); // awaited by each build; never an unhandled rejection meanwhile
    workers.push(worker);
    return worker;
  }

  let closed = false;

  function release(w: Worker) {
    w.busy = false;
    const dead = w.child.killed || w.child.exitCode !== null || w.child.signalCode !== null;
    if (dead || w.jobs >= maxJobs || w.rss > maxRss) {
      metrics.workerRestarts.inc({ reason: dead ? 'exited' : w.jobs >= maxJobs ? 'jobs' : 'memory' });
      workers.splice(workers.indexOf(w), 1);
      w.child.kill('SIGKILL');
      // A replacement only for a job that waits (a pool being closed or left idle starts none).
      if (!waiting.length || closed) return;
      w = spawn();
    }
    const next = waiting.shift();
    if (next) {
      w.busy = true;
      next.take(w);
    }
  }

  async function acquire(signal?: AbortSignal): Promise<Worker> {
    signal?.throwIfAborted();
    if (closed) throw new Error('the build worker pool is closed');
    const idle = workers.find((w) => !w.busy);
    if (idle) {
      idle.busy = true;
      return idle;
    }
    if (workers.length < size) {
      const w = spawn();
      w.busy = true;
      return w;
    }
    return new Promise((resolve, reject) => {
      const entry = {
        take: (w: Worker) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(w);
        },
        fail: (err: Error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(err);
        },
      };
      const onAbort = () => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(signal!.reason as Error);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(entry);
    });
  }

  /**
   * Renders one snapshot into outDir in a worker (or, with `root`, runs a static build of that project). When
   * `signal` fires, the worker is killed (rendering cannot be interrupted otherwise) and the build rejects with
   * the signal's reason; a fresh worker takes the next job.
   */
  async function render(job: Omit<AstroJob, 'id'>, signal?: AbortSignal): Promise<{ pages: number; bytes: number }> {
    const w = await acquire(signal);
    try {
      await w.ready;
      const id = nextId++;
      const reply = await new Promise<AstroReply>((resolve, reject) => {
        const done = () => {
          w.child.off('message', onMessage);
          w.child.off('exit', onExit);
          signal?.removeEventListener('abort', onAbort);
        };
        const onMessage = (msg: AstroReply) => {
          if (msg.id !== id) return;
          done();
          resolve(msg);
        };
        const onExit = (code: number | null, exitSignal: NodeJS.Signals | null) => {
          done();
          reject(workerExitError(job.ref, code, exitSignal));
        };
        const onAbort = () => {
          done();
          w.child.kill('SIGKILL');
          reject(signal!.reason as Error);
        };
        if (signal?.aborted) return onAbort();
        w.child.on('message', onMessage);
        w.child.once('exit', onExit);
        signal?.addEventListener('abort', onAbort, { once: true });
        w.child.send({ ...job, id } satisfies AstroJob);
      });
      w.jobs++;
      if (!reply.ok) {
        w.jobs = maxJobs; // a failed build may leave the worker in a bad state: replace it
        throw reply.code ? Object.assign(new Error(reply.error), { code: reply.code }) : new RenderError(reply.error);
      }
      w.rss = reply.rss;
      peakRss = Math.max(peakRss, reply.rss);
      return { pages: reply.pages, bytes: reply.bytes };
    } finally {
      release(w);
    }
  }

  /**
   * Starts the pool's workers now, each loading the app bundle (~0.4 s of module loading with the compile cache, ~0.8 without), while the caller fetches
   * the first tenants: their renders then start at once instead of waiting for a worker to start. Resolves to the
   * number of workers that have the bundle loaded (a failed load fails nothing: the job that needs it says why).
   */
  function warm(bundleDir: string): Promise<number> {
    if (closed) return Promise.resolve(0);
    while (workers.length < size) spawn();
    const loads = workers.map((w) =>
      w.ready.then(
        () =>
          new Promise<boolean>((resolve) => {
            const onMessage = (msg: AstroPreloaded) => {
              if (msg?.preloaded !== bundleDir) return;
              settle(msg.ok);
            };
            const settle = (ok: boolean) => {
              w.child.off('message', onMessage);
              w.child.off('exit', onExit);
              resolve(ok);
            };
            const onExit = () => settle(false);
            w.child.on('message', onMessage);
            w.child.once('exit', onExit);
            if (!w.child.connected) return settle(false);
            w.child.send({ preload: bundleDir } satisfies AstroPreload);
          }),
        () => false,
      ),
    );
    return Promise.all(loads).then((oks) => oks.filter(Boolean).length);
  }

  return {
    /** render, its number of pages only. */
    build: (job: Omit<AstroJob, 'id'>, signal?: AbortSignal) => render(job, signal).then((r) => r.pages),
    /** The pages rendered and the bytes the worker wrote (storefront_bytes_written_total). */
    render,
    warm,
    /** The largest worker RSS seen, in bytes. */
    peakRss: () => peakRss,
    async close() {
      closed = true;
      for (const entry of waiting.splice(0)) entry.fail(new Error('the build worker pool is closed'));
      for (const w of workers.splice(0)) w.child.kill();
    },
  };
}

export type AstroPool = ReturnType<typeof createAstroPool>;
