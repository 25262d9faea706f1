/**
 * One tenant, end to end: fetch and validate → snapshot → a fresh release directory with the pictures and serving
 * rules → render its pages from the app bundle (bundled once per code version) and verify them, in a worker →
 * atomic publish → prune old releases. Any failure before the publish
 * step leaves the live release untouched (the half-built release is removed).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiClient } from '../lib/api/client.ts';
import { businessLocales } from '../domain/locale.ts';
import { routeTypesOf } from '../domain/sellingType.ts';
import { buildRouteTable } from '../features/routes/routeTable.ts';
import { formatHeaders, formatRedirects, headerRules, redirectRules } from './cdnRules.ts';
import { fetchTenant, TenantBuildError, describeFailure } from './fetchTenant.ts';
import { linkImagesInto, type ImageStats } from './images.ts';
import { layoutOf, newBuildId, publishRelease, pruneReleases, releaseDir } from './publish.ts';
import type { AstroPool } from './workerPool.ts';
import { ensureBundle } from './render/bundle.ts';
import { renderAndVerify } from './render/renderTenant.ts';

export { PROJECT_ROOT } from './render/bundle.ts';

export interface BuildTenantOptions {
  api: ApiClient;
  apiBaseUrl: string;
  siteUrl: string;
  varDir: string;
  redirectAllowlist?: string[];
  log?: (msg: string) => void;
  /** Builds without publishing (tests, dry runs). */
  publish?: boolean;
  /** Build worker pool; without one, the pages are rendered in this process. */
  pool?: AstroPool;
}

export interface TenantBuildResult {
  referenceId: string;
  buildId: string;
  pages: number;
  images: ImageStats;
  release: string;
  /** render: rendering, verifying and publishing. */
  ms: { fetch: number; prepare: number; render: number; total: number };
}

/** Builds (and by default publishes) one tenant. Throws TenantBuildError; the live site stays as it was. */
export async function buildTenant(ref: string, opts: BuildTenantOptions): Promise<TenantBuildResult> {
  const t0 = performance.now();
  const layout = layoutOf(opts.varDir);
  const buildId = newBuildId();
  const { snapshot, imageStats } = await fetchTenant(ref, {
    api: opts.api,
    apiBaseUrl: opts.apiBaseUrl,
    siteUrl: opts.siteUrl,
    buildId,
    imageCacheDir: layout.imageCache,
    redirectAllowlist: opts.redirectAllowlist,
    log: opts.log,
  });
  const t1 = performance.now();
  const release = releaseDir(layout, ref, buildId);
  const snapshotPath = join(layout.snapshots, ref, `${buildId}.json`);
  try {
    await mkdir(join(layout.snapshots, ref), { recursive: true });
    await writeFile(snapshotPath, JSON.stringify(snapshot));
    // Everything that does not come from rendering goes in first (pictures, serving rules, build ids), so the
    // worker can check the finished release right after rendering it, in parallel with other tenants.
    const business = snapshot.data.restaurant;
    const locales = businessLocales(business);
    const types = routeTypesOf(business);
    await mkdir(release, { recursive: true });
    await linkImagesInto(release, snapshot.images, layout.imageCache);
    await writeFile(join(release, '_redirects'), formatRedirects(redirectRules(ref, locales, locales[0] ?? 'en', types.length === 1 ? types[0] : undefined)));
    await writeFile(join(release, '_headers'), formatHeaders(headerRules(ref)));
    await writeFile(
      join(release, 'build.json'),
      JSON.stringify({ referenceId: ref, buildId, fetchedAt: snapshot.fetchedAt, businessName: business.business_name, locales }),
    );
    // New-build awareness (spec §4, §7): open pages poll builds/latest.json and compare with their own id.
    await mkdir(join(release, 'builds'), { recursive: true });
    await writeFile(join(release, 'builds', 'latest.json'), JSON.stringify({ id: buildId }));
    await writeFile(join(release, 'builds', `${buildId}.json`), JSON.stringify({ id: buildId, referenceId: ref, fetchedAt: snapshot.fetchedAt }));
    const verify = { siteOrigin: new URL(opts.siteUrl).origin, expectedPages: buildRouteTable(snapshot.data).length };
    const t2 = performance.now();
    // The app is bundled once per code version (cached in var/render); the tenant only renders its pages.
    const bundleDir = await ensureBundle({ log: opts.log });
    const pages = opts.pool
      ? await opts.pool.build({ ref, snapshotPath, outDir: release, siteUrl: opts.siteUrl, bundleDir, verify })
      : await renderAndVerify(snapshot, bundleDir, release, verify);
    if (opts.publish !== false) {
      await publishRelease(layout, ref, buildId);
      await pruneReleases(layout, ref);
    }
    const t3 = performance.now();
    return {
      referenceId: ref,
      buildId,
      pages,
      images: imageStats,
      release,
      ms: { fetch: t1 - t0, prepare: t2 - t1, render: t3 - t2, total: t3 - t0 },
    };
  } catch (err) {
    await rm(release, { recursive: true, force: true });
    if (err instanceof TenantBuildError) throw err;
    throw new TenantBuildError(ref, describeFailure(err));
  }
}
