/**
 * The bucket publish target against a real S3-compatible server (s3rver on loopback): content addressing, the
 * pointer written last, rollback, pruning, a failed upload. The bundled server over the bucket is in
 * bucketSource.test.ts, the edge worker in tests/build/edge-worker.test.ts.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { layoutOf, releaseDir } from '../build/publish.ts';
import { blobKey, BLOB_CACHE, manifestKey, parseManifest, pointerKey, POINTER_CACHE } from './manifest.ts';
import type { ObjectStore } from './objectStore.ts';
import { s3Target, SWEEP_GRACE_MS } from './s3.ts';
import { countingStore, S3RVER_CREDENTIALS, startLocalS3, type LocalS3 } from './testing/s3Server.ts';
import { parsePublishTarget, publishTargetFromEnv } from './target.ts';

const layout = layoutOf(mkdtempSync(join(tmpdir(), 'sf-s3-target-')));
let s3: LocalS3;
let n = 0;

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
});

/** A fresh sortable build id per call (the tests order releases by it). */
const nextBuildId = () => `20261125T0000${String(n++).padStart(2, '0')}Z-test${n}`;

/** Writes a release of `ref` with the given files (plus the host files every release has). */
function release(ref: string, files: Record<string, string>, buildId = nextBuildId()) {
  const dir = releaseDir(layout, ref, buildId);
  const all: Record<string, string> = {
    _redirects: `/${ref}/order/* /${ref}/order/_ 200\n`,
    _headers: `/${ref}/*\n  Cache-Control: public, max-age=60\n`,
    'build.json': JSON.stringify({ businessName: `The ${ref}` }),
    ...files,
  };
  for (const [name, body] of Object.entries(all)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return { buildId, dir };
}

const site = (extra: Record<string, string> = {}) => ({
  'index.html': '<h1>landing</h1>',
  'delivery.html': '<h1>menu</h1>',
  'delivery/12.html': '<h1>category</h1>',
  '404.html': '<h1>not found</h1>',
  '_astro/app.abc123.js': 'console.log("app")',
  '_img/logo.w320.webp': 'RIFF-logo',
  ...extra,
});

const text = (b: Uint8Array | null) => (b ? Buffer.from(b).toString('utf8') : null);

test('PUBLISH_TARGET is the local tree by default and a bucket with an optional prefix; anything else is refused', () => {
  expect(parsePublishTarget(undefined)).toEqual({ kind: 'file' });
  expect(parsePublishTarget('file:')).toEqual({ kind: 'file' });
  expect(parsePublishTarget('s3://menus')).toEqual({ kind: 's3', bucket: 'menus', prefix: '' });
  expect(parsePublishTarget('s3://menus/prod/eu/')).toEqual({ kind: 's3', bucket: 'menus', prefix: 'prod/eu/' });
  for (const bad of ['s3://', 's3://a', 'http://x', 's3://menus/../x', 's3://menus/a b', 'S3://Menus'])
    expect(() => parsePublishTarget(bad), bad).toThrow(/PUBLISH_TARGET/);
});

test('a publish stores each file once under its content hash, then the manifest, then the pointer last', async () => {
  const { store, puts } = countingStore(s3.store);
  const target = s3Target(store);
  const r = release('alpha', site());
  const stats = await target.publish('alpha', r.buildId, r.dir);
  // 6 files, 6 distinct contents; _redirects, _headers and build.json go into the manifest, not into blobs.
  expect(puts.filter((k) => k.startsWith('blobs/'))).toHaveLength(6);
  expect(puts.at(-2)).toBe(manifestKey('alpha', r.buildId));
  expect(puts.at(-1)).toBe(pointerKey('alpha'));
  expect(stats.objects).toBe(8);
  expect(await target.live('alpha')).toBe(r.buildId);
  const manifest = parseManifest(text(await s3.store.get(manifestKey('alpha', r.buildId)))!, 'alpha', r.buildId)!;
  expect(Object.keys(manifest.files).sort()).toEqual(Object.keys(site()).sort());
  expect(manifest.files['delivery.html']!.type).toBe('text/html; charset=utf-8');
  expect(manifest.businessName).toBe('The alpha');
  expect(manifest.redirects).toContain('/alpha/order/*');
  expect(text(await s3.store.get(blobKey(manifest.files['delivery/12.html']!.blob)))).toBe('<h1>category</h1>');
});

test('every object carries its Content-Type and Cache-Control: blobs immutable, the pointer revalidated', async () => {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  const target = s3Target(s3.store);
  const r = release('headers', site());
  await target.publish('headers', r.buildId, r.dir);
  const m = (await target.manifest('headers', r.buildId))!;
  const head = (Key: string) => client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key }));
  const js = await head(blobKey(m.files['_astro/app.abc123.js']!.blob));
  expect(js.ContentType).toBe('text/javascript; charset=utf-8');
  expect(js.CacheControl).toBe(BLOB_CACHE);
  expect((await head(blobKey(m.files['_img/logo.w320.webp']!.blob))).ContentType).toBe('image/webp');
  const pointer = await head(pointerKey('headers'));
  expect(pointer.CacheControl).toBe(POINTER_CACHE);
  expect(pointer.ContentType).toMatch(/application\/json/);
  client.destroy();
});

test('a second publish of an unchanged tenant uploads no blob, a one-item edit only the changed files', async () => {
  const { store, puts } = countingStore(s3.store);
  const target = s3Target(store);
  const first = release('beta', site());
  await target.publish('beta', first.buildId, first.dir);
  puts.length = 0;
  const same = release('beta', site());
  const stats = await target.publish('beta', same.buildId, same.dir);
  expect(puts).toEqual([manifestKey('beta', same.buildId), pointerKey('beta')]);
  expect(stats.reused).toBe(6);
  puts.length = 0;
  const edited = release('beta', site({ 'delivery/12.html': '<h1>category, edited</h1>' }));
  await target.publish('beta', edited.buildId, edited.dir);
  expect(puts.filter((k) => k.startsWith('blobs/'))).toHaveLength(1);
  expect(puts).toHaveLength(3);
});

test("another tenant's release reuses the blobs already stored (shared assets are not uploaded again)", async () => {
  const { store, puts } = countingStore(s3.store);
  const target = s3Target(store);
  const r = release('gamma', site({ 'index.html': '<h1>gamma</h1>' }));
  await target.publish('gamma', r.buildId, r.dir);
  // Only the landing differs from the earlier tenants' releases.
  expect(puts.filter((k) => k.startsWith('blobs/'))).toHaveLength(1);
});

test('a reader polling during a publish only ever sees a complete release (old or new, never a mix)', async () => {
  const target = s3Target(s3.store, { concurrency: 1 });
  const old = release('delta', site());
  await target.publish('delta', old.buildId, old.dir);
  const pages: Record<string, string> = {};
  for (let i = 0; i < 30; i++) pages[`delivery/${i}.html`] = `<h1>new ${i}</h1>`;
  const next = release('delta', site(pages));
  const seen = new Set<string>();
  let done = false;
  const reader = (async () => {
    while (!done) {
      const live = (await target.live('delta'))!;
      seen.add(live);
      const m = (await target.manifest('delta', live))!;
      expect(m, live).not.toBeNull();
      for (const f of Object.values(m.files)) expect(await s3.store.exists(blobKey(f.blob))).toBe(true);
    }
  })();
  await target.publish('delta', next.buildId, next.dir);
  done = true;
  await reader;
  expect([...seen].every((id) => id === old.buildId || id === next.buildId)).toBe(true);
  expect(await target.live('delta')).toBe(next.buildId);
});

test('a publish that fails mid-upload leaves the pointer on the previous release and lists no new one', async () => {
  const target = s3Target(s3.store);
  const old = release('epsilon', site());
  await target.publish('epsilon', old.buildId, old.dir);
  let left = 2;
  const failing: ObjectStore = {
    ...s3.store,
    put: (key, body, opts) => {
      if (left-- <= 0) return Promise.reject(new Error('connection reset'));
      return s3.store.put(key, body, opts);
    },
  };
  const pages: Record<string, string> = {};
  for (let i = 0; i < 10; i++) pages[`item/${i}.html`] = `<h1>item ${i}</h1>`;
  const next = release('epsilon', site(pages));
  await expect(s3Target(failing, { concurrency: 1 }).publish('epsilon', next.buildId, next.dir)).rejects.toThrow(
    /connection reset/,
  );
  expect(await target.live('epsilon')).toBe(old.buildId);
  expect(await target.releases('epsilon')).toEqual([old.buildId]);
});

test('rollback rewrites the pointer to an earlier release; a missing or incomplete one is refused', async () => {
  const target = s3Target(s3.store);
  const a = release('zeta', site());
  const b = release('zeta', site({ 'index.html': '<h1>zeta b</h1>' }));
  await target.publish('zeta', a.buildId, a.dir);
  await target.publish('zeta', b.buildId, b.dir);
  await target.rollback('zeta', a.buildId);
  expect(await target.live('zeta')).toBe(a.buildId);
  await expect(target.rollback('zeta', '20200101T000000Z-nope')).rejects.toThrow(/missing or incomplete/);
  await expect(target.rollback('zeta', '../../live/other')).rejects.toThrow(/missing or incomplete/);
  // A release whose blob is gone is not made live.
  const m = (await target.manifest('zeta', b.buildId))!;
  await s3.store.delete([blobKey(m.files['index.html']!.blob)]);
  await expect(target.rollback('zeta', b.buildId)).rejects.toThrow(/incomplete/);
  expect(await target.live('zeta')).toBe(a.buildId);
});

test("a build reads a file of the tenant's live release back (the sitemap's page dates), null when there is none", async () => {
  const target = s3Target(s3.store);
  expect(await target.readLive('omicron', '_lastmod.json')).toBeNull(); // no live release yet
  const a = release('omicron', site({ '_lastmod.json': '{"index.html":["h1","2026-11-20T08:00:00Z"]}' }));
  const b = release('omicron', site({ '_lastmod.json': '{"index.html":["h2","2026-11-21T08:00:00Z"]}' }));
  await target.publish('omicron', a.buildId, a.dir);
  await target.publish('omicron', b.buildId, b.dir);
  expect(text(await target.readLive('omicron', '_lastmod.json'))).toContain('"h2"');
  // The live one: after a rollback, the earlier release's.
  await target.rollback('omicron', a.buildId);
  expect(text(await target.readLive('omicron', '_lastmod.json'))).toContain('"h1"');
  expect(await target.readLive('omicron', 'missing.json')).toBeNull();
});

test('unpublish takes the pointer down and keeps the releases, so a rollback brings the site back', async () => {
  const target = s3Target(s3.store);
  const a = release('kappa', site());
  await target.publish('kappa', a.buildId, a.dir);
  expect(await target.tenants()).toContain('kappa');
  expect(await target.unpublish('kappa')).toBe(true);
  expect(await target.live('kappa')).toBeNull();
  expect(await target.tenants()).not.toContain('kappa');
  expect(await target.releases('kappa')).toEqual([a.buildId]);
  expect(await target.unpublish('kappa')).toBe(false); // not live any more
  await target.rollback('kappa', a.buildId);
  expect(await target.live('kappa')).toBe(a.buildId);
});

test('pruning keeps the newest releases and never the live one; blobs stay for the kept releases', async () => {
  const target = s3Target(s3.store);
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    const r = release('eta', site({ 'index.html': `<h1>eta ${i}</h1>` }));
    await target.publish('eta', r.buildId, r.dir);
    ids.push(r.buildId);
  }
  await target.rollback('eta', ids[0]!);
  const removed = await target.prune('eta', 3);
  expect(removed).toEqual([ids[1]]);
  expect(await target.releases('eta')).toEqual([ids[0], ids[2], ids[3], ids[4]]);
  for (const id of [ids[0]!, ids[4]!]) await target.rollback('eta', id); // still complete
  expect(await target.tenants()).toContain('eta');
});

test('the environment selects the bucket target, under its prefix', async () => {
  const target = publishTargetFromEnv(layout.www, { ...s3.env('tenants/prod') });
  const r = release('theta', site());
  await target.publish('theta', r.buildId, r.dir);
  expect(await s3.store.exists(`tenants/prod/${pointerKey('theta')}`)).toBe(true);
  expect(await s3.store.exists(pointerKey('theta'))).toBe(false);
  expect(await target.live('theta')).toBe(r.buildId);
});

const DAY = 24 * 3600_000;

test('a sweep deletes blobs no manifest names once older than the grace, and keeps the named and the young', async () => {
  let clock = Date.now();
  const target = s3Target(s3.store, { prefix: 'sweep/', now: () => new Date(clock) });
  const a = release('iota', site({ 'index.html': '<h1>iota a</h1>' }));
  const b = release('iota', site({ 'index.html': '<h1>iota b</h1>' }));
  await target.publish('iota', a.buildId, a.dir);
  await target.publish('iota', b.buildId, b.dir);
  expect(await target.prune('iota', 1)).toEqual([a.buildId]); // a's landing is now named by no manifest
  await s3.store.put(`sweep/${blobKey('f'.repeat(64))}`, Buffer.from('stray'), { contentType: 'x', cacheControl: 'x' });
  expect((await target.sweep()).deleted).toBe(0); // all young
  clock += SWEEP_GRACE_MS + DAY;
  const swept = await target.sweep();
  expect(swept.deleted).toBe(2);
  expect(swept.kept).toBe(6);
  expect(await s3.store.exists(`sweep/${blobKey('f'.repeat(64))}`)).toBe(false);
  await target.rollback('iota', b.buildId); // every file of the live release is still there
});

test('a publish uploads again a stored blob older than half the grace rather than trusting it', async () => {
  const { store, puts } = countingStore(s3.store);
  const now = Date.now();
  const r = release('kappa', site());
  // The same files as the tenants above: stored minutes ago, so trusted.
  await s3Target(store, { now: () => new Date(now) }).publish('kappa', r.buildId, r.dir);
  expect(puts.filter((k) => k.startsWith('blobs/'))).toHaveLength(0);
  puts.length = 0;
  const later = release('lambda', site());
  await s3Target(store, { now: () => new Date(now + SWEEP_GRACE_MS / 2 + DAY) }).publish(
    'lambda',
    later.buildId,
    later.dir,
  );
  expect(puts.filter((k) => k.startsWith('blobs/'))).toHaveLength(6);
});
