/**
 * `npm run build:sites` beside a running site or worker: its tenants go through their republish queue (one build of
 * a tenant at a time, the last request published), and the CLI follows every job to its end.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { announceConsumer } from './consumers.ts';
import { queueAndFollow } from './followJobs.ts';
import { openQueue, type Queue } from './queue.ts';
import { startRepublishWorker } from './worker.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A queue in a fresh VAR_DIR and a worker on it whose builds answer as `outcome` says. */
function queueWithWorker(outcome: (ref: string) => 'ok' | 'invalid', built: string[] = []) {
  const varDir = mkdtempSync(join(tmpdir(), 'sf-follow-'));
  const queue: Queue = openQueue(join(varDir, 'queue.sqlite'));
  const worker = startRepublishWorker({
    queue,
    workerId: 'w1',
    idleMs: 50,
    build: async (ref) => {
      built.push(ref);
      return outcome(ref) === 'ok'
        ? { buildId: `20261129T000000Z-${ref.slice(0, 4)}` }
        : { permanent: true as const, error: `${ref}: invalid payload` };
    },
  });
  cleanups.push(
    () => queue.close(),
    () => worker.stop(),
  );
  return { varDir, queue };
}

describe('queueAndFollow', () => {
  it('follows every queued tenant to its end: the built ones with their build id, the failed ones with the reason', async () => {
    const { queue } = queueWithWorker((ref) => (ref === 'sofreh' ? 'invalid' : 'ok'));
    const lines: string[] = [];
    const summary = await queueAndFollow(queue, ['cafe-limmat', 'sofreh'], { pollMs: 20, log: (l) => lines.push(l) });
    expect(summary.built).toEqual([{ referenceId: 'cafe-limmat', buildId: '20261129T000000Z-cafe' }]);
    expect(summary.failed).toEqual([{ referenceId: 'sofreh', error: 'sofreh: sofreh: invalid payload' }]);
    expect(summary.pending).toEqual([]);
    expect(queue.list({ ref: 'cafe-limmat' })[0]?.reason).toBe('build:sites');
    expect(lines.join('\n')).toContain('✓ cafe-limmat: live as 20261129T000000Z-cafe');
  });

  it('names an invalid referenceId as failed without queueing it', async () => {
    const { queue } = queueWithWorker(() => 'ok');
    const summary = await queueAndFollow(queue, ['../etc'], { pollMs: 20 });
    expect(summary.failed.map((f) => f.referenceId)).toEqual(['../etc']);
    expect(queue.list()).toEqual([]);
  });

  it('leaves the jobs queued and says which when no worker takes them in time', async () => {
    const varDir = mkdtempSync(join(tmpdir(), 'sf-follow-'));
    const queue = openQueue(join(varDir, 'queue.sqlite'));
    cleanups.push(() => queue.close());
    const summary = await queueAndFollow(queue, ['cafe-limmat'], { pollMs: 20, timeoutMs: 100 });
    expect(summary.pending).toEqual(['cafe-limmat']);
    expect(queue.list({ ref: 'cafe-limmat' })[0]?.state).toBe('waiting');
  });
});

describe('npm run build:sites', () => {
  it('beside a running site queues its tenants for the site instead of building them itself', async () => {
    const built: string[] = [];
    const { varDir } = queueWithWorker(() => 'ok', built);
    cleanups.push(announceConsumer(varDir, 'site')); // this test process stands for `npm start`
    const child = spawn(process.execPath, [join(ROOT, 'scripts/build.ts'), 'cafe-limmat'], {
      cwd: ROOT,
      // An API nobody answers: a build in the CLI's own process would fail.
      env: { PATH: process.env.PATH, VAR_DIR: varDir, API_BASE_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'info' },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    expect(out).toContain('✓ cafe-limmat: live as 20261129T000000Z-cafe');
    expect(code).toBe(0);
    expect(built).toEqual(['cafe-limmat']);
  }, 60_000);

  it('refuses an option it does not know, naming it, before it builds anything', async () => {
    const varDir = mkdtempSync(join(tmpdir(), 'sf-cli-'));
    const child = spawn(process.execPath, [join(ROOT, 'scripts/build.ts'), '--hre', 'cafe-limmat'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, VAR_DIR: varDir, API_BASE_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'info' },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    expect(code).toBe(2);
    expect(out).toContain('unknown option --hre');
  }, 60_000);
});
