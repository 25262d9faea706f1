import { describe, expect, it } from 'vitest';
import { cafeLimmat, shawarmaHouse } from '../../../sample-api/fixtures/index.ts';
import type { TenantFixture } from '../../../sample-api/fixtures/types.ts';
import { formatMoney } from '../../domain/money.ts';
import { checkPhone } from '../../domain/checkout/phone.ts';
import { EMPTY_CART, makeCartLine } from '../../domain/pricing/cart.ts';
import type { RouteType } from '../../domain/sellingType.ts';
import { EMPTY_CHECKOUT, parseCheckout, type CheckoutState, type PreOrderBooking } from '../../stores/checkout.ts';
import { EMPTY_DELIVERY } from '../../stores/delivery.ts';
import { DELIVERY_PLACE } from './deliveryPlace.ts';
import { NO_PLACE } from './noPlace.ts';
import { checkoutModel } from './model.ts';
import { orderBodyOf } from './orderBody.ts';
import { BASE, checkoutDataOf } from './testData.ts';

const NOON = new Date('2026-11-23T09:00:00Z'); // 12:00 in Kuwait, a Monday
const KABSA = { itemId: 10029, priceLabelId: 100291, count: 1 }; // on the reservation menu
const contact: Partial<CheckoutState> = { name: 'Noura', phone: '50012345' };

function checkoutOf(
  fixture: TenantFixture,
  route: RouteType,
  checkout: Partial<CheckoutState>,
  line = KABSA,
  extra: { booking?: PreOrderBooking | null; now?: Date; chosenBranch?: number | null } = {},
) {
  const data = checkoutDataOf(fixture, route);
  const state = { ...EMPTY_CHECKOUT, ...checkout };
  const model = checkoutModel({
    data,
    cart: { ...EMPTY_CART, items: [makeCartLine({ note: '', modifiers: [], ...line })] },
    delivery: EMPTY_DELIVERY,
    checkout: state,
    now: extra.now ?? NOON,
    money: (m) => formatMoney(m, data.currency, 'en'),
    checkPhone,
    place: route === 'delivery' ? DELIVERY_PLACE : NO_PLACE,
    booking: extra.booking ?? null,
    chosenBranch: extra.chosenBranch ?? null,
  });
  const body = () =>
    orderBodyOf({
      data,
      model,
      checkout: state,
      delivery: EMPTY_DELIVERY,
      couponCode: '',
      note: '',
      checkPhone,
    }) as Record<string, unknown>;
  return { data, model, body };
}

describe('the payment method a checkout starts on (default_cash)', () => {
  it('a business with default_cash starts on cash, and the order is sent as cash', () => {
    const { data, model, body } = checkoutOf(shawarmaHouse(BASE), 'reserv_dinein', { ...contact, table: '1103' });
    expect(data.defaultCash).toBe(true);
    expect(model.paymentType).toBe(2);
    expect(model.problems.payment).toBeUndefined();
    expect(body().payment_type).toBe(2);
  });

  it('a business without default_cash lets the customer choose: nothing is chosen, and the order waits for it', () => {
    const pastry = { itemId: 20001, priceLabelId: 200011, count: 1 };
    const swiss = checkoutOf(cafeLimmat(BASE), 'pickup', contact, pastry);
    expect(swiss.data.defaultCash).toBe(false);
    expect(swiss.model.paymentType).toBeNull();
    expect(swiss.model.problems.payment?.key).toBe('paymentRequired');
    // The stored default (spec §9 payment_type 2) is not a choice the customer made.
    expect(checkoutOf(cafeLimmat(BASE), 'pickup', { ...contact, paymentType: 8 }, pastry).model.paymentType).toBeNull();
    const chosen = checkoutOf(cafeLimmat(BASE), 'pickup', { ...contact, paymentType: 8, paymentChosen: true }, pastry);
    expect(chosen.model.paymentType).toBe(8);
    expect(chosen.model.problems.payment).toBeUndefined();
  });

  it("the customer's choice wins over default_cash", () => {
    const card = checkoutOf(shawarmaHouse(BASE), 'reserv_dinein', {
      ...contact,
      table: '1103',
      paymentType: 3,
      paymentChosen: true,
    });
    expect(card.model.paymentType).toBe(3);
    expect(card.body().payment_type).toBe(3);
  });
});

describe('a pre-order of a table booking', () => {
  it('needs no table: the order names the booking and is marked a reservation', () => {
    const { model, body } = checkoutOf(shawarmaHouse(BASE), 'reserv_dinein', { ...contact, reservationId: 'bk-1' });
    expect(model.forBooking).toBe(true);
    expect(model.problems).toEqual({});
    expect(body()).toMatchObject({ reservation: true, reservation_id: 'bk-1', table: '' });
  });

  it('without a booking, a reservation order still asks for the table and names no booking', () => {
    const { model, body } = checkoutOf(shawarmaHouse(BASE), 'reserv_dinein', contact);
    expect(model.forBooking).toBe(false);
    expect(model.problems.table?.key).toBe('tableRequired');
    expect(body()).not.toHaveProperty('reservation_id');
  });

  it('a booking kept in the checkout does not follow the customer to a dine-in order', () => {
    const dineIn = { itemId: 10002, priceLabelId: 100021, count: 1 };
    const { model, body } = checkoutOf(shawarmaHouse(BASE), 'dinein', { reservationId: 'bk-1', table: '1102' }, dineIn);
    expect(model.forBooking).toBe(false);
    expect(body()).not.toHaveProperty('reservation_id');
  });

  it('is scheduled for the booking’s time and cooked at the booking’s branch, whatever branch is chosen now', () => {
    const booking = { id: 'bk-1', date: '2026-12-13', time: '23:15', branchId: 11 };
    const { model, body } = checkoutOf(
      shawarmaHouse(BASE),
      'reserv_dinein',
      { ...contact, reservationId: 'bk-1' },
      KABSA,
      {
        booking,
        chosenBranch: 12,
      },
    );
    expect(model.branchId).toBe(11);
    expect(model.servedAt).toBe('2026-12-13T20:15:00.000Z');
    expect(body()).toMatchObject({ branch_id: 11, order_time: 'later', scheduled_at: '2026-12-13T20:15:00.000Z' });
  });

  it('a dish that takes a day is stopped for a table booked three hours from now, named; a day ahead it goes', () => {
    const LAMB = { itemId: 10028, priceLabelId: 100281, count: 1 }; // 24 hours to prepare
    const soon = { id: 'bk-1', date: '2026-11-23', time: '15:00', branchId: 11 }; // NOON is 12:00 in Kuwait
    const stopped = checkoutOf(shawarmaHouse(BASE), 'reserv_dinein', { ...contact, reservationId: 'bk-1' }, LAMB, {
      booking: soon,
    });
    expect(stopped.model.problems.cart).toEqual({
      key: 'notReadyByRemove', // the booking's time is the order's: no later time to choose here
      values: { names: 'Lamb Ouzi Platter' },
      count: 1,
    });
    // The three-hour tray is ready for that table.
    expect(
      checkoutOf(shawarmaHouse(BASE), 'reserv_dinein', { ...contact, reservationId: 'bk-1' }, KABSA, { booking: soon })
        .model.problems,
    ).toEqual({});
    const tomorrow = { ...soon, date: '2026-11-24' };
    const ahead = checkoutOf(shawarmaHouse(BASE), 'reserv_dinein', { ...contact, reservationId: 'bk-1' }, LAMB, {
      booking: tomorrow,
    });
    expect(ahead.model.problems).toEqual({});
  });

  it('can be placed while dine-in is closed (at night for next week’s table), and asks for no slot', () => {
    const night = new Date('2026-11-23T22:30:00Z'); // 01:30 in Kuwait: dine-in is closed
    const booking = { id: 'bk-1', date: '2026-12-13', time: '20:00', branchId: 11 };
    const { model } = checkoutOf(shawarmaHouse(BASE), 'reserv_dinein', { ...contact, reservationId: 'bk-1' }, KABSA, {
      booking,
      now: night,
    });
    expect(model.closed).toBe(false);
    expect(model.problems).toEqual({});
  });

  it('another booking read on the page than the one in the checkout is not this order’s', () => {
    const other = { id: 'bk-2', date: '2026-12-13', time: '20:00', branchId: 12 };
    const { model } = checkoutOf(shawarmaHouse(BASE), 'reserv_dinein', { ...contact, reservationId: 'bk-1' }, KABSA, {
      booking: other,
    });
    expect(model.servedAt).toBeNull();
    expect(model.branchId).not.toBe(12);
  });

  it('a booking id that is not an id is not kept by the checkout store', () => {
    expect(parseCheckout({ ...EMPTY_CHECKOUT, reservationId: '../x"><script>' }).reservationId).toBeNull();
    expect(parseCheckout({ ...EMPTY_CHECKOUT, reservationId: 'a1b2-c3' }).reservationId).toBe('a1b2-c3');
  });
});
