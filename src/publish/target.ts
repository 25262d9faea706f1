/**
 * Where releases are published, chosen by `PUBLISH_TARGET`:
 * - unset or `file:` → the local tree, as before: `var/releases/{ref}/{buildId}` made live by swapping the
 *   `var/www/{ref}` symlink (src/publish/local.ts over src/build/publish.ts);
 * - `s3://bucket/prefix` → an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), content-addressed, the
 *   per-tenant pointer written last (src/publish/s3.ts, layout in src/publish/manifest.ts). The connection comes
 *   from the usual AWS variables: `AWS_REGION`, `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, plus `S3_ENDPOINT`
 *   (R2, MinIO; unset for AWS) and `S3_FORCE_PATH_STYLE` (`1` for MinIO and most local servers).
 * Either way the release is first built complete in the local `var/releases`; the target only makes it live.
 */
import { layoutOf } from '../build/publish.ts';
import { localTarget } from './local.ts';
import { s3StoreFromEnv } from './objectStore.ts';
import { s3Target } from './s3.ts';
import { purgeConfigFromEnv, purgeTenant } from './purge.ts';
import type { PublishTarget } from './publishTarget.ts';

export { onPointerWritten, pointerWritten, type PublishStats, type PublishTarget } from './publishTarget.ts';

export type TargetSpec = { kind: 'file' } | { kind: 's3'; bucket: string; prefix: string };

/** Parses `PUBLISH_TARGET` (throws naming the value when it is neither `file:` nor `s3://bucket[/prefix]`). */
export function parsePublishTarget(value: string | undefined): TargetSpec {
  const v = (value ?? '').trim();
  if (!v || v === 'file:' || v === 'file://') return { kind: 'file' };
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/.*)?$/.exec(v);
  if (!m) throw new Error(`PUBLISH_TARGET ${JSON.stringify(v)} is neither "file:" nor "s3://bucket/prefix"`);
  const parts = (m[2] ?? '').split('/').filter(Boolean);
  if (parts.some((p) => p === '.' || p === '..' || !/^[A-Za-z0-9._-]+$/.test(p)))
    throw new Error(`PUBLISH_TARGET ${JSON.stringify(v)}: the prefix may hold only letters, digits, ".", "_", "-"`);
  return { kind: 's3', bucket: m[1]!, prefix: parts.length ? `${parts.join('/')}/` : '' };
}

// One target (and so one S3 client and its connection pool) per configuration, not one per build.
const targets = new Map<string, PublishTarget>();

/** The target the environment names; the local tree of `varDir` by default. */
export function publishTargetFromEnv(varDir: string, env: NodeJS.ProcessEnv = process.env): PublishTarget {
  const key = JSON.stringify([
    varDir,
    ...[
      'PUBLISH_TARGET',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
      'AWS_REGION',
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
    ]
      .concat(['CDN_PURGE_URL', 'CDN_PURGE_TOKEN', 'PUBLIC_SITE_URL', 'TENANT_DOMAINS'])
      .map((name) => env[name] ?? ''),
  ]);
  let target = targets.get(key);
  if (!target) targets.set(key, (target = makeTarget(varDir, env)));
  return target;
}

function makeTarget(varDir: string, env: NodeJS.ProcessEnv): PublishTarget {
  const spec = parsePublishTarget(env.PUBLISH_TARGET);
  const purge = purgeConfigFromEnv(env);
  const afterSwitch = purge ? async (ref: string) => void (await purgeTenant(purge, ref)) : undefined;
  if (spec.kind === 'file') return localTarget(layoutOf(varDir), { afterSwitch });
  return s3Target(s3StoreFromEnv(spec.bucket, env), {
    prefix: spec.prefix,
    description: `s3://${spec.bucket}/${spec.prefix}`,
    afterSwitch,
  });
}
