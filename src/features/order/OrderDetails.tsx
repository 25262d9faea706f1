/**
 * What was ordered and where it goes, on the order page: the lines with their names, the
 * amounts, the delivery address, pickup branch or table, a pre-order's table booking, the chosen slot or the
 * estimated time, and how to reach the branch (call, WhatsApp).
 */
import { formatNumber, localeDigits } from '../../domain/locale.ts';
import { formatListParts } from '../../domain/listParts.ts';
import { formatDateTime } from '../../domain/dateTime.ts';
import { telHref, whatsappHref } from '../../domain/contactLinks.ts';
import { formatMoney, exactMinor } from '../../domain/money.ts';
import { linePriceText } from '../cart/LinePrice.tsx';
import { estimatedAt } from '../../domain/orderStatus.ts';
import { fill } from '../../components/ui/fill.ts';
import Isolated, { IsolatedParts } from '../../components/ui/Isolated.tsx';
import { describeLine, type OrderNames, type PastOrder } from '../account/orders/orders.ts';
import type { OrderAmounts } from '../../lib/api/orders.ts';
import TotalsList from '../checkout/TotalsList.tsx';
import { lineBeforeDiscount, orderTotals } from './amounts.ts';
import OrderBooking from './OrderBooking.tsx';
import { slotTime } from '../checkout/slotText.ts';
import { Fragment } from 'react';
import { orderAddressText, type AddressWords } from './addressWords.ts';

export interface OrderBranch {
  id: number;
  name: string;
  phone: string | null;
  /** The phone as people read it ("+965 2220 0011"), spaced when the page was built (domain/checkout/phone.ts). */
  phoneText: string | null;
}

/** The order answer the page reads (src/lib/api/accounts.ts OrderResponse). */
export type TrackedOrder = PastOrder & {
  order_number?: string | number | null;
  payment_status?: 'pending' | 'paid' | 'failed' | null;
  /** Where an order waiting for its online payment is paid (an API that gives it). */
  payment_url?: string | null;
  subtotal?: number | null;
  adjustment?: number | null;
  amounts?: OrderAmounts | null;
  address?: string | null;
  address_parts?: Array<{ field: string; value: string }> | null;
  area_id?: number | null;
  zone_id?: number | null;
  table?: string | null;
  pickup_branch_id?: number | null;
  /** The car a pickup is brought to, as the customer gave it at checkout. */
  car?: { make?: string | null; color?: string | null; plate?: string | null } | null;
  /** An international shipment's country (ISO code): it takes days, so no arrival time is estimated. */
  shipping_country?: string | null;
  /** A scheduled order's slot ('HH:mm' in the business's time): the page gives its window. */
  schedule_slot?: { from?: string; to?: string } | null;
  /** The cart's note ("Order note") and the checkout's notes for the restaurant, as the order was sent. */
  comment?: string | null;
  notes?: string[] | null;
};

export interface OrderDetailsProps {
  order: TrackedOrder;
  s: Record<string, string>;
  totalsStrings: Record<string, string>;
  /** The address fields' labels, as the checkout says them (`field_block` → "Block"), and the areas' names by id. */
  address: AddressWords;
  locale: string;
  currency: string;
  timeZone: string;
  names: OrderNames | null;
  branches: readonly OrderBranch[];
  whatsapp: string | null;
  dialCode: string | null;
  zoneMinutes: Record<string, number>;
  /** The booking page's base (/reservation/success), for a pre-order's booking. */
  bookingHref: string;
}

export function OrderDetails(p: OrderDetailsProps) {
  const { order, s } = p;
  const currency = order.currency ?? p.currency;
  const money = (minor: number) => formatMoney(minor, currency, p.locale);
  const when = (iso: string, style: 'dateTime' | 'time' = 'dateTime') =>
    formatDateTime(iso, p.locale, p.timeZone, style);
  const branch = p.branches.find((b) => b.id === (order.pickup_branch_id ?? order.branch_id));
  const minutes = p.zoneMinutes[String(order.zone_id)] ?? 30;
  // A pre-order is served at its booking's time, shown with the booking: no estimate from when it was placed.
  const eta = order.scheduled_at || order.reservation || order.shipping_country ? null : estimatedAt(order, minutes);
  const tel = telHref(branch?.phone, p.dialCode);
  const wa = whatsappHref(p.whatsapp, p.dialCode);
  const lines = Array.isArray(order.lines) ? order.lines : [];
  return (
    <>
      {order.scheduled_at && (
        <p data-testid="order-slot">
          <strong>
            {fill(s.scheduledFor, {
              // The half hour chosen, "Nov 30, 2026, 7:30 AM–8:00 AM", as the checkout offered it.
              time:
                when(order.scheduled_at) +
                (typeof order.schedule_slot?.to === 'string' ? `–${slotTime(order.schedule_slot.to, p.locale)}` : ''),
            })}
          </strong>
        </p>
      )}
      {eta && <p data-testid="order-eta">{fill(s.estimated, { time: when(eta, 'time') })}</p>}
      <dl className="order-where">
        {order.selling_types === 'delivery' && (order.address || order.shipping_country) && (
          <>
            <dt>{s.deliverTo}</dt>
            <dd>{orderAddressText(order, p.address, p.locale)}</dd>
          </>
        )}
        {order.selling_types === 'car_pickup' && branch && (
          <>
            <dt>{s.pickupAt}</dt>
            <dd dir="auto">{branch.name}</dd>
          </>
        )}
        {/* The car the order is brought to, as the customer gave it: what the staff will look for. */}
        {order.selling_types === 'car_pickup' &&
          (['make', 'color', 'plate'] as const).map(
            (part) =>
              order.car?.[part] && (
                <Fragment key={part}>
                  <dt>{s[`car_${part}`]}</dt>
                  <dd>
                    <bdi>{order.car?.[part]}</bdi>
                  </dd>
                </Fragment>
              ),
          )}
        {order.selling_types === 'dine_in' && order.table && (
          <>
            <dt>{s.table}</dt>
            {/* At a business of several branches, which one's table. */}
            <dd>
              {localeDigits(order.table, p.locale)}
              {p.branches.length > 1 && branch && (
                <>
                  {' · '}
                  <bdi>{branch.name}</bdi>
                </>
              )}
            </dd>
          </>
        )}
      </dl>
      <OrderBooking booking={order.reservation} s={s} locale={p.locale} bookingHref={p.bookingHref} />
      <h3>{s.items}</h3>
      <ul className="order-lines">
        {lines.map((line, i) => {
          const d = describeLine(line, p.names);
          const before = lineBeforeDiscount(order, line, currency);
          return (
            <li key={i}>
              {/* The owner's names and the customer's note, each in its own direction (English on an Arabic page). */}
              <span>
                {formatNumber(line.quantity, p.locale)} × <bdi>{d.name}</bdi>
                {d.label && (
                  <>
                    {' ('}
                    <bdi>{d.label}</bdi>)
                  </>
                )}
                {/* Choices and the note on lines of their own, as the checkout's summary shows them: run on after the
                    name, a phone wrapped them so that a line began with the separator. */}
                {d.modifiers.length > 0 && (
                  <span className="muted summary-detail">
                    <IsolatedParts parts={formatListParts(d.modifiers, p.locale)} />
                  </span>
                )}
                {/* The kitchen's note, so the customer sees it went with the dish. */}
                {typeof line.comment === 'string' && line.comment.trim() && (
                  <span className="muted summary-detail">
                    <Isolated text={s.lineNote} values={{ note: line.comment.trim() }} />
                  </span>
                )}
              </span>
              {typeof line.total_price === 'number' && (
                <span className="price">
                  {before !== null && <del aria-hidden>{money(before)}</del>}
                  {linePriceText(exactMinor(line.total_price, currency), money, s.free)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <OrderNotes order={order} s={s} />
      <TotalsList
        totals={orderTotals(order, currency)}
        s={p.totalsStrings}
        money={money}
        delivery={order.selling_types === 'delivery' ? { known: true } : null}
        shipping={Boolean(order.shipping_country)}
      />
      <p className="muted">{fill(s.placedAt, { time: when(order.created_at, 'time') })}</p>
      {(tel || wa) && (
        <p className="order-contact">
          {tel && (
            <a className="button" href={tel}>
              {s.call}{' '}
              <span dir="ltr" className="phone-number">
                {branch?.phoneText ?? branch?.phone}
              </span>
            </a>
          )}{' '}
          {wa && (
            <a className="button" href={wa} rel="noopener" target="_blank">
              {s.whatsapp}
            </a>
          )}
        </p>
      )}
    </>
  );
}

/** The order's own notes, under the checkout's words for them ("Order note", "Notes for the restaurant"). */
function OrderNotes({ order, s }: { order: TrackedOrder; s: Record<string, string> }) {
  const comment = typeof order.comment === 'string' ? order.comment.trim() : '';
  const notes = (Array.isArray(order.notes) ? order.notes : []).filter((n) => typeof n === 'string' && n.trim());
  if (!comment && !notes.length) return null;
  return (
    <dl className="order-where">
      {comment && (
        <>
          <dt>{s.orderNote}</dt>
          <dd>{comment}</dd>
        </>
      )}
      {notes.length > 0 && (
        <>
          <dt>{s.restaurantNotes}</dt>
          {notes.map((n, i) => (
            <dd key={i}>{n.trim()}</dd>
          ))}
        </>
      )}
    </dl>
  );
}
