/**
 * Human-readable opening hours of a weekly schedule, one line per weekday, the week starting where it starts in the
 * business's country (domain/week.ts: Saturday in Kuwait; the schedule itself is Monday 0, spec §5).
 */
import type { TFunction } from 'i18next';
import type { WeeklySchedule } from '../../lib/api/schema.ts';
import { parseTimeOfDay } from '../../domain/time.ts';
import { formatTimeRange } from '../../domain/locale.ts';
import { formatListParts } from '../../domain/listParts.ts';
import { statesHours } from '../../domain/schedule.ts';
import { weekOrder } from '../../domain/week.ts';

/** One part of a day's hours: a shift (`element`, kept on one line by the page) or the words between shifts. */
export interface HoursPart {
  type: 'element' | 'literal';
  value: string;
}

/**
 * `[{ day: 'Monday', hours: [{ type: 'element', value: '10:00 AM – 3:00 PM' }, { type: 'literal', value: ' and ' },
 * …] }, …]`; no rows when the schedule states no hours (domain/schedule.ts statesHours: the page shows no table
 * rather than "Open 24 hours" the owner never said), and a day without shifts in a schedule that states hours reads
 * as open all day. The shifts come apart from the words joining them so that a narrow
 * column wraps between two shifts, never inside one ("5:00 PM –" on one line and "11:30 PM" on the next).
 */
export function hoursTable(
  schedule: WeeklySchedule | null | undefined,
  locale: string,
  t: TFunction,
  country?: string | null,
): { day: string; hours: HoursPart[] }[] {
  if (!statesHours(schedule)) return [];
  const one = (value: string): HoursPart[] => [{ type: 'element', value }];
  return weekOrder(country).map((i) => {
    const day = schedule?.[i];
    const name = t(`day.${i}`);
    if (day?.closed) return { day: name, hours: one(t('branches.closed')) };
    if (!day || day.shifts.length === 0) return { day: name, hours: one(t('branches.always')) };
    const shifts = day.shifts.map((s) => {
      const from = parseTimeOfDay(s.time_from);
      const to = parseTimeOfDay(s.time_to ?? null);
      if (from === 'always' || from === null || to === null || to === 'always') return t('branches.always');
      return formatTimeRange(from, to, locale);
    });
    return { day: name, hours: formatListParts(shifts, locale) };
  });
}

/**
 * The rows of hoursTable with days of the same hours side by side grouped: "Monday – Thursday", a day alone by its
 * name, and the whole week as `everyDay` ("Every day") when all seven are alike. Days are grouped only when they
 * follow each other in the rows' week, so "Friday" closed between two groups stays where it is in the week.
 */
export function groupedHours(
  rows: { day: string; hours: HoursPart[] }[],
  everyDay: string,
): { days: string; hours: HoursPart[] }[] {
  const key = (row: { hours: HoursPart[] }) => JSON.stringify(row.hours);
  const groups: { first: string; last: string; hours: HoursPart[]; count: number }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && key(last) === key(row)) {
      last.last = row.day;
      last.count++;
    } else groups.push({ first: row.day, last: row.day, hours: row.hours, count: 1 });
  }
  if (groups.length === 1 && groups[0]!.count === 7) return [{ days: everyDay, hours: groups[0]!.hours }];
  return groups.map((g) => ({ days: g.count === 1 ? g.first : `${g.first} – ${g.last}`, hours: g.hours }));
}
