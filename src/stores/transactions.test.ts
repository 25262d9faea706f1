/**
 * The actions that touch several stores at once: changing branch, and what an order does to the cart. Each test
 * makes its own stores of a tenant and runs the action over them.
 */
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAuthStore } from './auth.ts';
import { createBranchChange, keepCartItemsSoldAtOf } from './branch.ts';
import { createCartStore } from './cartActions.ts';
import { cartAsideActions } from './cartAside.ts';
import { createCheckoutStore } from './checkout.ts';
import { createDeliveryStore, parseBranchBack } from './delivery.ts';
import { createOrderActions } from './order.ts';
import { createSettingsStore } from './settings.ts';
import { createShipTo } from './shipTo.ts';
import { createSessionActions } from './session.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => cleanTestStorage());

const line = (itemId: number) => ({ itemId, priceLabelId: 1, modifiers: [], note: '', count: 2 });

function storesOf(ref: string) {
  const store = createCartStore(ref);
  const cart = {
    ...store,
    pruneCartTo: cartAsideActions(store).pruneCartTo,
    keepCartItemsSoldAt: keepCartItemsSoldAtOf(store),
  };
  const settings = createSettingsStore(ref);
  const delivery = createDeliveryStore(ref);
  const auth = createAuthStore(ref);
  const checkout = createCheckoutStore(ref);
  const changeBranch = createBranchChange({ ...cart, ...settings, ...delivery, ...auth });
  const orders = createOrderActions({
    ...cart,
    ...checkout,
    ...auth,
    pendingOrderId: () => checkout.$checkout.get().pendingOrderId,
  });
  const session = createSessionActions({ ...auth, ...checkout });
  const { $branchBack } = delivery;
  return { cart, settings, delivery, auth, checkout, changeBranch, $branchBack, orders, session };
}

describe('changing branch', () => {
  it('drops what the new branch does not sell, remembers it, and resets delivery and wallet', () => {
    const s = storesOf('b1');
    s.cart.addToCart(line(1));
    s.cart.addToCart(line(2));
    s.delivery.chooseArea(5, 50);
    s.auth.setUseWallet(true, 300);
    const { aside } = s.changeBranch(12, 11, { '1': [11] });
    expect(aside.map((l) => l.itemId)).toEqual([1]);
    expect(s.cart.$cart.get().items.map((l) => l.itemId)).toEqual([2]);
    expect(s.settings.$settings.get().branch).toBe(12);
    expect(s.delivery.$delivery.get()).toMatchObject({ areaId: null, zoneId: null, branchId: 12 });
    expect(s.auth.$auth.get()).toMatchObject({ useWallet: false, updatedWalletAmount: 0 });
  });

  it("back to the business's own branch forgets the choice rather than storing the own id", () => {
    const s = storesOf('b2');
    s.changeBranch(12, 11, {});
    s.changeBranch(11, 11, {});
    expect(s.settings.$settings.get().branch).toBeNull();
    expect(s.delivery.$delivery.get().branchId).toBeNull();
  });

  it('a cart of items sold everywhere loses nothing', () => {
    const s = storesOf('b3');
    s.cart.addToCart(line(3));
    expect(s.changeBranch(12, 11, { '1': [11] }).aside).toEqual([]);
    expect(s.cart.$cart.get().items).toHaveLength(1);
  });

  it('keeps the chosen area when the new branch delivers to it, and drops it when it does not', () => {
    const s = storesOf('b4');
    s.delivery.chooseArea(11003, 1101, 11); // Sharq, delivered by branch 11, ordered while at Jahra (13)
    s.delivery.setLocation({ lat: 29.384, lng: 47.99 });
    s.changeBranch(11, 11, {}, { '1101': 11, '1103': 13 });
    expect(s.delivery.$delivery.get()).toMatchObject({ areaId: 11003, zoneId: 1101, branchId: null });
    expect(s.delivery.$delivery.get().location).toEqual({ lat: 29.384, lng: 47.99 });
    s.changeBranch(13, 11, {}, { '1101': 11, '1103': 13 });
    expect(s.delivery.$delivery.get()).toMatchObject({ areaId: null, zoneId: null, branchId: 13, location: null });
  });

  it('remembers the branch it left and the delivery choice it had, until the customer changes back', () => {
    const s = storesOf('b5');
    s.delivery.chooseArea(11003, 1101);
    const before = s.delivery.$delivery.get();
    s.changeBranch(13, 11, {}, { '1101': 11 });
    expect(s.$branchBack.get()).toEqual({ from: null, to: 13, delivery: before });
    s.changeBranch(12, 11, {}, { '1101': 11 });
    // The last change is the one remembered: from Jahra, with no area.
    expect(s.$branchBack.get()).toMatchObject({ from: 13, to: 12, delivery: { areaId: null, branchId: 13 } });
  });

  it('changing back to the branch the last change left gives its delivery area back and the dishes it sells', () => {
    const s = storesOf('b6');
    const itemBranches = { '1': [11, 12], '2': [11] };
    s.cart.addToCart(line(1));
    s.cart.addToCart(line(2));
    s.delivery.chooseArea(11003, 1101);
    s.delivery.setAddressField('block', '4');
    const before = s.delivery.$delivery.get();
    expect(s.changeBranch(13, 11, itemBranches, { '1101': 11 }).aside.map((l) => l.itemId)).toEqual([1, 2]);
    expect(s.delivery.$delivery.get().areaId).toBeNull();
    s.changeBranch(11, 11, itemBranches, { '1101': 11 });
    expect(s.settings.$settings.get().branch).toBeNull();
    expect(s.delivery.$delivery.get()).toEqual(before);
    expect(s.$branchBack.get()).toBeNull();
    // The lines wait aside until the cart page settles them for the branch (cartAside.ts): nothing is lost.
    s.cart.restoreAside((l) => itemBranches[String(l.itemId) as '1' | '2'].includes(11));
    expect(s.cart.$cart.get().items.map((l) => l.itemId)).toEqual([1, 2]);
    expect(s.cart.$cartAside.get()).toEqual([]);
  });

  it('a stored branch change that is not one reads as none', () => {
    expect(parseBranchBack({ from: 'x', to: 13, delivery: {} })).toBeNull();
    expect(parseBranchBack(null)).toBeNull();
    expect(parseBranchBack({ from: null, to: 13, delivery: 'garbage' })).toMatchObject({ from: null, to: 13 });
  });
});

describe('an order and the cart', () => {
  it('an order placed empties the cart and the coupon, keeps who ordered, and stops using the wallet', () => {
    const s = storesOf('o1');
    s.cart.addToCart(line(1));
    s.cart.setCouponCode('WELCOME10');
    s.checkout.updateCheckout({ name: 'Noura', phone: '50012345', notes: 'ring twice' });
    s.auth.setUseWallet(true, 500);
    s.orders.orderPlaced();
    expect(s.cart.$cart.get().items).toEqual([]);
    expect(s.cart.$couponCode.get()).toBe('');
    expect(s.checkout.$checkout.get()).toMatchObject({ name: 'Noura', phone: '50012345', notes: '' });
    expect(s.auth.$auth.get().useWallet).toBe(false);
  });

  it('an order sent to online payment keeps the cart until that order comes back paid', () => {
    const s = storesOf('o2');
    s.cart.addToCart(line(1));
    s.orders.orderSentToPayment(77, 'https://pay.example/77');
    expect(s.orders.orderPaymentSeen({ id: '77', payment_status: 'pending' })).toBe(false);
    expect(s.orders.orderPaymentSeen({ id: '78', payment_status: 'paid' })).toBe(false);
    expect(s.cart.$cart.get().items).toHaveLength(1);
    expect(s.orders.orderPaymentSeen({ id: 77, payment_status: 'paid' })).toBe(true);
    expect(s.cart.$cart.get().items).toEqual([]);
    expect(s.checkout.$checkout.get().pendingOrderId).toBeNull();
  });

  it('an order sent to online payment keeps where it is paid, and finishing the checkout forgets both', () => {
    const s = storesOf('o4');
    s.orders.orderSentToPayment('77', 'https://pay.example/77');
    expect(s.checkout.$checkout.get()).toMatchObject({
      pendingOrderId: '77',
      pendingPaymentUrl: 'https://pay.example/77',
    });
    s.orders.orderPlaced();
    expect(s.checkout.$checkout.get()).toMatchObject({ pendingOrderId: null, pendingPaymentUrl: null });
  });

  it('the checkout finding the waiting order still unpaid keeps it waiting, with the cart', () => {
    const s = storesOf('o5');
    s.cart.addToCart(line(1));
    s.orders.orderSentToPayment('77', 'https://pay.example/77');
    expect(s.orders.pendingOrderChecked({ id: '77', payment_status: 'pending' })).toBe('waiting');
    expect(s.checkout.$checkout.get().pendingOrderId).toBe('77');
    expect(s.cart.$cart.get().items).toHaveLength(1);
  });

  it('the checkout finding the waiting order paid meanwhile empties the cart', () => {
    const s = storesOf('o6');
    s.cart.addToCart(line(1));
    s.orders.orderSentToPayment('77', 'https://pay.example/77');
    expect(s.orders.pendingOrderChecked({ id: '77', payment_status: 'paid' })).toBe('paid');
    expect(s.cart.$cart.get().items).toEqual([]);
    expect(s.checkout.$checkout.get().pendingOrderId).toBeNull();
  });

  it('the checkout finding the waiting order cancelled or unknown forgets it and keeps the cart for a new order', () => {
    for (const answer of [{ id: '77', payment_status: 'failed' }, null]) {
      const s = storesOf(`o7-${answer ? 'failed' : 'unknown'}`);
      s.cart.addToCart(line(1));
      s.orders.orderSentToPayment('77', 'https://pay.example/77');
      expect(s.orders.pendingOrderChecked(answer)).toBe('gone');
      expect(s.checkout.$checkout.get()).toMatchObject({ pendingOrderId: null, pendingPaymentUrl: null });
      expect(s.cart.$cart.get().items).toHaveLength(1);
    }
  });

  it('choosing to place a new order instead stops offering the waiting one and keeps the cart', () => {
    const s = storesOf('o8');
    s.cart.addToCart(line(1));
    s.orders.orderSentToPayment('77', 'https://pay.example/77');
    s.orders.pendingOrderSetAside();
    expect(s.checkout.$checkout.get().pendingOrderId).toBeNull();
    expect(s.cart.$cart.get().items).toHaveLength(1);
  });

  it('a paid order the cart was not kept for leaves the cart alone', () => {
    const s = storesOf('o3');
    s.cart.addToCart(line(1));
    expect(s.orders.orderPaymentSeen({ id: 'abc', payment_status: 'paid' })).toBe(false);
    expect(s.cart.$cart.get().items).toHaveLength(1);
  });
});

describe('the cart store prunes', () => {
  it('lines of items the menu no longer offers, saying which', () => {
    const s = storesOf('p1');
    s.cart.addToCart(line(1));
    const dropped = s.cart.pruneCartTo([], 11, 'delivery');
    expect(dropped.map((d) => d.line.itemId)).toEqual([1]);
    expect(s.cart.$cart.get().items).toEqual([]);
    expect(s.cart.pruneCartTo([], 11, 'delivery')).toEqual([]);
  });
});

describe('a session ending', () => {
  it("forgets the customer's booking, contact, car, gift and notes; keeps the order's choices and a payment waiting", async () => {
    const s = storesOf('s1');
    s.auth.logIn('token-a', { id: 7, business_id: 1 });
    s.checkout.updateCheckout({
      name: 'Noura',
      phone: '50012345',
      phoneCountry: 'KW',
      reservationId: 'r-77',
      pendingOrderId: 'o-5',
      table: 'T3',
      orderTime: 'later',
      slotId: '2026-11-23T18:00:00+03:00',
      car: { make: 'Nissan', color: 'red', plate: '123' },
      gift: { on: true, name: 'Sara', phone: '5001', message: 'Happy birthday' },
      notes: 'no onions',
    });
    s.cart.addToCart(line(1));
    await s.session.endSession();
    expect(s.auth.$auth.get()).toMatchObject({ token: null, user: null });
    expect(s.checkout.$checkout.get()).toMatchObject({
      name: '',
      phone: '',
      phoneCountry: '',
      reservationId: null,
      car: { make: '', color: '', plate: '' },
      gift: { on: false, name: '', phone: '', message: '' },
      notes: '',
      // The order's own choices, and an order sent to payment (its cart clears when it comes back paid).
      table: 'T3',
      orderTime: 'later',
      pendingOrderId: 'o-5',
    });
    expect(s.cart.$cart.get().items).toHaveLength(1);
  });
});

describe('choosing where a parcel goes', () => {
  const shipToOf = (ref: string) => {
    const checkout = createCheckoutStore(ref);
    const delivery = createDeliveryStore(ref);
    const chooseShipTo = createShipTo({
      checkout: () => checkout.$checkout.get(),
      delivery: () => delivery.$delivery.get(),
      chooseShippingCountry: delivery.chooseShippingCountry,
      updateCheckout: checkout.updateCheckout,
    });
    return { checkout, delivery, chooseShipTo };
  };

  it('takes the destination and gives its country to a phone not yet typed', () => {
    const s = shipToOf('s1');
    s.chooseShipTo('US', 'JP');
    expect(s.delivery.$delivery.get().shippingCountry).toBe('US');
    expect(s.checkout.$checkout.get().phoneCountry).toBe('US');
    s.chooseShipTo('JP', 'JP');
    expect(s.checkout.$checkout.get().phoneCountry).toBe('');
  });

  it('leaves a number already typed in the country it was typed in', () => {
    const s = shipToOf('s2');
    s.checkout.updateCheckout({ phone: '090 1234 5678' });
    s.chooseShipTo('US', 'JP');
    expect(s.delivery.$delivery.get().shippingCountry).toBe('US');
    expect(s.checkout.$checkout.get()).toMatchObject({ phone: '090 1234 5678', phoneCountry: '' });
  });
});
