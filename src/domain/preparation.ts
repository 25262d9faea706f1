/**
 * How long a dish takes to prepare (spec §3 price label `preparation_time` and `preparation_time_type`: minutes,
 * hours or days): an order for it must leave the kitchen at least that long. A whole lamb ordered "as soon as
 * possible", or for a table booked three hours from now, reaches a kitchen that cannot cook it in time; the
 * checkout stops it and names the dish, and its page says how long it needs. Pure: the clock is the caller's.
 */
import type { PriceLabel } from '../lib/api/schema.ts';

const MINUTES = { min: 1, hour: 60, day: 1440 } as const;

/**
 * Below this, a preparation is the kitchen's ordinary time: an order "as soon as possible" takes it (its estimate
 * covers it) and the dish's page does not mention it. From it up, the dish is ordered ahead, for a time at least that
 * far away.
 */
export const ORDINARY_PREPARATION_MINUTES = 60;

/** A label's preparation time in minutes (0: none given, or one that is not a time). A missing unit is minutes. */
export function preparationMinutes(label: Pick<PriceLabel, 'preparation_time' | 'preparation_time_type'> | undefined) {
  const time = label?.preparation_time;
  if (typeof time !== 'number' || !Number.isFinite(time) || time <= 0) return 0;
  return Math.ceil(time * MINUTES[label?.preparation_time_type ?? 'min']);
}

/**
 * The preparation worth telling a customer before they order (an hour or more: a few minutes are the kitchen's
 * ordinary time, which the order's own estimate covers), as the largest whole unit: `{ count: 24, unit: 'hour' }`.
 */
export function noticeablePreparation(minutes: number): { count: number; unit: 'day' | 'hour' | 'minute' } | null {
  if (minutes < ORDINARY_PREPARATION_MINUTES) return null;
  if (minutes % 1440 === 0) return { count: minutes / 1440, unit: 'day' };
  if (minutes % 60 === 0) return { count: minutes / 60, unit: 'hour' };
  return { count: minutes, unit: 'minute' };
}

/**
 * The items among `lines` whose preparation does not fit between `now` and `at`, the time the order is for (its
 * slot, its booking), each once, in the order of the lines; with `at` null ("as soon as possible") those whose
 * preparation is more than the kitchen's ordinary time.
 */
export function itemsNotReadyBy(
  lines: ReadonlyArray<{ itemId: number; priceLabelId: number }>,
  labelOf: (
    itemId: number,
    priceLabelId: number,
  ) => Pick<PriceLabel, 'preparation_time' | 'preparation_time_type'> | undefined,
  at: Date | null,
  now: Date,
): number[] {
  const ahead = at ? (at.getTime() - now.getTime()) / 60_000 : ORDINARY_PREPARATION_MINUTES - 1;
  const late = new Set<number>();
  for (const line of lines) {
    // A dish without a preparation time is never late by this rule, even for a time already past (a slot's own
    // rules judge that).
    const needs = preparationMinutes(labelOf(line.itemId, line.priceLabelId));
    if (needs > 0 && needs > ahead) late.add(line.itemId);
  }
  return [...late];
}
