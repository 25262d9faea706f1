/**
 * The SQLite republish worker's lease: a build whose lease is lost (the process stalled past it, another worker may
 * hold the job now) stops before it publishes, and never records the job as done.
 */
import { afterEach, expect, test } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openQueue, type Queue } from './queue.ts';
import { startRepublishWorker } from './worker.ts';

let queue: Queue;
afterEach(() => queue.close());

test('a build whose lease is lost stops before it publishes, and the job is not recorded as done', async () => {
  queue = openQueue(join(mkdtempSync(join(tmpdir(), 'sf-worker-')), 'queue.sqlite'));
  queue.enqueue('shawarma-house');
  let published = false;
  let stoppedWith: unknown = null;
  const lines: string[] = [];
  const worker = startRepublishWorker({
    // Every beat is refused, as after a stall past the lease.
    queue: { ...queue, heartbeat: () => false },
    workerId: 'w1',
    leaseMs: 300,
    log: (line) => lines.push(line),
    build: (_ref, { signal } = {}) =>
      new Promise((resolve, reject) => {
        const done = setTimeout(() => ((published = true), resolve({ buildId: 'b1' })), 3_000);
        signal?.addEventListener('abort', () => {
          clearTimeout(done);
          stoppedWith = signal.reason;
          reject(signal.reason as Error);
        });
      }),
  });
  await expect.poll(() => stoppedWith, { timeout: 2_000 }).not.toBeNull();
  await worker.stop();
  expect(published).toBe(false);
  expect(String(stoppedWith)).toMatch(/lease was lost/);
  expect(lines.join('\n')).toMatch(/shawarma-house: stopped, its lease was lost/);
  expect(queue.stats().done).toBe(0);
});

test('a heartbeat that throws (the database busy) is tried again, and the build goes on', async () => {
  queue = openQueue(join(mkdtempSync(join(tmpdir(), 'sf-worker-')), 'queue.sqlite'));
  queue.enqueue('shawarma-house');
  let beats = 0;
  const worker = startRepublishWorker({
    queue: {
      ...queue,
      heartbeat: (...args: Parameters<Queue['heartbeat']>) => {
        if (++beats === 1) throw new Error('database is locked');
        return queue.heartbeat(...args);
      },
    },
    workerId: 'w1',
    leaseMs: 300,
    log: () => {},
    build: () => new Promise((resolve) => setTimeout(() => resolve({ buildId: 'b1' }), 600)),
  });
  await expect.poll(() => queue.stats().done, { timeout: 3_000 }).toBe(1);
  await worker.stop();
  expect(beats).toBeGreaterThan(1);
});

test('the last attempt of a failing build is reported as given up at error level, the earlier ones as retried', async () => {
  queue = openQueue(join(mkdtempSync(join(tmpdir(), 'sf-worker-')), 'queue.sqlite'), {
    maxAttempts: 2,
    backoffMs: () => 0,
  });
  queue.enqueue('shawarma-house');
  const outcomes: string[] = [];
  const worker = startRepublishWorker({
    queue,
    workerId: 'w1',
    log: () => {},
    onEvent: (event) => outcomes.push(event.outcome),
    build: () => Promise.reject(new Error('the API hung up')),
  });
  await expect.poll(() => outcomes.length, { timeout: 5_000 }).toBe(2);
  await worker.stop();
  expect(outcomes).toEqual(['retry', 'failed']);
  expect(queue.stats().failed).toBe(1);
});
