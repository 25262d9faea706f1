/**
 * The order this checkout sent to online payment and that has not come back paid (stores/checkout.ts
 * pendingOrderId): a customer who pressed Back on the payment page finds the checkout filled as they left it, and
 * must be told that the order exists. The API is asked where it stands (stores/order.ts pendingOrderChecked): paid
 * meanwhile → the cart empties; cancelled or unknown → forgotten; still unpaid → `waiting`, with its number and
 * where it is paid (the order answer's `payment_url`, else the one its placing gave). Unreachable (no network) →
 * `waiting` too: a second order must not slip through because the first could not be checked.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { shortOrderNumber } from '../../domain/orderNumber.ts';
import { unlessMissing } from '../../lib/api/browser.ts';
import type { StorefrontApi } from '../../lib/api/storefront.ts';
import { pendingOrderChecked } from '../../stores/order.ts';
import { $recentOrders } from '../../stores/recentOrders.ts';

export type PendingOrder =
  { state: 'none' } | { state: 'checking' } | { state: 'waiting'; id: string; number: string; payUrl: string | null };

const WEB_PAGE = /^https?:\/\//;

/** Where the order waiting for its payment stands. */
export function usePendingOrder(
  api: Pick<StorefrontApi, 'order'>,
  pending: { id: string | null; paymentUrl: string | null },
): PendingOrder {
  const { id } = pending;
  const recent = useStore($recentOrders);
  const [checked, setChecked] = useState<{ id: string; number: string | null; payUrl: string | null } | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    unlessMissing(api.order(id))
      .then((answer) => {
        const order = answer?.order ?? null;
        if (live && pendingOrderChecked(order) === 'waiting') {
          const payUrl = typeof order?.payment_url === 'string' ? order.payment_url : null;
          setChecked({ id, number: order ? shortOrderNumber(order) : null, payUrl });
        }
      })
      .catch(() => {
        if (live) setChecked({ id, number: null, payUrl: null });
      });
    return () => {
      live = false;
    };
  }, [api, id]);

  if (!id) return { state: 'none' };
  if (checked?.id !== id) return { state: 'checking' };
  // The number it was placed with (the recent orders), else the API's, else one made from its id.
  const number = recent.find((o) => o.id === id)?.number ?? checked.number ?? shortOrderNumber({ id });
  const payUrl = [checked.payUrl, pending.paymentUrl].find((url) => !!url && WEB_PAGE.test(url)) ?? null;
  return { state: 'waiting', id, number, payUrl };
}
