/**
 * An order's status in words, the same on the order page, the history, the details and the status page: a
 * delivered pickup is "Picked up" and a dine-in "Served" (domain/orderStatus.ts statusLabel), and an order paid
 * online whose payment has not come in says it waits for it (it was "Received", like any order the kitchen has).
 */
import { statusLabel } from '../../domain/orderStatus.ts';

export function orderStatusText(
  s: Readonly<Record<string, string | undefined>>,
  status: number,
  sellingType: string,
  paymentStatus?: string | null,
): string {
  if (paymentStatus === 'pending' && s.awaitingPayment) return s.awaitingPayment;
  return s[`status_${statusLabel(status, sellingType)}`] ?? s[`status_${status}`] ?? String(status);
}
