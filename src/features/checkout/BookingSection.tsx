/**
 * A reservation checkout's booking (reservation type 2 "with order"): the order placed here is the
 * pre-order of the table booking the customer came from (the checkout store's reservationId, set by the booking
 * page), shown with its date, time and party size, a link back to it and a way to order without it; the
 * booking's name and phone fill the contact fields the customer left empty. When placing
 * the order fails, it says the table is still booked. Without a booking it offers to book the table first.
 * The booking's words (account/reservation/reservation.ts, which brings the phone rules) load with the booking.
 */
import { useEffect, useState } from 'react';
import { preOrderRefusal } from '../../domain/reservationOrder.ts';
import type { Reservation } from '../../lib/api/accounts.ts';
import type { StorefrontApi } from '../../lib/api/storefront.ts';
import { $checkout, $preOrderBooking, updateCheckout, type CheckoutState } from '../../stores/checkout.ts';
import type { CheckoutData } from './checkoutData.ts';
import { fieldPhonePatch } from './phoneField.ts';

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
  const [shown, setShown] = useState<{ booking: Reservation; when: string } | null | undefined>(undefined);
  const { locale } = data;
  const pageDialCode = data.phone.dialCode;
  useEffect(() => {
    if (!id) return;
    setShown(undefined);
    Promise.all([api.reservation(id), import('../account/reservation/reservation.ts')])
      .then(([answer, { bookingWhen }]) => {
        const found = answer.reservation ?? null;
        setShown(found && { booking: found, when: bookingWhen(found, locale) });
        // Where and when the meal is served: the checkout model schedules the order for it, at its branch.
        $preOrderBooking.set(found && { id: found.id, date: found.date, time: found.time, branchId: found.branch_id });
        // The order is the booking guest's: their name and phone, unless the customer typed others.
        const { name, phone } = $checkout.get();
        if (found && (!name.trim() || !phone.trim())) {
          updateCheckout({
            ...(name.trim() ? {} : { name: found.name }),
            ...(phone.trim() ? {} : fieldPhonePatch(found.dial_code, found.phone, pageDialCode)),
          });
        }
      })
      .catch(() => setShown(null));
  }, [api, id, locale, pageDialCode]);

  if (!id) {
    return (
      <p className="notice">
        {s.bookFirst} <a href={data.links.bookTable}>{s.bookTable}</a>
      </p>
    );
  }
  const booking = shown?.booking;
  const refusal = booking ? preOrderRefusal({ status: booking.status, order: booking.order ?? null }) : null;
  return (
    <section className="card" aria-labelledby="co-booking-title" data-testid="checkout-booking">
      <h2 id="co-booking-title">{s.bookingTitle}</h2>
      {shown === undefined && <p role="status">{s.bookingLoading}</p>}
      {shown === null && <p role="alert">{s.bookingMissing}</p>}
      {shown && (
        <dl className="totals">
          <dt>{s.bookingWhen}</dt>
          <dd>{shown.when}</dd>
          <dt>{s.bookingPersons}</dt>
          <dd>{shown.booking.persons}</dd>
          {shown.booking.table && (
            <>
              <dt>{s.tableNumber}</dt>
              <dd>{shown.booking.table.name}</dd>
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
