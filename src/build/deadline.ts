/**
 * Deadlines and shutdown for a tenant build: one AbortSignal per build that fires when its deadline passes or when
 * the caller (a republish worker that is stopping) aborts. Every stage listens to it: picture fetches are cut,
 * the render worker is killed, and work that cannot be cancelled (an API call, sharp) is no longer waited for.
 */

/** The reason a tenant build was stopped from outside its own work. */
export class BuildAbortedError extends Error {
  readonly kind: 'deadline' | 'shutdown';
  constructor(kind: 'deadline' | 'shutdown', message: string) {
    super(message);
    this.name = 'BuildAbortedError';
    this.kind = kind;
  }
}

/** The reason a worker gives when it stops while a build runs. */
export const shutdownReason = () => new BuildAbortedError('shutdown', 'stopped: the worker is shutting down');

const seconds = (ms: number) => `${+(ms / 1000).toFixed(3)} s`;

/** A signal that aborts after `ms` (reason: a deadline `BuildAbortedError`) or when `parent` aborts (its reason). */
export function buildDeadline(ms: number, parent?: AbortSignal): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(
        new BuildAbortedError('deadline', `build deadline of ${seconds(ms)} passed (TENANT_BUILD_TIMEOUT_MS)`),
      ),
    ms,
  );
  const onParent = () => {
    const reason: unknown = parent?.reason;
    controller.abort(reason instanceof BuildAbortedError ? reason : shutdownReason());
  };
  if (parent?.aborted) onParent();
  else parent?.addEventListener('abort', onParent, { once: true });
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onParent);
    },
  };
}

/** `work`, or the signal's reason as soon as it aborts (for work that cannot itself be cancelled). */
export function raceAbort<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    work.catch(() => {}); // abandoned: its own failure no longer matters
    return Promise.reject(signal.reason as Error);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      work.catch(() => {});
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err as Error);
      },
    );
  });
}
