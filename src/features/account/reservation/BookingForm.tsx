/**
 * The booking form of /reservation/{reserveType}: checks come from reservation.ts (pure); on submit the first
 * problem gets the focus, a valid form is sent to POST webapp/reserve-table and the success page opens. A refusal
 * (too soon, table taken…) is said in the page's words (bookingRefusal) and keeps the form.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { orderBranchId } from '../../../domain/orderBranch.ts';
import { $settings } from '../../../stores/settings.ts';
import type { Table } from '../../../lib/api/accounts.ts';
import type { WeeklySchedule } from '../../../lib/api/schema.ts';
import { useAction } from '../../../components/ui/useAction.ts';
import { Field, TextField } from '../../../components/ui/Field.tsx';
import { fill } from '../../../components/ui/fill.ts';
import { usePhoneKit } from '../../../components/ui/usePhoneKit.ts';
import { useOtherTimeZone } from '../../../components/ui/useOtherTimeZone.ts';
import type { PhoneRules } from '../../../lib/phoneRules.ts';
import type { AccountSession, CommonStrings } from '../wallet/session.tsx';
import {
  advanceMinutes,
  bookingDate,
  bookingRefusal,
  bookingTime,
  bookingTimes,
  earliestBooking,
  firstForm,
  isWithOrder,
  lastBookingDate,
  lastSegmentId,
  maxPersons,
  refusedAsTaken,
  reservationErrors,
  reserveBody,
  type ReservationError,
  tableTakenKey,
  type ReservationForm,
} from './reservation.ts';
import TableField from './TableField.tsx';
import { reservationMessage } from './bookingMessage.ts';

type Strings = Record<string, string> & CommonStrings;

export default function BookingForm({
  s,
  session,
  hours: hoursByBranch,
}: {
  s: Strings;
  session: AccountSession;
  /** Each branch's opening hours by id: only times inside them are offered (null: any time). */
  hours: Record<string, WeeklySchedule | null>;
}) {
  const { data, api } = session;
  // The table is booked at the customer's branch, the one the menu and the pre-order follow (spec §3 settings).
  const chosen = useStore($settings).branch;
  const branchId = orderBranchId({ own: data.branchId, known: data.branches.map((b) => b.id), chosen });
  const branchName = data.branches.length > 1 ? data.branches.find((b) => b.id === branchId)?.name : undefined;
  const hours = hoursByBranch[String(branchId)] ?? null;
  const rules = data.reservation;
  const max = maxPersons(rules);
  const minutes = advanceMinutes(rules.min_advance);
  // The earliest booking as of the form's opening (the page is not redrawn as the clock moves on).
  const [earliest] = useState(() => earliestBooking(new Date(), data.timeZone, minutes, hours));
  const [latest] = useState(() => lastBookingDate(new Date(), data.timeZone));
  const zone = useOtherTimeZone(data.timeZone, data.locale);
  const zoneHint = zone ? fill(s.zoneNote, { zone }) : undefined;
  const [form, setForm] = useState<ReservationForm>(() => firstForm(earliest, max, session.user));
  const [tables, setTables] = useState<Table[] | null>(null);
  const [tablesFailed, setTablesFailed] = useState(false);
  const [shown, setShown] = useState(false);
  // Tables the API refused as taken, by date, time and table: not offered again for that time (tableTakenKey).
  const [taken, setTaken] = useState<ReadonlySet<string>>(() => new Set());
  // A refusal in the page's words: the table taken at the chosen time, too soon, closed… (reservation.ts).
  // A table taken is said by the table's field (it is then no longer offered for that time), not twice.
  const refused = (e: unknown) =>
    refusedAsTaken(e) && form.tableId !== null
      ? ''
      : bookingRefusal(e, s, vars, { form, tables: fitting, locale: data.locale });
  const { busy, error: serverError, run, setError: setServerError } = useAction(refused);
  const formRef = useRef<HTMLFormElement>(null);
  const reserveType = useMemo(() => lastSegmentId(location.pathname) ?? '', []);
  const withOrder = isWithOrder(reserveType, rules);

  // The session's client and the page's data last as long as the island: the tables are asked for once.
  useEffect(() => {
    if (!rules.with_table) return;
    api
      .tables(branchId)
      .then((a) => setTables(Array.isArray(a.tables) ? a.tables : []))
      .catch(() => setTablesFailed(true));
  }, [api, branchId, rules.with_table]);

  // Only the quarter hours the branch is open, after the minimum advance, are offered for the chosen date.
  const times = useMemo(
    () => bookingTimes(form.date, { now: new Date(), timeZone: data.timeZone, minAdvanceMinutes: minutes, hours }),
    [form.date, data.timeZone, minutes, hours],
  );
  const fitting = (tables ?? []).filter((t) => t.seats >= form.persons);
  // The phone rules (~20 kB) load when the customer starts on the form; the phone is judged once they are here,
  // at the latest when the booking is sent.
  const phone = usePhoneKit();
  const errorsWith = (checkPhone: PhoneRules | null) =>
    reservationErrors(form, {
      rules,
      now: new Date(),
      timeZone: data.timeZone,
      country: data.countryCode,
      tableSeats: new Map(fitting.map((t) => [t.id, t.seats])),
      taken,
      hours,
      checkPhone,
    });
  const errors = errorsWith(phone.kit?.checkPhone ?? null);
  const dateOk = !errors.some((e) => e.field === 'date');
  const earliestText = { date: bookingDate(earliest.date, data.locale), time: bookingTime(earliest.time, data.locale) };
  const vars = { max, minutes, ...earliestText };
  const errorOf = (field: ReservationError['field']) => {
    // A day past the last bookable one offers no time: said at once, not only once the form is sent.
    const e = errors.find((x) => x.field === field && (shown || x.reason === 'too-far'));
    const chosen = {
      table: fitting.find((t) => t.id === form.tableId)?.name ?? '',
      time: bookingTime(form.time, data.locale),
    };
    return e ? reservationMessage(e, s, vars, chosen) : null;
  };
  const set = (patch: Partial<ReservationForm>) => setForm((f) => ({ ...f, ...patch }));
  // A new date keeps the chosen time when that day offers it, else takes the day's first time.
  const pickTime = (date: string, time: string) => {
    const offered = bookingTimes(date, { now: new Date(), timeZone: data.timeZone, minAdvanceMinutes: minutes, hours });
    return offered.includes(time) ? time : (offered[0] ?? '');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setServerError(null);
    const kit = await phone.load();
    if (!kit) {
      setServerError(s.offline ?? s.failed ?? '');
      return;
    }
    const errors = errorsWith(kit.checkPhone);
    if (errors.length > 0) {
      const first = errors[0]!.field;
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`#rs-${first}`)?.focus());
      return;
    }
    await run(async () => {
      const body = reserveBody(form, branchId, data.countryCode, rules.with_table, kit.checkPhone);
      const answer = await api.reserveTable(body).catch((e: unknown) => {
        const { tableId } = form;
        if (refusedAsTaken(e) && tableId !== null) {
          setTaken((t) => new Set(t).add(tableTakenKey(form, tableId)));
          requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('#rs-table')?.focus());
        }
        throw e;
      });
      const id = answer.reservation?.id;
      if (!id) throw new Error(s.failed ?? '');
      location.assign(`${data.links.reservationSuccess}/${encodeURIComponent(id)}${withOrder ? '?order=1' : ''}`);
      return 'leaving';
    });
  };

  return (
    <form
      ref={formRef}
      className="account-form account"
      noValidate
      onSubmit={(e) => void submit(e)}
      onFocus={() => void phone.load()}
    >
      <p>{withOrder ? s.introWithOrder : s.intro}</p>
      {branchName && (
        <p data-testid="booking-branch">
          {s.branch}: <strong>{branchName}</strong>{' '}
          {/* Another branch is chosen where the menu's and the cart's is (the settings: one branch for all). */}
          <a href={data.links.settings}>{s.changeBranch}</a>
        </p>
      )}
      <fieldset>
        <legend>{s.whenLegend}</legend>
        <div className="row wrap">
          <TextField
            id="rs-date"
            label={s.date ?? ''}
            type="date"
            // No day in the picker before the earliest booking, nor after the last (BOOKING_MAX_DAYS_AHEAD).
            min={earliest.date}
            max={latest}
            required
            value={form.date}
            onChange={(date) => set({ date, time: pickTime(date, form.time) })}
            error={errorOf('date')}
            hint={fill(s.earliest, earliestText)}
          />
          <Field id="rs-time" label={s.time ?? ''} required error={errorOf('time')} hint={zoneHint}>
            {(a11y) => (
              <select
                {...a11y}
                value={times.includes(form.time) ? form.time : ''}
                disabled={times.length === 0}
                onChange={(e) => set({ time: e.target.value })}
              >
                {/* A date that is not one to book (none, past the last day) is said under the date, not here. */}
                {times.length === 0 && <option value="">{dateOk ? s.noTimes : ''}</option>}
                {times.map((t) => (
                  <option key={t} value={t}>
                    {bookingTime(t, data.locale)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          id="rs-persons"
          label={s.persons ?? ''}
          required
          error={errorOf('persons')}
          hint={fill(s.personsHint, vars)}
        >
          {(a11y) => (
            <select {...a11y} value={form.persons} onChange={(e) => set({ persons: Number(e.target.value) })}>
              {Array.from({ length: Math.min(max, 50) }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          )}
        </Field>
        {rules.with_table && (
          <TableField
            s={s}
            tables={fitting}
            loading={tables === null && !tablesFailed}
            value={form.tableId}
            onChange={(tableId) => set({ tableId })}
            error={errorOf('table')}
            taken={(id) => taken.has(tableTakenKey(form, id))}
            locale={data.locale}
            fallbacks={data.fallbacks}
          />
        )}
        {tablesFailed && <p role="alert">{s.tablesFailed}</p>}
        {tables !== null && tables.length > 0 && fitting.length === 0 && <p role="status">{s.noTables}</p>}
      </fieldset>
      <fieldset>
        <legend>{s.whoLegend}</legend>
        <TextField
          id="rs-name"
          label={s.name ?? ''}
          required
          autoComplete="name"
          maxLength={100}
          value={form.name}
          onChange={(name) => set({ name })}
          error={errorOf('name')}
        />
        <TextField
          id="rs-phone"
          label={s.phone ?? ''}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={32}
          value={form.phone}
          onChange={(phone) => set({ phone })}
          error={errorOf('phone')}
          hint={fill(s.phoneHint ?? '', { example: data.phoneExample })}
        />
        <Field id="rs-note" label={s.note ?? ''} error={errorOf('note')}>
          {(a11y) => (
            <textarea
              {...a11y}
              rows={3}
              maxLength={1000}
              value={form.note}
              onChange={(e) => set({ note: e.target.value })}
            />
          )}
        </Field>
      </fieldset>
      {serverError && (
        <p role="alert" className="field-error" data-testid="reservation-error">
          {serverError}
        </p>
      )}
      <button type="submit" className="button primary" aria-disabled={busy}>
        {busy ? s.booking : s.book}
      </button>
    </form>
  );
}
