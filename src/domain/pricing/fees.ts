/**
 * Delivery and shipping fees and the minimum order (spec §5, §9). Fees are integer minor units rounded with the
 * currency (CHF to 0.05), since each is shown to the customer as a price of its own.
 *
 * A free-delivery coupon zeroes both the zone's delivery fee and the shipping fee: the customer was promised
 * free delivery whichever way the order travels.
 */
import type { ShippingCountry, Zone } from '../../lib/api/schema.ts';
import { currencyDigits, roundMinor, toMinor } from '../money.ts';
import type { PricedLine } from './lines.ts';
import { nonNegative, wholeMinor } from './minorMath.ts';

/** What the shipping fee reads of a line. */
export type WeightedLine = Pick<PricedLine, 'weight' | 'shippingWeight' | 'billedCount'>;

/** Where a delivery goes: a shipping country (international shipping) or a delivery zone, or neither. */
export interface DeliveryTarget {
  zone?: Pick<Zone, 'fees' | 'min_order'> | null;
  country?: Pick<ShippingCountry, 'fees_per_kg' | 'fixed_fees' | 'min_order'> | null;
}

/** The weight shipped, in kg: Σ (shippingWeight, or weight when it has none) × billed count. */
export function shippedWeight(lines: readonly WeightedLine[]): number {
  return lines.reduce((sum, line) => {
    const each = nonNegative(line.shippingWeight) > 0 ? nonNegative(line.shippingWeight) : nonNegative(line.weight);
    return sum + each * nonNegative(line.billedCount);
  }, 0);
}

/** Shipping fee: weight × the country's fee per kg + its fixed fee (spec §9); 0 with free delivery. */
export function shippingFee(
  lines: readonly WeightedLine[],
  country: NonNullable<DeliveryTarget['country']>,
  currency: string,
  freeDelivery = false,
): number {
  if (freeDelivery) return 0;
  // The per-kg part is computed in exact minor units first, so 0.3 kg × 1.5 is not rounded twice.
  const perKg = wholeMinor(shippedWeight(lines) * nonNegative(country.fees_per_kg) * 10 ** currencyDigits(currency));
  return roundMinor(perKg + toMinor(nonNegative(country.fixed_fees ?? 0), currency), currency);
}

/** The delivery zone's fee; 0 with free delivery. */
export function zoneDeliveryFee(
  zone: NonNullable<DeliveryTarget['zone']>,
  currency: string,
  freeDelivery = false,
): number {
  return freeDelivery ? 0 : toMinor(nonNegative(zone.fees), currency);
}

/** The fee of a delivery: shipping when a country is chosen, else the zone's fee, else 0. */
export function deliveryFee(
  target: DeliveryTarget | null | undefined,
  lines: readonly WeightedLine[],
  currency: string,
  freeDelivery = false,
): number {
  if (target?.country) return shippingFee(lines, target.country, currency, freeDelivery);
  if (target?.zone) return zoneDeliveryFee(target.zone, currency, freeDelivery);
  return 0;
}

/**
 * The minimum order, minor units: the shipping country's when shipping, else the zone's (spec §5); without
 * either, `fallback` (major units, e.g. the selling type's checkout min_order).
 */
export function minimumOrder(target: DeliveryTarget | null | undefined, currency: string, fallback = 0): number {
  const major = target?.country ? target.country.min_order : target?.zone ? target.zone.min_order : fallback;
  return toMinor(nonNegative(major ?? 0), currency);
}

/** Whether an amount reaches the minimum order (equal is enough). */
export function meetsMinimumOrder(amount: number, minimum: number): boolean {
  return nonNegative(amount) >= nonNegative(minimum);
}
