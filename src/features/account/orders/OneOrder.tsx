/**
 * One order (spec §2 /orders/details, /orders/status; §4 statuses): its lines, totals and status (GET
 * webapp/order/{id}); the status page takes the latest order without an id and refreshes it until it is final.
 */
import { formatList, formatNumber } from '../../../domain/locale.ts';
import { useEffect, useState } from 'react';
import { unlessMissing } from '../../../lib/api/browser.ts';
import { formatMoney, exactMinor } from '../../../domain/money.ts';
import { FINAL_STATUSES, orderSteps, stepIndex } from '../../../domain/orderStatus.ts';
import { fill } from '../../../components/ui/fill.ts';
import OrderBooking from '../../order/OrderBooking.tsx';
import { orderStatusText } from '../../order/statusText.ts';
import { orderTotals } from '../../order/amounts.ts';
import TotalsList from '../../checkout/TotalsList.tsx';
import { formatDateTime, LoadState, useLoad } from '../wallet/session.tsx';
import { shortOrderNumber } from '../../../domain/orderNumber.ts';
import { deliveryAddressText } from '../../order/addressWords.ts';
import { reorder, type OrdersCtx as Ctx } from './ordersPage.ts';
import { describeLine, newestOrder, orderIdParam, orderTypeKey, type PastOrder } from './orders.ts';

/** /orders/details?id= and /orders/status[?id=]: one order (the status page takes the latest without an id). */
export default function OneOrder(ctx: Ctx) {
  const { s, session, props } = ctx;
  const { data, api, userId } = session;
  const [id] = useState(() => orderIdParam(new URLSearchParams(location.search).get('id')));
  const [fresh, setFresh] = useState<PastOrder | null>(null);
  const loaded = useLoad(`${userId}:${id}`, async () => {
    if (id) return ((await unlessMissing(api.order(id)))?.order ?? null) as PastOrder | null;
    if (props.view === 'details') return null;
    const page = await api.orders(userId!);
    return newestOrder((page.orders ?? []) as PastOrder[]);
  });
  const order = fresh ?? (loaded.state === 'done' ? loaded.value : null);

  // The status page follows the order until its status is final: each answer (or a failure, as a copy of the
  // order) starts the next wait. The session's client and the page's props last as long as the island.
  const { view } = props;
  const pollMs = props.pollMs ?? 10_000;
  useEffect(() => {
    if (view !== 'status' || !order || FINAL_STATUSES.has(order.status)) return;
    const timer = setTimeout(() => {
      api
        .order(order.id)
        .then((a) => a.order && setFresh(a.order as PastOrder))
        .catch(() => setFresh({ ...order }));
    }, pollMs);
    return () => clearTimeout(timer);
  }, [order, api, view, pollMs]);

  if (loaded.state !== 'done') return <LoadState loaded={loaded} s={s} />;
  if (!order) {
    return (
      <div className="account">
        <p role="alert" className="notice">
          {id || props.view === 'details' ? s.notFound : s.noOrders}
        </p>
        <p>
          <a className="button" href={data.links.ordersHistory}>
            {s.allOrders}
          </a>
        </p>
      </div>
    );
  }
  return props.view === 'status' ? <StatusOf order={order} ctx={ctx} /> : <DetailsOf order={order} ctx={ctx} />;
}

function StatusOf({ order, ctx }: { order: PastOrder; ctx: Ctx }) {
  const { s, session } = ctx;
  const { data } = session;
  const steps = orderSteps(order.selling_types, !!order.scheduled_at);
  const reached = stepIndex(steps, order.status);
  const text = (status: number) => orderStatusText(s, status, order.selling_types);
  return (
    <div className="account">
      <p>{fill(s.placedOn, { date: formatDateTime(order.created_at, data.locale, data.timeZone) })}</p>
      <p role="status" aria-live="polite" data-testid="order-status">
        {fill(s.current, { status: orderStatusText(s, order.status, order.selling_types, order.payment_status) })}
      </p>
      {reached >= 0 && (
        <ol className="steps" aria-label={s.progress}>
          {steps.map((st, i) => (
            <li key={st} className={i <= reached ? 'done' : ''} aria-current={i === reached ? 'step' : undefined}>
              {text(st)}
            </li>
          ))}
        </ol>
      )}
      <p>
        <a className="button" href={`${data.links.ordersDetails}?id=${encodeURIComponent(order.id)}`}>
          {s.details}
        </a>
      </p>
    </div>
  );
}

function DetailsOf({ order, ctx }: { order: PastOrder; ctx: Ctx }) {
  const { s, session, props, names } = ctx;
  const { data } = session;
  const currency = order.currency || data.currency;
  const money = (major: number) => formatMoney(exactMinor(major, currency), currency, data.locale);
  const lines = Array.isArray(order.lines) ? order.lines : [];
  const address = deliveryAddressText(order, props.address, data.locale);
  return (
    <div className="account">
      <h2 data-testid="order-number">{fill(s.title, { id: shortOrderNumber(order) })}</h2>
      <dl className="totals">
        <dt>{s.placed}</dt>
        <dd>{formatDateTime(order.created_at, data.locale, data.timeZone)}</dd>
        <dt>{s.orderType}</dt>
        <dd>{props.typeNames[orderTypeKey(order)] ?? order.selling_types}</dd>
        {address && (
          <>
            <dt>{s.deliverTo}</dt>
            <dd data-testid="order-address">{address}</dd>
          </>
        )}
        <dt>{s.statusLabel}</dt>
        <dd data-testid="order-status">
          <span className="status-chip">
            {orderStatusText(s, order.status, order.selling_types, order.payment_status)}
          </span>
        </dd>
      </dl>
      <OrderBooking
        booking={order.reservation}
        s={s}
        locale={data.locale}
        bookingHref={data.links.reservationSuccess}
      />
      <section aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">{s.linesTitle}</h2>
        <ul className="account-list">
          {lines.map((l, i) => {
            const d = describeLine(l, names);
            return (
              <li key={i} className="account-row" data-testid="order-line">
                <div>
                  <p>
                    {formatNumber(l.quantity, data.locale)} × {d.name}
                    {d.label && ` (${d.label})`}
                  </p>
                  {d.modifiers.length > 0 && <p className="muted">{formatList(d.modifiers, data.locale)}</p>}
                  {l.comment && <p className="muted keep-lines">{fill(s.lineNote, { note: l.comment })}</p>}
                </div>
                {l.total_price != null && <span className="amount">{money(l.total_price)}</span>}
              </li>
            );
          })}
        </ul>
      </section>
      <TotalsList
        totals={orderTotals(order, currency)}
        s={props.totalsStrings}
        money={(minor) => formatMoney(minor, currency, data.locale)}
        delivery={order.selling_types === 'delivery' ? { known: true } : null}
        shipping={Boolean(order.shipping_country)}
      />
      <div className="row">
        <button type="button" className="button" onClick={() => reorder(order, ctx)}>
          {s.reorder}
        </button>
        <a href={`${props.statusHref}?id=${encodeURIComponent(order.id)}`}>{s.track}</a>
        <a href={data.links.ordersHistory}>{s.allOrders}</a>
      </div>
    </div>
  );
}
