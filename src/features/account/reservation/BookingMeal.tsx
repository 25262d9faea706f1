/**
 * A booking's pre-order (reservation type 2 "with order"), on the booking page and in the
 * booking history: the order made for it (number, total, status and a link to its page); a cancelled one, with
 * the table still booked and a way to order again; or, for an open booking without an order, the reservation
 * menu. Choosing the meal puts the booking into the checkout (its reservationId), so the order names it.
 * What to show comes from src/domain/reservationOrder.ts.
 */
import { fill } from '../../../components/ui/fill.ts';
import { formatMoney, exactMinor } from '../../../domain/money.ts';
import { shortOrderNumber, statusLabel } from '../../../domain/orderStatus.ts';
import { canOrderFor, preOrderState } from '../../../domain/reservationOrder.ts';
import type { Reservation } from '../../../lib/api/accounts.ts';
import { updateCheckout } from '../../../stores/checkout.ts';

export interface BookingMealProps {
  booking: Reservation;
  s: Record<string, string>;
  locale: string;
  /** The reservation menu, when the business takes orders with bookings; null when it does not. */
  orderMenuHref: string | null;
  /** The order page's base: `/{id}` is appended. */
  orderHref: string;
  /** One line in a list (the history) rather than a section of the booking page. */
  compact?: boolean;
}

/** The meal of a booking, or nothing when there is nothing to say. */
export default function BookingMeal({ booking, s, locale, orderMenuHref, orderHref, compact }: BookingMealProps) {
  const order = booking.order ?? null;
  const state = preOrderState({ status: booking.status, order }, orderMenuHref !== null);
  if (state === 'none') return null;
  const chooseMeal = orderMenuHref && canOrderFor({ status: booking.status, order }, true) && (
    <a
      className={compact ? undefined : 'button primary'}
      href={orderMenuHref}
      // The checkout sends the booking's id with the order (src/features/checkout/BookingSection.tsx).
      onClick={() => updateCheckout({ reservationId: booking.id })}
    >
      {state === 'cancelled' ? s.orderAgain : s.orderNow}
    </a>
  );
  if (!order) {
    if (compact) return <p>{chooseMeal}</p>;
    return (
      <section className="card" aria-labelledby="order-with-booking">
        <h2 id="order-with-booking">{s.orderNowTitle}</h2>
        <p>{s.orderNowHint}</p>
        {chooseMeal}
      </section>
    );
  }
  const number = shortOrderNumber(order);
  const total = formatMoney(exactMinor(order.total, order.currency), order.currency, locale);
  const status = s[`status_${statusLabel(order.status, 'dine_in')}`] ?? s[`status_${order.status}`] ?? '';
  const link = (
    <a href={`${orderHref}/${encodeURIComponent(order.id)}`} aria-label={fill(s.viewOrderOf, { number })}>
      {s.viewOrder}
    </a>
  );
  if (compact) {
    return (
      <p data-testid="booking-order">
        {fill(state === 'cancelled' ? s.rowOrderCancelled : s.rowOrder, { number, total })} {link}
        {chooseMeal && <> · {chooseMeal}</>}
      </p>
    );
  }
  return (
    <section className="card" aria-labelledby="booking-meal" data-testid="booking-order">
      <h2 id="booking-meal">{s.mealTitle}</h2>
      {state === 'cancelled' && <p role="status">{fill(s.mealCancelled, { number })}</p>}
      <dl className="totals">
        <dt>{s.orderNumberLabel}</dt>
        <dd>{number}</dd>
        <dt>{s.orderTotalLabel}</dt>
        <dd>{total}</dd>
        <dt>{s.statusLabel}</dt>
        <dd>
          <span className="status-chip">{status}</span>
        </dd>
      </dl>
      <p className="row">
        {link}
        {chooseMeal}
      </p>
    </section>
  );
}
