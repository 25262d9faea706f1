import { describe, expect, it } from 'vitest';
import { deliveryFee, meetsMinimumOrder, minimumOrder, shippedWeight, shippingFee, zoneDeliveryFee } from './fees.ts';

const line = (weight: number, shippingWeight: number, billedCount: number) => ({ weight, shippingWeight, billedCount });
const country = { fees_per_kg: 1.5, fixed_fees: 2, min_order: 10 };
const zone = { fees: 0.75, min_order: 5 };

describe('shipping', () => {
  it('weighs each line by its shipping weight, or its weight when it has none, times the count', () => {
    expect(shippedWeight([line(0.3, 0.5, 2), line(0.3, 0, 3)])).toBeCloseTo(1.9, 10);
  });

  it('charges the weight times the fee per kg plus the fixed fee', () => {
    // 0.3 kg × 3 × 1.5 KWD + 2 KWD = 3.350 KWD.
    expect(shippingFee([line(0.3, 0, 3)], country, 'KWD')).toBe(3350);
    expect(shippingFee([line(0.3, 0, 3)], country, 'JPY')).toBe(3);
  });

  it('is free with a free-delivery coupon', () => {
    expect(shippingFee([line(1, 0, 3)], country, 'KWD', true)).toBe(0);
  });

  it('weighs a disabled item as nothing', () => {
    expect(shippingFee([line(5, 0, 0)], country, 'KWD')).toBe(2000);
  });

  it('rounds a CHF shipping fee to 0.05', () => {
    // 0.37 kg × 1.5 CHF = 0.555 CHF, + 2 CHF = 2.555 CHF → 2.55.
    expect(shippingFee([line(0.37, 0, 1)], country, 'CHF')).toBe(255);
  });
});

describe('deliveryFee', () => {
  it('is the zone fee, or the shipping fee when a country is chosen, or 0', () => {
    expect(deliveryFee({ zone }, [line(1, 0, 1)], 'KWD')).toBe(750);
    expect(deliveryFee({ zone, country }, [line(1, 0, 1)], 'KWD')).toBe(3500);
    expect(deliveryFee(null, [line(1, 0, 1)], 'KWD')).toBe(0);
  });

  it('is free with a free-delivery coupon for a zone too', () => {
    expect(zoneDeliveryFee(zone, 'KWD', true)).toBe(0);
    expect(deliveryFee({ zone }, [], 'KWD', true)).toBe(0);
  });

  it('rounds a CHF zone fee to 0.05', () => {
    expect(zoneDeliveryFee({ fees: 3.47, min_order: 0 }, 'CHF')).toBe(345);
  });
});

describe('minimum order', () => {
  it('comes from the shipping country when shipping, else from the zone, else the fallback', () => {
    expect(minimumOrder({ zone, country }, 'KWD')).toBe(10000);
    expect(minimumOrder({ zone }, 'KWD')).toBe(5000);
    expect(minimumOrder(null, 'KWD', 2.5)).toBe(2500);
    expect(minimumOrder(null, 'JPY')).toBe(0);
  });

  it('is met by an amount equal to it and not by one fils less', () => {
    expect(meetsMinimumOrder(5000, 5000)).toBe(true);
    expect(meetsMinimumOrder(4999, 5000)).toBe(false);
    expect(meetsMinimumOrder(0, 0)).toBe(true);
  });
});
