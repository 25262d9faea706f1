/**
 * Publishing a tenant release: the served tree `www/{ref}` is a symlink to `releases/{ref}/{buildId}`, swapped
 * atomically (a new link made beside it, then `rename` over the old one: `ln -sfn` unlinks first and is not
 * atomic). The last few releases are kept so pages already open can still load their hashed assets.
 *
 * A release is written under a hidden staging name (`releases/{ref}/.{buildId}.partial`) and renamed to its
 * build id only once it is complete, so a build killed half-way (SIGKILL, a crash) leaves no directory that
 * counts as a release: counting one made pruning delete the release served just before, under requests still
 * reading it (seen as a 500 in the crash test).
 */
import { mkdir, readdir, readlink, rename, rm, stat, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { assertSafeReferenceId } from '../domain/referenceId.ts';

export const KEEP_RELEASES = 3;

export interface Layout {
  /** The tree a static server or CDN serves: one entry per tenant. */
  www: string;
  releases: string;
  snapshots: string;
  imageCache: string;
}

/** Paths under a var directory. */
export function layoutOf(varDir: string): Layout {
  return {
    www: join(varDir, 'www'),
    releases: join(varDir, 'releases'),
    snapshots: join(varDir, 'snapshots'),
    imageCache: join(varDir, 'cache', 'images'),
  };
}

/** A new build id: sortable UTC time plus randomness. */
export function newBuildId(now = new Date()): string {
  return `${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The release directory of a tenant build (the referenceId is checked before any path is made from it). */
export function releaseDir(layout: Layout, ref: string, buildId: string): string {
  assertSafeReferenceId(ref);
  if (!/^[0-9TZ]+-[a-z0-9]+$/.test(buildId)) throw new Error(`Invalid build id ${JSON.stringify(buildId)}`);
  return join(layout.releases, ref, buildId);
}

/** Where a release is written before it is complete (hidden from listReleases, so never pruned as a release). */
export function stagingDir(layout: Layout, ref: string, buildId: string): string {
  return join(dirname(releaseDir(layout, ref, buildId)), `.${buildId}.partial`);
}

/** Makes a complete staged build a release (one rename), and returns its directory. */
export async function sealRelease(layout: Layout, ref: string, buildId: string): Promise<string> {
  const release = releaseDir(layout, ref, buildId);
  await rename(stagingDir(layout, ref, buildId), release);
  return release;
}

/** A staging directory untouched this long was left by a build that died (a build takes seconds to minutes). */
export const ABANDONED_STAGING_MS = 60 * 60 * 1000;

/** The build id currently served for a tenant, or null. */
export async function liveBuildId(layout: Layout, ref: string): Promise<string | null> {
  assertSafeReferenceId(ref);
  try {
    return (await readlink(join(layout.www, ref))).split('/').pop() ?? null;
  } catch {
    return null;
  }
}

/** Makes a release live with one atomic rename. */
export async function publishRelease(layout: Layout, ref: string, buildId: string): Promise<void> {
  const target = releaseDir(layout, ref, buildId);
  if (!existsSync(target)) throw new Error(`release ${ref}/${buildId} does not exist`);
  await mkdir(layout.www, { recursive: true });
  const live = join(layout.www, ref);
  const tmp = join(layout.www, `.${ref}.${process.pid}.${Math.random().toString(36).slice(2)}`);
  await symlink(relative(dirname(live), target), tmp);
  await rename(tmp, live);
}

/** The releases of a tenant, oldest first. */
export async function listReleases(layout: Layout, ref: string): Promise<string[]> {
  assertSafeReferenceId(ref);
  try {
    return (await readdir(join(layout.releases, ref))).filter((d) => !d.startsWith('.')).sort();
  } catch {
    return [];
  }
}

/**
 * Removes all but the newest `keep` releases, never the live one, and the staging directories of builds that
 * died more than ABANDONED_STAGING_MS before `now` (a build running now keeps touching its own).
 */
export async function pruneReleases(
  layout: Layout,
  ref: string,
  keep = KEEP_RELEASES,
  now = Date.now(),
): Promise<string[]> {
  const live = await liveBuildId(layout, ref);
  const all = await listReleases(layout, ref);
  const doomed = all.slice(0, Math.max(0, all.length - keep)).filter((id) => id !== live);
  for (const id of doomed) await rm(releaseDir(layout, ref, id), { recursive: true, force: true });
  const dir = join(layout.releases, ref);
  const staged = (await readdir(dir).catch(() => [] as string[])).filter((d) => /^\..+\.partial$/.test(d));
  for (const name of staged) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (info && now - info.mtimeMs > ABANDONED_STAGING_MS) await rm(join(dir, name), { recursive: true, force: true });
  }
  // A build's snapshot (the payload its worker rendered) goes with its release; one of a build that never became a
  // release (failed, or killed) once it is as old as an abandoned staging directory. Disk does not grow per build.
  const kept = new Set(all.filter((id) => !doomed.includes(id)));
  const snapshots = join(layout.snapshots, ref);
  for (const name of await readdir(snapshots).catch(() => [] as string[])) {
    const id = name.replace(/\.json$/, '');
    if (kept.has(id)) continue;
    const info = doomed.includes(id) ? null : await stat(join(snapshots, name)).catch(() => null);
    if (doomed.includes(id) || (info && now - info.mtimeMs > ABANDONED_STAGING_MS))
      await rm(join(snapshots, name), { force: true });
  }
  return doomed;
}

/** The tenants currently served. */
export async function publishedTenants(layout: Layout): Promise<string[]> {
  try {
    return (await readdir(layout.www, { withFileTypes: true }))
      .filter((d) => d.isSymbolicLink() && !d.name.startsWith('.'))
      .map((d) => d.name)
      .sort();
  } catch {
    return [];
  }
}
