/**
 * A run of many tenants (buildAll): old releases are removed once every tenant is built, not between two builds
 * (buildTenant's `prune`: freed inodes slow file creation on ext4 for ~35 s).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '../../src/lib/api/client.ts';
import { buildAll } from '../../src/build/buildAll.ts';
import { buildTenant } from '../../src/build/buildTenant.ts';
import { KEEP_RELEASES, layoutOf, listReleases, liveBuildId } from '../../src/build/publish.ts';
import { localTarget } from '../../src/publish/local.ts';
import type { PublishTarget } from '../../src/publish/publishTarget.ts';
import { createAstroPool, type AstroPool } from '../../src/build/workerPool.ts';
import { startSampleApi } from '../../sample-api/server.ts';

const varDir = mkdtempSync(join(tmpdir(), 'sf-build-all-'));
const layout = layoutOf(varDir);
const REFS = ['cafe-limmat', 'sofreh'];
let api: Awaited<ReturnType<typeof startSampleApi>>;
let pool: AstroPool;

beforeAll(async () => {
  api = await startSampleApi({ port: 0 });
  pool = createAstroPool({ size: 1 });
});
afterAll(async () => {
  await pool.close();
  await api.close();
});

/** The local tree, with every publish and prune written down in order. */
function recordingTarget(calls: string[]): PublishTarget {
  const target = localTarget(layout);
  return {
    ...target,
    publish: (ref, buildId, dir, opts) => (calls.push(`publish ${ref}`), target.publish(ref, buildId, dir, opts)),
    prune: (ref, keep) => (calls.push(`prune ${ref}`), target.prune(ref, keep)),
  };
}

test('a run publishes every tenant first, then removes their old releases, keeping the newest and the live one', async () => {
  const opts = {
    api: createApiClient({ baseUrl: api.url }),
    apiBaseUrl: api.url,
    siteUrl: 'http://localhost:4399',
    varDir,
    pool,
  };
  // Each tenant already has as many releases as are kept: the run's new one makes one too many.
  for (let i = 0; i < KEEP_RELEASES; i++) for (const ref of REFS) await buildTenant(ref, opts);
  const before = Object.fromEntries(await Promise.all(REFS.map(async (r) => [r, await listReleases(layout, r)])));

  const calls: string[] = [];
  const summary = await buildAll({ ...opts, refs: REFS, target: recordingTarget(calls), log: () => {} });

  expect(summary.failed).toEqual([]);
  // Every publish before any prune; the tenants publish as their builds end (in either order).
  expect(calls.slice(0, 2).sort()).toEqual(['publish cafe-limmat', 'publish sofreh']);
  expect(calls.slice(2).sort()).toEqual(['prune cafe-limmat', 'prune sofreh']);
  for (const { referenceId: ref, buildId } of summary.built) {
    const releases = await listReleases(layout, ref);
    expect(releases).toHaveLength(KEEP_RELEASES);
    expect(releases).not.toContain(before[ref]![0]); // the oldest went
    expect(releases).toContain(buildId);
    expect(await liveBuildId(layout, ref)).toBe(buildId);
  }
});

test('one tenant built alone (a republish) removes its old releases right after its publish', async () => {
  const calls: string[] = [];
  const opts = {
    api: createApiClient({ baseUrl: api.url }),
    apiBaseUrl: api.url,
    siteUrl: 'http://localhost:4399',
    varDir,
    pool,
  };
  await buildTenant('sofreh', { ...opts, target: recordingTarget(calls) });
  expect(calls).toEqual(['publish sofreh', 'prune sofreh']);
  expect(await listReleases(layout, 'sofreh')).toHaveLength(KEEP_RELEASES);
});

test('a prune that fails after the publish leaves the new release served, the build a success', async () => {
  const opts = {
    api: createApiClient({ baseUrl: api.url }),
    apiBaseUrl: api.url,
    siteUrl: 'http://localhost:4399',
    varDir,
    pool,
  };
  const target = localTarget(layout);
  const logged: string[] = [];
  const result = await buildTenant('sofreh', {
    ...opts,
    log: (line) => logged.push(line),
    target: { ...target, prune: () => Promise.reject(new Error('the bucket is busy')) },
  });
  expect(await liveBuildId(layout, 'sofreh')).toBe(result.buildId);
  expect(existsSync(join(layout.www, 'sofreh', 'index.html'))).toBe(true);
  expect(logged.join('\n')).toMatch(/sofreh: published; pruning older releases failed: .*the bucket is busy/);
});
