/**
 * The order history (spec §2 /orders/history; §9 paged list): the customer's orders page by page (GET
 * webapp/v5/orders/{userId}?page=n, newest first), each with its status, its lines in a line and "Order again";
 * above them, the orders this browser placed lately that the account does not hold (ordered as a guest, then
 * logged in), each a link to its page.
 */
import { formatList, formatNumber } from '../../../domain/locale.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { recentOrdersBesides } from '../../../domain/recentOrdersBesides.ts';
import { $recentOrders } from '../../../stores/recentOrders.ts';
import { formatMoney } from '../../../domain/money.ts';
import { fill } from '../../../components/ui/fill.ts';
import Pager from '../../../components/ui/Pager.tsx';
import { RatingPrompt } from '../feedback/RatingPrompt.tsx';
import OrderBooking from '../../order/OrderBooking.tsx';
import { formatDateTime, LoadState, useLoad } from '../wallet/session.tsx';
import { reorder, type OrdersCtx as Ctx } from './ordersPage.ts';
import { describeLine, orderTypeKey, orderValue, pageParam, walletPaid, type PastOrder } from './orders.ts';
import { orderStatusText } from '../../order/statusText.ts';
import { ORDER_STATUS } from '../../../domain/orderStatus.ts';
import { shortOrderNumber } from '../../../domain/orderNumber.ts';
import { deliveryAddressText } from '../../order/addressWords.ts';

export default function OrderHistory(ctx: Ctx) {
  const { s, session } = ctx;
  const { data, api, userId } = session;
  const [page, setPage] = useState(() => pageParam(new URLSearchParams(location.search).get('page')));
  const loaded = useLoad(`${userId}:${page}`, () => api.orders(userId!, page));
  const go = (to: number) => {
    const url = new URL(location.href);
    url.searchParams.set('page', String(to));
    history.replaceState(null, '', url);
    setPage(to);
  };
  const orders = loaded.state === 'done' && Array.isArray(loaded.value.orders) ? loaded.value.orders : [];
  const [now] = useState(() => new Date());
  const recent = useStore($recentOrders);
  // Ordered as a guest on this device, then logged in: the account's list has not those (first page only).
  const listed = orders.map((o) => o.id);
  const placedHere = page === 1 ? recentOrdersBesides(recent, listed, now) : [];
  const placedHereLinks = placedHere.length > 0 && (
    <ul className="recent-orders">
      {placedHere.map((o) => (
        <li key={o.id}>
          <a href={`${data.links.order}/${encodeURIComponent(o.id)}`}>
            {fill(ctx.props.trackOrder, { number: o.number })}
          </a>
        </li>
      ))}
    </ul>
  );
  const last = loaded.state === 'done' ? Math.max(1, loaded.value.pagination?.last_page ?? 1) : 1;
  // A page past the end (an old link, a list that shrank): the last page with orders, never an empty screen.
  const pastTheEnd = loaded.state === 'done' && orders.length === 0 && page > 1;
  const stepBack = useEffectEvent(() => go(Math.min(page - 1, last)));
  useEffect(() => {
    if (pastTheEnd) stepBack();
  }, [pastTheEnd]);
  if (loaded.state !== 'done' || pastTheEnd)
    return <LoadState loaded={pastTheEnd ? { state: 'loading' } : loaded} s={s} />;
  if (orders.length === 0 && page === 1) {
    return (
      <div className="account">
        {placedHereLinks || <p>{s.empty}</p>}
        <p>
          <a className="button" href={data.links.menu}>
            {s.startOrdering}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="account">
      {/* Asked once something was delivered, picked up or served: not after an order the kitchen has not made. */}
      {orders.some((o) => o.status === ORDER_STATUS.delivered) && (
        <RatingPrompt session={session} s={ctx.props.ratingStrings} />
      )}
      {placedHereLinks}
      <ul className="account-list" aria-label={s.listLabel}>
        {orders.map((o) => (
          <OrderRow key={o.id} order={o} ctx={ctx} />
        ))}
      </ul>
      <Pager page={page} last={last} onPage={go} labels={s} />
    </div>
  );
}

function OrderRow({ order, ctx }: { order: PastOrder; ctx: Ctx }) {
  const { s, session, props, names } = ctx;
  const { data } = session;
  const when = formatDateTime(order.created_at, data.locale, data.timeZone);
  const currency = order.currency || data.currency;
  const money = (minor: number) => formatMoney(minor, currency, data.locale);
  const summary = formatList(
    (order.lines ?? []).map((l) => `${formatNumber(l.quantity, data.locale)} × ${describeLine(l, names).name}`),
    data.locale,
  );
  // Which order, and where a delivery went, as the customer typed it: not only what it cost.
  const address = deliveryAddressText(order, props.address, data.locale);
  return (
    <li className="account-row" data-testid="order-row">
      <div>
        <p>
          <strong>{when}</strong> · {props.typeNames[orderTypeKey(order)] ?? order.selling_types}
        </p>
        <p data-testid="order-number">{fill(s.title, { id: shortOrderNumber(order) })}</p>
        {address && (
          <p className="muted" data-testid="order-address">
            {address}
          </p>
        )}
        <p>
          <span className="status-chip">
            {orderStatusText(s, order.status, order.selling_types, order.payment_status)}
          </span>
        </p>
        <p className="muted">{summary}</p>
        {/* The wallet's part, as the order's page writes it. */}
        {walletPaid(order, currency) > 0 && (
          <p className="muted">
            {props.totalsStrings.wallet} −{money(walletPaid(order, currency))}
          </p>
        )}
        <OrderBooking
          booking={order.reservation}
          s={s}
          locale={data.locale}
          bookingHref={data.links.reservationSuccess}
          compact
        />
        <div className="actions">
          <a
            className="button secondary"
            href={`${data.links.ordersDetails}?id=${encodeURIComponent(order.id)}`}
            aria-label={fill(s.detailsOf, { date: when })}
          >
            {s.details}
          </a>
          <button
            type="button"
            className="button"
            onClick={() => reorder(order, ctx)}
            aria-label={fill(s.reorderOf, { date: when })}
          >
            {s.reorder}
          </button>
        </div>
      </div>
      {/* What the order was worth: an order the wallet paid was "KWD 0.000", as if free (its part is said above). */}
      <span className="amount">{money(orderValue(order, currency))}</span>
    </li>
  );
}
