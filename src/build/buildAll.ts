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
  /**
   * Why the tenant list could not be read (the API down, an error status, an invalid answer), when no tenants were
   * named: nothing was built, and the published storefronts stay as they are.
   */
  listError?: string;
}

/** Builds the named tenants, or every tenant the API lists. */
export async function buildAll(opts: BuildAllOptions): Promise<BuildSummary> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const summary: BuildSummary = { built: [], failed: [], pages: 0, seconds: 0, peakWorkerRss: 0 };
  const listed = opts.refs ? { refs: opts.refs } : await listedTenants(opts.api, log);
  const refs = listed.refs;
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
  if (listed.error !== undefined) {
    summary.listError = listed.error;
    return finish(summary, opts, started, log);
  }
  log(`building ${refs.length} tenant${refs.length === 1 ? '' : 's'}`);
  const concurrency = Math.max(1, opts.concurrency ?? Number(process.env.BUILD_CONCURRENCY ?? 1));
  const pool = opts.pool ?? createAstroPool({ size: concurrency });
  let done = 0;
  const queue = [...refs];
  // The app bundle first (once per code version; nothing to do when cached): tenants then only render pages. The
  // workers start and load it while the first tenants are fetched.
  const bundleDir = await ensureBundle({ log }).catch(() => undefined); // a failure is reported by every tenant's build
  if (bundleDir && refs.length) void pool.warm(bundleDir);
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
  return finish(summary, opts, started, log);
}

/**
 * Every tenant the API lists; when the list cannot be read, none, and the summary says why. Never a throw: `npm start`
 * builds from this list before it serves, and an API down at that moment must not take the published storefronts
 * down with it (the webhook's republishes build them once the API is back).
 */
export async function listedTenants(
  api: ApiClient,
  log: (line: string) => void,
): Promise<{ refs: string[]; error?: string }> {
  try {
    return { refs: (await api.listTenants()).restaurants.map((r) => r.reference_id) };
  } catch (err) {
    const error = `the tenant list could not be read: ${describeFailure(err)}`;
    log(`✗ ${error} (nothing built; the published storefronts stay live as they are)`);
    return { refs: [], error };
  }
}

/** The root files of the tree and the summary line. */
async function finish(
  summary: BuildSummary,
  opts: BuildAllOptions,
  started: number,
  log: (line: string) => void,
): Promise<BuildSummary> {
  // Also when every tenant failed on a fresh VAR_DIR: the summary is the answer, not an ENOENT.
  await mkdir(layoutOf(opts.varDir).www, { recursive: true });
  await writeSiteIndex(layoutOf(opts.varDir), opts.siteUrl);
  summary.seconds = (performance.now() - started) / 1000;
  const failures = [...(summary.listError ? [summary.listError] : []), ...summary.failed.map((f) => f.error)];
  log(
    `done: ${summary.built.length} built, ${summary.failed.length} failed, ${summary.pages} pages in ${summary.seconds.toFixed(1)}s` +
      (failures.length ? `\nfailed:\n${failures.map((f) => `  - ${f}`).join('\n')}` : ''),
  );
  return summary;
}
