/**
 * Publishing to an S3-compatible bucket (layout and the reasons for it in src/publish/manifest.ts).
 *
 * A publish, in this order (each step only starts when the one before has fully succeeded):
 * 1. hash every file of the local release (sha256: releaseFiles.ts);
 * 2. upload each blob the bucket lacks: a blob the live manifest of this tenant names is known to be stored
 *    (no request); any other is asked with a HEAD (shared assets and pictures of other tenants) and PUT only if
 *    missing — so a second publish of an unchanged tenant uploads no blob, and a one-item edit only its pages;
 * 3. write the release manifest `releases/{ref}/{buildId}.json`: it exists only once all its blobs do, so every
 *    listed release is complete;
 * 4. write the pointer `live/{ref}.json` last: one PUT of a small object, atomic on S3 (a reader gets the old or
 *    the new object whole), so readers see the old release or the new one, never a mix.
 * A worker killed anywhere before 4 leaves the pointer on the previous complete release (its stray blobs are
 * harmless). Pruning deletes old manifests only: blobs are shared across releases and tenants.
 *
 * Blobs no manifest names any more (pruned releases, killed uploads) are deleted by `sweep(graceMs)` (the
 * operator's `npm run republish -- sweep`), safely while publishes run, by an age rule on both sides:
 * - a publish trusts a stored blob found by HEAD only if it is younger than half the grace; an older one is
 *   uploaded again, which makes it young (so a blob a publish relies on is younger than grace/2 when it decides);
 * - a sweep lists every manifest first, at T, and deletes only unnamed blobs last modified before T − grace.
 * A blob a publish decided to reuse at t0 has lastModified > t0 − grace/2; deleting it needs lastModified <
 * T − grace, so T > t0 + grace/2: that publish wrote its manifest long before T (a publish takes seconds; the
 * grace is days), the sweep saw it, and the blob is named. Blobs of the live manifest a publish starts from are
 * named by that manifest, which only a later publish of the same tenant prunes (tenants publish one at a time).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { KEEP_RELEASES } from '../build/publish.ts';
import { eachLimited } from './eachLimited.ts';
import {
  blobKey,
  isBuildId,
  MANIFEST_CACHE,
  MANIFEST_FORMAT,
  manifestKey,
  parseManifest,
  parsePointer,
  POINTER_CACHE,
  pointerKey,
  releasesPrefix,
  type LivePointer,
  type ReleaseManifest,
} from './manifest.ts';
import type { ObjectStore } from './objectStore.ts';
import { readReleaseFiles } from './releaseFiles.ts';
import { pointerWritten, type PublishStats, type PublishTarget } from './publishTarget.ts';

export interface S3TargetOptions {
  /** Key prefix inside the bucket (`''` or `a/b/`). */
  prefix?: string;
  description?: string;
  /** Uploads at once (default 16). */
  concurrency?: number;
  /** Called after the pointer is written (the CDN purge, src/publish/purge.ts). */
  afterSwitch?: (ref: string, buildId: string) => Promise<void>;
  /** Clock of the pointer's publishedAt and of the blob age rule (see the top of this file). */
  now?: () => Date;
  /** The sweep's grace (default SWEEP_GRACE_MS): a stored blob older than half of it is uploaded again. */
  graceMs?: number;
}

/** A week: a blob no manifest names is deleted a week after it was last written. */
export const SWEEP_GRACE_MS = 7 * 24 * 3600_000;

/** A publish target on an ObjectStore. */
export function s3Target(
  store: ObjectStore,
  opts: S3TargetOptions = {},
): PublishTarget & {
  manifest(ref: string, buildId: string): Promise<ReleaseManifest | null>;
  sweep(graceMs?: number): Promise<{ deleted: number; kept: number }>;
} {
  const graceMs = opts.graceMs ?? SWEEP_GRACE_MS;
  const prefix = opts.prefix ?? '';
  const key = (k: string) => `${prefix}${k}`;
  const concurrency = opts.concurrency ?? 16;
  const now = opts.now ?? (() => new Date());

  async function readPointer(ref: string): Promise<LivePointer | null> {
    const body = await store.get(key(pointerKey(ref)));
    return body ? parsePointer(Buffer.from(body).toString('utf8'), ref) : null;
  }

  async function readManifest(ref: string, buildId: string): Promise<ReleaseManifest | null> {
    const body = await store.get(key(manifestKey(ref, buildId)));
    return body ? parseManifest(Buffer.from(body).toString('utf8'), ref, buildId) : null;
  }

  async function writePointer(ref: string, buildId: string): Promise<number> {
    const pointer: LivePointer = {
      format: MANIFEST_FORMAT,
      referenceId: ref,
      buildId,
      publishedAt: now().toISOString(),
    };
    const body = Buffer.from(JSON.stringify(pointer));
    await store.put(key(pointerKey(ref)), body, {
      contentType: 'application/json; charset=utf-8',
      cacheControl: POINTER_CACHE,
    });
    pointerWritten(ref, buildId);
    await opts.afterSwitch?.(ref, buildId);
    return body.length;
  }

  async function releases(ref: string): Promise<string[]> {
    const p = key(releasesPrefix(ref));
    return (await store.list(p))
      .map((k) => k.slice(p.length))
      .filter((name) => name.endsWith('.json') && isBuildId(name.slice(0, -5)))
      .map((name) => name.slice(0, -5))
      .sort();
  }

  return {
    kind: 's3',
    description: opts.description ?? `bucket${prefix ? ` /${prefix}` : ''}`,
    manifest: readManifest,

    async publish(ref, buildId, dir, { signal } = {}) {
      const { files, bodies, redirects, headers, businessName, domain } = await readReleaseFiles(dir, signal);
      const stats: PublishStats = { objects: 0, bytes: 0, reused: 0 };
      const uploaded = new Set<string>();
      const live = await readPointer(ref);
      const known = new Set(
        Object.values((live && (await readManifest(ref, live.buildId)))?.files ?? {}).map((f) => f.blob),
      );
      await eachLimited(
        [...bodies],
        concurrency,
        async ([blob, { path, put }]) => {
          if (known.has(blob)) return;
          const stored = await store.modified(key(blobKey(blob)));
          if (stored && now().getTime() - stored.getTime() < graceMs / 2) return;
          const bytes = await readFile(path);
          // A blob key always holds the bytes of its hash: checked again after the read, in case the file changed.
          if (createHash('sha256').update(bytes).digest('hex') !== blob)
            throw new Error(`${path} changed while publishing`);
          await store.put(key(blobKey(blob)), bytes, put);
          uploaded.add(blob);
          stats.objects++;
          stats.bytes += bytes.length;
        },
        signal,
      );
      stats.reused = Object.values(files).filter((f) => !uploaded.has(f.blob)).length;
      const manifest: ReleaseManifest = {
        format: MANIFEST_FORMAT,
        referenceId: ref,
        buildId,
        ...(businessName ? { businessName } : {}),
        ...(domain ? { domain } : {}),
        files: Object.fromEntries(
          Object.keys(files)
            .sort()
            .map((n) => [n, files[n]!]),
        ),
        redirects,
        headers,
      };
      const body = Buffer.from(JSON.stringify(manifest));
      signal?.throwIfAborted();
      await store.put(key(manifestKey(ref, buildId)), body, {
        contentType: 'application/json; charset=utf-8',
        cacheControl: MANIFEST_CACHE,
      });
      stats.objects++;
      stats.bytes += body.length;
      signal?.throwIfAborted();
      stats.bytes += await writePointer(ref, buildId);
      stats.objects++;
      return stats;
    },

    async live(ref) {
      return (await readPointer(ref))?.buildId ?? null;
    },

    async readLive(ref, path) {
      const live = (await readPointer(ref))?.buildId;
      const file = live ? (await readManifest(ref, live))?.files[path] : undefined;
      // A precompressed copy is no file's own bytes: only a plain one is read back.
      if (!file || file.encoding) return null;
      const body = await store.get(key(blobKey(file.blob)));
      return body ? Buffer.from(body) : null;
    },

    releases,

    async prune(ref, keep = KEEP_RELEASES) {
      const live = (await readPointer(ref))?.buildId;
      const all = await releases(ref);
      const doomed = all.slice(0, Math.max(0, all.length - keep)).filter((id) => id !== live);
      await store.delete(doomed.map((id) => key(manifestKey(ref, id))));
      return doomed;
    },

    async rollback(ref, buildId) {
      const manifest = isBuildId(buildId) ? await readManifest(ref, buildId) : null;
      if (!manifest) throw new Error(`${ref}: release ${buildId} is missing or incomplete`);
      const blobs = [...new Set(Object.values(manifest.files).map((f) => f.blob))];
      const missing: string[] = [];
      await eachLimited(blobs, concurrency, async (b) => {
        if (!(await store.exists(key(blobKey(b))))) missing.push(b);
      });
      if (missing.length) throw new Error(`${ref}: release ${buildId} is incomplete (${missing.length} files missing)`);
      await writePointer(ref, buildId);
    },

    async sweep(grace = graceMs) {
      const t = now().getTime();
      const named = new Set<string>();
      const p = key('releases/');
      for (const k of await store.list(p)) {
        const m = /^([^/]+)\/([^/]+)\.json$/.exec(k.slice(p.length));
        // Not a key this code writes (a manifest is named by a reference id and a build id): not a manifest.
        if (!m || !isBuildId(m[2]) || !/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(m[1]!)) continue;
        // A manifest that cannot be read stops the sweep: its blobs would look unnamed.
        const manifest = await readManifest(m[1]!, m[2]!);
        if (!manifest) throw new Error(`sweep stopped: ${k} is not a readable manifest`);
        for (const f of Object.values(manifest.files)) named.add(key(blobKey(f.blob)));
      }
      const blobs = await store.listModified(key('blobs/'));
      const doomed = blobs.filter((b) => !named.has(b.key) && b.modified.getTime() < t - grace).map((b) => b.key);
      await store.delete(doomed);
      return { deleted: doomed.length, kept: blobs.length - doomed.length };
    },

    async unpublish(ref) {
      if (!(await readPointer(ref))) return false;
      // The pointer alone: the manifests and blobs stay for a rollback (and a sweep once no kept release names them).
      await store.delete([key(pointerKey(ref))]);
      pointerWritten(ref, '');
      return true;
    },

    async tenants() {
      const p = key('live/');
      return (await store.list(p))
        .map((k) => k.slice(p.length))
        .filter((n) => n.endsWith('.json'))
        .map((n) => n.slice(0, -5))
        .sort();
    },
  };
}
