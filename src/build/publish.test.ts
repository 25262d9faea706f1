import { expect, test } from 'vitest';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { layoutOf, listReleases, liveBuildId, newBuildId, publishRelease, pruneReleases, releaseDir } from './publish.ts';

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
  const ids = ['20260101T000000Z-aaaaaa', '20260102T000000Z-bbbbbb', '20260103T000000Z-cccccc', '20260104T000000Z-dddddd', '20260105T000000Z-eeeeee'];
  for (const id of ids) makeRelease(layout, 'shop', id, id);
  await publishRelease(layout, 'shop', ids[0]!); // rolled back to the oldest
  const removed = await pruneReleases(layout, 'shop', 2);
  expect(removed).toEqual([ids[1], ids[2]]);
  expect(await listReleases(layout, 'shop')).toEqual([ids[0], ids[3], ids[4]]);
});

test('release paths refuse unsafe referenceIds and build ids', () => {
  const layout = fresh();
  expect(() => releaseDir(layout, '../etc', newBuildId())).toThrow(/Invalid referenceId/);
  expect(() => releaseDir(layout, 'shop', '../../x')).toThrow(/Invalid build id/);
});

test('build ids sort by time', () => {
  expect(newBuildId(new Date('2026-01-01T00:00:00Z')) < newBuildId(new Date('2026-01-02T00:00:00Z'))).toBe(true);
});
