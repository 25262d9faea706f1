/**
 * What the webhook, the operator CLI and the site server need from a republish queue, whichever backend holds it:
 * the node:sqlite queue (default, synchronous) or BullMQ on Redis (`REDIS_URL`, asynchronous). Results are
 * `Awaitable`, so the synchronous queue satisfies the interface as it is and every caller simply awaits.
 */
import type { JobState } from './queue.ts';

export type Awaitable<T> = T | Promise<T>;

/** A job as both backends report it (the sqlite queue's `Job` has more fields and numeric ids). */
export interface RepublishJob {
  id: number | string;
  ref: string;
  state: JobState;
  /** Runs started (a run lost with its worker counts). */
  attempts: number;
  /** Requests folded into this job. */
  requests: number;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  workerId: string | null;
  buildId: string | null;
  lastError: string | null;
  /** What the published release lacks (pictures left out), in words; null when nothing. */
  warning: string | null;
}

export interface RepublishEnqueueResult {
  jobId: number | string;
  duplicate: boolean;
  coalesced: boolean;
}

export interface RepublishStats {
  waiting: number;
  running: number;
  done: number;
  failed: number;
  superseded: number;
}

export interface RepublishQueue {
  /** Durably recorded when it resolves. Throws on an unsafe ref. A seen deliveryId queues nothing (`duplicate`). */
  enqueue(ref: string, options?: { deliveryId?: string; reason?: string }): Awaitable<RepublishEnqueueResult>;
  stats(): Awaitable<RepublishStats>;
  /** Newest first. */
  list(options?: { ref?: string; state?: JobState; limit?: number }): Awaitable<RepublishJob[]>;
  close(): Awaitable<void>;
}

/**
 * Builds and publishes one tenant. A permanent failure (invalid payload, unknown tenant) is not retried. `signal`
 * aborts the build (the worker is stopping): it then rejects at once, publishing nothing.
 */
export type BuildFn = (
  ref: string,
  options?: { signal?: AbortSignal },
) => Promise<{ buildId: string; warning?: string; permanent?: false } | { permanent: true; error: string }>;

/** A running set of republish workers of either backend. */
export interface RepublishWorkers {
  /** Look at the queue now (the sqlite loop polls; BullMQ is woken by Redis itself). */
  wake(): void;
  /** Finishes the current jobs, then stops. */
  stop(): Promise<void>;
}
