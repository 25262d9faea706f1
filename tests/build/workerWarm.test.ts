/**
 * A build's render workers start, and load the app bundle, while the first tenants are fetched (workerPool.ts
 * `warm`, buildAll.ts): the first renders then wait for no worker. A warmed worker renders as a cold one does, and a
 * bundle that cannot be loaded fails no more than the job that needs it.
 */
import { afterEach, expect, test } from 'vitest';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBundle } from '../../src/build/render/bundle.ts';
import { createAstroPool, type AstroPool } from '../../src/build/workerPool.ts';
import { listFiles } from '../../src/build/verify.ts';
import { releaseOf, snapshotOf } from './helpers.ts';

const REF = 'cafe-limmat';
let pool: AstroPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

/** A render job of the fixture tenant's snapshot into a fresh directory. */
function job(bundleDir: string) {
  const dir = mkdtempSync(join(tmpdir(), 'sf-warm-'));
  const snapshotPath = join(dir, 'snapshot.json');
  writeFileSync(snapshotPath, JSON.stringify(snapshotOf(REF)));
  return { ref: REF, snapshotPath, outDir: join(dir, 'out'), siteUrl: 'http://localhost:4399', bundleDir };
}

test('a warmed pool has every worker started with the bundle loaded, and renders the pages a cold one does', async () => {
  const bundleDir = await ensureBundle();
  pool = createAstroPool({ size: 2 });
  expect(await pool.warm(bundleDir)).toBe(2);
  // Warming again loads nothing twice and starts no third worker.
  expect(await pool.warm(bundleDir)).toBe(2);
  const pages = await pool.build(job(bundleDir));
  const published = (await listFiles(releaseOf(REF))).filter((f) => f.endsWith('.html')).length;
  expect(pages).toBe(published);
}, 120_000);

test('a bundle that cannot be loaded fails the warm-up quietly, and the job that needs it says why', async () => {
  const bundleDir = await ensureBundle();
  pool = createAstroPool({ size: 1 });
  const missing = join(tmpdir(), 'sf-no-such-bundle');
  expect(await pool.warm(missing)).toBe(0);
  // The worker is still there and renders with the real bundle.
  expect(await pool.build(job(bundleDir))).toBeGreaterThan(100);
  await expect(pool.build(job(missing))).rejects.toThrow(/sf-no-such-bundle/);
}, 120_000);

test('a closed pool starts no worker', async () => {
  pool = createAstroPool({ size: 1 });
  await pool.close();
  expect(await pool.warm(await ensureBundle())).toBe(0);
});

test('workers keep their compiled code in the compile cache, written once a worker has loaded the bundle', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'sf-compile-cache-'));
  const before = process.env.NODE_COMPILE_CACHE;
  process.env.NODE_COMPILE_CACHE = cache;
  try {
    pool = createAstroPool({ size: 1 });
    expect(await pool.warm(await ensureBundle())).toBe(1);
    // Node keeps one directory per version; in it, one file per module compiled (the worker's own and the bundle's).
    const entries = readdirSync(cache, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(entries.length).toBeGreaterThan(10);
  } finally {
    if (before === undefined) delete process.env.NODE_COMPILE_CACHE;
    else process.env.NODE_COMPILE_CACHE = before;
  }
}, 120_000);
