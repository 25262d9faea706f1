/**
 * One tenant, end to end: fetch and validate → snapshot → a fresh release directory with the pictures and serving
 * rules → render its pages from the app bundle (bundled once per code version) and verify them, in a worker →
 * atomic publish → prune old releases. Any failure before the publish
 * step leaves the live release untouched (the half-built release is removed).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { ApiClient } from '../lib/api/client.ts';
import { unsupportedLocales } from '../domain/locale.ts';
import { buildRouteTable } from '../features/routes/routeTable.ts';
import { fetchTenant, TenantBuildError, describeFailure } from './fetchTenant.ts';
import { linkImagesInto, type ImageStats } from './images.ts';
import { writeReleaseData } from './releaseData.ts';
import { BuildAbortedError, buildDeadline, raceAbort } from './deadline.ts';
import { picturePolicyFromEnv, type PicturePolicy } from './picturePolicy.ts';
import { layoutOf, newBuildId, pruneReleases, sealRelease, stagingDir } from './publish.ts';
import { publishTargetFromEnv, type PublishStats, type PublishTarget } from '../publish/target.ts';
import { RenderError, type AstroPool } from './workerPool.ts';
import { ensureBundle } from './render/bundle.ts';
import { renderAndVerify, VerifyError } from './render/renderTenant.ts';
import { seedPageDates } from './render/lastmod.ts';
import type { DomainOptions } from './tenantSite.ts';
import { failureCategory, metrics, noteFailureCategory } from '../ops/metrics.ts';

// 10 minutes for one tenant's fetch, pictures, render and verify: a 500-page tenant takes seconds once its pictures
// are cached, and a first build encoding a few hundred new pictures a few minutes. Past it, something hangs.
export const DEFAULT_TENANT_DEADLINE_MS = 10 * 60_000;

/** The per-tenant deadline from `TENANT_BUILD_TIMEOUT_MS`, or the default. */
export function tenantDeadlineFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.TENANT_BUILD_TIMEOUT_MS);
  return env.TENANT_BUILD_TIMEOUT_MS && Number.isFinite(n) && n > 0 ? n : DEFAULT_TENANT_DEADLINE_MS;
}

/**
 * The build's clock from `BUILD_NOW` (an ISO instant: the banners' week the fixture builds are made for, whatever
 * day they run), or undefined for the real clock.
 */
export function buildClockFromEnv(env: NodeJS.ProcessEnv = process.env): (() => Date) | undefined {
  const at = env.BUILD_NOW ? Date.parse(env.BUILD_NOW) : NaN;
  return Number.isFinite(at) ? () => new Date(at) : undefined;
}

export { PROJECT_ROOT } from './render/bundle.ts';

export interface BuildTenantOptions {
  api: ApiClient;
  apiBaseUrl: string;
  siteUrl: string;
  varDir: string;
  redirectAllowlist?: string[];
  /** Progress and warnings; a line about this tenant also gets `{ tenant }` (lineLogger makes it a log field). */
  log?: (msg: string, fields?: Record<string, unknown>) => void;
  /** Builds without publishing (tests, dry runs). */
  publish?: boolean;
  /** false: old releases stay for the caller to remove later (pruneTenant), as a run of many tenants does at its
   * end (ext4 creates files ~10x slower for ~35 s after freeing inodes: README, Rendering a tenant). Default true. */
  prune?: boolean;
  /** Build worker pool; without one, the pages are rendered in this process. */
  pool?: AstroPool;
  /** The whole build of one tenant (bundling the app aside); default `TENANT_BUILD_TIMEOUT_MS` or 10 min. */
  deadlineMs?: number;
  /** Where pictures may come from; default `picturePolicyFromEnv(apiBaseUrl)` (IMAGE_HOSTS…). */
  pictures?: PicturePolicy;
  /** Aborts the build (a worker shutting down): it fails at once, and the live release stays. */
  signal?: AbortSignal;
  /** Where the release goes live; default `publishTargetFromEnv(varDir)` (PUBLISH_TARGET). */
  target?: PublishTarget;
  /** Businesses' own domains the operator serves (src/build/tenantSite.ts); default `TENANT_DOMAINS`. */
  domains?: DomainOptions;
  /** The build's clock (fetchTenant's `now`: the days whose banner pictures are prepared). Default: `BUILD_NOW`, or now. */
  now?: () => Date;
}

export interface TenantBuildResult {
  referenceId: string;
  buildId: string;
  /** The pages' content fingerprint (snapshot.ts contentIdOf). */
  contentId: string;
  pages: number;
  images: ImageStats;
  /** The business's language tags no supported locale serves (left out of the pages). */
  droppedLocales: string[];
  release: string;
  /** What publishing stored (objects and bytes uploaded to a bucket, files already there). */
  published?: PublishStats;
  /** render: rendering and verifying (in a worker); publish: sealing, publishing and pruning. */
  ms: { fetch: number; prepare: number; render: number; publish: number; total: number };
}

/** Removes a tenant's releases past the newest few, where it is published and in the local build outputs. */
export async function pruneTenant(ref: string, opts: Pick<BuildTenantOptions, 'varDir' | 'target'>): Promise<void> {
  await (opts.target ?? publishTargetFromEnv(opts.varDir)).prune(ref);
  // With a bucket the local releases are only build outputs: the newest few stay (a no-op for the tree).
  await pruneReleases(layoutOf(opts.varDir), ref);
}

/** A render or verification failure fails the same way again; a system error or a dead worker may not. */
const isPermanentRenderFailure = (err: unknown) => err instanceof RenderError || err instanceof VerifyError;

/**
 * Builds (and by default publishes) one tenant. Throws TenantBuildError; the live site stays as it was. Past its
 * deadline, or when `signal` fires, the build stops where it is (a picture fetch is cut, the render worker killed)
 * and fails naming what it was doing.
 */
export async function buildTenant(ref: string, opts: BuildTenantOptions): Promise<TenantBuildResult> {
  metrics.buildsStarted.inc();
  const stop = metrics.buildDuration.startTimer();
  try {
    const result = await buildTenantOnce(ref, opts);
    metrics.buildsSucceeded.inc();
    stop({ outcome: 'published' });
    return result;
  } catch (err) {
    const permanent = err instanceof TenantBuildError && err.permanent;
    metrics.buildsFailed.inc({ reason: failureCategory(err), permanent: String(permanent) });
    stop({ outcome: 'failed' });
    throw err;
  }
}

async function buildTenantOnce(ref: string, opts: BuildTenantOptions): Promise<TenantBuildResult> {
  const t0 = performance.now();
  // The app bundle is shared by every tenant and built once per code version: it is not this tenant's time.
  let bundleDir: string;
  try {
    bundleDir = await raceAbort(ensureBundle({ log: opts.log }), opts.signal);
  } catch (err) {
    throw new TenantBuildError(
      ref,
      err instanceof BuildAbortedError ? err.message : `bundling the app failed: ${describeFailure(err)}`,
    );
  }
  const deadline = buildDeadline(opts.deadlineMs ?? tenantDeadlineFromEnv(), opts.signal);
  try {
    return await buildWithin(ref, opts, deadline.signal, bundleDir, t0);
  } finally {
    deadline.dispose();
  }
}

async function buildWithin(
  ref: string,
  opts: BuildTenantOptions,
  signal: AbortSignal,
  bundleDir: string,
  t0: number,
): Promise<TenantBuildResult> {
  const layout = layoutOf(opts.varDir);
  const buildId = newBuildId();
  const { snapshot, imageStats } = await fetchTenant(ref, {
    api: opts.api,
    apiBaseUrl: opts.apiBaseUrl,
    siteUrl: opts.siteUrl,
    buildId,
    codeVersion: basename(bundleDir),
    imageCacheDir: layout.imageCache,
    redirectAllowlist: opts.redirectAllowlist,
    pictures: opts.pictures ?? picturePolicyFromEnv(opts.apiBaseUrl),
    ...(opts.domains ? { domains: opts.domains } : {}),
    signal,
    log: opts.log && ((line: string) => opts.log!(line, { tenant: ref })),
    now: opts.now ?? buildClockFromEnv() ?? (() => new Date()),
  });
  const t1 = performance.now();
  // Written under a hidden staging name, renamed to the release once complete (see publish.ts).
  const staging = stagingDir(layout, ref, buildId);
  let release = staging;
  const snapshotPath = join(layout.snapshots, ref, `${buildId}.json`);
  let published = false;
  try {
    await mkdir(join(layout.snapshots, ref), { recursive: true });
    await writeFile(snapshotPath, JSON.stringify(snapshot));
    // Everything that does not come from rendering goes in first (pictures, serving rules, build ids), so the
    // worker can check the finished release right after rendering it, in parallel with other tenants.
    const droppedLocales = unsupportedLocales(snapshot.data.restaurant); // left out of the pages: the job's warning names them
    await mkdir(release, { recursive: true });
    await linkImagesInto(release, snapshot.images, layout.imageCache);
    let bytes = await writeReleaseData(release, snapshot, buildId, layout.imageCache);
    const target = opts.target ?? publishTargetFromEnv(opts.varDir);
    await seedPageDates(target, ref, release); // the sitemap's dates of the pages that will not change
    const verify = {
      siteOrigin: new URL(snapshot.siteUrl).origin,
      expectedPages: buildRouteTable(snapshot.data).length,
    };
    const t2 = performance.now();
    signal.throwIfAborted();
    // The app is bundled once per code version (cached in var/render); the tenant only renders its pages.
    const rendered = opts.pool
      ? await opts.pool.render(
          { ref, snapshotPath, outDir: release, siteUrl: snapshot.siteUrl, bundleDir, verify },
          signal,
        )
      : await raceAbort(renderAndVerify(snapshot, bundleDir, release, verify), signal);
    const pages = rendered.pages;
    bytes += rendered.bytes;
    const t3 = performance.now();
    // Past this point the release is complete. Publishing the local tree is one rename; to a bucket it is an
    // upload that the signal may stop (the pointer, written last, then stays on the live release).
    signal.throwIfAborted();
    release = await sealRelease(layout, ref, buildId);
    let publishStats: PublishStats | undefined;
    if (opts.publish !== false) {
      const publishTimer = metrics.publishDuration.startTimer();
      publishStats = await target.publish(ref, buildId, release, { signal });
      published = true;
      // The release is live: tidying older ones may fail (a bucket call, a busy disk) without failing this build.
      if (opts.prune !== false)
        await pruneTenant(ref, opts).catch((err: unknown) =>
          opts.log?.(`${ref}: published; pruning older releases failed: ${describeFailure(err)}`),
        );
      publishTimer();
      metrics.pagesWritten.inc(pages);
      metrics.bytesWritten.inc(bytes);
    }
    const t4 = performance.now();
    return {
      referenceId: ref,
      buildId,
      contentId: snapshot.contentId,
      pages,
      images: imageStats,
      droppedLocales,
      release,
      ...(publishStats ? { published: publishStats } : {}),
      ms: { fetch: t1 - t0, prepare: t2 - t1, render: t3 - t2, publish: t4 - t3, total: t4 - t0 },
    };
  } catch (err) {
    // Never the release that went live: an error after the publish leaves it served (and the build failed, so the
    // job is tried again).
    if (!published) {
      await rm(release, { recursive: true, force: true });
      await rm(snapshotPath, { force: true });
    }
    await rm(staging, { recursive: true, force: true });
    if (err instanceof TenantBuildError) throw err;
    if (err instanceof BuildAbortedError)
      throw noteFailureCategory(new TenantBuildError(ref, `${err.message} while rendering its pages`), err);
    const category = err instanceof VerifyError ? 'verify' : undefined; // VerifyError keeps the name "Error"
    throw noteFailureCategory(
      new TenantBuildError(ref, describeFailure(err), isPermanentRenderFailure(err)),
      err,
      category,
    );
  }
}
