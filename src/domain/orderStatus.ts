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
