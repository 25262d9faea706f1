/**
 * The table booking an order is the pre-order of (reservation type 2 "with order"), on the order
 * page and in the customer's orders: its date and time (the business's wall clock), the party size and a link to
 * the booking's page. Nothing for an order without a booking.
 */
import { fill } from '../../components/ui/fill.ts';
import type { OrderBooking as Booking } from '../../lib/api/accounts.ts';
import { bookingWhen } from '../account/reservation/reservation.ts';

export interface OrderBookingProps {
  booking: Booking | null | undefined;
  s: Record<string, string>;
  locale: string;
  /** The booking page's base (/reservation/success): `/{id}` is appended. */
  bookingHref: string;
  /** One line in a list rather than a section. */
  compact?: boolean;
}

export default function OrderBooking({ booking, s, locale, bookingHref, compact }: OrderBookingProps) {
  if (!booking || typeof booking.id !== 'string') return null;
  const when = bookingWhen(booking, locale);
  const link = (
    <a href={`${bookingHref}/${encodeURIComponent(booking.id)}`} aria-label={fill(s.bookingLinkOf, { when })}>
      {s.bookingLink}
    </a>
  );
  if (compact) {
    return (
      <p data-testid="order-booking">
        {fill(s.bookingLine, { when, persons: booking.persons })} {link}
      </p>
    );
  }
  return (
    <section aria-labelledby="order-booking-title" data-testid="order-booking">
      <h3 id="order-booking-title">{s.bookingTitle}</h3>
      <dl className="order-where">
        <dt>{s.bookingWhen}</dt>
        <dd>{when}</dd>
        <dt>{s.bookingPersons}</dt>
        <dd>{booking.persons}</dd>
        {booking.table?.name && (
          <>
            <dt>{s.table}</dt>
            <dd>{booking.table.name}</dd>
          </>
        )}
      </dl>
      <p>{link}</p>
    </section>
  );
}
