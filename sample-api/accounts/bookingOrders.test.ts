import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { flattenItems } from '../../src/domain/menu.ts';
import { makeCartLine } from '../../src/domain/pricing/cart.ts';
import { priceCartLines } from '../../src/domain/pricing/lines.ts';
import { buildOrderPayload } from '../../src/domain/pricing/orderPayload.ts';
import { cartTotals } from '../../src/domain/pricing/totals.ts';
import { ReservationResponse } from '../../src/lib/api/accounts.ts';
import { OrderListResponse, OrderResponse } from '../../src/lib/api/orders.ts';
import { RestaurantResponse } from '../../src/lib/api/schema.ts';
import { shawarmaHouse } from '../fixtures/index.ts';
import { accountApi, BASE, quietConsole } from './testkit.ts';

let log: MockInstance;
beforeEach(() => {
  log = quietConsole();
});
afterEach(() => log.mockRestore());

// Shawarma House takes bookings with order (reservation type 2); 12:00 in Kuwait on a Tuesday.
const NOW = { 'x-current-time': '2025-01-14T09:00:00.000Z' };
const BOOKING = { branch_id: 11, date: '2025-01-15', time: '19:00', persons: 4, name: 'Layla', phone: '55512345' };
const SITE = 'http://localhost:4321/shawarma-house';
const payload = RestaurantResponse.parse(shawarmaHouse(BASE).restaurant);

/** A pre-order of the reservation menu (Chicken Kabsa Tray, 9.500 KWD) as the checkout sends it. */
function preOrder(extra: Record<string, unknown>, paymentType = 2) {
  const lines = priceCartLines(
    [makeCartLine({ itemId: 10029, priceLabelId: 100291, count: 1, note: '', modifiers: [] })],
    flattenItems(payload.menu),
    'KWD',
  );
  const totals = cartTotals({ lines, currency: 'KWD', sellingType: 'dine_in', discounts: payload.discounts });
  return buildOrderPayload({
    totals,
    currency: 'KWD',
    branchId: 11,
    sellingType: 'dine_in',
    name: 'Layla',
    phone: '55512345',
    dialCode: '+965',
    paymentType,
    // Cooked for the booking's time (19:00 in Kuwait), as the checkout sends it: the tray takes three hours.
    extra: { reservation: true, table: '', scheduled_at: '2025-01-15T16:00:00.000Z', ...extra },
  });
}

async function book(api: ReturnType<typeof accountApi>, token?: string) {
  const made = await api.post('/webapp/reserve-table', { ...BOOKING, table_id: 1103 }, { token, headers: NOW });
  expect(made.status).toBe(201);
  return ReservationResponse.parse(made.body).reservation;
}

describe('a booking and its pre-order, linked by id both ways', () => {
  it('refuses a dish that takes longer to prepare than the time the order is for (the tray in one hour)', async () => {
    const api = accountApi();
    const { token } = await api.login();
    const booking = await book(api, token);
    const inAnHour = preOrder({ reservation_id: booking.id, scheduled_at: '2025-01-14T10:00:00.000Z' });
    const refused = await api.post('/webapp/order', inAnHour, { token, headers: NOW });
    expect(refused).toMatchObject({ status: 422, body: { code: 'unavailable_item' } });
    expect((refused.body as { message: string }).message).toMatch(/longer to prepare/);
  });

  it("an order naming a booking shows the booking, and the booking shows the order's number and total", async () => {
    const api = accountApi();
    const { token, user } = await api.login();
    const booking = await book(api, token);
    expect(booking).toMatchObject({ order_id: null, order: null });

    const placed = await api.post('/webapp/order', preOrder({ reservation_id: booking.id }), { token, headers: NOW });
    expect(placed.status).toBe(201);
    const order = OrderResponse.parse(placed.body).order!;
    expect(order).toMatchObject({
      reservation_id: booking.id,
      reservation: { id: booking.id, date: '2025-01-15', time: '19:00', persons: 4, table: { name: 'T3' } },
    });

    const again = ReservationResponse.parse((await api.get(`/webapp/reservation/${booking.id}`, { token })).body);
    expect(again.reservation).toMatchObject({
      order_id: order.id,
      order: { id: order.id, order_number: order.order_number, total: 9.4, currency: 'KWD' },
    });
    const read = OrderResponse.parse((await api.get(`/webapp/order/${order.id}`, { token, headers: NOW })).body);
    expect(read.order?.reservation?.id).toBe(booking.id);
    const list = OrderListResponse.parse((await api.get(`/webapp/v5/orders/${user.id}`, { token })).body);
    expect(list.orders[0]?.reservation).toMatchObject({ id: booking.id, persons: 4 });
    const history = await api.post(`/webapp/reservations/${user.id}`, {}, { token });
    expect(history.body.reservations[0]).toMatchObject({ id: booking.id, order: { id: order.id } });
  });

  it('a reservation order without its booking is refused: the reservation menu is for booked tables', async () => {
    const api = accountApi();
    const placed = await api.post('/webapp/order', preOrder({}), { headers: NOW });
    expect(placed).toMatchObject({ status: 422, body: { code: 'unknown_reservation' } });
  });

  it('a booking whose order stands takes no second order (409), and the first order stays linked', async () => {
    const api = accountApi();
    const booking = await book(api);
    const first = await api.post('/webapp/order', preOrder({ reservation_id: booking.id }), { headers: NOW });
    expect(first.status).toBe(201);
    const second = await api.post('/webapp/order', preOrder({ reservation_id: booking.id }), { headers: NOW });
    expect(second).toMatchObject({
      status: 409,
      body: { code: 'reservation_has_order', order_id: first.body.order.id },
    });
    expect((await api.get(`/webapp/reservation/${booking.id}`)).body.reservation.order_id).toBe(first.body.order.id);
  });

  it('an order whose online payment failed is cancelled: the booking shows it, then takes a new order', async () => {
    const api = accountApi();
    const booking = await book(api);
    const online = preOrder(
      { reservation_id: booking.id, success_url: `${SITE}/order/{id}`, fail_url: `${SITE}/payment/fail` },
      1,
    );
    const placed = await api.post('/webapp/order', online, { headers: NOW });
    expect(placed.status).toBe(201);
    const cancelled = await api.app.request(`/pay/${placed.body.order.id}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(303);
    const shown = (await api.get(`/webapp/reservation/${booking.id}`, { headers: NOW })).body.reservation;
    expect(shown.order).toMatchObject({ id: placed.body.order.id, status: 9 });

    const again = await api.post('/webapp/order', preOrder({ reservation_id: booking.id }), { headers: NOW });
    expect(again.status).toBe(201);
    const now = (await api.get(`/webapp/reservation/${booking.id}`, { headers: NOW })).body.reservation;
    expect(now.order).toMatchObject({ id: again.body.order.id, status: 10 });
  });

  it('refuses an unknown booking with 404 and a booking id that is not an id with 400', async () => {
    const api = accountApi();
    const unknown = await api.post('/webapp/order', preOrder({ reservation_id: 'no-such-booking' }), { headers: NOW });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'unknown_reservation' } });
    for (const id of ['../../x', '<script>', 'a'.repeat(101), 42]) {
      const hostile = await api.post('/webapp/order', preOrder({ reservation_id: id }), { headers: NOW });
      expect(hostile).toMatchObject({ status: 400, body: { code: 'invalid_order' } });
    }
  });

  it('refuses a booking named by a pickup order with 422: the meal of a booking is eaten in', async () => {
    const api = accountApi();
    const booking = await book(api);
    const pickup = { ...preOrder({ reservation_id: booking.id }), selling_types: 'car_pickup' };
    const placed = await api.post('/webapp/order', pickup, { headers: NOW });
    expect(placed).toMatchObject({ status: 422, body: { code: 'invalid_order' } });
    expect((await api.get(`/webapp/reservation/${booking.id}`)).body.reservation.order).toBe(null);
  });

  it("refuses a customer's booking ordered for by a guest or another customer with 403", async () => {
    const api = accountApi();
    const owner = await api.login('55512345', 'Owner');
    const other = await api.login('55598765', 'Other');
    const booking = await book(api, owner.token);
    const asGuest = await api.post('/webapp/order', preOrder({ reservation_id: booking.id }), { headers: NOW });
    expect(asGuest).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    const asOther = await api.post('/webapp/order', preOrder({ reservation_id: booking.id }), {
      token: other.token,
      headers: NOW,
    });
    expect(asOther.status).toBe(403);
    expect((await api.get(`/webapp/reservation/${booking.id}`, { token: owner.token })).body.reservation.order).toBe(
      null,
    );
  });

  it('refuses a pre-order for a completed booking with 422 reservation_closed', async () => {
    const api = accountApi();
    const booking = await book(api);
    // Two hours after 19:00 on the booked day the table is free again: the booking is completed.
    const late = { 'x-current-time': '2025-01-15T18:00:00.000Z' };
    const placed = await api.post('/webapp/order', preOrder({ reservation_id: booking.id }), { headers: late });
    expect(placed).toMatchObject({ status: 422, body: { code: 'reservation_closed' } });
  });
});
