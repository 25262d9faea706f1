/**
 * Taxes (spec §3 Tax summary entry, §5 taxes): exclusive taxes are added on top of the net after the menu
 * discount and the coupon; inclusive taxes are already inside the prices and are only extracted for display.
 * Amounts are integer minor units.
 *
 * An item's taxes cover its whole line, modifiers included (an extra shot is part of the coffee): the part on
 * the price label is the entry's taxValue, the part on the modifiers its modifiersTaxValue. A modifier option's
 * own exclusive tax that the item does not already carry adds on that option's share of the line.
 */
import type { Tax } from '../../lib/api/schema.ts';
import type { CouponLine } from './coupon.ts';
import { nonNegative, percentOf, wholeMinor } from './minorMath.ts';

/** One row of the tax summary (spec §3). */
export interface TaxSummaryEntry {
  taxId: number;
  taxName: string;
  rate: number;
  taxValue: number;
  modifiersTaxValue: number;
  totalTaxValue: number;
}

/** What the tax rules read of a line. */
export type TaxableLine = Pick<
  CouponLine,
  'price' | 'modifiersPrice' | 'modifiers' | 'taxes' | 'inclusive_taxes' | 'priceAfterCoupon'
>;

/** An exclusive tax on an amount: rate percent of it, whole minor units. */
export function exclusiveTaxOf(amount: number, rate: number): number {
  return percentOf(nonNegative(amount), nonNegative(rate));
}

function uniqueTaxes(taxes: readonly Tax[] | undefined): Tax[] {
  const seen = new Set<number>();
  return (Array.isArray(taxes) ? taxes : []).filter((tax) => {
    if (seen.has(tax.id)) return false;
    seen.add(tax.id);
    return true;
  });
}

type Part = (amount: number, rate: number) => number;
const exclusivePart: Part = (amount, rate) => (amount * rate) / 100;
const inclusivePart: Part = (amount, rate) => (amount * rate) / (100 + rate);

/** Builds summary rows, summing exact fractions per tax and rounding each value once. */
function summarize(
  lines: readonly TaxableLine[],
  itemTaxes: (line: TaxableLine) => readonly Tax[],
  withModifierTaxes: boolean,
  part: Part,
): TaxSummaryEntry[] {
  const rows = new Map<number, { tax: Tax; item: number; modifiers: number }>();
  const row = (tax: Tax) => {
    let r = rows.get(tax.id);
    if (!r) rows.set(tax.id, (r = { tax, item: 0, modifiers: 0 }));
    return r;
  };
  for (const line of lines) {
    const base = nonNegative(line.priceAfterCoupon);
    if (base === 0 || !(line.price > 0)) continue;
    const modifiersBase = (base * nonNegative(line.modifiersPrice)) / line.price;
    const taxes = uniqueTaxes(itemTaxes(line));
    for (const tax of taxes) {
      const r = row(tax);
      r.item += part(base - modifiersBase, nonNegative(tax.rate));
      r.modifiers += part(modifiersBase, nonNegative(tax.rate));
    }
    if (!withModifierTaxes) continue;
    const itemTaxIds = new Set(taxes.map((tax) => tax.id));
    for (const modifier of line.modifiers ?? []) {
      const share = (base * nonNegative(modifier.price * modifier.quantity)) / line.price;
      for (const tax of uniqueTaxes(modifier.taxes)) {
        if (!itemTaxIds.has(tax.id)) row(tax).modifiers += part(share, nonNegative(tax.rate));
      }
    }
  }
  return [...rows.values()].map(({ tax, item, modifiers }) => {
    const taxValue = wholeMinor(item);
    const modifiersTaxValue = wholeMinor(modifiers);
    return {
      taxId: tax.id,
      taxName: tax.name ?? '',
      rate: nonNegative(tax.rate),
      taxValue,
      modifiersTaxValue,
      totalTaxValue: taxValue + modifiersTaxValue,
    };
  });
}

/** The exclusive taxes of the lines, per tax, on each line's total after the menu discount and the coupon. */
export function exclusiveTaxSummary(lines: readonly TaxableLine[]): TaxSummaryEntry[] {
  return summarize(lines, (line) => line.taxes, true, exclusivePart);
}

/** The inclusive taxes already inside the lines' totals after discounts, per tax (display only). */
export function inclusiveTaxSummary(lines: readonly TaxableLine[]): TaxSummaryEntry[] {
  return summarize(lines, (line) => line.inclusive_taxes, false, inclusivePart);
}

/** Σ totalTaxValue of summary rows. */
export function taxSummaryTotal(entries: readonly TaxSummaryEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.totalTaxValue, 0);
}

/**
 * The business-wide exclusive tax (Business.exclusiveTaxes.rate): rate percent of the net subtotal after the
 * coupon, on top of any item taxes.
 */
export function businessExclusiveTax(netAfterCoupon: number, rate: number | null | undefined): number {
  return exclusiveTaxOf(netAfterCoupon, rate ?? 0);
}
