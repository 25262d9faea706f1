/**
 * Builds many tenants one after another with progress lines (tenants done of total, pages, elapsed) and a
 * summary. Failures are collected, never fatal to the others.
 */
import { mkdir } from 'node:fs/promises';
import type { ApiClient } from '../lib/api/client.ts';
import { buildTenant, pruneTenant, type TenantBuildResult } from './buildTenant.ts';
import type { PicturePolicy } from './picturePolicy.ts';
import { describeFailure } from './fetchTenant.ts';
import { layoutOf } from './publish.ts';
import { writeSiteIndex } from './siteIndex.ts';
import { createAstroPool, type AstroPool } from './workerPool.ts';
import { ensureBundle } from './render/bundle.ts';
import type { DomainOptions } from './tenantSite.ts';
import type { PublishTarget } from '../publish/publishTarget.ts';

export interface BuildAllOptions {
  api: ApiClient;
  apiBaseUrl: string;
  refs?: string[] | undefined;
  siteUrl: string;
  varDir: string;
  redirectAllowlist?: string[];
  log?: (line: string) => void;
  /** Render workers (one tenant each at a time; one more tenant is fetched meanwhile). Default BUILD_CONCURRENCY or 1. */
  concurrency?: number;
  /** A pool shared with other work (the republish worker); without one, a pool is made and closed here. */
  pool?: AstroPool;
  /** Per tenant (buildTenant's `deadlineMs`): a tenant past it fails alone, the others go on. */
  deadlineMs?: number;
  /** Where pictures may come from (buildTenant's `pictures`). */
  pictures?: PicturePolicy;
  /** Stops the run: the tenants being built fail at once, the others are not started. */
  signal?: AbortSignal;
  /** Businesses' own domains the operator serves (buildTenant's `domains`); default `TENANT_DOMAINS`. */
  domains?: DomainOptions;
  /** Where releases go live (buildTenant's `target`); default `PUBLISH_TARGET`. */
  target?: PublishTarget;
  /** The build's clock (buildTenant's `now`). */
  now?: () => Date;
}

export interface BuildSummary {
  built: TenantBuildResult[];
  failed: Array<{ referenceId: string; error: string }>;
  pages: number;
  seconds: number;
  peakWorkerRss: number;
}

/** Builds the named tenants, or every tenant the API lists. */
export async function buildAll(opts: BuildAllOptions): Promise<BuildSummary> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const refs = opts.refs ?? (await opts.api.listTenants()).restaurants.map((r) => r.reference_id);
  const summary: BuildSummary = { built: [], failed: [], pages: 0, seconds: 0, peakWorkerRss: 0 };
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
  log(`building ${refs.length} tenant${refs.length === 1 ? '' : 's'}`);
  const concurrency = Math.max(1, opts.concurrency ?? Number(process.env.BUILD_CONCURRENCY ?? 1));
  const pool = opts.pool ?? createAstroPool({ size: concurrency });
  let done = 0;
  const queue = [...refs];
  // The app bundle first (once per code version; nothing to do when cached): tenants then only render pages.
  await ensureBundle({ log }).catch(() => undefined); // a failure is reported by every tenant's build
  const worker = async () => {
    for (let ref = queue.shift(); ref !== undefined && !opts.signal?.aborted; ref = queue.shift()) {
      try {
        // Old releases are removed once every tenant is built (buildTenant's `prune`: deletions slow file creation).
        const result = await buildTenant(ref, { ...opts, pool, prune: false, log: (m) => log(`  ${ref}: ${m}`) });
        summary.built.push(result);
        summary.pages += result.pages;
        const img = result.images;
        log(
          `[${++done}/${refs.length}] ✓ ${ref}: ${result.pages} pages, images ${img.encoded} encoded / ${img.reused} cached` +
            `${img.failed ? ` / ${img.failed} failed` : ''} in ${(result.ms.total / 1000).toFixed(1)}s — total ${summary.pages} pages, ${elapsed()}s`,
        );
      } catch (err) {
        const error = describeFailure(err);
        summary.failed.push({ referenceId: ref, error });
        log(`[${++done}/${refs.length}] ✗ ${error} (its published pages, if any, stay live)`);
      }
    }
  };
  try {
    // One tenant more than there are render workers: its fetch and pictures (in this process) overlap the others'
    // rendering, so a worker that finishes finds the next tenant ready instead of waiting for its fetch.
    await Promise.all(Array.from({ length: Math.min(refs.length, concurrency + 1) }, worker));
  } finally {
    summary.peakWorkerRss = pool.peakRss();
    if (!opts.pool) await pool.close();
  }
  for (const { referenceId } of summary.built)
    await pruneTenant(referenceId, opts).catch((err: unknown) =>
      log(`  ${referenceId}: removing old releases failed: ${describeFailure(err)} (the next build tries again)`),
    );
  // Also when every tenant failed on a fresh VAR_DIR: the summary is the answer, not an ENOENT.
  await mkdir(layoutOf(opts.varDir).www, { recursive: true });
  await writeSiteIndex(layoutOf(opts.varDir), opts.siteUrl);
  summary.seconds = (performance.now() - started) / 1000;
  log(
    `done: ${summary.built.length} built, ${summary.failed.length} failed, ${summary.pages} pages in ${summary.seconds.toFixed(1)}s` +
      (summary.failed.length ? `\nfailed:\n${summary.failed.map((f) => `  - ${f.error}`).join('\n')}` : ''),
  );
  return summary;
}
