/**
 * Many machines, one bucket (issue 15): republish workers in separate processes with separate VAR_DIRs (no shared
 * disk) take jobs from Redis and publish real tenants to a real S3-compatible server (s3rver on loopback); the
 * bundled server reads the result from the bucket. And a publishing process killed mid-upload leaves the live
 * pointer on a complete release.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { layoutOf, releaseDir } from '../../src/build/publish.ts';
import { createStaticApp } from '../../src/server/static.ts';
import { bucketSource } from '../../src/publish/bucketSource.ts';
import { blobKey } from '../../src/publish/manifest.ts';
import { s3Target } from '../../src/publish/s3.ts';
import { startLocalS3, type LocalS3 } from '../../src/publish/testing/s3Server.ts';
import { openRedisQueue, type RedisQueue } from '../../src/republish/redisQueue.ts';
import { hasRedisServer, NO_REDIS_MESSAGE, startRedisServer } from '../../src/republish/testing/redisServer.ts';
import { startSampleApi } from '../../sample-api/server.ts';
import { renameItem } from './helpers.ts';

const REFS = ['cafe-limmat', 'kissa-tokyo'];
const siteUrl = 'http://localhost:4398';
if (!hasRedisServer) console.warn(NO_REDIS_MESSAGE);

let s3: LocalS3;

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
});

/** Every file the live release of `ref` names is in the bucket. */
async function liveReleaseIsComplete(ref: string): Promise<{ buildId: string; files: number }> {
  const target = s3Target(s3.store);
  const buildId = (await target.live(ref))!;
  expect(buildId, ref).toBeTruthy();
  const manifest = (await target.manifest(ref, buildId))!;
  expect(manifest, `${ref}/${buildId}`).not.toBeNull();
  const missing: string[] = [];
  for (const [name, f] of Object.entries(manifest.files))
    if (!(await s3.store.exists(blobKey(f.blob)))) missing.push(name);
  expect(missing, `${ref}/${buildId}`).toEqual([]);
  return { buildId, files: Object.keys(manifest.files).length };
}

describe.skipIf(!hasRedisServer)('two workers on separate disks, one bucket', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let api: Awaited<ReturnType<typeof startSampleApi>>;
  let queue: RedisQueue;
  const workers: ChildProcess[] = [];
  const varDirs = [0, 1].map((i) => mkdtempSync(join(tmpdir(), `sf-bucket-worker${i}-`)));

  beforeAll(async () => {
    redis = await startRedisServer();
    api = await startSampleApi({ port: 0, includeTestTenants: true, imageCacheDir: 'var/cache/sample-images' });
    queue = openRedisQueue({ url: redis.url });
    for (const varDir of varDirs) {
      const env = {
        ...process.env,
        ...s3.env('site'),
        REDIS_URL: redis.url,
        WORKERS: '1',
        API_BASE_URL: api.url,
        VAR_DIR: varDir,
        PUBLIC_SITE_URL: siteUrl,
      };
      const worker = spawn(process.execPath, ['scripts/republish-worker.ts'], {
        detached: true,
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      workers.push(worker);
      let output = '';
      await new Promise<void>((resolve, reject) => {
        worker.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (/republish worker \d+ on Redis/.test(output)) resolve();
        });
        worker.once('exit', (code) => reject(new Error(`worker exited (${code}):\n${output}`)));
      });
    }
  }, 60_000);

  afterAll(async () => {
    for (const w of workers) {
      if (w.exitCode !== null) continue;
      const exited = new Promise((resolve) => w.once('exit', resolve));
      process.kill(-w.pid!, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      try {
        process.kill(-w.pid!, 'SIGKILL');
      } catch {
        // gone
      }
    }
    await queue?.close();
    await api?.close();
    await redis?.stop();
  }, 40_000);

  const waitDone = async (count: number) => {
    const end = Date.now() + 150_000;
    let jobs = await queue.list();
    while (
      Date.now() < end &&
      !(jobs.length >= count && jobs.every((j) => j.state === 'done' || j.state === 'failed'))
    ) {
      await new Promise((r) => setTimeout(r, 250));
      jobs = await queue.list();
    }
    return jobs;
  };

  test('both workers publish to the bucket from their own disks, and the server reads the tenants from it', async () => {
    for (const ref of REFS) await queue.enqueue(ref, { reason: 'test' });
    const jobs = await waitDone(2);
    expect(jobs.map((j) => [j.ref, j.state]).sort(), JSON.stringify(jobs)).toEqual(REFS.map((r) => [r, 'done']));
    expect(new Set(jobs.map((j) => j.workerId)).size, JSON.stringify(jobs)).toBe(2);
    // Each worker kept only what it built: the disks share nothing.
    const built = varDirs.map((d) => readdirSync(join(d, 'releases')).sort());
    expect(built.flat().sort()).toEqual([...REFS].sort());
    const target = s3Target(s3.store, { prefix: 'site/' });
    const source = bucketSource(s3.store, { prefix: 'site/' });
    const app = createStaticApp(layoutOf(varDirs[0]!), source);
    for (const ref of REFS) {
      const buildId = (await target.live(ref))!;
      const manifest = (await target.manifest(ref, buildId))!;
      for (const f of Object.values(manifest.files))
        expect(await s3.store.exists(`site/${blobKey(f.blob)}`)).toBe(true);
      const res = await app.request(`/${ref}/Branches`);
      expect(res.status, ref).toBe(200);
      expect(await res.text()).toContain(`/${ref}/_astro/`);
    }
    source.close();
  }, 200_000);

  /** Queues a republish of `ref` for the workers and waits until it is done. */
  async function republished(ref: string, reason: string) {
    const { jobId: id } = await queue.enqueue(ref, { reason });
    const end = Date.now() + 150_000;
    let job = (await queue.list({ ref })).find((j) => String(j.id) === String(id));
    while (Date.now() < end && job?.state !== 'done' && job?.state !== 'failed') {
      await new Promise((r) => setTimeout(r, 250));
      job = (await queue.list({ ref })).find((j) => String(j.id) === String(id));
    }
    expect(job?.state, JSON.stringify(job)).toBe('done');
  }

  test('a second release of an unchanged tenant uploads no asset or picture again', async () => {
    const ref = REFS[0]!;
    const target = s3Target(s3.store, { prefix: 'site/' });
    const before = (await target.live(ref))!;
    const blobsBefore = new Set(await s3.store.list('site/blobs/'));
    await republished(ref, 'unchanged');
    const after = (await target.live(ref))!;
    expect(after).not.toBe(before);
    const manifest = (await target.manifest(ref, after))!;
    const fresh = new Set([...(await s3.store.list('site/blobs/'))].filter((k) => !blobsBefore.has(k)));
    const uploaded = Object.entries(manifest.files).filter(([, f]) => fresh.has(`site/${blobKey(f.blob)}`));
    // Pages carry their own content's version, not the build id: only the two files that name this build are new.
    const unexpected = uploaded.map(([name]) => name).filter((n) => n !== 'build.json' && n !== `builds/${after}.json`);
    expect(unexpected).toEqual([]);
    expect(fresh.size).toBeLessThan(Object.keys(manifest.files).length);
    console.log(
      `unchanged ${ref}: ${fresh.size} blobs uploaded for ${Object.keys(manifest.files).length} files ` +
        `(${Object.keys(manifest.files).filter((n) => n.endsWith('.html')).length} pages)`,
    );
  }, 200_000);

  test('a one-item edit uploads only the pages that show the dish, and what names the build', async () => {
    const ref = REFS[0]!;
    const target = s3Target(s3.store, { prefix: 'site/' });
    const blobsBefore = new Set(await s3.store.list('site/blobs/'));
    await renameItem(api.url, ref, 'Cappuccino', 'Cappuccino grande');
    try {
      await republished(ref, 'one dish renamed');
      const manifest = (await target.manifest(ref, (await target.live(ref))!))!;
      const fresh = new Set([...(await s3.store.list('site/blobs/'))].filter((k) => !blobsBefore.has(k)));
      const uploaded = Object.entries(manifest.files).filter(([, f]) => fresh.has(`site/${blobKey(f.blob)}`));
      const pages = Object.keys(manifest.files).filter((n) => n.endsWith('.html'));
      const uploadedPages = uploaded.map(([name]) => name).filter((n) => n.endsWith('.html'));
      // Each page uploaded shows the new name; a page that does not is the blob the last release stored.
      for (const [name, f] of uploaded.filter(([n]) => n.endsWith('.html')))
        expect(Buffer.from((await s3.store.get(`site/${blobKey(f.blob)}`))!).toString('utf8'), name).toContain(
          'Cappuccino grande',
        );
      expect(uploadedPages.length).toBeGreaterThan(0);
      expect(uploadedPages.length).toBeLessThan(pages.length / 4);
      console.log(
        `one dish renamed in ${ref}: ${uploaded.length} objects uploaded (${uploadedPages.length} of ${pages.length} pages)`,
      );
    } finally {
      await fetch(`${api.url}/__test/reset`, { method: 'POST' });
    }
  }, 200_000);
});

test('a publishing process killed mid-upload leaves the pointer on a complete release; the next publish completes', async () => {
  const ref = 'killed';
  const machineA = mkdtempSync(join(tmpdir(), 'sf-kill-a-'));
  const machineB = mkdtempSync(join(tmpdir(), 'sf-kill-b-'));
  const write = (varDir: string, buildId: string, files: number) => {
    const dir = releaseDir(layoutOf(varDir), ref, buildId);
    mkdirSync(join(dir, 'item'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), `<h1>${buildId}</h1>`);
    writeFileSync(join(dir, '404.html'), '<h1>not found</h1>');
    for (let i = 0; i < files; i++) writeFileSync(join(dir, 'item', `${i}.html`), randomBytes(2048).toString('hex'));
    return dir;
  };
  const first = '20261125T030000Z-first';
  write(machineA, first, 5);
  const target = s3Target(s3.store);
  await target.publish(ref, first, releaseDir(layoutOf(machineA), ref, first));

  const second = '20261125T030100Z-second';
  write(machineA, second, 1500);
  const blobsBefore = (await s3.store.list('blobs/')).length;
  const child = spawn(process.execPath, ['src/publish/testing/publishChild.ts', machineA, ref, second], {
    env: { ...process.env, ...s3.env() },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Killed once it has stored some of its files and before it is done.
  const end = Date.now() + 60_000;
  while (Date.now() < end && (await s3.store.list('blobs/')).length < blobsBefore + 50 && child.exitCode === null)
    await new Promise((r) => setTimeout(r, 20));
  child.kill('SIGKILL');
  await exited;
  expect(output, 'the upload finished before it could be killed: make the release bigger').not.toContain('published');
  const stored = (await s3.store.list('blobs/')).length - blobsBefore;
  expect(stored).toBeGreaterThan(0);
  expect(stored).toBeLessThan(1500);

  const live = await liveReleaseIsComplete(ref);
  expect(live.buildId).toBe(first);
  expect(await target.releases(ref)).toEqual([first]);

  // Another machine (its own disk) publishes the same release again: only what the killed one did not store is sent.
  cpSync(releaseDir(layoutOf(machineA), ref, second), releaseDir(layoutOf(machineB), ref, second), { recursive: true });
  const stats = await s3Target(s3.store).publish(ref, second, releaseDir(layoutOf(machineB), ref, second));
  expect(stats.reused).toBeGreaterThanOrEqual(stored);
  expect((await liveReleaseIsComplete(ref)).buildId).toBe(second);
}, 120_000);
