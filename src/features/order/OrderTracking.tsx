/**
 * The order page island (spec §2 /{ref}/order/{orderId}, §4 order statuses): the order's details from
 * GET webapp/order/{id}, then its progress from GET webapp/update-order-events/{ref}/{id} every few seconds until
 * it reaches a final status. Status changes are announced; a failed poll says so and keeps trying.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { formatDateTime } from '../../domain/dateTime.ts';
import { ORDER_STATUS, shortOrderNumber, stepIndex, stepsForType } from '../../domain/orderStatus.ts';
import { orderStatusText } from './statusText.ts';
import { fill } from '../../components/ui/fill.ts';
import { readIslandData } from '../../components/ui/islandData.ts';
import { orderPaymentSeen } from '../../stores/order.ts';
import { reportPurchase } from '../tracking/purchase.ts';
import { customerApi } from '../account/api.ts';
import { ORDER_NAMES_ID } from '../account/orders/orderNames.ts';
import type { OrderNames } from '../account/orders/orders.ts';
import { followOrderEvents, type OrderEvents } from './followOrder.ts';
import { OrderDetails, type OrderBranch, type TrackedOrder } from './OrderDetails.tsx';

export type { OrderBranch } from './OrderDetails.tsx';

export interface OrderTrackingProps {
  strings: Record<string, string>;
  /** The words of the amounts, as the checkout says them (checkout/totalsStrings.ts). */
  totalsStrings: Record<string, string>;
  /** The address fields' labels as the checkout says them, and the delivery areas' names by id. */
  address: { labels: Record<string, string>; areas: Record<string, string> };
  apiUrl: string;
  refId: string;
  locale: string;
  currency: string;
  timeZone: string;
  menuHref: string;
  /** The order pages' base (`/{ref}/order`): the recent orders' links when this one is not found. */
  orderHref: string;
  /** The business's feedback page where it takes feedback (offered once the order was delivered or served), else null. */
  feedbackHref: string | null;
  /** The business's login page (a 401/403 on the order sends the customer there, and back here afterwards). */
  loginHref: string;
  /** The business's branches: name and phone (the order's branch is called from the page). */
  branches: OrderBranch[];
  /** The business's WhatsApp number, as given. */
  whatsapp: string | null;
  /** The business country's dial code, for national phone numbers. */
  dialCode: string | null;
  /** Delivery time of each zone, in minutes (an order without a zone: spec §9's 30). */
  zoneMinutes: Record<string, number>;
  /** The booking page's base (/reservation/success), for a pre-order's booking. */
  bookingHref: string;
  /** Milliseconds between polls. */
  pollMs?: number;
}

// Only a page whose order is not found lists the recent ones: their store and links load then (~1.2 kB gzip that
// every order page loaded before its order was even read).
const RecentOrderLinks = lazy(() => import('./RecentOrderLinks.tsx'));

interface OrderAnswer {
  order: TrackedOrder | null;
}

/** The order id of this page: the last path segment (the page is served for every /{ref}/order/{id}). */
function orderIdOfPage(): string {
  return decodeURIComponent(location.pathname.replace(/\/+$/, '').split('/').pop() ?? '');
}

export default function OrderTracking(props: OrderTrackingProps) {
  const { strings: s } = props;
  const [id] = useState(orderIdOfPage);
  const [now] = useState(() => new Date());
  const [order, setOrder] = useState<OrderAnswer['order'] | undefined>(undefined);
  const [events, setEvents] = useState<OrderEvents | null>(null);
  const [offline, setOffline] = useState(false);
  // A logged-in customer's order is theirs only: the API answers it to their token (a guest's order to anyone
  // holding its id, which is unguessable). Refused (spec §6: 401/403): log out, log in, come back here.
  const [api] = useState(() =>
    customerApi({ apiUrl: props.apiUrl, locale: props.locale, businessUserId: null, login: props.loginHref }),
  );
  const names = useMemo(() => readIslandData<OrderNames>(ORDER_NAMES_ID), []);
  const time = (iso: string) => formatDateTime(iso, props.locale, props.timeZone, 'time');

  const { refId } = props;
  const pollMs = props.pollMs ?? 5_000;
  // The client, the id and the page's props last as long as the island: the order is read once, and followed
  // from the moment it is there.
  useEffect(() => {
    api
      .order(id)
      .then((a) => {
        // Back from a paid online payment: now the cart can go (it was kept in case the payment failed).
        if (a.order) orderPaymentSeen(a.order);
        if (a.order) reportPurchase(refId, a.order);
        setOrder(a.order ?? null);
      })
      .catch(() => setOrder(null));
  }, [api, id, refId]);

  // A dine-in order names its table by the id the checkout sent (1103): the branch's list gives its name (T3), the
  // one on the table. Without the list, the id is shown.
  const [tableName, setTableName] = useState<string | null>(null);
  const table = order?.selling_types === 'dine_in' ? (order.table ?? null) : null;
  const tableBranch = order?.branch_id;
  useEffect(() => {
    if (!table || !/^\d+$/.test(table) || tableBranch == null) return;
    let live = true;
    api
      .tables(tableBranch)
      .then((a) => {
        const found = (Array.isArray(a.tables) ? a.tables : []).find((t) => String(t.id) === table);
        if (live && found?.name) setTableName(found.name);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, table, tableBranch]);

  useEffect(() => {
    if (!order) return;
    return followOrderEvents({
      fetchEvents: () => api.orderEvents(refId, id),
      pollMs,
      onEvents: (answer) => {
        setEvents(answer);
        setOffline(false);
      },
      onFailure: () => setOffline(true),
    });
  }, [order, api, id, refId, pollMs]);

  if (order === undefined) return <p role="status">{s.loading}</p>;
  // Not found (a mistyped or foreign link): the ways on, the orders this browser placed here lately and the menu.
  if (order === null)
    return (
      <>
        <p role="alert">{s.notFound}</p>
        <Suspense fallback={null}>
          <RecentOrderLinks orderHref={props.orderHref} text={s.trackOrder ?? ''} now={now} />
        </Suspense>
        <p>
          <a className="button" href={props.menuHref}>
            {s.toMenu}
          </a>
        </p>
      </>
    );

  const status = events?.status ?? order.status;
  const steps = stepsForType(order.selling_types, !!order.scheduled_at);
  const reached = stepIndex(
    steps.map((st) => st.status),
    status,
  );
  const label = (st: number) => orderStatusText(s, st, order.selling_types);
  // When each step was reached. Not the Scheduled step's: that is when the order was placed ("Placed at" says it),
  // and beside "Scheduled for" a time there read as a second slot (journeys review 12).
  const at = (st: number) =>
    st === ORDER_STATUS.scheduled ? undefined : events?.events.find((e) => e.status === st)?.at;
  return (
    <section aria-labelledby="order-title" className="order-tracking">
      <h2 id="order-title">{fill(s.title, { id: shortOrderNumber(order) })}</h2>
      <p>
        {order.payment_status === 'pending'
          ? s.awaitingPayment
          : order.payment_status === 'failed'
            ? s.paymentFailed
            : s.thanks}
      </p>
      {/* Left unpaid (Back from the payment page, a closed tab): paid, or cancelled, on its payment page again. */}
      {order.payment_status === 'pending' && order.payment_url && /^https?:\/\//.test(order.payment_url) && (
        <p>
          <a className="button primary" href={order.payment_url}>
            {s.payNow}
          </a>
        </p>
      )}
      <p role="status" aria-live="polite" data-testid="order-status">
        {fill(s.current, { status: label(status) })}
      </p>
      {reached >= 0 && (
        <ol className="steps" aria-label={s.progress}>
          {steps.map(({ status: st }, i) => (
            <li key={st} className={i <= reached ? 'done' : ''} aria-current={i === reached ? 'step' : undefined}>
              {label(st)} {i <= reached && at(st) && <span className="muted">{time(at(st)!)}</span>}
            </li>
          ))}
        </ol>
      )}
      <OrderDetails
        // The live status: an order picked up, served or refused since the page loaded has no estimate left.
        order={{ ...order, status, table: tableName ?? order.table }}
        s={s}
        totalsStrings={props.totalsStrings}
        address={props.address}
        locale={props.locale}
        currency={props.currency}
        timeZone={props.timeZone}
        names={names}
        branches={props.branches}
        whatsapp={props.whatsapp}
        dialCode={props.dialCode}
        zoneMinutes={props.zoneMinutes}
        bookingHref={props.bookingHref}
      />
      {/* Delivered, picked up or served: how it was, asked here too (a guest has no history that asks). */}
      {status === ORDER_STATUS.delivered && props.feedbackHref && (
        <p>
          <a href={props.feedbackHref}>{s.rateUs}</a>
        </p>
      )}
      {offline && <p role="alert">{s.offline}</p>}
      <p>
        <a className="button" href={props.menuHref}>
          {s.backToMenu}
        </a>
      </p>
    </section>
  );
}
