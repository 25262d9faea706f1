/**
 * A long-lived build worker (child process). It renders tenants from the app bundle (render/renderTenant.ts) and
 * checks each release (verify.ts): the bundle's server entry is loaded once and stays warm, so a tenant costs
 * only its own pages. The parent
 * recycles it after a number of builds or once its memory grows.
 *
 * A job with `root` instead runs a plain static `astro build` of that other project: only the benchmark's
 * trivial baseline (bench/trivial) uses it.
 */
import { flushCompileCache } from 'node:module';
import { readSnapshot } from './snapshot.ts';
import { loadBundle, renderAndVerify, renderTenant, VerifyError } from './render/renderTenant.ts';

export interface AstroJob {
  id: number;
  ref: string;
  snapshotPath: string;
  outDir: string;
  siteUrl: string;
  /** The app bundle to render with (render/bundle.ts ensureBundle()). */
  bundleDir?: string;
  /** Checks the release after rendering it (verify.ts); the reply then carries its page count. */
  verify?: { siteOrigin: string; expectedPages: number };
  /** Another Astro project to build statically with `base: '/{ref}'` (the benchmark's trivial baseline). */
  root?: string;
}
/** Loads the app bundle before the first job comes (workerPool.ts `warm`); answered with AstroPreloaded. */
export interface AstroPreload {
  preload: string;
}
export interface AstroPreloaded {
  preloaded: string;
  ok: boolean;
}
/** A failed job's `code` is the system error's (ENOSPC, EMFILE…): those may pass; any other failure is the render's. */
export type AstroReply =
  | { id: number; ok: true; rss: number; pages: number; bytes: number }
  | { id: number; ok: false; error: string; code?: string };

/** A static Astro build of another project (the benchmark's trivial baseline); one at a time per process. */
export async function runStaticAstroBuild(ref: string, outDir: string, siteUrl: string, root: string): Promise<void> {
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  // Imported here, not with the worker: Astro's build tooling is ~0.6 s of CPU to load, and only the benchmark's
  // baseline builds with it (every worker paid for it at its start, the first tenants of a build waiting).
  const { build: astroBuild } = await import('astro');
  await astroBuild({ root, base: `/${ref}`, outDir, site: siteUrl, logLevel: 'error', mode: 'production' });
}

async function run(job: AstroJob): Promise<{ pages: number; bytes: number }> {
  if (job.root) {
    await runStaticAstroBuild(job.ref, job.outDir, job.siteUrl, job.root);
    return { pages: 0, bytes: 0 };
  }
  if (!job.bundleDir) throw new Error('no app bundle given');
  const snapshot = readSnapshot(job.snapshotPath);
  return job.verify
    ? renderAndVerify(snapshot, job.bundleDir, job.outDir, job.verify)
    : renderTenant(snapshot, job.bundleDir, job.outDir);
}

process.on('message', (job: AstroJob | AstroPreload) => {
  // A failed preload fails nothing: the first job loads the bundle again and fails with the reason.
  if ('preload' in job)
    return void loadBundle(job.preload).then(
      () => {
        // What this start compiled, written now (Node writes its compile cache at exit otherwise): the next worker
        // starts from it even while this one lives on (workerPool.ts workerEnv).
        flushCompileCache?.();
        process.send?.({ preloaded: job.preload, ok: true } satisfies AstroPreloaded);
      },
      () => process.send?.({ preloaded: job.preload, ok: false } satisfies AstroPreloaded),
    );
  run(job).then(
    ({ pages, bytes }) =>
      process.send?.({ id: job.id, ok: true, rss: process.memoryUsage().rss, pages, bytes } satisfies AstroReply),
    (err: Error) =>
      process.send?.({
        id: job.id,
        ok: false,
        error: (err instanceof VerifyError ? err.message : err?.stack) ?? String(err),
        code:
          typeof (err as NodeJS.ErrnoException)?.code === 'string' &&
          /^E[A-Z]+$/.test((err as NodeJS.ErrnoException).code!)
            ? (err as NodeJS.ErrnoException).code
            : undefined,
      } satisfies AstroReply),
  );
});
// The parent is gone (killed, or exited without closing the pool): nobody will read the results.
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
