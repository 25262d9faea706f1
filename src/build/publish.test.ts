import { expect, test } from 'vitest';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ABANDONED_STAGING_MS,
  layoutOf,
  listReleases,
  liveBuildId,
  newBuildId,
  publishRelease,
  pruneReleases,
  releaseDir,
  sealRelease,
  stagingDir,
} from './publish.ts';

const fresh = () => layoutOf(mkdtempSync(join(tmpdir(), 'sf-publish-')));
function makeRelease(layout: ReturnType<typeof layoutOf>, ref: string, id: string, body: string) {
  const dir = releaseDir(layout, ref, id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), body);
}

test('publishing swaps the served link to the new release in one rename', async () => {
  const layout = fresh();
  makeRelease(layout, 'shop', '20260101T000000Z-aaaaaa', 'old');
  makeRelease(layout, 'shop', '20260102T000000Z-bbbbbb', 'new');
  await publishRelease(layout, 'shop', '20260101T000000Z-aaaaaa');
  expect(readFileSync(join(layout.www, 'shop', 'index.html'), 'utf8')).toBe('old');
  await publishRelease(layout, 'shop', '20260102T000000Z-bbbbbb');
  expect(readFileSync(join(layout.www, 'shop', 'index.html'), 'utf8')).toBe('new');
  expect(lstatSync(join(layout.www, 'shop')).isSymbolicLink()).toBe(true);
  expect(await liveBuildId(layout, 'shop')).toBe('20260102T000000Z-bbbbbb');
});

test('publishing a release that does not exist fails and leaves the live one', async () => {
  const layout = fresh();
  makeRelease(layout, 'shop', '20260101T000000Z-aaaaaa', 'old');
  await publishRelease(layout, 'shop', '20260101T000000Z-aaaaaa');
  await expect(publishRelease(layout, 'shop', '20260103T000000Z-cccccc')).rejects.toThrow(/does not exist/);
  expect(readFileSync(join(layout.www, 'shop', 'index.html'), 'utf8')).toBe('old');
});

test('pruning keeps the newest releases and never the live one', async () => {
  const layout = fresh();
  const ids = [
    '20260101T000000Z-aaaaaa',
    '20260102T000000Z-bbbbbb',
    '20260103T000000Z-cccccc',
    '20260104T000000Z-dddddd',
    '20260105T000000Z-eeeeee',
  ];
  for (const id of ids) makeRelease(layout, 'shop', id, id);
  await publishRelease(layout, 'shop', ids[0]!); // rolled back to the oldest
  const removed = await pruneReleases(layout, 'shop', 2);
  expect(removed).toEqual([ids[1], ids[2]]);
  expect(await listReleases(layout, 'shop')).toEqual([ids[0], ids[3], ids[4]]);
});

test('a build killed before it completes leaves no release, so pruning keeps the release served before', async () => {
  const layout = fresh();
  const [a, b, c, d] = [
    '20260101T000000Z-aaaaaa',
    '20260102T000000Z-bbbbbb',
    '20260103T000000Z-cccccc',
    '20260104T000000Z-dddddd',
  ];
  makeRelease(layout, 'shop', a, 'a');
  await publishRelease(layout, 'shop', a);
  // Two builds die half-way (staged, never sealed); the third completes and goes live.
  for (const dead of [b, c]) mkdirSync(stagingDir(layout, 'shop', dead), { recursive: true });
  mkdirSync(stagingDir(layout, 'shop', d), { recursive: true });
  writeFileSync(join(stagingDir(layout, 'shop', d), 'index.html'), 'd');
  await sealRelease(layout, 'shop', d);
  await publishRelease(layout, 'shop', d);
  expect(await pruneReleases(layout, 'shop', 2)).toEqual([]);
  expect(await listReleases(layout, 'shop')).toEqual([a, d]); // the page a reader opened a moment ago is still there
});

test('pruning removes the staging left by a dead build only once it is an hour old', async () => {
  const layout = fresh();
  const dead = '20260101T000000Z-aaaaaa';
  mkdirSync(stagingDir(layout, 'shop', dead), { recursive: true });
  const born = Date.now();
  await pruneReleases(layout, 'shop', 3, born + 60_000); // a build still running keeps its staging
  expect(existsSync(stagingDir(layout, 'shop', dead))).toBe(true);
  await pruneReleases(layout, 'shop', 3, born + ABANDONED_STAGING_MS + 60_000);
  expect(existsSync(stagingDir(layout, 'shop', dead))).toBe(false);
});

test("a build's snapshot goes with its release; a failed build's once it is an hour old", async () => {
  const layout = fresh();
  const ids = ['20260101T000000Z-aaaaaa', '20260102T000000Z-bbbbbb', '20260103T000000Z-cccccc'];
  for (const id of ids) makeRelease(layout, 'shop', id, id);
  await publishRelease(layout, 'shop', ids[2]!);
  const snapshot = (id: string) => join(layout.snapshots, 'shop', `${id}.json`);
  mkdirSync(join(layout.snapshots, 'shop'), { recursive: true });
  const failed = '20260104T000000Z-dddddd';
  for (const id of [...ids, failed]) writeFileSync(snapshot(id), '{}');
  const now = Date.now();
  expect(await pruneReleases(layout, 'shop', 2, now + 60_000)).toEqual([ids[0]]);
  expect([...ids, failed].map((id) => existsSync(snapshot(id)))).toEqual([false, true, true, true]);
  await pruneReleases(layout, 'shop', 2, now + ABANDONED_STAGING_MS + 60_000);
  expect([...ids, failed].map((id) => existsSync(snapshot(id)))).toEqual([false, true, true, false]);
});

test('release paths refuse unsafe referenceIds and build ids', () => {
  const layout = fresh();
  expect(() => releaseDir(layout, '../etc', newBuildId())).toThrow(/Invalid referenceId/);
  expect(() => releaseDir(layout, 'shop', '../../x')).toThrow(/Invalid build id/);
});

test('build ids sort by time', () => {
  expect(newBuildId(new Date('2026-01-01T00:00:00Z')) < newBuildId(new Date('2026-01-02T00:00:00Z'))).toBe(true);
});
