/**
 * Online payment of the sample API (spec §4 payment method 1): there is no real provider, so an order paid online
 * is stored with its payment pending and the answer carries a `payment_url` to a demo gateway page
 * (routes/payments.ts) where the customer pays or cancels; the gateway then sends the browser to the storefront's
 * `success_url` (the order page) or `fail_url` (the payment failure page, spec §2 /payment/fail).
 *
 * The return URLs come from the order body. To stop the gateway from being an open redirect, both must be
 * http(s) URLs on the origin that placed the order (the request's Origin header).
 */
import type { StoredOrder } from './store.ts';
import { orderEvents, type OrderEvent } from './events.ts';

export const ONLINE_PAYMENT = 1;

/** The return URLs of an online order, or why they are refused. */
export function returnUrls(
  body: Record<string, unknown>,
  origin: string | undefined,
): { ok: true; success: string; fail: string } | { ok: false; message: string } {
  const parse = (value: unknown) => {
    try {
      return typeof value === 'string' ? new URL(value) : null;
    } catch {
      return null;
    }
  };
  const success = parse(body['success_url']);
  const fail = parse(body['fail_url']);
  if (!success || !fail)
    return { ok: false, message: 'Invalid order: success_url and fail_url are required to pay online' };
  for (const url of [success, fail]) {
    if (!/^https?:$/.test(url.protocol)) return { ok: false, message: 'Invalid order: return URLs must be http(s)' };
    if (!origin || url.origin !== origin)
      return { ok: false, message: 'Invalid order: return URLs must be on the site that places the order' };
  }
  return { ok: true, success: success.toString(), fail: fail.toString() };
}

/** An order's statuses: an unpaid online order stays pending, a failed payment cancels it (status 9). */
export function eventsOf(
  order: StoredOrder,
  now: Date,
  scheduledAt: string | null,
): { status: number; events: OrderEvent[] } {
  if (order.payment_status === 'pending') return { status: 0, events: [{ status: 0, at: order.created_at }] };
  if (order.payment_status === 'failed') {
    return {
      status: 9,
      events: [
        { status: 0, at: order.created_at },
        { status: 9, at: order.created_at },
      ],
    };
  }
  return orderEvents(order.created_at, order.selling_types, now, scheduledAt);
}
