/**
 * Durable, coalescing build queue on node:sqlite (design.md decision 8, "Scale out": the embedded default; one
 * file in WAL mode, shared by the webhook receiver and any number of build worker processes).
 *
 * Per tenant (ref) at most one job RUNS and at most one WAITS. Both rules are partial unique indexes, so even a
 * bug cannot break them. A request for a tenant that already has a waiting job folds into it; a request while a
 * build runs creates that one waiting job, which starts after the running one: the last edit is always published.
 * The webhook id is an idempotency key: a replayed delivery is acknowledged and queues nothing.
 *
 * Every state change is one `BEGIN IMMEDIATE` transaction: SQLite takes the write lock up front, so two processes
 * cannot both read a job as claimable and both claim it. Durability: WAL + synchronous=FULL, so a call that returned
 * has been fsynced (a webhook we answered 2xx survives a power cut, not just a crash).
 *
 * States: waiting -> running -> done | failed | superseded (a failed or crashed run whose tenant already has a
 * newer waiting job: that job publishes the latest content anyway, so the old run is not retried). Times are ms.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { assertSafeReferenceId } from '../domain/referenceId.ts';
import { DEFAULT_MAX_ATTEMPTS, defaultBackoffMs } from './retry.ts';

export type JobState = 'waiting' | 'running' | 'done' | 'failed' | 'superseded';

export interface Job {
  id: number;
  ref: string;
  state: JobState;
  /** Runs started so far (a lease that expired counts: a job that kills its worker must eventually fail). */
  attempts: number;
  /** How many requests were coalesced into this job. */
  requests: number;
  reason: string | null;
  /** When a waiting job becomes due (retries are pushed into the future). */
  runAt: number;
  createdAt: number;
  updatedAt: number;
  /** Worker of the current or latest run. */
  workerId: string | null;
  leaseMs: number | null;
  leaseUntil: number | null;
  buildId: string | null;
  lastError: string | null;
  warning: string | null;
}

export interface QueueOptions {
  /** Clock in ms since the epoch (tests inject one). */
  now?: () => number;
  /** Runs before a job is marked failed, and the delay after failed attempt n (1-based). Defaults: retry.ts. */
  maxAttempts?: number;
  backoffMs?: (attempt: number) => number;
  /** Lease when claim() is given none. Default 60 s. */
  leaseMs?: number;
  /** How long delivery ids are remembered. Default 72 h (>= 24 h; senders retry the same id for about a day). */
  deliveryTtlMs?: number;
  /** How long done/failed/superseded jobs stay for list(). Default 7 days. */
  historyMs?: number;
  /** SQLite busy timeout when another process holds the write lock. Default 5 s. */
  busyTimeoutMs?: number;
}

export interface EnqueueResult {
  jobId: number;
  duplicate: boolean;
  coalesced: boolean;
}

export interface QueueStats {
  waiting: number;
  /** Waiting jobs whose time has come (some may be blocked behind their tenant's running job). */
  due: number;
  running: number;
  /** Running jobs whose lease has lapsed (worker presumably dead); the next claim recovers them. */
  expired: number;
  done: number;
  failed: number;
  superseded: number;
  deliveries: number;
}

export interface Queue {
  /** Committed and fsynced on return. Throws on an unsafe ref. A seen deliveryId queues nothing (`duplicate`). */
  enqueue(ref: string, options?: { deliveryId?: string; reason?: string }): EnqueueResult;
  /** Oldest due waiting job of a tenant with no running build (expired leases are recovered first), or null. */
  claim(workerId: string, options?: { leaseMs?: number }): Job | null;
  /** Extends the lease; false means the job is no longer this worker's (it should stop and not publish). */
  heartbeat(jobId: number, workerId: string, options?: { leaseMs?: number }): boolean;
  /** Marks a running job done. With workerId, only if that worker still holds it. False if nothing changed. */
  complete(jobId: number, options?: { buildId?: string; workerId?: string; warning?: string | undefined }): boolean;
  /** Records a failed run: retry with backoff, or `failed` after maxAttempts or when `retry: false`. */
  fail(jobId: number, error: unknown, options?: { workerId?: string; retry?: boolean }): boolean;
  get(jobId: number): Job | null;
  stats(): QueueStats;
  list(options?: { ref?: string; state?: JobState; limit?: number }): Job[];
  close(): void;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS jobs (
  id INTEGER PRIMARY KEY AUTOINCREMENT, ref TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('waiting','running','done','failed','superseded')),
  attempts INTEGER NOT NULL DEFAULT 0, requests INTEGER NOT NULL DEFAULT 1, reason TEXT,
  run_at INTEGER NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
  worker_id TEXT, lease_ms INTEGER, lease_until INTEGER, build_id TEXT, last_error TEXT, warning TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS jobs_one_waiting ON jobs(ref) WHERE state = 'waiting';
CREATE UNIQUE INDEX IF NOT EXISTS jobs_one_running ON jobs(ref) WHERE state = 'running';
CREATE INDEX IF NOT EXISTS jobs_state ON jobs(state, run_at, id);
CREATE TABLE IF NOT EXISTS deliveries (
  delivery_id TEXT PRIMARY KEY, job_id INTEGER NOT NULL, received_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS deliveries_age ON deliveries(received_at);
`;

type Row = Record<string, unknown>;
/** Columns as Job fields, so a row (or RETURNING) is a Job without a hand-written mapper. */
const JOB = `id, ref, state, attempts, requests, reason, run_at AS runAt, created_at AS createdAt,
  updated_at AS updatedAt, worker_id AS workerId, lease_ms AS leaseMs, lease_until AS leaseUntil,
  build_id AS buildId, last_error AS lastError, warning`;
const toJob = (row: Row): Job => ({ ...row }) as unknown as Job; // spread: node:sqlite rows have a null prototype

/** Error text kept on the job: bounded, so a huge stack or build log cannot bloat the database. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.stack || error.message : String(error);
  return text.length > 4000 ? `${text.slice(0, 4000)}…` : text;
}

export function openQueue(path: string, options: QueueOptions = {}): Queue {
  const now = options.now ?? Date.now;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const defaultLeaseMs = options.leaseMs ?? 60_000;
  const deliveryTtlMs = options.deliveryTtlMs ?? 72 * 3600_000;
  const historyMs = options.historyMs ?? 7 * 24 * 3600_000;

  const db = new DatabaseSync(path, { timeout: options.busyTimeoutMs ?? 5000 });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;');

  /** One write transaction; the lock is taken at BEGIN so read-then-write decisions cannot race. */
  function tx<T>(fn: () => T): T {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = fn();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  }
  tx(() => {
    db.exec(SCHEMA);
    // A queue database from before the job's warning column gains it, in this transaction (other processes wait).
    const columns = db.prepare('PRAGMA table_info(jobs)').all() as Array<{ name: string }>;
    if (!columns.some((c) => c.name === 'warning')) db.exec('ALTER TABLE jobs ADD COLUMN warning TEXT');
  });

  // Statements are prepared once per SQL text and reused (the handle owns them; close() finalises them).
  const statements = new Map<string, StatementSync>();
  const q = (sql: string): StatementSync => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  const waitingFor = q(`SELECT id FROM jobs WHERE ref = ? AND state = 'waiting'`);
  const byId = q(`SELECT ${JOB} FROM jobs WHERE id = ?`);
  const get = (jobId: number): Job | null => {
    const row = byId.get(jobId) as Row | undefined;
    return row ? toJob(row) : null;
  };

  /**
   * A run that ended without success (failure or lost lease). If a newer request is already waiting, that job
   * carries the tenant forward; else retry later, unless out of attempts.
   */
  /** `t` is the caller's instant: reading the clock again here could make a recovered run due one tick too late. */
  function endRun(job: Job, error: string, retry: boolean, delayMs: number, t = now()): void {
    let state: JobState = 'waiting';
    if (waitingFor.get(job.ref)) state = 'superseded';
    else if (!retry || job.attempts >= maxAttempts) state = 'failed';
    q(`UPDATE jobs SET state = ?, run_at = ?, last_error = ?, lease_until = NULL, updated_at = ?
      WHERE id = ?`).run(state, t + delayMs, error, t, job.id);
  }

  /** The running job, if `workerId` (when given) still holds it. */
  function ownedRunning(jobId: number, workerId: string | undefined): Job | undefined {
    const job = get(jobId);
    if (!job || job.state !== 'running' || (workerId !== undefined && job.workerId !== workerId)) return undefined;
    return job;
  }

  return {
    enqueue(ref, { deliveryId, reason } = {}) {
      assertSafeReferenceId(ref); // the ref becomes a directory name later: refuse hostile ones at the door
      if (deliveryId !== undefined && (deliveryId.length === 0 || deliveryId.length > 1024)) {
        throw new Error('deliveryId must be 1..1024 characters');
      }
      return tx(() => {
        const t = now();
        // Pruning here keeps both tables bounded without a separate janitor process.
        q(`DELETE FROM deliveries WHERE received_at < ?`).run(t - deliveryTtlMs);
        q(`DELETE FROM jobs WHERE state IN ('done','failed','superseded') AND updated_at < ?`).run(t - historyMs);
        if (deliveryId !== undefined) {
          const seen = q(`SELECT job_id FROM deliveries WHERE delivery_id = ?`).get(deliveryId) as Row | undefined;
          if (seen) return { jobId: seen.job_id as number, duplicate: true, coalesced: false };
        }
        const waiting = waitingFor.get(ref) as Row | undefined;
        let jobId: number;
        if (waiting) {
          // A new edit is new content: the waiting job becomes due now with a fresh attempt budget, even if it
          // was backing off after failures of the older content.
          jobId = waiting.id as number;
          q(`UPDATE jobs SET requests = requests + 1, reason = coalesce(?, reason), run_at = min(run_at, ?),
             attempts = 0, updated_at = ? WHERE id = ?`).run(reason ?? null, t, t, jobId);
        } else {
          const inserted = q(`INSERT INTO jobs (ref, state, reason, run_at, created_at, updated_at)
             VALUES (?, 'waiting', ?, ?, ?, ?)`).run(ref, reason ?? null, t, t, t);
          jobId = Number(inserted.lastInsertRowid);
        }
        if (deliveryId !== undefined) {
          q(`INSERT INTO deliveries (delivery_id, job_id, received_at) VALUES (?, ?, ?)`).run(deliveryId, jobId, t);
        }
        return { jobId, duplicate: false, coalesced: Boolean(waiting) };
      });
    },

    claim(workerId, { leaseMs = defaultLeaseMs } = {}) {
      return tx(() => {
        const t = now();
        // Recover runs whose worker stopped heartbeating (crash, SIGKILL): due again at once, the lease was the wait.
        const expired = q(`SELECT ${JOB} FROM jobs WHERE state = 'running' AND lease_until <= ?
          ORDER BY id`).all(t) as Row[];
        for (const job of expired.map(toJob)) endRun(job, `lease expired (worker ${job.workerId})`, true, 0, t);
        // Oldest due job whose tenant is not being built right now.
        const row = q(`UPDATE jobs SET state = 'running', attempts = attempts + 1, worker_id = ?, lease_ms = ?,
            lease_until = ?, updated_at = ?
          WHERE id = (SELECT j.id FROM jobs j WHERE j.state = 'waiting' AND j.run_at <= ?
            AND NOT EXISTS (SELECT 1 FROM jobs r WHERE r.ref = j.ref AND r.state = 'running')
            ORDER BY j.id LIMIT 1)
          RETURNING ${JOB}`).get(workerId, leaseMs, t + leaseMs, t, t) as Row | undefined;
        return row ? toJob(row) : null;
      });
    },

    heartbeat(jobId, workerId, { leaseMs } = {}) {
      return tx(() => {
        const row = ownedRunning(jobId, workerId);
        if (!row) return false;
        const t = now();
        const ms = leaseMs ?? row.leaseMs ?? defaultLeaseMs;
        q(`UPDATE jobs SET lease_until = ?, lease_ms = ?, updated_at = ? WHERE id = ?`).run(t + ms, ms, t, jobId);
        return true;
      });
    },

    complete(jobId, { buildId, workerId, warning } = {}) {
      return tx(() => {
        if (!ownedRunning(jobId, workerId)) return false;
        q(`UPDATE jobs SET state = 'done', build_id = ?, warning = ?, lease_until = NULL, updated_at = ?
          WHERE id = ?`).run(buildId ?? null, warning ? errorText(warning) : null, now(), jobId);
        return true;
      });
    },

    fail(jobId, error, { workerId, retry = true } = {}) {
      return tx(() => {
        const row = ownedRunning(jobId, workerId);
        if (!row) return false;
        endRun(row, errorText(error), retry, backoffMs(row.attempts));
        return true;
      });
    },

    get,

    stats() {
      const t = now();
      const row = q(`SELECT
          count(*) FILTER (WHERE state = 'waiting') AS waiting,
          count(*) FILTER (WHERE state = 'waiting' AND run_at <= ?) AS due,
          count(*) FILTER (WHERE state = 'running') AS running,
          count(*) FILTER (WHERE state = 'running' AND lease_until <= ?) AS expired,
          count(*) FILTER (WHERE state = 'done') AS done,
          count(*) FILTER (WHERE state = 'failed') AS failed,
          count(*) FILTER (WHERE state = 'superseded') AS superseded,
          (SELECT count(*) FROM deliveries) AS deliveries
        FROM jobs`).get(t, t) as Row;
      return { ...row } as unknown as QueueStats;
    },

    list({ ref, state, limit = 100 } = {}) {
      const rows = q(`SELECT ${JOB} FROM jobs WHERE (?1 IS NULL OR ref = ?1) AND (?2 IS NULL OR state = ?2)
        ORDER BY id DESC LIMIT ?3`).all(ref ?? null, state ?? null, Math.max(0, Math.floor(limit))) as Row[];
      return rows.map(toJob);
    },

    close() {
      if (db.isOpen) db.close();
    },
  };
}
