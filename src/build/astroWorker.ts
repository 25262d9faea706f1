/**
 * A long-lived Astro build worker (child process): keeps Vite and Astro warm between tenants (a warm build of a
 * small tenant takes ~0.8 s instead of ~1.8 s cold) and isolates the per-build environment. The parent recycles
 * it after a number of builds because each in-process Astro build keeps some memory.
 */
import { runAstroBuild } from './buildTenant.ts';

export interface AstroJob {
  id: number;
  ref: string;
  snapshotPath: string;
  outDir: string;
  siteUrl: string;
  /** Another Astro project (the benchmark's trivial baseline); default this one. */
  root?: string;
}
export type AstroReply = { id: number; ok: true; rss: number } | { id: number; ok: false; error: string };

process.on('message', (job: AstroJob) => {
  runAstroBuild(job.ref, job.snapshotPath, job.outDir, job.siteUrl, job.root).then(
    () => process.send?.({ id: job.id, ok: true, rss: process.memoryUsage().rss } satisfies AstroReply),
    (err: Error) => process.send?.({ id: job.id, ok: false, error: err?.stack ?? String(err) } satisfies AstroReply),
  );
});
process.send?.({ ready: true });
