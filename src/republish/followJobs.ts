/**
 * Builds through the republish queue rather than in this process: `npm run build:sites` beside a running `npm start`
 * or `npm run worker` queues every tenant as an operator request and follows each job to its end. Building in the
 * CLI's own process there raced the site's workers: a build that fetched a menu before an owner's edit could publish
 * after the webhook's build of that edit, and the older menu stayed live with every job reported done. In the queue
 * a tenant is never built twice at once, and the last request is always the one published.
 */
import type { RepublishJob, RepublishQueue } from './backend.ts';

export interface FollowOptions {
  /** Progress and result lines. */
  log?: (line: string) => void;
  /** How often the queue is read. Default 500 ms. */
  pollMs?: number;
  /** How long the jobs are followed; those not finished by then stay queued. Default 15 minutes. */
  timeoutMs?: number;
  /** Said once when a job still waits after this long (no worker may be running). Default 30 s. */
  hintMs?: number;
}

export interface FollowSummary {
  built: Array<{ referenceId: string; buildId: string; warning?: string }>;
  failed: Array<{ referenceId: string; error: string }>;
  /** Tenants whose job had not finished when the follow timed out: their jobs stay queued. */
  pending: string[];
}

/** The job a request ended up in: itself, or the newer job of its tenant that superseded it. */
function currentJob(jobs: RepublishJob[], id: number | string): RepublishJob | undefined {
  const job = jobs.find((j) => String(j.id) === String(id));
  if (job?.state === 'superseded' && jobs[0] && String(jobs[0].id) !== String(id)) return jobs[0];
  return job;
}

/** Queues each tenant (reason `build:sites`) and waits until every job is done or failed, or the timeout. */
export async function queueAndFollow(
  queue: RepublishQueue,
  refs: string[],
  opts: FollowOptions = {},
): Promise<FollowSummary> {
  const log = opts.log ?? (() => {});
  const summary: FollowSummary = { built: [], failed: [], pending: [] };
  const following = new Map<string, number | string>();
  for (const ref of refs) {
    try {
      following.set(ref, (await queue.enqueue(ref, { reason: 'build:sites' })).jobId);
    } catch (err) {
      summary.failed.push({ referenceId: ref, error: `${ref}: ${(err as Error).message}` });
    }
  }
  log(`queued ${following.size} tenant${following.size === 1 ? '' : 's'}: the running site or worker builds them`);
  const started = Date.now();
  let hinted = false;
  let done = summary.failed.length;
  while (following.size) {
    for (const [ref, id] of following) {
      const job = currentJob(await queue.list({ ref, limit: 20 }), id);
      if (job && job.id !== id) following.set(ref, job.id);
      if (job?.state === 'done') {
        following.delete(ref);
        summary.built.push({
          referenceId: ref,
          buildId: job.buildId ?? '',
          ...(job.warning ? { warning: job.warning } : {}),
        });
        log(`[${++done}/${refs.length}] ✓ ${ref}: live as ${job.buildId}${job.warning ? ` (${job.warning})` : ''}`);
      } else if (!job || job.state === 'failed') {
        following.delete(ref);
        const error = `${ref}: ${job?.lastError?.split('\n')[0] ?? 'the job left the queue'}`;
        summary.failed.push({ referenceId: ref, error });
        log(`[${++done}/${refs.length}] ✗ ${error} (its published pages, if any, stay live)`);
      }
    }
    if (!following.size) break;
    const waited = Date.now() - started;
    if (!hinted && waited > (opts.hintMs ?? 30_000)) {
      hinted = true;
      log(
        'still waiting: is the site or worker that announced itself on this queue building? (Ctrl-C leaves the jobs queued)',
      );
    }
    if (waited > (opts.timeoutMs ?? 15 * 60_000)) {
      summary.pending.push(...following.keys());
      log(`not finished in time, their jobs stay queued: ${summary.pending.join(', ')}`);
      break;
    }
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 500));
  }
  return summary;
}
