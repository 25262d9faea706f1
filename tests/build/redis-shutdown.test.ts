/**
 * A Redis (BullMQ) republish worker that stops while a build runs (issue 10 item 5: SIGTERM must not wait on a
 * hanging picture): the build is aborted at once, its job goes back to the queue with no attempt spent, and the
 * next worker builds it. The build is a stand-in that runs until its signal fires, like a hanging picture fetch.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BuildFn } from '../../src/republish/backend.ts';
import { openRedisQueue, type RedisQueue } from '../../src/republish/redisQueue.ts';
import { startRedisWorker } from '../../src/republish/redisWorker.ts';
import { hasRedisServer, NO_REDIS_MESSAGE, startRedisServer } from '../../src/republish/testing/redisServer.ts';

const PREFIX = 'sfshut';
if (!hasRedisServer) console.warn(NO_REDIS_MESSAGE);

describe.skipIf(!hasRedisServer)('a Redis worker that stops while a build runs', () => {
  let server: Awaited<ReturnType<typeof startRedisServer>>;
  let queue: RedisQueue;
  beforeAll(async () => {
    server = await startRedisServer();
    queue = openRedisQueue({ url: server.url, prefix: PREFIX });
  });
  afterAll(async () => {
    await queue?.close();
    await server?.stop();
  });

  async function until<T>(probe: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  test('aborts the build at once; the job goes back to the queue, nothing failed, and the next worker builds it', async () => {
    let started = 0;
    let abortedWith: unknown;
    // Runs until aborted, as a build waiting on a picture that never comes.
    const hanging: BuildFn = (_ref, { signal } = {}) =>
      new Promise((_, reject) => {
        started++;
        signal?.addEventListener('abort', () => {
          abortedWith = signal.reason;
          reject(signal.reason as Error);
        });
      });
    const lines: string[] = [];
    const first = startRedisWorker({
      url: server.url,
      prefix: PREFIX,
      workerId: 'first',
      leaseMs: 30_000,
      build: hanging,
      log: (l) => lines.push(l),
    });
    await first.ready;
    const { jobId } = await queue.enqueue('cafe-limmat');
    await until(async () => started === 1);

    const t0 = performance.now();
    await first.stop();
    expect(performance.now() - t0).toBeLessThan(2_000);
    expect((abortedWith as Error).message).toBe('stopped: the worker is shutting down');
    expect(lines).toContain(
      'republish cafe-limmat: stopped by shutdown, will run again: stopped: the worker is shutting down',
    );

    const second = startRedisWorker({
      url: server.url,
      prefix: PREFIX,
      workerId: 'second',
      build: async () => ({ buildId: 'b-2' }),
    });
    try {
      const job = await until(async () =>
        (await queue.list({ ref: 'cafe-limmat' })).find((j) => j.id === jobId && j.state === 'done'),
      );
      expect(job).toMatchObject({ buildId: 'b-2', workerId: 'second' });
      expect((await queue.stats()).failed).toBe(0);
    } finally {
      await second.stop();
    }
  });
});
