/**
 * The build a republish job runs, shared by every worker (sqlite or Redis, in `npm start` or `npm run worker`):
 * build and publish the tenant, then refresh the site index. A permanent failure (invalid payload, unknown tenant)
 * is returned rather than thrown, so the queue does not retry it.
 */
import { buildTenant, type BuildTenantOptions } from '../build/buildTenant.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isPermanentFailure, timeZoneWarning } from '../build/fetchTenant.ts';
import type { ImageStats } from '../build/images.ts';
import { layoutOf } from '../build/publish.ts';
import { writeSiteIndex } from '../build/siteIndex.ts';
import { publishTargetFromEnv } from '../publish/target.ts';
import { themeWarning } from '../features/theme/theme.ts';
import type { BuildFn } from './backend.ts';

/**
 * What a published release lacks that its owner should hear of, in words, or null: the pictures left out because
 * they failed to load or decode (the pages render without them, spec §8), the first of them named.
 */
export function leftOutWarning({ leftOut }: Pick<ImageStats, 'leftOut'>): string | null {
  if (leftOut.length === 0) return null;
  const more = leftOut.length - LEFT_OUT_NAMED;
  const named = leftOut.slice(0, LEFT_OUT_NAMED).join('; ') + (more > 0 ? `; and ${more} more` : '');
  return `${leftOut.length} picture${leftOut.length === 1 ? '' : 's'} left out of the pages (could not be loaded): ${named}`;
}

/** Everything a published release lacks, in words (pictures left out, languages left out), or null. */
export function releaseWarning(result: {
  images: Pick<ImageStats, 'leftOut'>;
  droppedLocales: string[];
  /** The business's time zone as the API gave it. */
  timeZone?: unknown;
  /** The business's theme as the API gave it (its colours and font). */
  theme?: Parameters<typeof themeWarning>[0];
}): string | null {
  const parts = [
    timeZoneWarning(result.timeZone),
    themeWarning(result.theme),
    leftOutWarning(result.images),
    result.droppedLocales.length
      ? `languages not supported, left out of the pages: ${result.droppedLocales.join(', ')}`
      : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join('; ') : null;
}

/** How many left-out pictures a warning names. */
const LEFT_OUT_NAMED = 5;

/** A BuildFn over `buildTenant` with these options. */
export function tenantBuilder(opts: BuildTenantOptions): BuildFn {
  const layout = layoutOf(opts.varDir);
  return async (ref, { signal } = {}) => {
    try {
      const target = opts.target ?? publishTargetFromEnv(opts.varDir);
      // Every line of this tenant's build names it (the worker's log holds many tenants).
      const log = opts.log && ((line: string) => opts.log!(`${ref}: ${line}`, { tenant: ref }));
      const result = await buildTenant(ref, { ...opts, target, signal, ...(log ? { log } : {}) });
      // The root files of the local tree (a bucket has no local tree to index). The tenant is live already: an index
      // that fails to write is said, not a failed job (a retry would only build the same release again).
      if (target.kind === 'file')
        await writeSiteIndex(layout, opts.siteUrl).catch((err: unknown) =>
          opts.log?.(`${ref}: live; the site index was not rewritten: ${(err as Error).message}`),
        );
      // The zone and the theme as the API gave them, from the snapshot the release was rendered from.
      const snapshot = join(layout.snapshots, ref, `${result.buildId}.json`);
      const business = (await readFile(snapshot, 'utf8').then(JSON.parse, () => null))?.data?.restaurant;
      const warning = releaseWarning({ ...result, timeZone: business?.time_zone, theme: business });
      return { buildId: result.buildId, ...(warning ? { warning } : {}) };
    } catch (err) {
      if (isPermanentFailure(err)) return { permanent: true, error: (err as Error).message };
      throw err;
    }
  };
}
