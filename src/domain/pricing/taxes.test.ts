import { describe, expect, it } from 'vitest';
import { applyCoupon } from './coupon.ts';
import { businessExclusiveTax, exclusiveTaxSummary, inclusiveTaxSummary, type TaxableLine } from './taxes.ts';
import { group, pricedItem, undiscounted } from './testKit.ts';

const vat = { id: 1, name: 'VAT', rate: 5 };
const city = { id: 2, name: 'City tax', rate: 2 };
const sugar = { id: 3, name: 'Sugar tax', rate: 10 };

function afterCoupon(...lines: ReturnType<typeof undiscounted>[]): TaxableLine[] {
  return applyCoupon(lines, null, { authenticated: false, currency: 'KWD' }).lines;
}

describe('exclusive taxes', () => {
  it('apply each item tax to the line total after discounts, split into item and modifier parts', () => {
    const item = pricedItem(1, 2, { taxes: [vat, city], modifiers: [group(10, [[101, 0.5]])] });
    const [entryVat, entryCity] = exclusiveTaxSummary(
      afterCoupon(undiscounted(item, 'KWD', { count: 2, modifiers: [{ id: 101, quantity: 1 }] })),
    );
    // Line 5.000 KWD: label part 4.000, modifier part 1.000.
    expect(entryVat).toEqual({
      taxId: 1,
      taxName: 'VAT',
      rate: 5,
      taxValue: 200,
      modifiersTaxValue: 50,
      totalTaxValue: 250,
    });
    expect(entryCity).toEqual({
      taxId: 2,
      taxName: 'City tax',
      rate: 2,
      taxValue: 80,
      modifiersTaxValue: 20,
      totalTaxValue: 100,
    });
  });

  it('apply to what is left after the coupon', () => {
    const item = pricedItem(1, 2, { taxes: [vat] });
    const lines = applyCoupon(
      [undiscounted(item, 'KWD')],
      { code: 'HALF', coupon: { discount_type: 'percent', discount_value: 50, all_menu: true }, item_ids: [] },
      { authenticated: false, currency: 'KWD' },
    ).lines;
    expect(exclusiveTaxSummary(lines)[0]?.totalTaxValue).toBe(50);
  });

  it('add a modifier own tax on that modifier share only', () => {
    const soda = pricedItem(2, 1, { taxes: [vat], modifiers: [group(20, [[201, 1, { taxes: [sugar, vat] }]])] });
    const entries = exclusiveTaxSummary(
      afterCoupon(undiscounted(soda, 'KWD', { modifiers: [{ id: 201, quantity: 1 }] })),
    );
    expect(entries).toEqual([
      // VAT is the item's tax: it covers the modifier already and is not added twice.
      { taxId: 1, taxName: 'VAT', rate: 5, taxValue: 50, modifiersTaxValue: 50, totalTaxValue: 100 },
      { taxId: 3, taxName: 'Sugar tax', rate: 10, taxValue: 0, modifiersTaxValue: 100, totalTaxValue: 100 },
    ]);
  });

  it('sum the same tax over lines before rounding once', () => {
    // Three JPY lines of 10 yen at 5 %: 0.5 yen each; rounded per line it would be 3 yen, summed first it is 2.
    const lines = [1, 2, 3].map((id) => undiscounted(pricedItem(id, 10, { taxes: [vat] }), 'JPY'));
    expect(exclusiveTaxSummary(applyCoupon(lines, null, { authenticated: false, currency: 'JPY' }).lines)).toEqual([
      { taxId: 1, taxName: 'VAT', rate: 5, taxValue: 2, modifiersTaxValue: 0, totalTaxValue: 2 },
    ]);
  });

  it('are nothing for an item without taxes or a disabled item', () => {
    expect(exclusiveTaxSummary(afterCoupon(undiscounted(pricedItem(4, 3), 'KWD')))).toEqual([]);
    const off = pricedItem(5, 3, { taxes: [vat], disabled: true });
    expect(exclusiveTaxSummary(afterCoupon(undiscounted(off, 'KWD')))[0]?.totalTaxValue ?? 0).toBe(0);
  });
});

describe('inclusive taxes', () => {
  it('are summarised per tax over the whole line, never added to it', () => {
    const coffee = pricedItem(6, 5.35, {
      inclusive_taxes: [{ id: 21, name: 'MWST', rate: 2.6 }],
      modifiers: [group(60, [[601, 0.6]])],
    });
    const lines = applyCoupon(
      [undiscounted(coffee, 'CHF', { count: 10, modifiers: [{ id: 601, quantity: 1 }] })],
      null,
      {
        authenticated: false,
        currency: 'CHF',
      },
    ).lines;
    const [entry] = inclusiveTaxSummary(lines);
    // 10 × 5.95 CHF holds 1.5078 CHF: 1.3558 on the label part and 0.1520 on the oat milk.
    expect(entry).toMatchObject({ taxId: 21, taxValue: 136, modifiersTaxValue: 15, totalTaxValue: 151 });
    expect(lines[0]?.priceAfterCoupon).toBe(5950);
  });
});

describe('businessExclusiveTax', () => {
  it('takes the business rate of the net after the coupon', () => {
    expect(businessExclusiveTax(12345, 10)).toBe(1235);
    expect(businessExclusiveTax(12345, null)).toBe(0);
  });
});
