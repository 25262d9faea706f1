import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/index.ts';
import { hoursTable } from './hours.ts';
import type { WeeklySchedule } from '../../lib/api/schema.ts';

const split: WeeklySchedule = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].map((d) => [
    d,
    d === 4
      ? { closed: true, shifts: [] }
      : {
          closed: false,
          shifts: [
            { time_from: '07:00', time_to: '15:00' },
            { time_from: '17:00', time_to: '23:30' },
          ],
        },
  ]),
) as unknown as WeeklySchedule;

const text = (row: { hours: { value: string }[] }) => row.hours.map((p) => p.value).join('');

describe('opening hours of a branch', () => {
  it('a day with two shifts keeps each shift whole and joins them in the language’s words', () => {
    const [monday] = hoursTable(split, 'en', translator('en'));
    expect(monday!.day).toBe('Monday');
    expect(monday!.hours.filter((p) => p.type === 'element').map((p) => p.value)).toEqual([
      '7:00 AM – 3:00 PM',
      '5:00 PM – 11:30 PM',
    ]);
    expect(text(monday!)).toBe('7:00 AM – 3:00 PM and 5:00 PM – 11:30 PM');
  });

  it('in Arabic the two shifts are joined by "و" and each stays one piece', () => {
    const [monday] = hoursTable(split, 'ar', translator('ar'));
    const shifts = monday!.hours.filter((p) => p.type === 'element');
    expect(shifts).toHaveLength(2);
    for (const s of shifts) expect(s.value).toMatch(/ – /);
    expect(monday!.hours.filter((p) => p.type === 'literal').map((p) => p.value.trim())).toEqual(['و']);
  });

  it('a closed day and a missing schedule read as words, not times', () => {
    const t = translator('en');
    expect(text(hoursTable(split, 'en', t)[4]!)).toBe(t('branches.closed'));
    expect(hoursTable(null, 'en', t).map(text)).toEqual(Array(7).fill(t('branches.always')));
  });
});
