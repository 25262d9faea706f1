/**
 * The build a republish job runs, shared by every worker (sqlite or Redis, in `npm start` or `npm run worker`):
 * build and publish the tenant, then refresh the site index. A permanent failure (invalid payload, unknown tenant)
 * is returned rather than thrown, so the queue does not retry it.
 */
import { buildTenant, type BuildTenantOptions } from '../build/buildTenant.ts';
import { isPermanentFailure } from '../build/fetchTenant.ts';
import { layoutOf } from '../build/publish.ts';
import { writeSiteIndex } from '../build/siteIndex.ts';
import { publishTargetFromEnv } from '../publish/target.ts';
import type { BuildFn } from './backend.ts';

/** A BuildFn over `buildTenant` with these options. */
export function tenantBuilder(opts: BuildTenantOptions): BuildFn {
  const layout = layoutOf(opts.varDir);
  return async (ref, { signal } = {}) => {
    try {
      const target = opts.target ?? publishTargetFromEnv(opts.varDir);
      const result = await buildTenant(ref, { ...opts, target, signal });
      // The root files of the local tree (a bucket has no local tree to index). The tenant is live already: an index
      // that fails to write is said, not a failed job (a retry would only build the same release again).
      if (target.kind === 'file')
        await writeSiteIndex(layout, opts.siteUrl).catch((err: unknown) =>
          opts.log?.(`${ref}: live; the site index was not rewritten: ${(err as Error).message}`),
        );
      return { buildId: result.buildId };
    } catch (err) {
      if (isPermanentFailure(err)) return { permanent: true, error: (err as Error).message };
      throw err;
    }
  };
}
