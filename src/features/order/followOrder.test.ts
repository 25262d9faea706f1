import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ORDER_STATUS } from '../../domain/orderStatus.ts';
import { followOrderEvents, type OrderEvents } from './followOrder.ts';

const at = (status: number | null): OrderEvents => ({ status, events: [] });

/** A follow whose calls answer, one by one, what `answers` gives (an Error: the call fails). */
function follow(answers: Array<OrderEvents | Error>, pollMs = 5_000) {
  const seen: Array<number | null | 'failed'> = [];
  const fetchEvents = vi.fn(async () => {
    const next = answers.shift() ?? new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  const stop = followOrderEvents({
    fetchEvents,
    pollMs,
    onEvents: (a) => seen.push(a.status),
    onFailure: () => seen.push('failed'),
  });
  return { seen, fetchEvents, stop };
}

describe('followOrderEvents', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('the events are asked for at once, then again after each wait, until the status is final', async () => {
    const { seen, fetchEvents } = follow([
      at(ORDER_STATUS.pending),
      at(ORDER_STATUS.accepted),
      at(ORDER_STATUS.delivered),
      at(ORDER_STATUS.delivered),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchEvents).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchEvents).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchEvents).toHaveBeenCalledTimes(3);
    expect(seen).toEqual([ORDER_STATUS.pending, ORDER_STATUS.accepted, ORDER_STATUS.delivered]);
  });

  test('a failed call is reported and the next one is tried after the same wait', async () => {
    const { seen, fetchEvents } = follow([new Error('offline'), at(ORDER_STATUS.pending)], 1_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['failed']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchEvents).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['failed', ORDER_STATUS.pending]);
  });

  test('an answer without a status keeps the order followed', async () => {
    const { fetchEvents } = follow([at(null), at(null)], 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchEvents).toHaveBeenCalledTimes(2);
  });

  test('once stopped, no further call is made', async () => {
    const { fetchEvents, stop } = follow([at(ORDER_STATUS.pending), at(ORDER_STATUS.pending)], 1_000);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchEvents).toHaveBeenCalledTimes(1);
  });
});
