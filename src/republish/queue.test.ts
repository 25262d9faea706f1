import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openQueue, type Queue, type QueueOptions } from './queue.ts';

let dir: string;
let t: number;
const open: Queue[] = [];
const clock = () => t;

function queue(options: QueueOptions = {}, file = 'queue.db'): Queue {
  const q = openQueue(join(dir, file), { now: clock, ...options });
  open.push(q);
  return q;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'republish-queue-'));
  t = 1_700_000_000_000;
});
afterEach(() => {
  for (const q of open.splice(0)) q.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('coalescing', () => {
  it('folds 50 requests during a running build into exactly one waiting job, claimed after it completes', () => {
    const q = queue();
    const first = q.enqueue('acme');
    const running = q.claim('w1')!;
    expect(running.id).toBe(first.jobId);
    const results = Array.from({ length: 50 }, (_, i) => q.enqueue('acme', { reason: `edit ${i}` }));
    expect(results[0]).toMatchObject({ duplicate: false, coalesced: false });
    expect(results.slice(1).every((r) => r.coalesced && r.jobId === results[0]!.jobId)).toBe(true);
    expect(q.stats()).toMatchObject({ waiting: 1, running: 1 });
    expect(q.claim('w2')).toBeNull(); // the tenant is being built
    expect(q.complete(running.id, { buildId: 'b1', workerId: 'w1' })).toBe(true);
    const next = q.claim('w2')!;
    expect(next).toMatchObject({ id: results[0]!.jobId, ref: 'acme', requests: 50, reason: 'edit 49', attempts: 1 });
    expect(q.get(running.id)).toMatchObject({ state: 'done', buildId: 'b1' });
  });

  it('coalesces a burst before any worker runs into one job', () => {
    const q = queue();
    for (let i = 0; i < 20; i++) q.enqueue('acme');
    q.enqueue('other');
    expect(q.stats()).toMatchObject({ waiting: 2, due: 2 });
    expect(q.list({ ref: 'acme' })).toHaveLength(1);
  });

  it('never runs two builds of one tenant, while other tenants proceed', () => {
    const q = queue();
    q.enqueue('a');
    q.enqueue('b');
    const one = q.claim('w1')!;
    const two = q.claim('w2')!;
    expect(new Set([one.ref, two.ref])).toEqual(new Set(['a', 'b']));
    q.enqueue('a');
    q.enqueue('b');
    expect(q.claim('w3')).toBeNull();
    q.complete(two.id);
    expect(q.claim('w3')).toMatchObject({ ref: two.ref });
    expect(
      q
        .list({ state: 'running' })
        .map((j) => j.ref)
        .sort(),
    ).toEqual(['a', 'b']);
  });

  it('keeps its invariants under a random mix of operations (the last request is always built after it)', () => {
    const q = queue({ backoffMs: () => 1000 });
    let seed = 42;
    const rand = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const refs = ['a', 'b', 'c'];
    const lastRequest = new Map<string, number>(); // ref -> time of its newest request
    const lastClaim = new Map<number, number>(); // job id -> time of its latest claim
    for (let step = 0; step < 600; step++) {
      t += rand(700);
      const op = rand(10);
      const running = q.list({ state: 'running' });
      if (op < 4) {
        const ref = refs[rand(refs.length)]!;
        q.enqueue(ref);
        lastRequest.set(ref, t);
      } else if (op < 7) {
        const job = q.claim(`w${rand(3)}`, { leaseMs: 5000 });
        if (job) lastClaim.set(job.id, t);
      } else if (running.length > 0) {
        const job = running[rand(running.length)]!;
        if (op < 9) q.complete(job.id, { buildId: `b${step}` });
        else q.fail(job.id, new Error('boom'));
      }
      for (const ref of refs) {
        const jobs = q.list({ ref, limit: 10_000 });
        expect(jobs.filter((j) => j.state === 'running').length).toBeLessThanOrEqual(1);
        expect(jobs.filter((j) => j.state === 'waiting').length).toBeLessThanOrEqual(1);
        const last = lastRequest.get(ref);
        if (last === undefined) continue;
        // The newest request is either still waiting, or a run started after it (running, done, or given up).
        const covered = jobs.some(
          (j) => j.state === 'waiting' || (j.state !== 'superseded' && (lastClaim.get(j.id) ?? -1) >= last),
        );
        expect(covered).toBe(true);
      }
    }
    expect(q.stats().done).toBeGreaterThan(50);
  });
});

describe('idempotent deliveries', () => {
  it('queues nothing for a delivery id already seen, even after the job ran', () => {
    const q = queue();
    const first = q.enqueue('acme', { deliveryId: 'msg_1' });
    expect(q.enqueue('acme', { deliveryId: 'msg_1' })).toEqual({
      jobId: first.jobId,
      duplicate: true,
      coalesced: false,
    });
    expect(q.get(first.jobId)!.requests).toBe(1);
    q.complete(q.claim('w')!.id);
    expect(q.enqueue('acme', { deliveryId: 'msg_1' }).duplicate).toBe(true);
    expect(q.stats()).toMatchObject({ waiting: 0, running: 0, done: 1, deliveries: 1 });
    expect(q.enqueue('acme', { deliveryId: 'msg_2' })).toMatchObject({ duplicate: false, coalesced: false });
  });

  it('remembers ids for at least 24 h and prunes them after the ttl', () => {
    const q = queue();
    q.enqueue('acme', { deliveryId: 'msg_1' });
    t += 24 * 3600_000 + 1;
    expect(q.enqueue('acme', { deliveryId: 'msg_1' }).duplicate).toBe(true);
    t += 72 * 3600_000;
    expect(q.enqueue('acme', { deliveryId: 'msg_2' }).duplicate).toBe(false); // prunes msg_1
    expect(q.stats().deliveries).toBe(1);
    expect(q.enqueue('acme', { deliveryId: 'msg_1' }).duplicate).toBe(false);
  });

  it('refuses hostile refs and absurd delivery ids before touching the database', () => {
    const q = queue();
    for (const ref of ['../etc', '%2e%2e', 'a/b', '', 'a\0b'])
      expect(() => q.enqueue(ref)).toThrow(/Invalid referenceId/);
    expect(() => q.enqueue('acme', { deliveryId: '' })).toThrow();
    expect(() => q.enqueue('acme', { deliveryId: 'x'.repeat(1025) })).toThrow();
    expect(q.stats().waiting).toBe(0);
  });
});

describe('retries', () => {
  it('backs off 2^n s after attempt n, at most 5 minutes, and fails after 10 attempts, keeping the error', () => {
    const q = queue();
    const { jobId } = q.enqueue('acme');
    // 2 s doubling, at most 5 minutes: nine waits of about 13.5 minutes in all before the tenth run fails for good.
    let waited = 0;
    for (let attempt = 1; attempt <= 9; attempt++) {
      const job = q.claim('w')!;
      expect(job).toMatchObject({ id: jobId, attempts: attempt });
      expect(q.fail(jobId, new Error(`boom ${attempt}`), { workerId: 'w' })).toBe(true);
      const wait = Math.min(2 ** attempt * 1000, 300_000);
      expect(q.get(jobId)).toMatchObject({ state: 'waiting', runAt: t + wait });
      waited += wait;
      t += wait - 1;
      expect(q.claim('w')).toBeNull();
      t += 1;
    }
    expect(waited).toBe(810_000);
    q.claim('w');
    q.fail(jobId, new Error('boom 10'));
    expect(q.get(jobId)).toMatchObject({ state: 'failed', attempts: 10 });
    expect(q.get(jobId)!.lastError).toContain('boom 10');
    t += 3600_000;
    expect(q.claim('w')).toBeNull();
    expect(q.stats()).toMatchObject({ failed: 1, waiting: 0 });
  });

  it('fails at once when told the error is permanent (e.g. invalid payload)', () => {
    const q = queue();
    const { jobId } = q.enqueue('acme');
    q.claim('w');
    q.fail(jobId, 'items[3].price: expected number', { retry: false });
    expect(q.get(jobId)).toMatchObject({ state: 'failed', lastError: 'items[3].price: expected number' });
  });

  it('a new request makes a backing-off job due now with a fresh attempt budget', () => {
    const q = queue();
    const { jobId } = q.enqueue('acme');
    q.claim('w');
    q.fail(jobId, 'api down');
    expect(q.enqueue('acme')).toMatchObject({ jobId, coalesced: true });
    expect(q.claim('w')).toMatchObject({ id: jobId, attempts: 1 });
  });

  it('a failed run whose tenant already has a newer waiting job is superseded, not retried', () => {
    const q = queue();
    const { jobId } = q.enqueue('acme');
    q.claim('w');
    const newer = q.enqueue('acme').jobId;
    q.fail(jobId, 'boom');
    expect(q.get(jobId)).toMatchObject({ state: 'superseded', lastError: 'boom' });
    expect(q.claim('w')).toMatchObject({ id: newer });
  });

  it('ignores complete/fail/heartbeat from a worker that no longer holds the job', () => {
    const q = queue();
    const { jobId } = q.enqueue('acme');
    q.claim('w1');
    expect(q.complete(jobId, { workerId: 'w2' })).toBe(false);
    expect(q.fail(jobId, 'x', { workerId: 'w2' })).toBe(false);
    expect(q.heartbeat(jobId, 'w2')).toBe(false);
    expect(q.complete(jobId, { workerId: 'w1' })).toBe(true);
    expect(q.complete(jobId, { workerId: 'w1' })).toBe(false);
    expect(q.fail(999, 'x')).toBe(false);
  });
});

describe('crash recovery', () => {
  it('reclaims a running job after its lease expires, counting the attempt; heartbeats keep it', () => {
    const q = queue();
    const { jobId } = q.enqueue('acme');
    expect(q.claim('w1', { leaseMs: 10_000 })).toMatchObject({ leaseUntil: t + 10_000 });
    t += 9_000;
    expect(q.heartbeat(jobId, 'w1')).toBe(true); // extends by the claimed lease
    t += 9_000;
    expect(q.claim('w2')).toBeNull();
    expect(q.stats().expired).toBe(0);
    t += 1_000;
    expect(q.stats()).toMatchObject({ running: 1, expired: 1 });
    const again = q.claim('w2')!;
    expect(again).toMatchObject({ id: jobId, attempts: 2, workerId: 'w2' });
    expect(again.lastError).toMatch(/lease expired \(worker w1\)/);
    expect(q.heartbeat(jobId, 'w1')).toBe(false); // the dead worker's late calls are refused
    expect(q.complete(jobId, { workerId: 'w1' })).toBe(false);
    expect(q.complete(jobId, { workerId: 'w2', buildId: 'b2' })).toBe(true);
  });

  it('recovers an expired run in the same claim even when the clock ticks between reads', () => {
    // Every read of this clock is one millisecond later: a recovery that read it twice made the job due just
    // after the claim that recovered it, so that claim found nothing (seen once in CI).
    const q = queue({ leaseMs: 1000, now: () => t++ });
    const { jobId } = q.enqueue('acme');
    q.claim('w1');
    t += 1000;
    expect(q.claim('w2')).toMatchObject({ id: jobId, attempts: 2, workerId: 'w2' });
  });

  it('fails a job that kills its worker every time, after maxAttempts', () => {
    const q = queue({ maxAttempts: 3, leaseMs: 1000 });
    const { jobId } = q.enqueue('acme');
    for (let i = 1; i <= 3; i++) {
      expect(q.claim(`w${i}`)).toMatchObject({ id: jobId, attempts: i });
      t += 1000;
    }
    expect(q.claim('w4')).toBeNull();
    expect(q.get(jobId)).toMatchObject({ state: 'failed' });
  });

  it('prefers the newer waiting job over a crashed run of the same tenant', () => {
    const q = queue({ leaseMs: 1000 });
    const { jobId } = q.enqueue('acme');
    q.claim('w1');
    const newer = q.enqueue('acme').jobId;
    t += 1000;
    expect(q.claim('w2')).toMatchObject({ id: newer });
    expect(q.get(jobId)!.state).toBe('superseded');
  });

  it('recovers a job claimed by a process killed with SIGKILL', async () => {
    // The child runs on the real clock; this handle sees the same clock plus a jump we control.
    let jump = 0;
    const q = openQueue(join(dir, 'queue.db'), { now: () => Date.now() + jump });
    open.push(q);
    const { jobId } = q.enqueue('acme');
    const child = spawnHelper('claim-and-hang', 'doomed', '60000');
    expect(JSON.parse(await firstLine(child))).toMatchObject({ id: jobId, workerId: 'doomed', attempts: 1 });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(q.claim('survivor')).toBeNull(); // still leased to the dead worker
    jump = 60_001;
    expect(q.claim('survivor')).toMatchObject({ id: jobId, attempts: 2, workerId: 'survivor' });
  });
});

describe('several processes on one file', () => {
  it('two handles cannot claim the same job', () => {
    const a = queue();
    const b = queue();
    a.enqueue('one');
    b.enqueue('two');
    expect(b.enqueue('one').coalesced).toBe(true); // b sees a's committed job
    const fromA = a.claim('a')!;
    const fromB = b.claim('b')!;
    expect(fromA.id).not.toBe(fromB.id);
    expect(a.claim('a')).toBeNull();
    expect(b.claim('b')).toBeNull();
  });

  it('four worker processes draining 120 jobs claim each exactly once', async () => {
    const q = queue();
    const ids = Array.from({ length: 120 }, (_, i) => q.enqueue(`tenant-${i}`).jobId);
    const startAt = String(Date.now() + 1500); // all four start together, once spawned
    const outputs = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const child = spawnHelper('drain', `p${n}`, startAt);
        const text = await allOutput(child);
        return JSON.parse(text) as number[];
      }),
    );
    const claimed = outputs.flat();
    expect(claimed.sort((x, y) => x - y)).toEqual(ids);
    expect(outputs.filter((o) => o.length > 0).length).toBeGreaterThan(1); // they really competed
    expect(q.stats()).toMatchObject({ done: 120, waiting: 0, running: 0 });
  });
});

describe('durability', () => {
  it('keeps jobs, attempts and delivery ids across close and reopen', () => {
    const q = queue();
    q.enqueue('acme', { deliveryId: 'msg_1', reason: 'menu' });
    const running = q.claim('w')!;
    q.enqueue('acme');
    q.close();
    const again = queue();
    expect(again.stats()).toMatchObject({ waiting: 1, running: 1, deliveries: 1 });
    expect(again.get(running.id)).toMatchObject({ state: 'running', workerId: 'w', reason: 'menu' });
    expect(again.enqueue('acme', { deliveryId: 'msg_1' }).duplicate).toBe(true);
  });

  it('an enqueue that returned survives the process being killed right after', async () => {
    const child = spawnHelper('enqueue-and-hang', 'x', '0');
    expect(JSON.parse(await firstLine(child))).toMatchObject({ duplicate: false });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(queue().list({ ref: 'killed' })).toHaveLength(1);
  });

  it('lists newest first with filters and a limit, and prunes old history', () => {
    const q = queue();
    for (const ref of ['a', 'b', 'c']) q.enqueue(ref);
    expect(q.list({ limit: 2 }).map((j) => j.ref)).toEqual(['c', 'b']);
    expect(q.list({ ref: 'a' }).map((j) => j.ref)).toEqual(['a']);
    q.complete(q.claim('w')!.id);
    expect(q.list({ state: 'done' }).map((j) => j.ref)).toEqual(['a']);
    expect(q.list({ state: 'waiting' })).toHaveLength(2);
    t += 8 * 24 * 3600_000;
    q.enqueue('d'); // enqueue prunes finished jobs older than the history window
    expect(q.list({ state: 'done' })).toHaveLength(0);
    expect(q.list({ state: 'waiting' })).toHaveLength(3);
  });
});

// --- child processes: a real second process, not just a second handle ---

const HELPER = `
import { openQueue } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'queue.ts')).href)};
const [mode, path, workerId, arg] = process.argv.slice(2); // arg: lease (claim) or start time (drain)
const q = openQueue(path);
if (mode === 'claim-and-hang') {
  console.log(JSON.stringify(q.claim(workerId, { leaseMs: Number(arg) })));
  setInterval(() => {}, 1000);
} else if (mode === 'enqueue-and-hang') {
  console.log(JSON.stringify(q.enqueue('killed')));
  setInterval(() => {}, 1000);
} else if (mode === 'drain') {
  await new Promise((resolve) => setTimeout(resolve, Number(arg) - Date.now())); // common start time
  const claimed = [];
  for (let job; (job = q.claim(workerId)); ) {
    claimed.push(job.id);
    const until = Date.now() + 2; // a short "build", so the processes overlap
    while (Date.now() < until);
    if (!q.complete(job.id, { workerId })) throw new Error('lost job ' + job.id);
  }
  console.log(JSON.stringify(claimed));
  q.close();
}
`;

function spawnHelper(mode: string, workerId: string, arg: string) {
  const script = join(dir, 'helper.mjs');
  writeFileSync(script, HELPER);
  return spawn(process.execPath, [script, mode, join(dir, 'queue.db'), workerId, arg], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

function firstLine(child: ReturnType<typeof spawn>): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.slice(0, text.indexOf('\n')));
    });
    child.once('exit', (code) => reject(new Error(`helper exited (${code}) before printing`)));
  });
}

function allOutput(child: ReturnType<typeof spawn>): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`helper exited with ${code}`))));
  });
}

describe('a published job that lacks something', () => {
  it('keeps its warning (pictures left out) beside its build id; a clean publish has none', () => {
    const q = queue();
    q.enqueue('acme');
    const a = q.claim('w1')!;
    q.complete(a.id, { buildId: 'b1', workerId: 'w1', warning: '1 picture left out of the pages: x.png (HTTP 404)' });
    expect(q.get(a.id)).toMatchObject({
      state: 'done',
      buildId: 'b1',
      warning: '1 picture left out of the pages: x.png (HTTP 404)',
    });
    q.enqueue('acme');
    const b = q.claim('w1')!;
    q.complete(b.id, { buildId: 'b2', workerId: 'w1' });
    expect(q.get(b.id)).toMatchObject({ state: 'done', warning: null });
  });

  it('a queue database from before warnings opens with its jobs, which read as without warning', async () => {
    const { DatabaseSync } = await import('node:sqlite');
    const old = new DatabaseSync(join(dir, 'old.db'));
    old.exec(`CREATE TABLE jobs (
      id INTEGER PRIMARY KEY AUTOINCREMENT, ref TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('waiting','running','done','failed','superseded')),
      attempts INTEGER NOT NULL DEFAULT 0, requests INTEGER NOT NULL DEFAULT 1, reason TEXT,
      run_at INTEGER NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
      worker_id TEXT, lease_ms INTEGER, lease_until INTEGER, build_id TEXT, last_error TEXT)`);
    old
      .prepare(`INSERT INTO jobs (ref, state, run_at, created_at, updated_at, build_id) VALUES (?, 'done', 1, 1, 1, ?)`)
      .run('acme', 'b0');
    old.close();
    const q = queue({}, 'old.db');
    expect(q.list({ ref: 'acme' })).toEqual([expect.objectContaining({ buildId: 'b0', warning: null })]);
    q.enqueue('acme');
    const job = q.claim('w1')!;
    expect(q.complete(job.id, { buildId: 'b1', workerId: 'w1', warning: 'w' })).toBe(true);
    expect(q.get(job.id)?.warning).toBe('w');
  });
});
