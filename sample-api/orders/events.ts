/**
 * How a sample order moves through the order statuses (spec §4: 0 pending, 1 accepted, 3 ready, 4 out,
 * 5 delivered) over time since it was placed, so a storefront can watch an order progress without a kitchen.
 * Orders that are not delivered skip "out" (4).
 */
import type { ServerSellingType } from '../../src/domain/sellingType.ts';

export interface OrderEvent {
  status: number;
  /** ISO time the order reached this status. */
  at: string;
}

/** [status, seconds after creation]. */
const TIMELINE: ReadonlyArray<readonly [status: number, seconds: number]> = [
  [0, 0],
  [1, 5],
  [3, 15],
  [4, 25],
  [5, 40],
];

/** How long before its slot a scheduled order starts being prepared. */
export const SCHEDULED_LEAD_MS = 30 * 60_000;

/**
 * The statuses an order has reached by `now`, oldest first, and the current one. A scheduled order (spec §4
 * status 10) stays scheduled until half an hour before its slot, then runs the usual timeline from there.
 */
export function orderEvents(
  createdAt: string,
  sellingType: ServerSellingType,
  now: Date,
  scheduledAt?: string | null,
): { status: number; events: OrderEvent[] } {
  const created = new Date(createdAt).getTime();
  const slot = scheduledAt ? new Date(scheduledAt).getTime() : NaN;
  const scheduled = Number.isFinite(slot) && slot - SCHEDULED_LEAD_MS > created;
  const start = scheduled ? slot - SCHEDULED_LEAD_MS : created;
  const events: OrderEvent[] = scheduled ? [{ status: 10, at: new Date(created).toISOString() }] : [];
  events.push(
    ...TIMELINE.filter(([status]) => status !== 4 || sellingType === 'delivery')
      .filter(([, seconds]) => start + seconds * 1000 <= now.getTime())
      .map(([status, seconds]) => ({ status, at: new Date(start + seconds * 1000).toISOString() })),
  );
  // A clock before the creation time (skewed test header) still shows the order as pending (or scheduled).
  if (events.length === 0) events.push({ status: 0, at: new Date(created).toISOString() });
  return { status: events[events.length - 1]!.status, events };
}
