/**
 * The Redis (BullMQ) republish queue against a real redis-server on loopback, with two worker processes whose build
 * is a fake steered through Redis (testing/fakeRedisWorker.ts): webhooks go through the real webhook handler.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Hono } from 'hono';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openRedisQueue, type RedisQueue } from './redisQueue.ts';
import { generateSecret, webhookHeaders } from './signature.ts';
import { hasRedisServer, NO_REDIS_MESSAGE, startRedisServer } from './testing/redisServer.ts';
import { mountWebhook } from './webhook.ts';

const PREFIX = 'sft';
const LEASE_MS = 3000; // short, so a killed worker's job is taken over in seconds; long enough for a busy CI machine
const SECRET = generateSecret();
if (!hasRedisServer) console.warn(NO_REDIS_MESSAGE);

let server: Awaited<ReturnType<typeof startRedisServer>>;
let redis: Redis;
let queue: RedisQueue;
let app: Hono;
const workers = new Map<string, ChildProcess>();

async function startWorker(workerId: string, prefix = PREFIX): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'testing/fakeRedisWorker.ts'), server.url, prefix, workerId, String(LEASE_MS)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`fake worker exited (${code})`)));
  });
  workers.set(workerId, child);
  return child;
}

let n = 0;
function send(body: unknown, id = `msg_${++n}`) {
  const raw = JSON.stringify(body);
  const headers = webhookHeaders({ id, timestamp: Math.floor(Date.now() / 1000), body: raw, secret: SECRET });
  return app.request('/hooks/republish', { method: 'POST', body: raw, headers });
}
const fake = (name: string, ref: string) => `${PREFIX}:fake:${name}:${ref}`;
type Event = { type: 'start' | 'end' | 'fail'; ref: string; workerId: string; payload: string | null; at: number };
const events = async (ref: string, type?: Event['type']) =>
  (await redis.lrange(`${PREFIX}:fake:events`, 0, -1))
    .map((e) => JSON.parse(e) as Event)
    .filter((e) => e.ref === ref && (!type || e.type === type));

/** Polls until `probe` gives a truthy value, and returns it. */
async function until<T>(what: string, probe: () => Promise<T>, timeoutMs = 20_000): Promise<Exclude<T, false>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as Exclude<T, false>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
/** Resolves once the tenant has no waiting or running job. */
const settled = (ref: string, timeoutMs?: number) =>
  until(
    `${ref} to settle`,
    async () => {
      const jobs = await queue.list({ ref });
      return jobs.length > 0 && jobs.every((j) => j.state !== 'waiting' && j.state !== 'running') && jobs;
    },
    timeoutMs,
  );

describe.skipIf(!hasRedisServer)('BullMQ on Redis with two worker processes', () => {
  beforeAll(async () => {
    server = await startRedisServer();
    redis = new Redis(server.url);
    queue = openRedisQueue({ url: server.url, prefix: PREFIX, backoffMs: 200 });
    app = mountWebhook(new Hono(), {
      queue,
      secrets: () => ({ global: [SECRET], perTenant: {} }),
      isKnownTenant: async () => true,
    });
    await Promise.all([startWorker('w1'), startWorker('w2')]);
  }, 30_000);

  afterAll(async () => {
    for (const child of workers.values()) child.kill('SIGKILL');
    await queue?.close();
    redis?.disconnect();
    await server?.stop();
  });

  test('a valid webhook is answered 202 only once its job is in Redis, and a replayed id queues nothing', async () => {
    const first = await send({ referenceId: 'replayed' }, 'msg_replay');
    expect(first.status).toBe(202);
    const { jobs } = (await first.json()) as { jobs: { jobId: string }[] };
    // A fresh connection (another process would be the same) sees the job the 202 promised.
    const other = openRedisQueue({ url: server.url, prefix: PREFIX });
    expect(await other.get(jobs[0]!.jobId)).toMatchObject({ ref: 'replayed', requests: 1 });
    await other.close();
    const replay = await send({ referenceId: 'replayed' }, 'msg_replay');
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ duplicate: true });
    await settled('replayed');
    expect((await send({ referenceId: 'replayed' }, 'msg_replay')).status).toBe(200); // after the build, too
    await new Promise((r) => setTimeout(r, 300));
    expect(await queue.list({ ref: 'replayed' })).toMatchObject([{ state: 'done', requests: 1 }]);
    expect(await events('replayed', 'start')).toHaveLength(1);
  });

  test('50 concurrent webhooks while a tenant builds start one more build, never two at once, and publish the last payload', async () => {
    const ref = 'burst';
    // The first build outlasts the burst by far, even on a loaded CI machine (1.5 s was once too short).
    await redis.rpush(fake('ms', ref), 4000, 300);
    await redis.set(fake('payload', ref), 'edit 0');
    expect((await send({ referenceId: ref })).status).toBe(202);
    await until('the first build', () => events(ref, 'start').then((e) => e.length === 1));
    const burst = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await redis.set(fake('payload', ref), `edit ${i + 1}`);
        return send({ referenceId: ref });
      }),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(50).fill(202));
    expect((await queue.list({ ref, state: 'waiting' })).length).toBe(1);
    const jobs = await settled(ref);
    const starts = await events(ref, 'start');
    const ends = await events(ref, 'end');
    expect(starts).toHaveLength(2);
    expect(ends).toHaveLength(2);
    expect(starts[1]!.at).toBeGreaterThanOrEqual(ends[0]!.at); // the second began after the first ended
    expect(jobs.map((j) => j.state)).toEqual(['done', 'done']);
    expect(jobs.reduce((sum, j) => sum + j.requests, 0)).toBe(51);
    expect(await redis.get(fake('published', ref))).toBe(await redis.get(fake('payload', ref)));
  });

  test('two tenants build at the same time, one on each worker', async () => {
    // Long enough that the second worker takes the other tenant even when it polls late on a loaded machine.
    await redis.rpush(fake('ms', 'left'), 3000);
    await redis.rpush(fake('ms', 'right'), 3000);
    expect((await send({ referenceIds: ['left', 'right'] })).status).toBe(202);
    await settled('left');
    await settled('right');
    const [left] = await events('left', 'start');
    const [right] = await events('right', 'start');
    const [leftEnd] = await events('left', 'end');
    const [rightEnd] = await events('right', 'end');
    expect(left!.workerId).not.toBe(right!.workerId);
    expect(left!.at).toBeLessThan(rightEnd!.at);
    expect(right!.at).toBeLessThan(leftEnd!.at);
  });

  test('a failed build is retried with backoff, and a permanent failure is not retried', async () => {
    await redis.rpush(fake('fail', 'flaky'), 'transient');
    await redis.rpush(fake('fail', 'broken'), 'permanent');
    expect((await send({ referenceIds: ['flaky', 'broken'] })).status).toBe(202);
    expect(await settled('flaky')).toMatchObject([{ state: 'done', attempts: 2 }]);
    const [broken] = await settled('broken');
    expect(broken).toMatchObject({ state: 'failed', attempts: 1 });
    expect(broken!.lastError).toMatch(/broken: invalid payload/);
    expect(await events('broken', 'start')).toHaveLength(1);
    expect(await queue.stats()).toMatchObject({ failed: 1, running: 0 });
  });

  test('a build published with a picture left out keeps its warning on the done job', async () => {
    await redis.rpush(fake('fail', 'patchy'), 'pictures');
    expect((await send({ referenceIds: ['patchy'] })).status).toBe(202);
    expect(await settled('patchy')).toMatchObject([
      { state: 'done', warning: '1 picture left out of the pages (could not be loaded): patchy.png' },
    ]);
  });

  test('a failed build whose tenant already has a newer request is superseded, not retried, and the newer one publishes', async () => {
    const ref = 'overtaken';
    await redis.rpush(fake('ms', ref), 800, 100);
    await redis.rpush(fake('fail', ref), 'transient');
    await redis.set(fake('payload', ref), 'old menu');
    expect((await send({ referenceId: ref })).status).toBe(202);
    await until('the first build', () => events(ref, 'start').then((e) => e.length === 1));
    await redis.set(fake('payload', ref), 'new menu');
    expect((await send({ referenceId: ref })).status).toBe(202);
    const jobs = await settled(ref);
    expect(jobs.map((j) => [j.id, j.state])).toEqual([
      [`${ref}.1`, 'done'],
      [`${ref}.0`, 'superseded'],
    ]);
    expect(await events(ref, 'start')).toHaveLength(2);
    expect(await redis.get(fake('published', ref))).toBe('new menu');
  });

  test('refuses hostile refs before touching Redis', async () => {
    for (const ref of ['../etc', '%2e%2e', 'a/b', '', 'a.b'])
      await expect(queue.enqueue(ref)).rejects.toThrow(/Invalid referenceId/);
  });

  test('a worker killed with SIGKILL mid-build leaves its job to the other worker, which completes it', async () => {
    const ref = 'doomed';
    await redis.rpush(fake('ms', ref), 60_000); // the first run would never end on its own
    await redis.set(fake('payload', ref), 'menu after the crash');
    expect((await send({ referenceId: ref })).status).toBe(202);
    const [start] = await until('the build', () => events(ref, 'start').then((e) => e.length > 0 && e));
    const victim = workers.get(start!.workerId)!;
    victim.kill('SIGKILL');
    const [job] = await settled(ref, 25_000);
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
    expect(job!.workerId).not.toBe(start!.workerId);
    expect(await redis.get(fake('published', ref))).toBe('menu after the crash');
  }, 40_000);

  test('npm run build:sites with REDIS_URL queues its tenants for the workers and follows them, not building itself', async () => {
    // A worker on the default prefix, as `npm run worker` runs; the CLI's API answers nobody: a build in its own
    // process would fail.
    await startWorker('cli', 'sf');
    await redis.set('sf:fake:payload:cli-tenant', 'menu of the CLI');
    const child = spawn(process.execPath, [join(import.meta.dirname, '../../scripts/build.ts'), 'cli-tenant'], {
      env: { PATH: process.env.PATH, REDIS_URL: server.url, API_BASE_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'info' },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    expect(out).toContain('queued on Redis');
    expect(code, out).toBe(0);
    expect(await redis.get('sf:fake:published:cli-tenant')).toBe('menu of the CLI');
  }, 60_000);
});
