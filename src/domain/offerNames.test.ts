import { describe, expect, it } from 'vitest';
import { paymentMethodNameKey, sellingTypeNameKey } from './offerNames.ts';
import { makeBusiness } from './testFixtures.ts';

describe('sellingTypeNameKey', () => {
  it('names pickup "car pickup" only for a business that asks for the car', () => {
    const curbside = makeBusiness({ checkoutCarPickup: { enabled: true, showCarInfo: true } });
    const counter = makeBusiness({ checkoutCarPickup: { enabled: true, showCarInfo: false } });
    expect(sellingTypeNameKey(curbside, 'pickup')).toBe('carPickup');
    expect(sellingTypeNameKey(counter, 'pickup')).toBe('pickup');
  });

  it('names pickup plainly when the payload says nothing about the car', () => {
    expect(sellingTypeNameKey({}, 'pickup')).toBe('pickup');
    expect(sellingTypeNameKey({ checkoutCarPickup: null }, 'pickup')).toBe('pickup');
    expect(sellingTypeNameKey({ checkoutCarPickup: { showCarInfo: 'yes' as unknown as boolean } }, 'pickup')).toBe(
      'pickup',
    );
  });

  it('keeps the other selling types by their route name', () => {
    const business = makeBusiness({ checkoutCarPickup: { showCarInfo: true } });
    for (const route of ['delivery', 'dinein', 'reserv_dinein'] as const)
      expect(sellingTypeNameKey(business, route)).toBe(route);
  });
});

describe('paymentMethodNameKey', () => {
  it('names a card taken in person by where it is taken', () => {
    expect(paymentMethodNameKey(8, 'delivery')).toBe('pay_8_delivery');
    expect(paymentMethodNameKey(8, 'pickup')).toBe('pay_8_pickup');
    expect(paymentMethodNameKey(8, 'dinein')).toBe('pay_8_dinein');
    expect(paymentMethodNameKey(8, 'reserv_dinein')).toBe('pay_8_dinein');
  });

  it('names online, cash, pay later and unknown methods the same in every selling type', () => {
    for (const route of ['delivery', 'pickup', 'dinein'] as const) {
      expect(paymentMethodNameKey(1, route)).toBe('pay_1');
      expect(paymentMethodNameKey(2, route)).toBe('pay_2');
      expect(paymentMethodNameKey(3, route)).toBe('pay_3');
      expect(paymentMethodNameKey(42, route)).toBe('pay_42');
    }
  });
});
