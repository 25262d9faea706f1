/**
 * The customer's orders (spec §2 /orders/history, /orders/details, /orders/status; §4 statuses; §9 paged list):
 * the history page by page (GET webapp/v5/orders/{userId}?page=n, newest first), one order's lines, totals and
 * status (GET webapp/order/{id}), the status of one order or of the latest one, refreshed until it is final; and
 * "Order again", which puts the lines back into the cart and opens the cart page of the order's selling type (the
 * cart drops, saying so, the lines the current menu no longer offers).
 */
import { Boundary } from '../../../components/ui/Boundary.tsx';
import { useMemo } from 'react';
import { readIslandData } from '../../../components/ui/islandData.ts';
import { NeedLogin, useAccountSession } from '../wallet/session.tsx';
import OneOrder from './OneOrder.tsx';
import OrderHistory from './OrderHistory.tsx';
import { ORDER_NAMES_ID } from './orderNames.ts';
import type { OrderNames } from './orders.ts';
import type { OrdersStrings, OrdersViewProps } from './ordersPage.ts';

export type { OrdersPageKind, OrdersViewProps } from './ordersPage.ts';

const readNames = () => readIslandData<OrderNames>(ORDER_NAMES_ID);

function OrdersViewIsland(props: OrdersViewProps) {
  const s: OrdersStrings = props.strings;
  const session = useAccountSession();
  const names = useMemo(readNames, []);
  if (!session) return <p role="alert">{s.broken}</p>;
  if (!session.authenticated) return <NeedLogin data={session.data} s={s} />;
  const ctx = { s, session, props, names };
  if (props.view === 'history') return <OrderHistory {...ctx} />;
  return <OneOrder {...ctx} />;
}

/** The island, behind its boundary: an answer of an unexpected shape shows a message and "try again", not a blank. */
export default function OrdersView(props: OrdersViewProps) {
  const s = props.strings as { loadFailed?: string; retry?: string };
  return (
    <Boundary message={s.loadFailed ?? ''} retry={s.retry ?? ''}>
      <OrdersViewIsland {...props} />
    </Boundary>
  );
}
