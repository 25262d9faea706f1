/**
 * What the bundled server serves, by `PUBLISH_TARGET` (src/publish/target.ts): the local tree, or the bucket
 * through its pointers (src/publish/bucketSource.ts; `POINTER_TTL_MS`, default 2 s, is how long another
 * machine's publish may take to show).
 */
import { layoutOf } from '../build/publish.ts';
import { treeSource, type SiteSource } from '../server/static.ts';
import { bucketSource, DEFAULT_POINTER_TTL_MS } from './bucketSource.ts';
import { s3StoreFromEnv } from './objectStore.ts';
import { parsePublishTarget } from './target.ts';

export function siteSourceFromEnv(varDir: string, env: NodeJS.ProcessEnv = process.env): SiteSource {
  const spec = parsePublishTarget(env.PUBLISH_TARGET);
  if (spec.kind === 'file') return treeSource(layoutOf(varDir));
  const ttl = Number(env.POINTER_TTL_MS);
  return bucketSource(s3StoreFromEnv(spec.bucket, env), {
    prefix: spec.prefix,
    pointerTtlMs: env.POINTER_TTL_MS && Number.isFinite(ttl) && ttl >= 0 ? ttl : DEFAULT_POINTER_TTL_MS,
    siteUrl: env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT ?? 4321}`,
  });
}
