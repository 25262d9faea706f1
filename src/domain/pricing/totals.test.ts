import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Discounts } from '../../lib/api/schema.ts';
import { roundMinor } from '../money.ts';
import type { Coupon } from './coupon.ts';
import { priced, pricedItem } from './testKit.ts';
import { cartTotals, type CartTotalsInput } from './totals.ts';

const vat = { id: 1, name: 'VAT', rate: 5 };
const percentCoupon = (value: number, extra: Partial<Coupon['coupon']> = {}): Coupon => ({
  code: 'SAVE',
  coupon: { discount_type: 'percent', discount_value: value, all_menu: true, ...extra },
  item_ids: [],
});

describe('cartTotals in KWD (3 digits)', () => {
  const burger = pricedItem(1, 2, { taxes: [vat] });
  const fries = pricedItem(2, 0.75);
  const discounts = Discounts.parse({ delivery: { categories: [{ id: 20, type: 'percent', value: 10 }] } });
  const input: CartTotalsInput = {
    lines: [priced(burger, 'KWD', { count: 2 }), priced(fries, 'KWD', { count: 3 }, 20)],
    currency: 'KWD',
    sellingType: 'delivery',
    discounts,
    coupon: percentCoupon(10),
    delivery: { zone: { fees: 0.5, min_order: 5 } },
  };

  it('adds items, discounts, coupon, item taxes and the zone fee, in fils', () => {
    const totals = cartTotals(input);
    expect(totals).toMatchObject({
      itemCount: 5,
      subtotal: 6250,
      itemDiscount: 225,
      // 10 % of 4.000 and of 2.025 (202.5 → 203 fils).
      couponDiscount: 603,
      netAfterCoupon: 5422,
      itemsTax: 180,
      exclusiveTax: 180,
      deliveryFee: 500,
      walletDiscount: 0,
      rounding: 0,
      total: 6102,
      minimumOrder: 5000,
      meetsMinimumOrder: true,
    });
    expect(totals.taxes).toEqual([
      { taxId: 1, taxName: 'VAT', rate: 5, taxValue: 180, modifiersTaxValue: 0, totalTaxValue: 180 },
    ]);
  });

  it('adds the business exclusive tax on the net after the coupon', () => {
    expect(cartTotals({ ...input, businessTaxRate: 10 })).toMatchObject({
      businessTax: 542,
      exclusiveTax: 722,
      total: 6644,
    });
  });

  it('charges no delivery fee for pickup', () => {
    const pickup = cartTotals({ ...input, sellingType: 'car_pickup' });
    expect(pickup.deliveryFee).toBe(0);
    expect(pickup.minimumOrder).toBe(0);
  });

  it('drops the delivery fee with a free-delivery coupon', () => {
    expect(cartTotals({ ...input, coupon: percentCoupon(0, { free_delivery: true }) })).toMatchObject({
      freeDelivery: true,
      deliveryFee: 0,
    });
  });

  it('lets the wallet pay part of the total', () => {
    expect(cartTotals({ ...input, useWallet: true, walletBalance: 1000 })).toMatchObject({
      walletDiscount: 1000,
      total: 5102,
    });
  });

  it('brings the total to 0 and no lower when the wallet holds more than the total', () => {
    expect(cartTotals({ ...input, useWallet: true, walletBalance: 99999 })).toMatchObject({
      walletDiscount: 6102,
      total: 0,
    });
  });

  it('ignores the wallet balance unless the wallet is used', () => {
    expect(cartTotals({ ...input, walletBalance: 1000 }).walletDiscount).toBe(0);
  });

  it('reports an order below the minimum', () => {
    const small = cartTotals({ ...input, lines: [priced(fries, 'KWD')] });
    expect(small.meetsMinimumOrder).toBe(false);
  });

  it('tells a refused coupon apart from no coupon', () => {
    const refused = cartTotals({
      ...input,
      coupon: percentCoupon(10, { user_type: 'auth_users' }),
      authenticated: false,
    });
    expect(refused).toMatchObject({ couponDiscount: 0, couponRefusal: 'auth-users-only' });
  });
});

describe('cartTotals in CHF (0.05)', () => {
  const coffee = pricedItem(3, 5.35, { inclusive_taxes: [{ id: 21, name: 'MWST', rate: 2.6 }] });

  it('CHF totals end on 0.05, with the rounding shown', () => {
    // 3 × 5.35 = 16.05; 10 % coupon = 1.605 → 1.61; 14.44 → 14.45.
    const totals = cartTotals({
      lines: [priced(coffee, 'CHF', { count: 3 })],
      currency: 'CHF',
      sellingType: 'car_pickup',
      coupon: percentCoupon(10),
    });
    expect(totals).toMatchObject({
      subtotal: 1605,
      couponDiscount: 161,
      netAfterCoupon: 1444,
      rounding: 1,
      total: 1445,
    });
    expect(totals.total % 5).toBe(0);
  });

  it('does not add inclusive taxes to the total', () => {
    const totals = cartTotals({ lines: [priced(coffee, 'CHF')], currency: 'CHF', sellingType: 'car_pickup' });
    expect(totals).toMatchObject({ inclusiveTax: 14, exclusiveTax: 0, total: 535 });
  });
});

describe('cartTotals in JPY (0 digits)', () => {
  it('counts in whole yen', () => {
    const totals = cartTotals({
      lines: [priced(pricedItem(4, 980), 'JPY', { count: 2 }), priced(pricedItem(5, 450), 'JPY')],
      currency: 'JPY',
      sellingType: 'dine_in',
      businessTaxRate: 10,
    });
    expect(totals).toMatchObject({ subtotal: 2410, businessTax: 241, total: 2651, rounding: 0 });
  });
});

describe('cartTotals properties', () => {
  const currency = fc.constantFrom('KWD', 'CHF', 'JPY', 'USD');
  const lineSpec = fc.record({
    price: fc.integer({ min: 0, max: 50_000 }).map((n) => n / 100),
    count: fc.integer({ min: -1, max: 20 }),
    disabled: fc.boolean(),
    taxRate: fc.constantFrom(0, 2.6, 5, 8.1, 15),
    categoryId: fc.constantFrom(20, 21),
  });
  const rule = fc.record({
    type: fc.constantFrom('percent' as const, 'fixed' as const),
    value: fc.integer({ min: 0, max: 150 }),
  });
  const scenario = fc.record({
    currency,
    lines: fc.array(lineSpec, { maxLength: 6 }),
    itemRule: fc.option(rule, { nil: undefined }),
    categoryRule: fc.option(rule, { nil: undefined }),
    allMenu: fc.option(rule, { nil: null }),
    coupon: fc.option(
      fc.record({
        type: fc.constantFrom('percent' as const, 'fixed' as const),
        value: fc.integer({ min: 0, max: 500 }),
        allMenu: fc.boolean(),
        cap: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
        freeDelivery: fc.boolean(),
      }),
      { nil: null },
    ),
    businessTaxRate: fc.constantFrom(0, 5, 7.7, 15),
    zoneFee: fc.option(
      fc.integer({ min: 0, max: 2000 }).map((n) => n / 100),
      { nil: null },
    ),
    wallet: fc.integer({ min: 0, max: 100_000 }),
    useWallet: fc.boolean(),
  });

  type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

  function totalsOf(s: Scenario) {
    const lines = s.lines.map((spec, i) => {
      const item = pricedItem(100 + i, spec.price, {
        disabled: spec.disabled,
        taxes: [{ id: 1, name: 'T', rate: spec.taxRate }],
      });
      return priced(item, s.currency, { count: spec.count }, spec.categoryId);
    });
    const discounts = Discounts.parse({
      delivery: {
        items: s.itemRule ? [{ id: 100, ...s.itemRule }] : [],
        categories: s.categoryRule ? [{ id: 20, ...s.categoryRule }] : [],
        all_menu: s.allMenu,
      },
    });
    const coupon: Coupon | null = s.coupon && {
      code: 'P',
      coupon: {
        discount_type: s.coupon.type,
        discount_value: s.coupon.value,
        all_menu: s.coupon.allMenu,
        max_allowed_items: s.coupon.cap,
        free_delivery: s.coupon.freeDelivery,
      },
      item_ids: [101, 103],
    };
    return cartTotals({
      lines,
      currency: s.currency,
      sellingType: 'delivery',
      discounts,
      coupon,
      businessTaxRate: s.businessTaxRate,
      delivery: s.zoneFee === null ? null : { zone: { fees: s.zoneFee, min_order: 0 } },
      walletBalance: s.wallet,
      useWallet: s.useWallet,
    });
  }

  it('never gives a negative total or a negative row', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const t = totalsOf(s);
        for (const value of [
          t.total,
          t.subtotal,
          t.itemDiscount,
          t.couponDiscount,
          t.netAfterCoupon,
          t.exclusiveTax,
          t.deliveryFee,
          t.walletDiscount,
        ]) {
          expect(value).toBeGreaterThanOrEqual(0);
        }
        for (const line of t.lines) expect(line.priceAfterCoupon).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never discounts more than the subtotal', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const t = totalsOf(s);
        expect(t.itemDiscount + t.couponDiscount).toBeLessThanOrEqual(t.subtotal);
        for (const line of t.lines)
          expect(line.discountAmount + line.couponDiscountAmount).toBeLessThanOrEqual(line.net);
      }),
    );
  });

  it('gives a total that rounding again leaves unchanged, and rounding twice equals rounding once', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: -1_000_000, max: 1_000_000 }), (s, minor) => {
        const t = totalsOf(s);
        expect(roundMinor(t.total, s.currency)).toBe(t.total);
        expect(roundMinor(roundMinor(minor, s.currency), s.currency)).toBe(roundMinor(minor, s.currency));
        expect(Math.abs(t.rounding)).toBeLessThanOrEqual(s.currency === 'CHF' ? 2 : 0);
      }),
    );
  });

  it('adds up: total = net after coupon + exclusive tax + fee − wallet + rounding', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const t = totalsOf(s);
        expect(t.total).toBe(t.netAfterCoupon + t.exclusiveTax + t.deliveryFee - t.walletDiscount + t.rounding);
        expect(t.subtotal - t.itemDiscount - t.couponDiscount).toBe(t.netAfterCoupon);
      }),
    );
  });
});
