import { useTestStorageEngine, setTestStorageKey, cleanTestStorage, getTestStorage } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkoutKey, createCheckoutStore, EMPTY_CHECKOUT } from './checkout.ts';
import { createDeliveryStore, deliveryKey, EMPTY_DELIVERY, parseDelivery } from './delivery.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => cleanTestStorage());

describe('checkout and delivery stores', () => {
  it('a stored checkout in the current version is read back', () => {
    setTestStorageKey(
      checkoutKey('t1'),
      JSON.stringify({
        v: 1,
        data: { name: 'Noura', phone: '55512345', orderTime: 'later', slotId: '2026-11-23T10:00:00.000Z' },
      }),
    );
    const { $checkout } = createCheckoutStore('t1');
    expect($checkout.get()).toMatchObject({ name: 'Noura', orderTime: 'later', paymentType: 2, phoneCountry: '' });
  });

  it('garbage, an old version or a wrong type falls back to the empty checkout', () => {
    for (const raw of [
      '{not json',
      JSON.stringify({ v: 0, data: { name: 'x' } }),
      JSON.stringify({ v: 1, data: { orderTime: 'yesterday' } }),
    ]) {
      setTestStorageKey(checkoutKey('t2'), raw);
      expect(createCheckoutStore('t2').$checkout.get()).toEqual(EMPTY_CHECKOUT);
    }
  });

  it('updates are cut to their limits and persisted', () => {
    const { $checkout, updateCheckout } = createCheckoutStore('t3');
    $checkout.listen(() => {});
    updateCheckout({ name: 'x'.repeat(500) });
    expect($checkout.get().name).toBe('x'.repeat(120));
    updateCheckout({ name: 'Sara' });
    expect(JSON.parse(getTestStorage()[checkoutKey('t3')]!)).toMatchObject({ v: 1, data: { name: 'Sara' } });
  });

  it('finishing a checkout keeps name and phone and forgets the slot, table and gift', () => {
    const { $checkout, updateCheckout, finishCheckout } = createCheckoutStore('t4');
    $checkout.listen(() => {});
    updateCheckout({
      name: 'Sara',
      phone: '55512345',
      table: '7',
      orderTime: 'later',
      slotId: 'x',
      gift: { on: true, name: 'A', phone: '', message: 'hi' },
    });
    finishCheckout();
    expect($checkout.get()).toEqual({ ...EMPTY_CHECKOUT, name: 'Sara', phone: '55512345' });
  });

  it('after an order the contact stays the account’s it was given; a logout forgets whose it was', () => {
    const { $checkout, updateCheckout, finishCheckout, forgetCustomer } = createCheckoutStore('t6');
    $checkout.listen(() => {});
    updateCheckout({ name: 'Noura', phone: '+96550012345', contactOf: 7 });
    finishCheckout();
    expect($checkout.get()).toMatchObject({ name: 'Noura', contactOf: 7 });
    forgetCustomer();
    expect($checkout.get()).toMatchObject({ name: '', phone: '', contactOf: null });
  });

  it('a delivery state with a location out of range falls back to empty', () => {
    expect(parseDelivery({ location: { lat: 200, lng: 0 } })).toEqual(EMPTY_DELIVERY);
    expect(parseDelivery({ areaId: 11003, zoneId: 1101, location: { lat: 29.38, lng: 47.99 } })).toMatchObject({
      areaId: 11003,
      addressType: 1,
    });
  });

  it('choosing a shipping country drops the chosen area, and reset starts again', () => {
    setTestStorageKey(deliveryKey('t5'), 'garbage');
    const s = createDeliveryStore('t5');
    s.$delivery.listen(() => {});
    expect(s.$delivery.get()).toEqual(EMPTY_DELIVERY);
    s.chooseArea(11003, 1101);
    s.setAddressField('block', '4');
    s.chooseShippingCountry('JP');
    expect(s.$delivery.get()).toMatchObject({
      areaId: null,
      zoneId: null,
      shippingCountry: 'JP',
      address: { block: '4' },
    });
    s.resetDelivery();
    expect(s.$delivery.get()).toEqual(EMPTY_DELIVERY);
  });
});

it('a name longer than the form takes (from the API, a booking) is cut, never the reason the checkout resets', () => {
  const store = createCheckoutStore('long-name');
  store.updateCheckout({ table: 'T3', orderTime: 'later', car: { make: 'Nissan', color: 'red', plate: '1' } });
  store.updateCheckout({ name: 'N'.repeat(300), notes: 'x'.repeat(5000) });
  const saved = store.$checkout.get();
  expect(saved.name).toHaveLength(120);
  expect(saved.notes).toHaveLength(1000);
  expect(saved).toMatchObject({ table: 'T3', orderTime: 'later', car: { make: 'Nissan' } });
});

it('a pin on a wrapped copy of the world map is stored on the globe: the delivery state stays valid', () => {
  const store = createDeliveryStore('wrapped');
  store.chooseArea(5, 50);
  store.setLocation({ lat: 29.38, lng: 47.99 + 360 }, 'Sharq');
  expect(store.$delivery.get().location?.lng).toBeCloseTo(47.99, 6);
  store.setLocation({ lat: 29.38, lng: -190 }, 'Far west');
  expect(store.$delivery.get().location?.lng).toBeCloseTo(170, 6);
  // Read back as the next page does: still the customer's area and pin.
  expect(parseDelivery(store.$delivery.get())).toMatchObject({ areaId: 5, zoneId: 50, locationName: 'Far west' });
});
