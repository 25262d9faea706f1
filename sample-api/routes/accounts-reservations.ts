/**
 * Table bookings (spec §7; statuses §4: 0 pending, 1 accepted, 2 rejected, 3 completed).
 *
 * - POST webapp/reserve-table `{ branch_id, table_id?, date: YYYY-MM-DD, time: HH:mm, persons, name, phone,
 *   dial_code?, note? }` (date and time are the business's local time) → 201 `{ reservation }`. A guest may book;
 *   a bearer token makes it the customer's. Refused with 422 `{ message, code }`: reservations_disabled,
 *   too_many_persons (over reservation.max_users, default 1), too_soon (closer than reservation.min_advance to
 *   "now", the x-current-time header like every business-time rule), too_far (over BOOKING_MAX_DAYS_AHEAD),
 *   closed (the branch is not open at that time: its opening hours, else the business's dine-in hours; the time
 *   the restaurant would seat the guests must be in them), unknown_table, table_too_small; 409 table_taken.
 * - GET webapp/reservation/{id} → `{ reservation }`; a customer's booking only with that customer's token (401/403).
 * - POST webapp/reservations/{userId} `{ page? }` (or ?page) → `{ reservations, pagination }`, newest first, own only.
 *
 * Every booking answered carries `order_id` and `order` (its pre-order's summary, or null: accounts/bookingOrders.ts).
 */
import { Hono } from 'hono';
import { PageBody, ReserveBody } from '../accounts/bodies.ts';
import { businessOfBranch, businessByRef } from '../accounts/business.ts';
import { fail, optionalUser, ownerCheck, phoneOrFail, readBody, readParams, requireOwner } from '../accounts/http.ts';
import type { Accounts } from '../accounts/index.ts';
import { advanceMinutes } from '../../src/domain/advance.ts';
import { BOOKING_MAX_DAYS_AHEAD, bookingProblem } from '../../src/domain/bookingHours.ts';
import { bookingHoursOf, type ReservationRow } from '../accounts/reservations.ts';
import { reservationView } from '../accounts/view.ts';
import { orderOfBooking } from '../accounts/bookingOrders.ts';
import type { OrderStore } from '../orders/store.ts';
import { accountFixtureOf } from '../fixtures/accounts.ts';
import type { TenantRegistry } from '../tenants.ts';
import { pagination } from './accounts-orders.ts';
import { json, requestNow } from './respond.ts';

const PER_PAGE = 10;

export function reservationRoutes(
  registry: TenantRegistry,
  accounts: Accounts,
  orders: OrderStore,
  clock?: () => Date,
): Hono {
  const app = new Hono();
  const nowOf = (header: string | undefined) => requestNow(header, clock);
  const view = (row: ReservationRow, now: Date) =>
    reservationView(row, businessByRef(registry, row.reference_id), now, orderOfBooking(orders, row, now));

  app.post('/webapp/reserve-table', async (c) => {
    const user = optionalUser(c, accounts);
    if (user instanceof Response) return user;
    const body = await readBody(c, ReserveBody);
    if (body instanceof Response) return body;
    const business = businessOfBranch(registry, body.branch_id);
    if (!business) return fail(404, 'unknown_branch', 'Branch not found');
    if (user && user.business_id !== business.data.user_id) return fail(403, 'forbidden', 'Log in at this restaurant');
    const { reservation, time_zone } = business.data;
    if (!reservation.enabled) return fail(422, 'reservations_disabled', 'This restaurant takes no reservations');
    if (body.persons > reservation.max_users) {
      return fail(422, 'too_many_persons', `At most ${reservation.max_users} persons per reservation`);
    }
    const phone = phoneOrFail(body.phone, body.dial_code);
    if (phone instanceof Response) return phone;

    // The booking form's own rule (domain/bookingHours.ts): what the form offers, the API takes.
    const now = nowOf(c.req.header('x-current-time'));
    const minimum = advanceMinutes(reservation.min_advance);
    const problem = bookingProblem(body.date, body.time, {
      now,
      timeZone: time_zone,
      minAdvanceMinutes: minimum,
      hours: bookingHoursOf(business, body.branch_id),
    });
    if (problem === 'invalid') return fail(422, 'invalid_date', 'The date or time is not one');
    if (problem === 'too-soon') {
      return fail(422, 'too_soon', `Book at least ${minimum} minutes ahead`, { min_advance_minutes: minimum });
    }
    if (problem === 'too-far') return fail(422, 'too_far', `Book at most ${BOOKING_MAX_DAYS_AHEAD} days ahead`);
    if (problem === 'closed') return fail(422, 'closed', `The branch is closed on ${body.date} at ${body.time}`);

    let tableId: number | null = null;
    if (body.table_id !== null && body.table_id !== undefined) {
      const table = (accountFixtureOf(business.ref).tables[body.branch_id] ?? []).find((t) => t.id === body.table_id);
      if (!table) return fail(422, 'unknown_table', `Table ${body.table_id} is not a table of this branch`);
      if (table.seats < body.persons) return fail(422, 'table_too_small', `Table ${table.name} seats ${table.seats}`);
      if (accounts.reservations.tableTaken(body.branch_id, table.id, body.date, body.time)) {
        return fail(409, 'table_taken', `Table ${table.name} is booked around ${body.time}`);
      }
      tableId = table.id;
    }
    const row = accounts.reservations.add({
      user_id: user?.id ?? null,
      reference_id: business.ref,
      branch_id: body.branch_id,
      table_id: tableId,
      date: body.date,
      time: body.time,
      persons: body.persons,
      name: body.name,
      phone: phone.phone,
      dial_code: phone.dial_code,
      note: body.note,
      created_at: now.toISOString(),
    });
    return json({ reservation: reservationView(row, business, now) }, 201);
  });

  app.get('/webapp/reservation/:id', (c) => {
    const row = accounts.reservations.get(c.req.param('id'));
    if (!row) return fail(404, 'unknown_reservation', 'Reservation not found');
    const denied = ownerCheck(accounts, c.req.header('authorization'), row.user_id);
    if (denied) return denied;
    const now = nowOf(c.req.header('x-current-time'));
    return json({ reservation: view(row, now) });
  });

  app.post('/webapp/reservations/:userId', async (c) => {
    const user = requireOwner(c, accounts, c.req.param('userId'));
    if (user instanceof Response) return user;
    const text = await c.req.text();
    let raw: unknown = c.req.query();
    try {
      if (text.trim()) raw = { ...(raw as object), ...(JSON.parse(text) as object) };
    } catch {
      return fail(400, 'invalid_request', 'Invalid request: the body is not JSON');
    }
    const query = readParams(PageBody, raw);
    if (query instanceof Response) return query;
    const now = nowOf(c.req.header('x-current-time'));
    const { rows, total } = accounts.reservations.listByUser(user.id, query.page, PER_PAGE);
    return json({
      reservations: rows.map((row) => view(row, now)),
      pagination: pagination(query.page, PER_PAGE, total),
    });
  });

  return app;
}
