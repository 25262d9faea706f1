/**
 * A reservation checkout's booking (issue 13 item 6, reservation type 2 "with order"): the order placed here is the
 * pre-order of the table booking the customer came from (the checkout store's reservationId, set by the booking
 * page), shown with its date, time and party size, a link back to it and a way to order without it; the
 * booking's name and phone fill the contact fields the customer left empty. When placing
 * the order fails, it says the table is still booked. Without a booking it offers to book the table first.
 */
import { useEffect, useState } from 'react';
import { preOrderRefusal } from '../../domain/reservationOrder.ts';
import type { Reservation } from '../../lib/api/accounts.ts';
import type { StorefrontApi } from '../../lib/api/storefront.ts';
import { $checkout, updateCheckout, type CheckoutState } from '../../stores/checkout.ts';
import { bookingWhen } from '../account/reservation/reservation.ts';
import type { CheckoutData } from './checkoutData.ts';

export interface BookingSectionProps {
  data: CheckoutData;
  checkout: CheckoutState;
  s: Record<string, string>;
  api: StorefrontApi;
  /** Placing the order failed: the booking stays, and the customer is told so. */
  failed: boolean;
}

export default function BookingSection({ data, checkout, s, api, failed }: BookingSectionProps) {
  const id = checkout.reservationId;
  // undefined: loading; null: not found (or not readable here).
  const [booking, setBooking] = useState<Reservation | null | undefined>(undefined);
  useEffect(() => {
    if (!id) return;
    setBooking(undefined);
    api
      .reservation(id)
      .then((answer) => {
        const found = answer.reservation ?? null;
        setBooking(found);
        // The order is the booking guest's: their name and phone, unless the customer typed others.
        const { name, phone } = $checkout.get();
        if (found && (!name.trim() || !phone.trim())) {
          updateCheckout({
            ...(name.trim() ? {} : { name: found.name }),
            ...(phone.trim() ? {} : { phone: `${found.dial_code}${found.phone}` }),
          });
        }
      })
      .catch(() => setBooking(null));
  }, [api, id]);

  if (!id) {
    return (
      <p className="notice">
        {s.bookFirst} <a href={data.links.bookTable}>{s.bookTable}</a>
      </p>
    );
  }
  const refusal = booking ? preOrderRefusal({ status: booking.status, order: booking.order ?? null }) : null;
  return (
    <section className="card" aria-labelledby="co-booking-title" data-testid="checkout-booking">
      <h2 id="co-booking-title">{s.bookingTitle}</h2>
      {booking === undefined && <p role="status">{s.bookingLoading}</p>}
      {booking === null && <p role="alert">{s.bookingMissing}</p>}
      {booking && (
        <dl className="totals">
          <dt>{s.bookingWhen}</dt>
          <dd>{bookingWhen(booking, data.locale)}</dd>
          <dt>{s.bookingPersons}</dt>
          <dd>{booking.persons}</dd>
          {booking.table && (
            <>
              <dt>{s.tableNumber}</dt>
              <dd>{booking.table.name}</dd>
            </>
          )}
        </dl>
      )}
      {refusal && <p role="alert">{refusal === 'reservation_has_order' ? s.bookingHasOrder : s.bookingClosed}</p>}
      {failed && (
        <p role="alert" data-testid="booking-kept">
          {s.bookingKept}
        </p>
      )}
      <p className="row">
        <a href={`${data.links.booking}/${encodeURIComponent(id)}`}>{s.bookingDetails}</a>
        <button type="button" className="button secondary" onClick={() => updateCheckout({ reservationId: null })}>
          {s.notForBooking}
        </button>
      </p>
    </section>
  );
}
