/**
 * Following an order's progress on its page (spec §4 order statuses): its events are asked for at once, then again
 * `pollMs` after each answer until the status is final. A failed call is reported and tried again after the same
 * wait. The order page's island starts it once it has the order, and stops it when it goes.
 */
import { FINAL_STATUSES } from '../../domain/orderStatus.ts';

export interface OrderEvents {
  status: number | null;
  events: Array<{ status: number; at: string }>;
}

export interface FollowOrderOptions<E extends OrderEvents> {
  /** One call for the order's events (GET webapp/update-order-events/{ref}/{id}). */
  fetchEvents: () => Promise<E>;
  /** Milliseconds between an answer (or a failure) and the next call. */
  pollMs: number;
  onEvents: (answer: E) => void;
  onFailure: () => void;
}

/** Starts following the order; returns the stop (no call is started after it). */
export function followOrderEvents<E extends OrderEvents>({
  fetchEvents,
  pollMs,
  onEvents,
  onFailure,
}: FollowOrderOptions<E>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const poll = async () => {
    try {
      const answer = await fetchEvents();
      onEvents(answer);
      if (answer.status !== null && FINAL_STATUSES.has(answer.status)) return;
    } catch {
      onFailure();
    }
    if (!stopped) timer = setTimeout(() => void poll(), pollMs);
  };
  void poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
