/**
 * The purchase event: reported once per order, by the tab that placed it, when the order page shows the order
 * (the confirmation a customer sees; a report sent while the checkout navigates away could be lost). The checkout
 * remembers the order it placed in the tab's sessionStorage; the order page reports it when it is not waiting on
 * an online payment, and forgets it, so a reload or a later visit of the order page never reports it again, and an
 * order opened from the history (placed elsewhere, or reported already) never is.
 */
import { toMinor } from '../../domain/money.ts';
import { trackEvent } from './bus.ts';

/** Where a tab keeps the orders it placed and has not reported yet. */
export const placedOrdersKey = (ref: string) => `sf:${ref}:placed-orders`;

type TabStorage = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStorageOrNull(): TabStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // privacy mode: even reading sessionStorage throws
  }
}

function placedOrders(ref: string, storage: TabStorage | null): string[] {
  try {
    const list: unknown = JSON.parse(storage?.getItem(placedOrdersKey(ref)) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string').slice(-20) : [];
  } catch {
    return [];
  }
}

function keep(ref: string, storage: TabStorage | null, ids: string[]): void {
  try {
    storage?.setItem(placedOrdersKey(ref), JSON.stringify(ids.slice(-20)));
  } catch {
    // full or refused: the purchase goes unreported, nothing else is affected
  }
}

/** The checkout placed this order (call once the API accepted it). */
export function rememberPlacedOrder(ref: string, orderId: string | number, storage = sessionStorageOrNull()): void {
  const id = String(orderId);
  keep(ref, storage, [...placedOrders(ref, storage).filter((x) => x !== id), id]);
}

/** What the order page does with an order: report its purchase, wait for its payment, or nothing. */
export function purchaseDecision(
  placed: readonly string[],
  order: { id: string; payment_status?: string | null },
): 'report' | 'wait' | 'forget' | 'none' {
  if (!placed.includes(order.id)) return 'none';
  if (order.payment_status === 'pending') return 'wait';
  return order.payment_status === 'failed' ? 'forget' : 'report';
}

export interface OrderForPurchase {
  id: string;
  currency: string;
  total: number;
  payment_status?: string | null;
  lines: Array<{ item_id: number; quantity: number; price_label_id: number }>;
}

/** The order page read the order: reports its purchase if this tab placed it and it is paid or paid otherwise. */
export function reportPurchase(ref: string, order: OrderForPurchase, storage = sessionStorageOrNull()): void {
  const placed = placedOrders(ref, storage);
  const decision = purchaseDecision(placed, order);
  if (decision === 'none' || decision === 'wait') return;
  keep(
    ref,
    storage,
    placed.filter((id) => id !== order.id),
  );
  if (decision === 'forget') return;
  trackEvent({
    name: 'purchase',
    orderId: order.id,
    value: toMinor(order.total, order.currency),
    lines: order.lines.map((l) => ({ id: l.item_id, quantity: l.quantity, label: l.price_label_id })),
  });
}
