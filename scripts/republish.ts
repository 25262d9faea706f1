/**
 * Operator CLI for publishing:
 *   npm run republish -- <ref> [--here]          build and publish one tenant now: through the republish queue
 *                                                when a site or worker works it (REDIS_URL, or `npm start` /
 *                                                `npm run worker` on this VAR_DIR), following the job to its end;
 *                                                in this process when none does, or with --here
 *   npm run republish -- releases <ref>          list its releases (the live one marked)
 *   npm run republish -- rollback <ref> [build]  make an earlier release live (default: the one before the live one)
 *   npm run republish -- unpublish <ref>         take a tenant's site down (a business that left); releases stay
 *   npm run republish -- jobs [ref]              the republish queue's latest jobs (Redis when REDIS_URL is set)
 *   npm run republish -- sweep [days]            a bucket: delete files no kept release names, older than 7 days
 * Environment as for the build (API_BASE_URL, PUBLIC_SITE_URL, VAR_DIR), REDIS_URL, and PUBLISH_TARGET with its
 * bucket variables (src/publish/target.ts): releases and rollback then act on the bucket's releases and pointer.
 */
import { join } from 'node:path';
import { createApiClient } from '../src/lib/api/client.ts';
import { buildTenant } from '../src/build/buildTenant.ts';
import { describeFailure } from '../src/build/fetchTenant.ts';
import { layoutOf } from '../src/build/publish.ts';
import { publishTargetFromEnv } from '../src/publish/target.ts';
import { SWEEP_GRACE_MS } from '../src/publish/s3.ts';
import { publishedSiteUrl, writeSiteIndex } from '../src/build/siteIndex.ts';
import type { RepublishQueue } from '../src/republish/backend.ts';
import { openQueue } from '../src/republish/queue.ts';
import { openRedisQueue } from '../src/republish/redisQueue.ts';
import { assertSafeReferenceId } from '../src/domain/referenceId.ts';
import { liveConsumers } from '../src/republish/consumers.ts';

const varDir = process.env.VAR_DIR ?? 'var';
const layout = layoutOf(varDir);
// The origin the running site was published for (its robots.txt) unless PUBLIC_SITE_URL or PORT says otherwise: a
// rollback beside `PORT=6321 npm start` rewrote every tenant's sitemap index to localhost:4321.
const siteUrl =
  process.env.PUBLIC_SITE_URL ??
  (process.env.PORT ? undefined : await publishedSiteUrl(layout)) ??
  `http://localhost:${process.env.PORT ?? 4321}`;
const target = publishTargetFromEnv(varDir);
// The root files of the local tree (robots.txt, sitemap index, combined rules) only exist for the local target.
const writeIndex = () => (target.kind === 'file' ? writeSiteIndex(layout, siteUrl) : Promise.resolve());
const [command, ...rest] = process.argv.slice(2);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const openJobs = (): RepublishQueue =>
  process.env.REDIS_URL ? openRedisQueue({ url: process.env.REDIS_URL }) : openQueue(join(varDir, 'queue.sqlite'));

/** How long the CLI follows a queued job before it gives up (the job stays queued). */
const FOLLOW_MS = 15 * 60_000;
/** When a job still waits after this long, the CLI says what may be wrong. */
const HINT_MS = 30_000;

/**
 * Beside a running site: the job goes in the queue as a webhook's would, so the site builds it with its own API and
 * origin and never at the same time as another build of the tenant (a build here could publish an older menu last).
 */
async function republishQueued(ref: string) {
  const queue = openJobs();
  try {
    const queued = await queue.enqueue(ref, { reason: 'operator' });
    let jobId = queued.jobId;
    console.log(
      `${ref}: queued as job ${jobId}${queued.coalesced ? ' (with the request already waiting)' : ''} on ${process.env.REDIS_URL ? 'Redis' : join(varDir, 'queue.sqlite')}`,
    );
    const started = Date.now();
    let said = '';
    let hinted = false;
    for (;;) {
      const jobs = await queue.list({ ref, limit: 20 });
      let job = jobs.find((j) => String(j.id) === String(jobId));
      // Folded into a newer job of the tenant: that one publishes this request too.
      if (job?.state === 'superseded' && jobs[0] && String(jobs[0].id) !== String(jobId)) {
        jobId = jobs[0].id;
        job = jobs[0];
      }
      const line = job ? `${job.state}${job.attempts > 1 ? ` (attempt ${job.attempts})` : ''}` : 'not found';
      if (line !== said) {
        console.log(
          `  ${line}${job?.state === 'waiting' && job.lastError ? ` — last error: ${job.lastError.split('\n')[0]}` : ''}`,
        );
        said = line;
      }
      if (job?.state === 'done') {
        console.log(
          `✓ ${ref}: live as ${job.buildId} after ${((Date.now() - started) / 1000).toFixed(1)}s${job.warning ? ` (${job.warning})` : ''}`,
        );
        return;
      }
      if (!job || job.state === 'failed') {
        fail(
          `✗ ${ref}: ${job?.lastError ?? 'the job left the queue'}\n  the live release stays ${(await target.live(ref)) ?? '(none)'}`,
        );
      }
      if (!hinted && job.state === 'waiting' && Date.now() - started > HINT_MS) {
        hinted = true;
        console.log(
          '  still waiting: no worker has taken it. Is `npm start` or `npm run worker` running on this queue? (Ctrl-C leaves the job queued; --here builds in this process.)',
        );
      }
      if (Date.now() - started > FOLLOW_MS)
        fail(`✗ ${ref}: not built within ${FOLLOW_MS / 60_000} minutes; job ${jobId} stays queued`);
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await queue.close();
  }
}

async function republish(ref: string, here: boolean) {
  if (!here && (process.env.REDIS_URL || liveConsumers(varDir).length > 0)) return republishQueued(ref);
  let apiBaseUrl = process.env.API_BASE_URL;
  let close: (() => Promise<void>) | undefined;
  if (!apiBaseUrl) {
    const { startSampleApi } = await import('../sample-api/server.ts');
    const sample = await startSampleApi({ port: 0, imageCacheDir: 'var/cache/sample-images' });
    [apiBaseUrl, close] = [sample.url, sample.close];
    // As `npm run build:sites`: the islands call `npm run api`'s address, not this one, gone after the build.
    process.env.PUBLIC_API_URL ??= `http://127.0.0.1:${process.env.SAMPLE_API_PORT ?? 4010}`;
  }
  const before = await target.live(ref);
  try {
    const r = await buildTenant(ref, {
      api: createApiClient({ baseUrl: apiBaseUrl }),
      apiBaseUrl,
      siteUrl,
      varDir,
      target,
      log: (m) => console.log(`  ${m}`),
    });
    await writeIndex();
    console.log(
      `✓ ${ref}: ${r.pages} pages live as ${r.buildId} in ${(r.ms.total / 1000).toFixed(1)}s on ${target.description} (was ${before ?? 'not published'})`,
    );
    if (r.published?.objects) {
      const p = r.published;
      console.log(
        `  uploaded ${p.objects} objects, ${(p.bytes / 1024).toFixed(1)} kB; ${p.reused} files already stored`,
      );
    }
  } catch (err) {
    fail(`✗ ${describeFailure(err)}\n  the live release stays ${before ?? '(none)'}`);
  } finally {
    await close?.();
  }
}

async function releases(ref: string) {
  const live = await target.live(ref);
  const all = await target.releases(ref);
  if (!all.length) fail(`${ref}: no releases on ${target.description}`);
  for (const id of all) console.log(`${id === live ? '* ' : '  '}${id}${id === live ? '  (live)' : ''}`);
}

async function rollback(ref: string, buildId?: string) {
  const live = await target.live(ref);
  const all = await target.releases(ref);
  // Default: the release before the live one, or the newest when the site was taken down (unpublish).
  const id = buildId ?? (live ? all[all.indexOf(live) - 1] : all.at(-1));
  if (!id) fail(`${ref}: no earlier release to roll back to (releases: ${all.join(', ') || 'none'})`);
  if (!all.includes(id)) fail(`${ref}: release ${id} is missing or incomplete`);
  // The target checks the release is complete (every file present) before switching to it.
  await target.rollback(ref, id);
  await writeIndex();
  console.log(`✓ ${ref}: ${id} is live again (was ${live ?? 'taken down'})`);
}

async function unpublish(ref: string) {
  const live = await target.live(ref);
  if (!live || !(await target.unpublish(ref))) fail(`${ref}: not published on ${target.description}`);
  await writeIndex();
  console.log(
    `✓ ${ref}: taken down on ${target.description} (was ${live}); its releases stay: \`rollback ${ref} ${live}\` brings it back`,
  );
}

async function sweep(days?: string) {
  if (!target.sweep) fail(`sweep: only a bucket has shared files to sweep (PUBLISH_TARGET is ${target.description})`);
  const graceDays = days === undefined ? 7 : Number(days);
  // Publishers trust a stored file younger than half of SWEEP_GRACE_MS (3.5 days): a shorter grace than that
  // could delete a file a publish in flight has just decided to reuse.
  const minDays = SWEEP_GRACE_MS / 2 / (24 * 3600_000) + 0.5;
  if (!Number.isFinite(graceDays) || graceDays < minDays)
    fail(`sweep: the grace is a number of days, at least ${minDays}`);
  const { deleted, kept } = await target.sweep(graceDays * 24 * 3600_000);
  console.log(`✓ ${target.description}: ${deleted} unnamed files older than ${graceDays} days deleted, ${kept} kept`);
}

async function jobs(ref?: string) {
  const queue = openJobs();
  const list = await queue.list({ ...(ref ? { ref } : {}), limit: 20 });
  for (const j of list) {
    // The error of a job that then succeeded is an earlier attempt's: beside "done" it read as the build's failure.
    const error = j.state !== 'done' && j.lastError ? `— ${j.lastError.split('\n')[0]}` : '';
    console.log(
      `${String(j.id).padStart(5)} ${j.ref.padEnd(20)} ${j.state.padEnd(10)} requests ${j.requests} attempts ${j.attempts} ${j.buildId ?? ''} ${error}${j.warning ? `— ${j.warning}` : ''}`,
    );
  }
  if (!list.length) console.log('no jobs');
  await queue.close();
}

try {
  if (command === 'releases') await releases(assertSafeReferenceId(rest[0]));
  else if (command === 'rollback') await rollback(assertSafeReferenceId(rest[0]), rest[1]);
  else if (command === 'unpublish') await unpublish(assertSafeReferenceId(rest[0]));
  else if (command === 'sweep') await sweep(rest[0]);
  else if (command === 'jobs') await jobs(rest[0] ? assertSafeReferenceId(rest[0]) : undefined);
  else if (command && command !== '--here') await republish(assertSafeReferenceId(command), rest.includes('--here'));
  else
    fail(
      'usage: npm run republish -- <ref> [--here] | releases <ref> | rollback <ref> [buildId] | unpublish <ref> | jobs [ref] | sweep [days]',
    );
} catch (err) {
  fail((err as Error).message);
}
