/**
 * The customer's orders (spec §2 /orders/history, /orders/details, /orders/status; §4 statuses; §9 paged list):
 * the history page by page (GET webapp/v5/orders/{userId}?page=n, newest first), one order's lines, totals and
 * status (GET webapp/order/{id}), the status of one order or of the latest one, refreshed until it is final; and
 * "Order again", which puts the lines back into the cart and opens the cart page of the order's selling type (the
 * cart drops, saying so, the lines the current menu no longer offers).
 */
import { useEffect, useMemo, useState } from 'react';
import { formatMoney, toMinor } from '../../../domain/money.ts';
import { FINAL_STATUSES, orderSteps, stepIndex } from '../../../domain/orderStatus.ts';
import type { ServerSellingType } from '../../../domain/sellingType.ts';
import { addToCart } from '../../../stores/cart.ts';
import { fill } from '../../../components/ui/fill.ts';
import { readIslandData } from '../../../components/ui/islandData.ts';
import Pager from '../../../components/ui/Pager.tsx';
import { RatingPrompt } from '../feedback/RatingPrompt.tsx';
import OrderBooking from '../../order/OrderBooking.tsx';
import {
  formatDateTime,
  LoadState,
  NeedLogin,
  useAccountSession,
  useLoad,
  type AccountSession,
  type CommonStrings,
} from '../wallet/session.tsx';
import { ORDER_NAMES_ID } from './orderNames.ts';
import {
  describeLine,
  newestOrder,
  orderIdParam,
  pageParam,
  reorderCartHref,
  reorderLines,
  type OrderNames,
  type PastOrder,
} from './orders.ts';

export type OrdersPageKind = 'history' | 'details' | 'status';

export interface OrdersViewProps {
  view: OrdersPageKind;
  strings: Record<string, string>;
  /** Names of the selling types as the server spells them. */
  typeNames: Record<string, string>;
  /** The cart page of each server selling type this business offers. */
  cartHrefs: Partial<Record<ServerSellingType, string>>;
  /** The /orders/status page (it follows an order with the customer's token). */
  statusHref: string;
  /** The rating prompt's strings (section `feedback`). */
  ratingStrings: Record<string, string>;
  /** Milliseconds between status refreshes on the status page. */
  pollMs?: number;
}

type Strings = Record<string, string> & CommonStrings;
interface Ctx {
  s: Strings;
  session: AccountSession;
  props: OrdersViewProps;
  names: OrderNames | null;
}

const readNames = () => readIslandData<OrderNames>(ORDER_NAMES_ID);

export default function OrdersView(props: OrdersViewProps) {
  const s: Strings = props.strings;
  const session = useAccountSession();
  const names = useMemo(readNames, []);
  if (!session) return <p role="alert">{s.broken}</p>;
  if (!session.authenticated) return <NeedLogin data={session.data} s={s} />;
  const ctx = { s, session, props, names };
  if (props.view === 'history') return <History {...ctx} />;
  return <OneOrder {...ctx} />;
}

/** "Order again": the lines go into the cart, then the cart page of the order's selling type opens. */
function reorder(order: PastOrder, { session, props }: Ctx) {
  for (const line of reorderLines(order)) addToCart(line);
  location.assign(reorderCartHref(order.selling_types, props.cartHrefs, session.data.links.cart));
}

function History(ctx: Ctx) {
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
  if (loaded.state !== 'done') return <LoadState loaded={loaded} s={s} />;
  const orders = Array.isArray(loaded.value.orders) ? loaded.value.orders : [];
  const last = Math.max(1, loaded.value.pagination?.last_page ?? 1);
  if (orders.length === 0 && page === 1) {
    return (
      <div className="account-page">
        <p>{s.empty}</p>
        <p>
          <a className="button" href={data.links.menu}>
            {s.startOrdering}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="account-page">
      <RatingPrompt session={session} s={ctx.props.ratingStrings} />
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
  const summary = (order.lines ?? []).map((l) => `${l.quantity} × ${describeLine(l, names).name}`).join(', ');
  return (
    <li className="account-row" data-testid="order-row">
      <div>
        <p>
          <strong>{when}</strong> · {props.typeNames[order.selling_types] ?? order.selling_types}
        </p>
        <p>
          <span className="status-chip">{s[`status_${order.status}`] ?? String(order.status)}</span>
        </p>
        <p className="muted">{summary}</p>
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
      <span className="amount">{formatMoney(toMinor(order.total, currency), currency, data.locale)}</span>
    </li>
  );
}

/** /orders/details?id= and /orders/status[?id=]: one order (the status page takes the latest without an id). */
function OneOrder(ctx: Ctx) {
  const { s, session, props } = ctx;
  const { data, api, userId } = session;
  const [id] = useState(() => orderIdParam(new URLSearchParams(location.search).get('id')));
  const [fresh, setFresh] = useState<PastOrder | null>(null);
  const loaded = useLoad(`${userId}:${id}`, async () => {
    if (id) return ((await api.order(id)).order ?? null) as PastOrder | null;
    if (props.view === 'details') return null;
    const page = await api.orders(userId!);
    return newestOrder((page.orders ?? []) as PastOrder[]);
  });
  const order = fresh ?? (loaded.state === 'done' ? loaded.value : null);

  // The status page follows the order until its status is final.
  useEffect(() => {
    if (props.view !== 'status' || !order || FINAL_STATUSES.has(order.status)) return;
    const timer = setTimeout(() => {
      api
        .order(order.id)
        .then((a) => a.order && setFresh(a.order as PastOrder))
        .catch(() => setFresh({ ...order }));
    }, props.pollMs ?? 10_000);
    return () => clearTimeout(timer);
  }, [order]);

  if (loaded.state !== 'done') return <LoadState loaded={loaded} s={s} />;
  if (!order) {
    return (
      <div className="account-page">
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
  return (
    <div className="account-page">
      <p>{fill(s.placedOn, { date: formatDateTime(order.created_at, data.locale, data.timeZone) })}</p>
      <p role="status" aria-live="polite" data-testid="order-status">
        {fill(s.current, { status: s[`status_${order.status}`] ?? String(order.status) })}
      </p>
      {reached >= 0 && (
        <ol className="steps" aria-label={s.progress}>
          {steps.map((st, i) => (
            <li key={st} className={i <= reached ? 'done' : ''} aria-current={i === reached ? 'step' : undefined}>
              {s[`status_${st}`]}
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
  const money = (major: number) => formatMoney(toMinor(major, currency), currency, data.locale);
  const lines = Array.isArray(order.lines) ? order.lines : [];
  const itemsTotal = lines.reduce((sum, l) => sum + toMinor(Number(l.total_price ?? 0), currency), 0);
  const fees = Number(order.fees ?? 0);
  return (
    <div className="account-page">
      <dl className="totals">
        <dt>{s.placed}</dt>
        <dd>{formatDateTime(order.created_at, data.locale, data.timeZone)}</dd>
        <dt>{s.orderType}</dt>
        <dd>{props.typeNames[order.selling_types] ?? order.selling_types}</dd>
        <dt>{s.statusLabel}</dt>
        <dd data-testid="order-status">
          <span className="status-chip">{s[`status_${order.status}`] ?? String(order.status)}</span>
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
                    {l.quantity} × {d.name}
                    {d.label && ` (${d.label})`}
                  </p>
                  {d.modifiers.length > 0 && <p className="muted">{d.modifiers.join(', ')}</p>}
                  {l.comment && <p className="muted keep-lines">{fill(s.lineNote, { note: l.comment })}</p>}
                </div>
                {l.total_price != null && <span className="amount">{money(l.total_price)}</span>}
              </li>
            );
          })}
        </ul>
      </section>
      <dl className="totals">
        <dt>{s.itemsTotal}</dt>
        <dd>{formatMoney(itemsTotal, currency, data.locale)}</dd>
        {fees > 0 && (
          <>
            <dt>{s.fees}</dt>
            <dd>{money(fees)}</dd>
          </>
        )}
        <dt className="total">{s.orderTotal}</dt>
        <dd className="total" data-testid="order-total">
          {money(order.total)}
        </dd>
      </dl>
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
