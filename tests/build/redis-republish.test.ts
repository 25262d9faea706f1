/**
 * Republishing with REDIS_URL, end to end: the `npm start` site's webhook queues into BullMQ on a loopback
 * redis-server, `npm run worker` (WORKERS=2 processes) builds and publishes the real tenants, and
 * `npm run republish -- jobs` reports them. The queue semantics themselves are src/republish/redisQueue.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createApiClient } from '../../src/lib/api/client.ts';
import { createAstroPool, type AstroPool } from '../../src/build/workerPool.ts';
import { createSite } from '../../src/server/site.ts';
import { generateSecret, webhookHeaders } from '../../src/republish/signature.ts';
import { hasRedisServer, NO_REDIS_MESSAGE, startRedisServer } from '../../src/republish/testing/redisServer.ts';
import { startSampleApi } from '../../sample-api/server.ts';
import { renameBusiness } from './helpers.ts';

const REFS = ['cafe-limmat', 'kissa-tokyo'];
const varDir = mkdtempSync(join(tmpdir(), 'sf-redis-republish-'));
const siteUrl = 'http://localhost:4399';
const secret = generateSecret();
if (!hasRedisServer) console.warn(NO_REDIS_MESSAGE);

let redis: Awaited<ReturnType<typeof startRedisServer>>;
let api: Awaited<ReturnType<typeof startSampleApi>>;
let pool: AstroPool;
let site: ReturnType<typeof createSite>;
let workers: ChildProcess;
let env: NodeJS.ProcessEnv;

describe.skipIf(!hasRedisServer)('REDIS_URL', () => {
  beforeAll(async () => {
    redis = await startRedisServer();
    // With the /__test routes that edit a tenant, and the pictures cache the scripts share.
    api = await startSampleApi({ port: 0, includeTestTenants: true, imageCacheDir: 'var/cache/sample-images' });
    env = {
      ...process.env,
      REDIS_URL: redis.url,
      WORKERS: '2',
      API_BASE_URL: api.url,
      VAR_DIR: varDir,
      PUBLIC_SITE_URL: siteUrl,
    };
    // Its own process group, so afterAll can end the supervisor and both workers (and their build workers).
    workers = spawn(process.execPath, ['scripts/republish-worker.ts'], {
      detached: true,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      workers.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if ((output.match(/republish worker \d+ on Redis/g) ?? []).length >= 2) resolve(); // both children listen
      });
      workers.once('exit', (code) => reject(new Error(`npm run worker exited (${code}):\n${output}`)));
    });
    process.env.WEBHOOK_SECRET = secret;
    pool = createAstroPool({ size: 1 });
    const client = createApiClient({ baseUrl: api.url });
    // workers: 0, so every build below is done by the worker processes.
    site = createSite({ api: client, apiBaseUrl: api.url, siteUrl, varDir, pool, redisUrl: redis.url, workers: 0 });
  }, 60_000);

  afterAll(async () => {
    if (workers?.exitCode === null) {
      const exited = new Promise((resolve) => workers.once('exit', resolve));
      process.kill(-workers.pid!, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      try {
        process.kill(-workers.pid!, 'SIGKILL');
      } catch {
        // all gone
      }
    }
    await site?.close();
    await pool?.close();
    await api?.close();
    await redis?.stop();
    delete process.env.WEBHOOK_SECRET;
  }, 30_000);

  test('a signed webhook for two tenants is built by the two worker processes at once and served', async () => {
    for (const ref of REFS) {
      await renameBusiness(api.url, ref, `${ref} via Redis`);
    }
    const body = JSON.stringify({ referenceIds: REFS });
    const headers = webhookHeaders({
      id: `msg_redis_${Date.now()}`,
      timestamp: Math.floor(Date.now() / 1000),
      body,
      secret,
    });
    expect((await site.app.request('/hooks/republish', { method: 'POST', body, headers })).status).toBe(202);

    const end = Date.now() + 100_000;
    let jobs = await site.jobs.list();
    while (Date.now() < end && !(jobs.length === 2 && jobs.every((j) => j.state === 'done' || j.state === 'failed'))) {
      await new Promise((r) => setTimeout(r, 250));
      jobs = await site.jobs.list();
    }
    expect(jobs.map((j) => [j.ref, j.state]).sort()).toEqual(REFS.map((ref) => [ref, 'done']));
    expect(new Set(jobs.map((j) => j.workerId)).size, JSON.stringify(jobs)).toBe(2); // one tenant on each worker process
    for (const ref of REFS) {
      const html = await (await site.app.request(`/${ref}/Branches`)).text();
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(`${ref} via Redis`);
    }

    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/republish.ts', 'jobs'], { env });
    for (const ref of REFS) expect(stdout).toMatch(new RegExp(`${ref}\\.0 +${ref} +done`));
  }, 120_000);
});
