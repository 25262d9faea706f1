/** The local tree as a publish target: the symlink swap of src/build/publish.ts, as before the bucket targets. */
import { existsSync } from 'node:fs';
import { readFile, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  KEEP_RELEASES,
  listReleases,
  liveBuildId,
  publishedTenants,
  publishRelease,
  pruneReleases,
  releaseDir,
  type Layout,
} from '../build/publish.ts';
import { pointerWritten, type PublishTarget } from './publishTarget.ts';

export function localTarget(
  layout: Layout,
  opts: { afterSwitch?: (ref: string, buildId: string) => Promise<void> } = {},
): PublishTarget {
  return {
    kind: 'file',
    description: `file:${layout.www}`,
    async publish(ref, buildId, dir) {
      // The release is already in place: publishing the local tree is the symlink swap alone.
      if (resolve(dir) !== resolve(releaseDir(layout, ref, buildId)))
        throw new Error(`release ${ref}/${buildId} is not in ${layout.releases}`);
      await publishRelease(layout, ref, buildId);
      pointerWritten(ref, buildId);
      await opts.afterSwitch?.(ref, buildId);
      return { objects: 0, bytes: 0, reused: 0 };
    },
    live: (ref) => liveBuildId(layout, ref),
    async readLive(ref, path) {
      // Through the served link: the live release's own file, or null.
      return readFile(join(layout.www, ref, path)).catch(() => null);
    },
    releases: (ref) => listReleases(layout, ref),
    prune: (ref, keep = KEEP_RELEASES) => pruneReleases(layout, ref, keep),
    async rollback(ref, buildId) {
      const all = await listReleases(layout, ref);
      if (!all.includes(buildId) || !existsSync(join(releaseDir(layout, ref, buildId), 'index.html')))
        throw new Error(`${ref}: release ${buildId} is missing or incomplete`);
      await publishRelease(layout, ref, buildId);
      pointerWritten(ref, buildId);
      await opts.afterSwitch?.(ref, buildId);
    },
    tenants: () => publishedTenants(layout),
    async unpublish(ref) {
      if (!(await liveBuildId(layout, ref))) return false;
      // The served link alone, one unlink: a reader gets the site or a 404, the releases stay for a rollback.
      await unlink(join(layout.www, ref));
      pointerWritten(ref, '');
      return true;
    },
  };
}
