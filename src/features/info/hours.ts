/** Human-readable opening hours of a weekly schedule, one line per weekday (Monday first, spec §5). */
import type { TFunction } from 'i18next';
import type { WeeklySchedule } from '../../lib/api/schema.ts';
import { parseTimeOfDay } from '../../domain/time.ts';
import { formatList, formatTimeRange } from '../../domain/locale.ts';

/** `[{ day: 'Monday', hours: '10:00 – 23:00' }, …]`; missing schedule → always open. */
export function hoursTable(schedule: WeeklySchedule | null | undefined, locale: string, t: TFunction) {
  return [0, 1, 2, 3, 4, 5, 6].map((i) => {
    const day = schedule?.[i];
    const name = t(`day.${i}`);
    if (day?.closed) return { day: name, hours: t('branches.closed') };
    if (!day || day.shifts.length === 0) return { day: name, hours: t('branches.always') };
    const parts = day.shifts.map((s) => {
      const from = parseTimeOfDay(s.time_from);
      const to = parseTimeOfDay(s.time_to ?? null);
      if (from === 'always' || from === null || to === null || to === 'always') return t('branches.always');
      return formatTimeRange(from, to, locale);
    });
    return { day: name, hours: formatList(parts, locale) };
  });
}
