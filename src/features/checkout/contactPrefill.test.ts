import { useTestStorageEngine, cleanTestStorage } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAuthStore } from '../../stores/auth.ts';
import { createCheckoutStore } from '../../stores/checkout.ts';
import { createDeliveryStore } from '../../stores/delivery.ts';
import { contactActions, contactPrefill, userPhoneOf } from './contactPrefill.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => cleanTestStorage());

const empty = { name: '', phone: '' };
const noura = { name: 'Noura', phone: '50012345', dial_code: '+965' };

describe('the contact a checkout starts with', () => {
  it('a logged-in user’s name and phone (with its dial code) fill the empty fields', () => {
    expect(contactPrefill(noura, empty, null)).toEqual({ name: 'Noura', phone: '+96550012345' });
  });

  it('what the customer typed stays', () => {
    expect(contactPrefill(noura, { name: 'Heidi', phone: '044 668 18 00' }, null)).toEqual({});
    expect(contactPrefill(noura, { name: ' ', phone: '1' }, null)).toEqual({ name: 'Noura' });
  });

  it('a login replaces the name and phone a guest typed with the account’s', () => {
    const account = { ...noura, id: 7 };
    const guest = { name: 'Sara Guest', phone: '50011111', contactOf: null };
    expect(contactPrefill(account, guest, null)).toEqual({
      contactOf: 7,
      name: 'Noura',
      phone: '+96550012345',
      phoneCountry: '',
    });
  });

  it('a login as another account replaces the first account’s; a field the account cannot fill is emptied', () => {
    const first = { name: 'Noura', phone: '+96550012345', contactOf: 7 };
    expect(contactPrefill({ id: 8, phone: '50022222', dial_code: '+965' }, first, null)).toEqual({
      contactOf: 8,
      name: '',
      phone: '+96550022222',
      phoneCountry: '',
    });
  });

  it('what the customer typed after logging in stays', () => {
    const typed = { name: 'Noura A.', phone: '50099999', contactOf: 7 };
    expect(contactPrefill({ ...noura, id: 7 }, typed, null)).toEqual({});
  });

  it('a guest’s phone comes from the saved address form’s contact phone; without one nothing is filled', () => {
    expect(contactPrefill(null, empty, ' 99887766 ')).toEqual({ phone: '99887766' });
    expect(contactPrefill(null, empty, '')).toEqual({});
    expect(contactPrefill({ name: 'Ali' }, empty, undefined)).toEqual({ name: 'Ali' });
  });

  it('a user without a phone has none to give, and a phone without a dial code is kept as it is', () => {
    expect(userPhoneOf(null)).toBeNull();
    expect(userPhoneOf({ name: 'Ali' })).toBeNull();
    expect(userPhoneOf({ phone: '50012345' })).toBe('50012345');
  });

  it('the number alone fills the field when the account dials the page’s country, with its dial code otherwise', () => {
    expect(contactPrefill(noura, empty, null, '+965')).toEqual({ name: 'Noura', phone: '50012345', phoneCountry: '' });
    expect(contactPrefill(noura, empty, null, '+966')).toEqual({ name: 'Noura', phone: '+96550012345' });
    expect(userPhoneOf(noura, null)).toBe('+96550012345');
  });
});

describe('the checkout contact follows who is logged in', () => {
  const BUSINESS = 100;
  const storesFor = (ref: string) => {
    const auth = createAuthStore(ref);
    const checkout = createCheckoutStore(ref);
    const delivery = createDeliveryStore(ref);
    const actions = contactActions({
      $auth: auth.$auth,
      $checkout: checkout.$checkout,
      $delivery: delivery.$delivery,
      updateCheckout: checkout.updateCheckout,
    });
    return { auth, checkout, actions };
  };
  const noura = { id: 7, business_id: BUSINESS, name: 'Noura Account', phone: '50012345', dial_code: '+965' };

  it('logging in halfway through a guest checkout gives the fields the account’s name and number', () => {
    const { auth, checkout, actions } = storesFor('c1');
    checkout.updateCheckout({ name: 'Sara Guest', phone: '50011111' });
    const stop = actions.followCustomerContact(BUSINESS);
    expect(checkout.$checkout.get()).toMatchObject({ name: 'Sara Guest', phone: '50011111' });
    auth.logIn('token', noura);
    expect(checkout.$checkout.get()).toMatchObject({ name: 'Noura Account', phone: '+96550012345', contactOf: 7 });
    stop();
  });

  it('a checkout opened after logging in elsewhere (the login page) takes the account’s contact', () => {
    const { auth, checkout, actions } = storesFor('c2');
    checkout.updateCheckout({ name: 'Sara Guest', phone: '50011111' });
    auth.logIn('token', noura);
    const stop = actions.followCustomerContact(BUSINESS);
    expect(checkout.$checkout.get()).toMatchObject({ name: 'Noura Account', phone: '+96550012345' });
    stop();
  });

  it('on a page whose phone country is the account’s, the number comes without the dial code the select shows', () => {
    const { auth, checkout, actions } = storesFor('c5');
    const stop = actions.followCustomerContact(BUSINESS, '+965');
    auth.logIn('token', noura);
    expect(checkout.$checkout.get()).toMatchObject({ phone: '50012345', phoneCountry: '' });
    stop();
  });

  it('fields typed after logging in stay through a reload and other changes of the session', () => {
    const { auth, checkout, actions } = storesFor('c3');
    auth.logIn('token', noura);
    let stop = actions.followCustomerContact(BUSINESS);
    checkout.updateCheckout({ name: 'Noura for her mother', phone: '50099999' });
    auth.setUseWallet(true, 1000);
    stop();
    stop = actions.followCustomerContact(BUSINESS);
    expect(checkout.$checkout.get()).toMatchObject({ name: 'Noura for her mother', phone: '50099999' });
    stop();
  });

  it('a login at another business (its token on the same site) changes nothing', () => {
    const { auth, checkout, actions } = storesFor('c4');
    checkout.updateCheckout({ name: 'Sara Guest', phone: '50011111' });
    const stop = actions.followCustomerContact(BUSINESS);
    auth.logIn('token', { ...noura, business_id: 999 });
    expect(checkout.$checkout.get()).toMatchObject({ name: 'Sara Guest', phone: '50011111', contactOf: null });
    stop();
  });
});
