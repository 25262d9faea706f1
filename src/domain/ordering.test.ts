import { describe, expect, it } from 'vitest';
import { isDigitalMenu, offersAccount, orderingTypes, takesOrdersFor } from './ordering.ts';
import { makeBusiness } from './testFixtures.ts';

const on = { enabled: true };

describe('takesOrdersFor', () => {
  it('lets a menu fill a cart when prices show and the business has a cart', () => {
    const business = makeBusiness({ checkoutDelivery: on });
    expect(takesOrdersFor(business, 'delivery')).toBe(true);
    expect(takesOrdersFor(business, 'pickup')).toBe(true);
  });

  it('takes no order in any selling type when prices are hidden', () => {
    const business = makeBusiness({ hide_price: true, checkoutDelivery: on, checkoutDineIn: on });
    for (const route of ['delivery', 'pickup', 'dinein', 'reserv_dinein'] as const)
      expect(takesOrdersFor(business, route), route).toBe(false);
  });

  it('takes no order when the business turned its cart off', () => {
    expect(takesOrdersFor(makeBusiness({ enable_cart: false }), 'delivery')).toBe(false);
  });

  it('needs the dine-in cart flag for the dine-in menu only', () => {
    const business = makeBusiness({ checkoutDineIn: { enabled: true, cart: false }, checkoutDelivery: on });
    expect(takesOrdersFor(business, 'dinein')).toBe(false);
    expect(takesOrdersFor(business, 'delivery')).toBe(true);
  });

  it('reads a payload without its dine-in block as the schema default (cart on)', () => {
    expect(takesOrdersFor({ hide_price: false, enable_cart: true, checkoutDineIn: null }, 'dinein')).toBe(true);
  });

  it('treats a garbage flag as not allowing a cart rather than guessing yes', () => {
    const hostile = { hide_price: 'no' as unknown as boolean, enable_cart: 'yes' as unknown as boolean };
    expect(takesOrdersFor(hostile, 'delivery')).toBe(false);
  });
});

describe('orderingTypes and isDigitalMenu', () => {
  it('lists the enabled selling types that take orders, in menu order', () => {
    const business = makeBusiness({
      checkoutDelivery: on,
      checkoutCarPickup: on,
      checkoutDineIn: { enabled: true, cart: false },
    });
    expect(orderingTypes(business)).toEqual(['delivery', 'pickup']);
    expect(isDigitalMenu(business)).toBe(false);
  });

  it('makes a business with hidden prices a digital menu although it has selling types (Sofreh)', () => {
    const business = makeBusiness({ hide_price: true, checkoutDelivery: on, checkoutDineIn: on });
    expect(orderingTypes(business)).toEqual([]);
    expect(isDigitalMenu(business)).toBe(true);
  });

  it('makes a business whose only selling type has no cart a digital menu', () => {
    expect(isDigitalMenu(makeBusiness({ checkoutDineIn: { enabled: true, cart: false } }))).toBe(true);
  });

  it('makes a business with no selling type enabled a digital menu', () => {
    expect(isDigitalMenu(makeBusiness({}))).toBe(true);
  });
});

describe('offersAccount', () => {
  const menuOnly = { hide_price: true, checkoutDelivery: on };

  it('offers an account where orders are taken', () => {
    expect(offersAccount(makeBusiness({ checkoutDelivery: on }))).toBe(true);
  });

  it('offers none on a digital menu that takes no booking and has no wallet: nothing to log in for', () => {
    expect(offersAccount(makeBusiness({ ...menuOnly, enable_wallet: false }))).toBe(false);
  });

  it('offers one on a digital menu that takes table bookings or keeps a wallet', () => {
    const reservation = { enabled: true, with_table: true, type: 1, max_users: 4 };
    expect(offersAccount(makeBusiness({ ...menuOnly, reservation }))).toBe(true);
    expect(offersAccount(makeBusiness({ ...menuOnly, enable_wallet: true }))).toBe(true);
  });
});
