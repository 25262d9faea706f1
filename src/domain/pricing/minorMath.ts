/**
 * Whole-minor-unit arithmetic shared by the pricing rules. money.ts's roundMinor also applies the currency's cash
 * step (CHF 0.05), which the totals must apply exactly once, at the end; intermediate amounts (a percent of a
 * line, a share of a fixed coupon) are rounded here to whole minor units only.
 */

/** Rounds to a whole number of minor units, half away from zero, ignoring float noise; non-finite gives 0. */
export function wholeMinor(value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  // Fifteen significant digits drop binary noise (187.49999999999997 is 187.5) but keep every real fraction.
  const clean = Number(value.toPrecision(15));
  const rounded = Math.sign(clean) * Math.floor(Math.abs(clean) + 0.5);
  return rounded === 0 ? 0 : rounded;
}

/** `rate` percent of a minor amount, as whole minor units (15 % of 1250 fils is 188). */
export function percentOf(amount: number, rate: number): number {
  return wholeMinor((amount * rate) / 100);
}

/** A finite number at least 0 (NaN, negatives and non-numbers give 0). */
export function nonNegative(value: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Splits `total` whole minor units over `weights` in proportion, largest remainder first, so the parts are whole
 * and add up to `total` exactly (a fixed coupon spread over its lines).
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  const clean = weights.map(nonNegative);
  const sum = clean.reduce((a, b) => a + b, 0);
  const whole = Math.max(0, Math.floor(total));
  if (sum === 0 || whole === 0) return clean.map(() => 0);
  const exact = clean.map((w) => (whole * w) / sum);
  const parts = exact.map(Math.floor);
  let left = whole - parts.reduce((a, b) => a + b, 0);
  // Hand the leftover units to the largest remainders; ties go to the earlier weight so the result is stable.
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
