import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/index.ts';
import { groupedHours, hoursTable } from './hours.ts';
import type { WeeklySchedule } from '../../lib/api/schema.ts';

const split: WeeklySchedule = [0, 1, 2, 3, 4, 5, 6].map((d) =>
  d === 4
    ? { closed: true, shifts: [] }
    : {
        closed: false,
        shifts: [
          { time_from: '07:00', time_to: '15:00' },
          { time_from: '17:00', time_to: '23:30' },
        ],
      },
);

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

  it('a closed day reads as a word, not times', () => {
    const t = translator('en');
    expect(text(hoursTable(split, 'en', t)[4]!)).toBe(t('branches.closed'));
  });

  it('a schedule that states no hours gives no table, not "Open 24 hours" every day', () => {
    const t = translator('en');
    expect(hoursTable(null, 'en', t)).toEqual([]);
    expect(
      hoursTable(
        Array.from({ length: 7 }, () => ({ closed: false, shifts: [] })),
        'en',
        t,
      ),
    ).toEqual([]);
  });

  it('a day without shifts in a schedule that states hours reads as open all day', () => {
    const t = translator('en');
    const schedule = [{ closed: false, shifts: [] }, ...split.slice(1)];
    expect(text(hoursTable(schedule, 'en', t)[0]!)).toBe(t('branches.always'));
  });
});

describe('order hours grouped by days alike', () => {
  const t = translator('en');
  const everyDay = (from: string, to: string): WeeklySchedule =>
    [0, 1, 2, 3, 4, 5, 6].map(() => ({ closed: false, shifts: [{ time_from: from, time_to: to }] }));
  const show = (rows: { days: string; hours: { value: string }[] }[]) =>
    rows.map((r) => `${r.days}: ${r.hours.map((p) => p.value).join('')}`);

  it('a week of the same hours reads as one line, "Every day"', () => {
    expect(show(groupedHours(hoursTable(everyDay('10:00', '02:00'), 'en', t), 'Every day'))).toEqual([
      'Every day: 10:00 AM – 2:00 AM',
    ]);
  });

  it('days alike that follow each other are one range, and a day unlike them keeps its place in the week', () => {
    expect(show(groupedHours(hoursTable(split, 'en', t), 'Every day'))).toEqual([
      'Monday – Thursday: 7:00 AM – 3:00 PM and 5:00 PM – 11:30 PM',
      'Friday: Closed',
      'Saturday – Sunday: 7:00 AM – 3:00 PM and 5:00 PM – 11:30 PM',
    ]);
  });

  it('the week starts where it starts in the business’s country: a Kuwaiti week from Saturday to Friday', () => {
    expect(show(groupedHours(hoursTable(split, 'en', t, 'KW'), 'Every day'))).toEqual([
      'Saturday – Thursday: 7:00 AM – 3:00 PM and 5:00 PM – 11:30 PM',
      'Friday: Closed',
    ]);
    expect(hoursTable(split, 'ja', translator('ja'), 'JP')[0]!.day).toBe(translator('ja')('day.6'));
    expect(hoursTable(split, 'de', translator('de'), 'CH')[0]!.day).toBe(translator('de')('day.0'));
  });

  it('a schedule that states no hours gives no rows', () => {
    expect(groupedHours(hoursTable(null, 'en', t), 'Every day')).toEqual([]);
  });
});
