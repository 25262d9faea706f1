/**
 * The quantity a customer types for a dish (the item page's order form, spec §5).
 */
import type { PriceLabel } from '../lib/api/schema.ts';
import { normalizeDigits } from './digits.ts';

/** Maximum quantity of a price label that sets none (spec §9). */
export const DEFAULT_MAX_QUANTITY = 1000;

/**
 * The quantity typed for a price label, or null when it is not one the line may hold: a whole number from the
 * label's default quantity to its maximum (priceDisplay.ts), in any script's digits ("٣" is 3), spaces around it
 * ignored. Anything else (0, "-1", "1.5", "abc", 5000 where 1000 is the most) is refused, not turned into another
 * count: a form that quietly added 1 for 0, or 1000 for 999999, put in the cart what nobody asked for.
 */
export function typedQuantity(text: string, limits: { min: number; max: number }): number | null {
  const digits = normalizeDigits(text).trim();
  if (!/^\d{1,7}$/.test(digits)) return null;
  const count = Number(digits);
  return count >= limits.min && count <= limits.max ? count : null;
}

/** A whole count: finite numbers floored, anything else 0. */
export function wholeCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : 0;
}

/** The quantity a price label starts at: its minimum when above 1, else 1 (spec §5). */
export function defaultQuantity(label: PriceLabel): number {
  const minimum = wholeCount(label?.minimum);
  return minimum > 1 ? minimum : 1;
}

/** The most of a price label one line may hold: its maximum, 1000 when unset or 0, never below the default quantity. */
export function maxQuantity(label: PriceLabel): number {
  const maximum = wholeCount(label?.maximum);
  return Math.max(maximum > 0 ? maximum : DEFAULT_MAX_QUANTITY, defaultQuantity(label));
}

/**
 * The quantity one step (−1 or +1) from the one in the field, within the label's limits: the item page's stepper.
 * A field that holds no count (emptied, a word) steps to the minimum; one out of the limits (typed 0, or 5000 where
 * 1000 is the most) comes back inside them, so a tap always leaves a quantity the cart takes.
 */
export function steppedQuantity(text: string, limits: { min: number; max: number }, step: 1 | -1): number {
  const digits = normalizeDigits(text).trim();
  if (!/^\d{1,7}$/.test(digits)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, Number(digits) + step));
}
