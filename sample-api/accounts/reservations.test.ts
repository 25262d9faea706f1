import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { ReservationListResponse, ReservationResponse } from '../../src/lib/api/accounts.ts';
import { HOSTILE_STRINGS } from '../fixtures/index.ts';
import { accountApi, quietConsole } from './testkit.ts';

let log: MockInstance;
beforeEach(() => {
  log = quietConsole();
});
afterEach(() => log.mockRestore());

// Shawarma House: reservations with table, at most 10 persons, at least 2 hours ahead; Kuwait is UTC+3.
const NOW = { 'x-current-time': '2025-01-14T09:00:00.000Z' }; // 12:00 in Kuwait
const BOOKING = { branch_id: 11, date: '2025-01-14', time: '14:00', persons: 4, name: 'Layla', phone: '55512345' };

describe('table reservations', () => {
  it('books a table at least min_advance ahead: pending, then accepted, then completed, and in the history', async () => {
    const api = accountApi();
    const { token, user } = await api.login();
    const note = HOSTILE_STRINGS.img;
    const made = await api.post('/webapp/reserve-table', { ...BOOKING, table_id: 1103, note }, { token, headers: NOW });
    expect(made.status).toBe(201);
    const booking = ReservationResponse.parse(made.body).reservation;
    expect(booking).toMatchObject({ status: 0, note, dial_code: '+965', table: { id: 1103, name: 'T3' } });
    const at = (iso: string) => ({ token, headers: { 'x-current-time': iso } });
    expect(
      (await api.get(`/webapp/reservation/${booking.id}`, at('2025-01-14T09:00:20Z'))).body.reservation.status,
    ).toBe(1);
    expect(
      (await api.get(`/webapp/reservation/${booking.id}`, at('2025-01-14T13:00:00Z'))).body.reservation.status,
    ).toBe(3);
    const history = ReservationListResponse.parse(
      (await api.post(`/webapp/reservations/${user.id}`, {}, { token })).body,
    );
    expect(history.reservations.map((r) => r.id)).toEqual([booking.id]);
    expect(history.pagination.total).toBe(1);
  });

  it('refuses a booking closer than min_advance, in the past, over 90 days ahead or over max_users persons with 422', async () => {
    const api = accountApi();
    const book = (change: object) => api.post('/webapp/reserve-table', { ...BOOKING, ...change }, { headers: NOW });
    expect(await book({ time: '13:59' })).toMatchObject({
      status: 422,
      body: { code: 'too_soon', min_advance_minutes: 120 },
    });
    expect((await book({ date: '2025-01-13' })).body.code).toBe('too_soon');
    expect((await book({ persons: 11 })).body.code).toBe('too_many_persons');
    expect((await book({ date: '2025-06-01' })).body.code).toBe('too_far');
    // At most 90 days ahead, by the day (domain/bookingHours.ts, the form's own rule): 14 April is the last.
    expect((await book({ date: '2025-04-15', time: '12:00' })).body.code).toBe('too_far');
    expect((await book({ date: '2025-04-14', time: '14:30' })).status).toBe(201);
    expect((await book({ time: '14:00' })).status).toBe(201);
  });

  it('refuses a booking while the branch is closed with 422 closed: the night, between shifts, the closing time', async () => {
    const api = accountApi();
    const book = (change: object) => api.post('/webapp/reserve-table', { ...BOOKING, ...change }, { headers: NOW });
    // Kuwait City is open 7:00–15:00 and 17:00–23:30 on a Wednesday.
    for (const time of ['03:45', '16:00', '23:30']) {
      expect(await book({ date: '2025-01-15', time })).toMatchObject({ status: 422, body: { code: 'closed' } });
    }
    expect((await book({ date: '2025-01-15', time: '07:00' })).status).toBe(201);
    expect((await book({ date: '2025-01-15', time: '23:15' })).status).toBe(201);
  });

  it('refuses a table of another branch, one too small, and one already booked around that time', async () => {
    const api = accountApi();
    const book = (change: object) => api.post('/webapp/reserve-table', { ...BOOKING, ...change }, { headers: NOW });
    expect((await book({ table_id: 1201 })).body.code).toBe('unknown_table');
    expect((await book({ table_id: 1101 })).body.code).toBe('table_too_small');
    // Tuesday: open 7:00–15:00 and 17:00–23:30 (closed between, so the later bookings are in the evening).
    expect((await book({ table_id: 1104, time: '18:00' })).status).toBe(201);
    expect(await book({ table_id: 1104, time: '19:30' })).toMatchObject({ status: 409, body: { code: 'table_taken' } });
    expect((await book({ table_id: 1104, time: '20:00' })).status).toBe(201);
  });

  it("answers 403 to another customer's token on a booking and on the history", async () => {
    const api = accountApi();
    const alice = await api.login('55511111');
    const bob = await api.login('55522222');
    const { id } = (await api.post('/webapp/reserve-table', BOOKING, { token: alice.token, headers: NOW })).body
      .reservation;
    expect((await api.get(`/webapp/reservation/${id}`, { token: bob.token })).status).toBe(403);
    expect((await api.get(`/webapp/reservation/${id}`)).status).toBe(401);
    expect((await api.post(`/webapp/reservations/${alice.user.id}`, {}, { token: bob.token })).status).toBe(403);
    expect((await api.post(`/webapp/reservations/${bob.user.id}`, {}, { token: bob.token })).body.reservations).toEqual(
      [],
    );
  });

  it('refuses bookings at a restaurant without reservations, and names and notes over their limits', async () => {
    const api = accountApi();
    const at = (change: object) => api.post('/webapp/reserve-table', { ...BOOKING, ...change }, { headers: NOW });
    expect((await at({ branch_id: 41 })).body.code).toBe('reservations_disabled');
    expect((await at({ name: 'x'.repeat(101) })).status).toBe(400);
    expect((await at({ note: 'x'.repeat(1001) })).status).toBe(400);
    expect((await at({ branch_id: 999 })).status).toBe(404);
  });
});
