/**
 * Reservations (spec §2 /reservation/{reserveType}, /reservation/success/{id}, /reservation/history; §4 booking
 * statuses): the booking form (date and time at least min_advance ahead, persons up to max_users, a table of the
 * branch when the business seats by table, name, phone, note) sending POST webapp/reserve-table; the booking
 * (GET webapp/reservation/{id}); the customer's bookings (POST webapp/reservations/{userId}).
 *
 * "With order" (reservation type 2, reserveType reserv_dinein): after booking, the success page's main action is
 * the reservation menu, where the customer orders the meal served at the booking; the order names the booking and
 * the booking shows its order (BookingMeal.tsx), here and in the history.
 */
import { Boundary } from '../../../components/ui/Boundary.tsx';
import { useEffect, useState } from 'react';
import { unlessMissing } from '../../../lib/api/browser.ts';
import { fill } from '../../../components/ui/fill.ts';
import Pager from '../../../components/ui/Pager.tsx';
import { usePhoneText } from '../../../components/ui/phoneText.ts';
import {
  LoadState,
  NeedLogin,
  useAccountSession,
  useLoad,
  type AccountSession,
  type CommonStrings,
} from '../wallet/session.tsx';
import BookingForm from './BookingForm.tsx';
import BookingMeal from './BookingMeal.tsx';
import type { WeeklySchedule } from '../../../lib/api/schema.ts';
import { bookingHeadlineKey, bookingWhen, lastSegmentId, reserveTypeOf, tableText } from './reservation.ts';

export type ReservationPageKind = 'book' | 'success' | 'history';

export interface ReservationViewProps {
  view: ReservationPageKind;
  strings: Record<string, string>;
  /** The reservation menu (orders that go with a booking), when the business has one. */
  orderMenuHref: string | null;
  /** Each branch's opening hours by id (its own, else the business's dine-in hours); null when none are given. */
  hours: Record<string, WeeklySchedule | null>;
}

export type Strings = Record<string, string> & CommonStrings;

function ReservationViewIsland(props: ReservationViewProps) {
  const s: Strings = props.strings;
  const session = useAccountSession();
  if (!session) return <p role="alert">{s.broken}</p>;
  if (!session.data.reservation.enabled) return <p className="notice">{s.disabled}</p>;
  if (props.view === 'book') return <BookingForm s={s} session={session} hours={props.hours} />;
  if (props.view === 'success') return <Booking s={s} session={session} orderMenuHref={props.orderMenuHref} />;
  if (!session.authenticated) return <NeedLogin data={session.data} s={s} />;
  return <History s={s} session={session} orderMenuHref={props.orderMenuHref} />;
}

function Booking({ s, session, orderMenuHref }: { s: Strings; session: AccountSession; orderMenuHref: string | null }) {
  const { data, api } = session;
  const [id] = useState(() => lastSegmentId(location.pathname));
  const loaded = useLoad(id, () => unlessMissing(api.reservation(id ?? '')));
  // The guest's phone as the product writes it everywhere ("+965 500 99887"), once the phone rules are here.
  const phoneText = usePhoneText();
  const waysOn = (
    <p className="row">
      {session.authenticated && <a href={data.links.reservationHistory}>{s.allBookings}</a>}
      <a href={data.links.home}>{s.backHome}</a>
    </p>
  );
  if (id && loaded.state !== 'done') return <LoadState loaded={loaded} s={s} />;
  const r = id && loaded.state === 'done' ? loaded.value?.reservation : null;
  if (!r)
    return (
      <div className="account">
        <p role="alert" className="notice">
          {s.notFound}
        </p>
        {waysOn}
      </div>
    );
  return (
    <div className="account">
      <p role="status" className="notice" data-testid="reservation-headline">
        {s[bookingHeadlineKey(r.status)]}
      </p>
      <dl className="totals">
        <dt>{s.whenLabel}</dt>
        <dd>{bookingWhen(r, data.locale)}</dd>
        <dt>{s.personsLabel}</dt>
        <dd>{r.persons}</dd>
        {r.table && (
          <>
            <dt>{s.tableLabel}</dt>
            <dd>{tableText(r.table, s, data.locale, data.fallbacks)}</dd>
          </>
        )}
        <dt>{s.nameLabel}</dt>
        <dd>{r.name}</dd>
        <dt>{s.phoneLabel}</dt>
        <dd dir="ltr" className="phone-number">
          {phoneText(r.dial_code, r.phone)}
        </dd>
        {r.note && (
          <>
            <dt>{s.noteLabel}</dt>
            <dd className="keep-lines" data-testid="reservation-note">
              {r.note}
            </dd>
          </>
        )}
        <dt>{s.statusLabel}</dt>
        <dd>
          <span className="status-chip" data-testid="reservation-status">
            {s[`bookingStatus_${r.status}`] ?? String(r.status)}
          </span>
        </dd>
      </dl>
      <BookingMeal booking={r} s={s} locale={data.locale} orderMenuHref={orderMenuHref} orderHref={data.links.order} />
      {waysOn}
    </div>
  );
}

function History({ s, session, orderMenuHref }: { s: Strings; session: AccountSession; orderMenuHref: string | null }) {
  const { data, api, userId } = session;
  const [page, setPage] = useState(1);
  const loaded = useLoad(`${userId}:${page}`, () => api.reservations(userId!, page));
  useEffect(() => window.scrollTo?.(0, 0), [page]);
  const bookHref = `${data.links.reservation}/${reserveTypeOf(data.reservation)}`;
  const book = (
    <p>
      <a className="button" href={bookHref}>
        {s.bookTable}
      </a>
    </p>
  );
  if (loaded.state !== 'done') return <LoadState loaded={loaded} s={s} />;
  const list = Array.isArray(loaded.value.reservations) ? loaded.value.reservations : [];
  const last = Math.max(1, loaded.value.pagination?.last_page ?? 1);
  return (
    <div className="account">
      {book}
      {list.length === 0 ? (
        <p>{s.historyEmpty}</p>
      ) : (
        <ul className="account-list" aria-label={s.historyLabel}>
          {list.map((r) => {
            const when = bookingWhen(r, data.locale);
            return (
              <li key={r.id} className="account-row" data-testid="reservation-row">
                <div>
                  <p>
                    <strong>{when}</strong>
                  </p>
                  <p>
                    {fill(s.personsCount, { persons: r.persons })}
                    {r.table && ` · ${tableText(r.table, s, data.locale, data.fallbacks)}`}
                  </p>
                  {r.note && <p className="muted keep-lines">{r.note}</p>}
                  <BookingMeal
                    booking={r}
                    s={s}
                    locale={data.locale}
                    orderMenuHref={orderMenuHref}
                    orderHref={data.links.order}
                    compact
                  />
                  <a
                    href={`${data.links.reservationSuccess}/${encodeURIComponent(r.id)}`}
                    aria-label={fill(s.detailsOf, { date: when })}
                  >
                    {s.details}
                  </a>
                </div>
                <span className="status-chip">{s[`bookingStatus_${r.status}`] ?? String(r.status)}</span>
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={page} last={last} onPage={setPage} labels={s} />
    </div>
  );
}

/** The island, behind its boundary: an answer of an unexpected shape shows a message and "try again", not a blank. */
export default function ReservationView(props: ReservationViewProps) {
  const s = props.strings as { loadFailed?: string; retry?: string };
  return (
    <Boundary message={s.loadFailed ?? ''} retry={s.retry ?? ''}>
      <ReservationViewIsland {...props} />
    </Boundary>
  );
}
