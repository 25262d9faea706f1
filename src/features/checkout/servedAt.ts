/**
 * Which dishes of an order are not served at the time it is for (spec §5: a category shows only within its
 * schedule and branch windows): breakfast added for tomorrow morning's slot, then ordered "as soon as possible" at
 * noon, stops the order instead of reaching a kitchen that does not cook it then. Pure; the time is an argument.
 */
import { zonedClock } from '../../domain/time.ts';
import type { PricedLine } from '../../domain/pricing/lines.ts';
import { categoryVisibleAt } from '../site/menuTime.ts';
import type { ScheduleData } from '../site/pageData.ts';

/** The lines whose category (or one above it) is closed at `at` in `timeZone`. */
export function linesNotServedAt(
  lines: readonly Pick<PricedLine, 'itemId' | 'categoryIds'>[],
  servingHours: Readonly<Record<string, ScheduleData[]>> | undefined,
  at: Date,
  timeZone: string,
): number[] {
  if (!servingHours) return [];
  const clock = zonedClock(at, timeZone);
  const off = new Set<number>();
  for (const line of lines) {
    const chain = servingHours[String(line.categoryIds[0])];
    if (chain && !chain.every((s) => categoryVisibleAt(s, clock))) off.add(line.itemId);
  }
  return [...off];
}
