/** The local tree as a publish target: a tenant taken down and brought back. */
import { mkdirSync, mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { layoutOf, releaseDir } from '../build/publish.ts';
import { localTarget } from './local.ts';

test('unpublish removes the served link and keeps the release, so a rollback brings the site back', async () => {
  const layout = layoutOf(mkdtempSync(join(tmpdir(), 'sf-local-target-')));
  const target = localTarget(layout);
  const buildId = '20261129T080000Z-local1';
  const dir = releaseDir(layout, 'iota', buildId);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<h1>iota</h1>');
  await target.publish('iota', buildId, dir);
  expect(await target.live('iota')).toBe(buildId);
  expect(await target.unpublish('iota')).toBe(true);
  expect(await target.live('iota')).toBeNull();
  expect(existsSync(join(layout.www, 'iota'))).toBe(false);
  expect(await target.tenants()).not.toContain('iota');
  expect(await target.releases('iota')).toEqual([buildId]);
  expect(await target.unpublish('iota')).toBe(false);
  await target.rollback('iota', buildId);
  expect(await target.live('iota')).toBe(buildId);
});

test("a build reads a file of the tenant's live release back, null without one", async () => {
  const layout = layoutOf(mkdtempSync(join(tmpdir(), 'sf-local-target-')));
  const target = localTarget(layout);
  expect(await target.readLive('kappa', '_lastmod.json')).toBeNull();
  const buildId = '20261129T080000Z-local2';
  const dir = releaseDir(layout, 'kappa', buildId);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<h1>kappa</h1>');
  writeFileSync(join(dir, '_lastmod.json'), '{}');
  await target.publish('kappa', buildId, dir);
  expect(String(await target.readLive('kappa', '_lastmod.json'))).toBe('{}');
  expect(await target.readLive('kappa', 'missing.json')).toBeNull();
});
