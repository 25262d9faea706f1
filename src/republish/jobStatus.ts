/**
 * What became of a republish, for the sender of the webhook: the 202 names, for each job, a status address
 * (`/hooks/republish/jobs/{ref}/{jobId}?token=…`) that answers the job's state, its build once live and, when the
 * build failed, the error (an invalid payload names its field). Without it a business whose change never went live
 * was told "202 accepted" and nothing more: the error was in the server's log alone.
 *
 * The token is an HMAC of the tenant and the job under the tenant's webhook secret (the first of its set), so only
 * who can sign a delivery for that tenant, or was answered one, can read its jobs; nothing is stored for it, and a
 * secret kept during a rotation keeps its tokens good. A wrong token is answered as an unknown job (no probing).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RepublishJob } from './backend.ts';
import { decodeSecret } from './signature.ts';

/** 128 bits of an HMAC-SHA256, base64url: long enough not to be guessed, short enough for a URL. */
const TOKEN_BYTES = 16;

function tokenBytes(secret: string, ref: string, jobId: number | string): Buffer {
  return createHmac('sha256', decodeSecret(secret))
    .update(`republish-status.${ref}.${String(jobId)}`, 'utf8')
    .digest()
    .subarray(0, TOKEN_BYTES);
}

/** The status token of a tenant's job under `secret`. */
export function statusToken(secret: string, ref: string, jobId: number | string): string {
  return tokenBytes(secret, ref, jobId).toString('base64url');
}

/** Whether `token` is the status token of this job under any of the tenant's `secrets`. */
export function statusTokenValid(
  secrets: readonly string[],
  ref: string,
  jobId: number | string,
  token: string,
): boolean {
  const given = Buffer.from(token, 'base64url');
  if (given.length !== TOKEN_BYTES || given.toString('base64url') !== token) return false;
  return secrets.some((secret) => timingSafeEqual(tokenBytes(secret, ref, jobId), given));
}

/** The address the 202 names for a job (relative to the server that answered it). */
export function statusPath(ref: string, jobId: number | string, token: string): string {
  return `/hooks/republish/jobs/${encodeURIComponent(ref)}/${encodeURIComponent(String(jobId))}?token=${token}`;
}

/** What the status address answers: the job in the sender's terms. */
export interface JobStatus {
  ref: string;
  jobId: number | string;
  /** waiting, running, done (live), failed, or superseded (a newer request for the tenant took its place). */
  state: RepublishJob['state'];
  live: boolean;
  /** Runs started so far. */
  attempts: number;
  /** The release that went live (state done). */
  buildId: string | null;
  /**
   * Why the last run failed, as the build said it (an invalid payload names its field): its words only, not the
   * stack the server's log keeps (the operator's files and lines), and none once a later run went live.
   */
  error: string | null;
  /** What the live release lacks (pictures left out), in words. */
  warning: string | null;
  createdAt: string;
  updatedAt: string;
}

export function jobStatus(job: RepublishJob): JobStatus {
  return {
    ref: job.ref,
    jobId: job.id,
    state: job.state,
    live: job.state === 'done',
    attempts: job.attempts,
    buildId: job.buildId,
    error: job.state === 'done' ? null : senderError(job.lastError),
    warning: job.warning,
    createdAt: new Date(job.createdAt).toISOString(),
    updatedAt: new Date(job.updatedAt).toISOString(),
  };
}

/**
 * An error as the job keeps it (`TenantBuildError: shawarma-house: invalid payload … \n    at fetchTenant (file:///…)`)
 * in the sender's terms: the message without the error's class or the stack's frames.
 */
export function senderError(kept: string | null): string | null {
  if (!kept) return null;
  const words = kept
    .split('\n')
    .filter((line) => !/^\s+at\s/.test(line))
    .join('\n')
    .replace(/^[A-Za-z]*Error:\s*/, '')
    .trim();
  return words || null;
}
