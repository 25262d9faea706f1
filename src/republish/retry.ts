/**
 * How often a failed republish runs again, the same for both queues: ten runs, 2 s doubling to at most 5 minutes
 * between them, about 13.5 minutes in all, so an API down for a few minutes (a deploy, a restart) does not lose the
 * owner's change (five runs gave up after ~30 s).
 */

/** Runs of a job before it fails. */
export const DEFAULT_MAX_ATTEMPTS = 10;

/** The wait after failed run `attempt` (1-based): 2 s doubling, at most 5 minutes. */
export const defaultBackoffMs = (attempt: number): number => Math.min(2 ** attempt * 1000, 300_000);
