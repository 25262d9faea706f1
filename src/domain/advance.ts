/**
 * An advance limit as the API sends it (spec §3: reservation.min_advance, scheduled_orders min_advance and
 * max_advance): `{ interval, scale }`, read in minutes (spec §9: minute 1, hour 60, day 1440). One reading for the
 * checkout's slots, the booking form and the sample API. Pure.
 */

const SCALE_MINUTES: Readonly<Record<string, number>> = { min: 1, hour: 60, day: 1440 };

/**
 * The limit in minutes; `fallback` (0 unless given) when it is missing or malformed: not an object, a scale of
 * another name (inherited names such as `constructor` included), an interval that is negative, not finite or not a
 * number (a numeric string is read).
 */
export function advanceMinutes(advance: unknown, fallback = 0): number {
  if (typeof advance !== 'object' || advance === null) return fallback;
  const { interval, scale } = advance as { interval?: unknown; scale?: unknown };
  const factor = typeof scale === 'string' && Object.hasOwn(SCALE_MINUTES, scale) ? SCALE_MINUTES[scale] : undefined;
  const n =
    typeof interval === 'number' || (typeof interval === 'string' && interval.trim() !== '')
      ? Number(interval)
      : Number.NaN;
  return factor !== undefined && Number.isFinite(n) && n >= 0 ? n * factor : fallback;
}
