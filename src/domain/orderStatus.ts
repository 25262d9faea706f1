/**
 * Order statuses (spec §4: 0 pending, 1 accepted, 2 rejected, 3 ready, 4 out, 5 delivered, 9 cancelled,
 * 10 scheduled) and the path an order takes through them, for the tracking page.
 */
export const ORDER_STATUS = {
  pending: 0,
  accepted: 1,
  rejected: 2,
  ready: 3,
  out: 4,
  delivered: 5,
  cancelled: 9,
  scheduled: 10,
} as const;

/** Statuses after which an order never changes: polling stops. */
export const FINAL_STATUSES: ReadonlySet<number> = new Set([
  ORDER_STATUS.rejected,
  ORDER_STATUS.delivered,
  ORDER_STATUS.cancelled,
]);

/** The steps shown for an order of a selling type: only deliveries go "out"; a scheduled order starts scheduled. */
export function orderSteps(sellingType: string, scheduled: boolean): number[] {
  const steps: number[] = [ORDER_STATUS.pending, ORDER_STATUS.accepted, ORDER_STATUS.ready];
  if (sellingType === 'delivery') steps.push(ORDER_STATUS.out);
  steps.push(ORDER_STATUS.delivered);
  return scheduled ? [ORDER_STATUS.scheduled, ...steps] : steps;
}

/** Where the current status sits on the steps: index of the step reached, -1 for a rejected or cancelled order. */
export function stepIndex(steps: readonly number[], status: number): number {
  if (status === ORDER_STATUS.rejected || status === ORDER_STATUS.cancelled) return -1;
  const at = steps.indexOf(status);
  return at >= 0 ? at : 0;
}

/** The label of a step or status: the last step says what the customer does (collects, is served, receives). */
export type StatusLabel =
  | 'scheduled'
  | 'pending'
  | 'accepted'
  | 'ready'
  | 'out'
  | 'delivered'
  | 'pickedUp'
  | 'served'
  | 'rejected'
  | 'cancelled';

const LABELS: Record<number, StatusLabel> = {
  0: 'pending',
  1: 'accepted',
  2: 'rejected',
  3: 'ready',
  4: 'out',
  9: 'cancelled',
  10: 'scheduled',
};

/**
 * The label of a status for an order of a selling type: status 5 ends a delivery "Delivered", a pickup "Picked up"
 * and a dine-in "Served"; an unknown status or selling type reads as the nearest general label.
 */
export function statusLabel(status: number, sellingType: string): StatusLabel {
  if (status === ORDER_STATUS.delivered) {
    if (sellingType === 'car_pickup') return 'pickedUp';
    if (sellingType === 'dine_in') return 'served';
    return 'delivered';
  }
  return LABELS[status] ?? 'pending';
}

/** The steps of an order of a selling type, each with the label it shows. */
export function stepsForType(sellingType: string, scheduled: boolean): Array<{ status: number; label: StatusLabel }> {
  return orderSteps(sellingType, scheduled).map((status) => ({ status, label: statusLabel(status, sellingType) }));
}

// In a module of its own: the checkout names an order by it without loading the statuses' rules.
export { shortOrderNumber } from './orderNumber.ts';

const UNIT_MINUTES: Record<string, number> = { minute: 1, hour: 60, day: 1440 };

/** Spec §9: an order is expected within the business's delivery time, 30 minutes unless it says otherwise. */
export const DEFAULT_DELIVERY_MINUTES = 30;

/** The delivery time of a zone in minutes (its unit converted: minute 1, hour 60, day 1440); 30 when unknown. */
export function deliveryMinutes(zone: { delivery_time?: unknown; unit?: unknown } | null | undefined): number {
  const time = zone?.delivery_time;
  if (typeof time !== 'number' || !Number.isFinite(time) || time <= 0) return DEFAULT_DELIVERY_MINUTES;
  const unit = typeof zone?.unit === 'string' && Object.hasOwn(UNIT_MINUTES, zone.unit) ? UNIT_MINUTES[zone.unit]! : 1;
  return Math.min(time * unit, 60 * 24 * 30);
}

/**
 * When the order should arrive or be ready: the chosen slot of a scheduled order (its start), else the time it was
 * placed plus the delivery time; null for a final or refused order, or dates that do not parse.
 */
export function estimatedAt(
  order: { status: number; created_at: string; scheduled_at?: string | null },
  minutes: number,
): string | null {
  if (FINAL_STATUSES.has(order.status)) return null;
  const scheduled = order.scheduled_at ? Date.parse(order.scheduled_at) : Number.NaN;
  if (Number.isFinite(scheduled)) return new Date(scheduled).toISOString();
  const placed = Date.parse(order.created_at);
  if (!Number.isFinite(placed) || !Number.isFinite(minutes)) return null;
  return new Date(placed + Math.max(0, minutes) * 60_000).toISOString();
}
