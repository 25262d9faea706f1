import { describe, expect, it } from 'vitest';
import {
  checkoutSettingsFor,
  isRouteType,
  itemTypeForRoute,
  ROUTE_TYPES,
  routeTypesOf,
  serverSellingType,
} from './sellingType.ts';
import { makeBusiness } from './testFixtures.ts';

const enabled = (extra: Record<string, unknown> = {}) => ({ enabled: true, ...extra });

describe('serverSellingType', () => {
  it('names each route as the server does', () => {
    expect(ROUTE_TYPES.map(serverSellingType)).toEqual(['delivery', 'car_pickup', 'dine_in', 'dine_in']);
  });
});

describe('itemTypeForRoute', () => {
  it('reads the reservation item flag for the reservation menu and the matching flag for the others', () => {
    expect(itemTypeForRoute('delivery')).toBe('delivery');
    expect(itemTypeForRoute('pickup')).toBe('car_pickup');
    expect(itemTypeForRoute('dinein')).toBe('dine_in');
    expect(itemTypeForRoute('reserv_dinein')).toBe('reservation');
  });
});

describe('isRouteType', () => {
  it('accepts the four menu segments only', () => {
    for (const route of ['delivery', 'pickup', 'dinein', 'reserv_dinein']) expect(isRouteType(route)).toBe(true);
    for (const other of ['car_pickup', 'dine_in', 'reservation', 'Delivery', '', 'cart', '__proto__']) {
      expect(isRouteType(other)).toBe(false);
    }
  });
});

describe('routeTypesOf', () => {
  it('lists the enabled menus in the order delivery, pickup, dinein, reserv_dinein', () => {
    const business = makeBusiness({
      checkoutDineIn: enabled(),
      checkoutCarPickup: enabled(),
      checkoutDelivery: enabled(),
      reservation: { enabled: true, type: 2 },
    });
    expect(routeTypesOf(business)).toEqual(['delivery', 'pickup', 'dinein', 'reserv_dinein']);
  });

  it('lists nothing for a business with every selling type disabled', () => {
    expect(routeTypesOf(makeBusiness())).toEqual([]);
  });

  it('leaves out a reservation without order (type other than 2)', () => {
    const business = makeBusiness({ checkoutDineIn: enabled(), reservation: { enabled: true, type: 1 } });
    expect(routeTypesOf(business)).toEqual(['dinein']);
  });

  it('leaves out a disabled reservation with order', () => {
    expect(routeTypesOf(makeBusiness({ reservation: { enabled: false, type: 2 } }))).toEqual([]);
  });

  it('offers only pickup for a pickup-only business', () => {
    expect(routeTypesOf(makeBusiness({ checkoutCarPickup: enabled() }))).toEqual(['pickup']);
  });

  it('does not throw on a business object missing its checkout blocks', () => {
    expect(routeTypesOf({ reference_id: 'x' } as never)).toEqual([]);
  });
});

describe('checkoutSettingsFor', () => {
  const business = makeBusiness({
    checkoutDelivery: enabled({ min_order: 5, shipping: true }),
    checkoutCarPickup: enabled({ min_order: 2 }),
    checkoutDineIn: enabled({ min_order: 1 }),
  });

  it('reads delivery, car pickup and dine-in settings for their routes', () => {
    expect(checkoutSettingsFor(business, 'delivery').min_order).toBe(5);
    expect(checkoutSettingsFor(business, 'pickup').min_order).toBe(2);
    expect(checkoutSettingsFor(business, 'dinein').min_order).toBe(1);
  });

  it('uses the dine-in settings for a reservation with order', () => {
    expect(checkoutSettingsFor(business, 'reserv_dinein').min_order).toBe(1);
  });

  it('gives disabled settings when the payload has none', () => {
    expect(checkoutSettingsFor({} as never, 'pickup')).toMatchObject({ enabled: false, min_order: 0 });
  });
});
