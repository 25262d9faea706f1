import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScheduledOrders, WeeklySchedule } from '../../lib/api/schema.ts';
import { isAvailableBySchedule } from '../schedule.ts';
import { everyDay, MON, SAT, SUN, WED, weekly } from '../testFixtures.ts';
import { zonedClock } from '../time.ts';
import { defaultScheduleSlot, findSlot, scheduleDays, type ScheduleDay } from './slots.ts';
import { advanceMinutes } from '../advance.ts';

const KUWAIT = 'Asia/Kuwait';
const ZURICH = 'Europe/Zurich';
const lunch = { time_from: '11:00', time_to: '15:00' };

/** A Kuwait wall time (UTC+3 all year) as an instant. */
const kuwait = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);

function config(overrides: Partial<ScheduledOrders> = {}): ScheduledOrders {
  return { on: true, only_schedule: false, ...overrides };
}

/** Every day closed except the given ones. */
function onlyOn(days: Partial<Record<number, { shifts: unknown[] }>>): WeeklySchedule {
  return Array.from({ length: 7 }, (_, i) => ({ closed: !days[i], shifts: days[i]?.shifts ?? [] })) as WeeklySchedule;
}

const labels = (day: ScheduleDay | undefined) => day?.slots.map((s) => `${s.from}–${s.to}`);
const allSlots = (days: ScheduleDay[]) => days.flatMap((d) => d.slots);

describe('advanceMinutes', () => {
  it('converts minutes, hours and days to minutes', () => {
    expect(advanceMinutes({ interval: 45, scale: 'min' }, 0)).toBe(45);
    expect(advanceMinutes({ interval: 3, scale: 'hour' }, 0)).toBe(180);
    expect(advanceMinutes({ interval: 2, scale: 'day' }, 0)).toBe(2880);
  });

  it('uses the fallback for a missing, negative, non-numeric or unknown advance', () => {
    expect(advanceMinutes(null, 7)).toBe(7);
    expect(advanceMinutes(undefined, 7)).toBe(7);
    expect(advanceMinutes({ interval: -1, scale: 'hour' }, 7)).toBe(7);
    expect(advanceMinutes({ interval: Number.NaN, scale: 'hour' }, 7)).toBe(7);
    expect(advanceMinutes({ interval: 1, scale: 'week' as 'day' }, 7)).toBe(7);
  });
});

describe('scheduleDays', () => {
  it('cuts a shift of 11:00–15:00 into half-hour slots aligned to its start', () => {
    const days = scheduleDays({
      schedule: everyDay({ shifts: [lunch] }),
      config: config(),
      now: kuwait('2025-01-06', '08:00'),
      timeZone: KUWAIT,
    });
    expect(days[0]?.date).toBe('2025-01-06');
    expect(days[0]?.weekday).toBe(MON);
    expect(labels(days[0])).toEqual([
      '11:00–11:30',
      '11:30–12:00',
      '12:00–12:30',
      '12:30–13:00',
      '13:00–13:30',
      '13:30–14:00',
      '14:00–14:30',
      '14:30–15:00',
    ]);
    expect(days[0]?.slots[0]).toMatchObject({
      id: '2025-01-06T08:00:00.000Z',
      start: '2025-01-06T08:00:00.000Z',
      end: '2025-01-06T08:30:00.000Z',
    });
  });

  it('a slot starts no earlier than the minimum advance plus 15 minutes', () => {
    const schedule = everyDay({ shifts: [lunch] });
    const first = (time: string, min: ScheduledOrders['min_advance']) =>
      scheduleDays({
        schedule,
        config: config({ min_advance: min }),
        now: kuwait('2025-01-06', time),
        timeZone: KUWAIT,
      })[0]?.slots[0]?.from;
    expect(first('10:50', null)).toBe('11:30');
    expect(first('10:45', null)).toBe('11:00');
    expect(first('09:50', { interval: 1, scale: 'hour' })).toBe('11:30');
    expect(first('09:45', { interval: 1, scale: 'hour' })).toBe('11:00');
  });

  it('with the advance applied on the ending, offers a slot that ends after the advance even if it starts before', () => {
    const days = scheduleDays({
      schedule: everyDay({ shifts: [lunch] }),
      config: config({ apply_on_starting_or_ending: 'ending' }),
      now: kuwait('2025-01-06', '10:50'),
      timeZone: KUWAIT,
    });
    expect(days[0]?.slots[0]?.from).toBe('11:00');
  });

  it('starts no slot later than now plus the maximum advance', () => {
    const days = scheduleDays({
      schedule: null,
      config: config({ max_advance: { interval: 1, scale: 'day' } }),
      now: kuwait('2025-01-06', '08:00'),
      timeZone: KUWAIT,
    });
    expect(days.map((d) => d.date)).toEqual(['2025-01-06', '2025-01-07']);
    expect(allSlots(days).at(-1)?.start).toBe(kuwait('2025-01-07', '08:00').toISOString());
  });

  it('lets customers order up to 168 hours ahead when the maximum advance is missing', () => {
    const days = scheduleDays({
      schedule: null,
      config: config(),
      now: kuwait('2025-01-06', '08:00'),
      timeZone: KUWAIT,
    });
    expect(allSlots(days).at(-1)?.start).toBe(kuwait('2025-01-13', '08:00').toISOString());
  });

  it('runs a shift that crosses midnight into the next day, even when that day is closed', () => {
    const schedule = onlyOn({ [SUN]: { shifts: [{ time_from: '22:00', time_to: '02:00' }] } });
    const days = scheduleDays({ schedule, config: config(), now: kuwait('2025-01-12', '20:00'), timeZone: KUWAIT });
    expect(days.slice(0, 2).map((d) => [d.date, d.weekday, labels(d)])).toEqual([
      ['2025-01-12', SUN, ['22:00–22:30', '22:30–23:00', '23:00–23:30', '23:30–00:00']],
      ['2025-01-13', MON, ['00:00–00:30', '00:30–01:00', '01:00–01:30', '01:30–02:00']],
    ]);
  });

  it('spills nothing from a closed day into the next', () => {
    const schedule = weekly({
      [SUN]: { closed: true, shifts: [{ time_from: '22:00', time_to: '02:00' }] },
      [MON]: { closed: true },
    });
    const days = scheduleDays({ schedule, config: config(), now: kuwait('2025-01-12', '20:00'), timeZone: KUWAIT });
    expect(days[0]?.date).toBe('2025-01-14');
  });

  it('treats a time_from of 24 as open the whole day', () => {
    const days = scheduleDays({
      schedule: onlyOn({ [MON]: { shifts: [{ time_from: 24, time_to: null }] } }),
      config: config(),
      now: kuwait('2025-01-05', '12:00'),
      timeZone: KUWAIT,
    });
    expect(days[0]?.date).toBe('2025-01-06');
    expect(days[0]?.slots).toHaveLength(48);
    expect(labels(days[0])?.at(-1)).toBe('23:30–00:00');
  });

  it('leaves closed days out', () => {
    const schedule = weekly({ [MON]: { shifts: [lunch] }, [WED]: { closed: true } });
    const days = scheduleDays({
      schedule,
      config: config({ max_advance: { interval: 3, scale: 'day' } }),
      now: kuwait('2025-01-06', '08:00'),
      timeZone: KUWAIT,
    });
    expect(days.map((d) => d.date)).toEqual(['2025-01-06', '2025-01-07', '2025-01-09']);
  });

  it('counts a day without shifts, and a missing schedule, as open all day', () => {
    const now = kuwait('2025-01-05', '12:00');
    const withoutShifts = scheduleDays({ schedule: weekly({}), config: config(), now, timeZone: KUWAIT });
    expect(withoutShifts[1]?.slots).toHaveLength(48);
    expect(scheduleDays({ schedule: null, config: config(), now, timeZone: KUWAIT })).toEqual(withoutShifts);
  });

  it('ignores garbage shifts, and a day of only garbage counts as having no shifts', () => {
    const schedule = everyDay({ shifts: [{ time_from: 'soon', time_to: '15:00' }, lunch] });
    const days = scheduleDays({ schedule, config: config(), now: kuwait('2025-01-06', '08:00'), timeZone: KUWAIT });
    expect(days[0]?.slots).toHaveLength(8);
    const garbage = everyDay({ shifts: [{ time_from: 'soon', time_to: 'later' }] });
    expect(
      scheduleDays({ schedule: garbage, config: config(), now: kuwait('2025-01-05', '12:00'), timeZone: KUWAIT })[1]
        ?.slots,
    ).toHaveLength(48);
  });

  it('offers nothing when scheduled orders are switched off or now is not a date', () => {
    expect(
      scheduleDays({
        schedule: null,
        config: config({ on: false }),
        now: kuwait('2025-01-06', '08:00'),
        timeZone: KUWAIT,
      }),
    ).toEqual([]);
    expect(scheduleDays({ schedule: null, config: config(), now: new Date(Number.NaN), timeZone: KUWAIT })).toEqual([]);
  });

  it('offers nothing when the minimum advance is beyond the maximum', () => {
    const tight = config({ min_advance: { interval: 2, scale: 'day' }, max_advance: { interval: 1, scale: 'day' } });
    expect(
      scheduleDays({ schedule: null, config: tight, now: kuwait('2025-01-06', '08:00'), timeZone: KUWAIT }),
    ).toEqual([]);
  });

  it('ends a shift that does not divide evenly with a shorter slot', () => {
    const days = scheduleDays({
      schedule: everyDay({ shifts: [{ time_from: '11:00', time_to: '12:45' }] }),
      config: config(),
      now: kuwait('2025-01-06', '08:00'),
      timeZone: KUWAIT,
    });
    expect(labels(days[0])).toEqual(['11:00–11:30', '11:30–12:00', '12:00–12:30', '12:30–12:45']);
  });

  it('merges overlapping shifts so that no two slots overlap', () => {
    const shifts = [lunch, { time_from: '13:00', time_to: '16:00' }];
    const days = scheduleDays({
      schedule: everyDay({ shifts }),
      config: config(),
      now: kuwait('2025-01-06', '08:00'),
      timeZone: KUWAIT,
    });
    expect(labels(days[0])).toHaveLength(10);
    expect(labels(days[0])?.at(-1)).toBe('15:30–16:00');
  });

  it('cuts slots of another length when asked', () => {
    const days = scheduleDays({
      schedule: everyDay({ shifts: [lunch] }),
      config: config(),
      now: kuwait('2025-01-06', '08:00'),
      timeZone: KUWAIT,
      slotMinutes: 15,
    });
    expect(days[0]?.slots).toHaveLength(16);
    expect(labels(days[0])?.[1]).toBe('11:15–11:30');
  });

  it('dates slots by the Tokyo calendar, a day ahead of UTC late in the evening', () => {
    const days = scheduleDays({
      schedule: everyDay({ shifts: [lunch] }),
      config: config(),
      now: new Date('2025-01-06T14:30:00Z'),
      timeZone: 'Asia/Tokyo',
    });
    expect(days[0]).toMatchObject({ date: '2025-01-07', weekday: 1 });
    expect(days[0]?.slots[0]?.start).toBe('2025-01-07T02:00:00.000Z');
  });

  it('keeps half-hour slots of real time across the spring change in Zurich', () => {
    const days = scheduleDays({
      schedule: null,
      config: config(),
      now: new Date('2025-03-29T12:00:00Z'),
      timeZone: ZURICH,
    });
    const changeDay = days.find((d) => d.date === '2025-03-30');
    expect(changeDay?.slots).toHaveLength(46);
    expect(labels(changeDay)).toContain('01:30–03:00');
    expect(changeDay?.slots.some((s) => s.from.startsWith('02:'))).toBe(false);
  });

  it('gives the autumn change day in Zurich 50 slots, each with its own id', () => {
    const days = scheduleDays({
      schedule: null,
      config: config(),
      now: new Date('2025-10-25T12:00:00Z'),
      timeZone: ZURICH,
    });
    const changeDay = days.find((d) => d.date === '2025-10-26');
    expect(changeDay?.slots).toHaveLength(50);
    expect(new Set(changeDay?.slots.map((s) => s.id)).size).toBe(50);
  });

  it('opens a shift starting in the hour Zurich skips in spring as soon as the clocks jump', () => {
    const schedule = onlyOn({ [SUN]: { shifts: [{ time_from: '02:30', time_to: '05:00' }] } });
    const days = scheduleDays({ schedule, config: config(), now: new Date('2025-03-29T12:00:00Z'), timeZone: ZURICH });
    expect(days[0]?.slots[0]).toMatchObject({ date: '2025-03-30', from: '03:00', start: '2025-03-30T01:00:00.000Z' });
  });

  it('ends a shift at the first 02:30 of the autumn night in Zurich and starts one at the second', () => {
    const schedule = onlyOn({
      [SAT]: { shifts: [{ time_from: '22:00', time_to: '02:30' }] },
      [SUN]: { shifts: [{ time_from: '02:30', time_to: '04:00' }] },
    });
    const slots = allSlots(
      scheduleDays({ schedule, config: config(), now: new Date('2025-10-25T12:00:00Z'), timeZone: ZURICH }),
    );
    const gapAfter = slots.findIndex((s, i) => slots[i + 1] && slots[i + 1]?.start !== s.end);
    expect(slots[gapAfter]?.end).toBe('2025-10-26T00:30:00.000Z');
    expect(slots[gapAfter + 1]?.start).toBe('2025-10-26T01:30:00.000Z');
  });

  it('starts an 11:00 shift in Zurich at 10:00 UTC before the spring change and 09:00 UTC after it', () => {
    const days = scheduleDays({
      schedule: everyDay({ shifts: [lunch] }),
      config: config(),
      now: new Date('2025-03-28T06:00:00Z'),
      timeZone: ZURICH,
    });
    const startOn = (date: string) => days.find((d) => d.date === date)?.slots[0]?.start;
    expect(startOn('2025-03-29')).toBe('2025-03-29T10:00:00.000Z');
    expect(startOn('2025-03-31')).toBe('2025-03-31T09:00:00.000Z');
  });
});

describe('defaultScheduleSlot', () => {
  const now = kuwait('2025-01-06', '08:00');

  it('chooses the second slot of the first day with slots', () => {
    const days = scheduleDays({ schedule: everyDay({ shifts: [lunch] }), config: config(), now, timeZone: KUWAIT });
    expect(defaultScheduleSlot(days)?.from).toBe('11:30');
  });

  it('chooses the only slot of a day that has one', () => {
    const days = scheduleDays({
      schedule: everyDay({ shifts: [{ time_from: '11:00', time_to: '11:30' }] }),
      config: config(),
      now,
      timeZone: KUWAIT,
    });
    expect(defaultScheduleSlot(days)).toBe(days[0]?.slots[0]);
  });

  it('chooses nothing when no slot is offered', () => {
    expect(defaultScheduleSlot([])).toBeNull();
    expect(defaultScheduleSlot([{ date: '2025-01-06', weekday: MON, slots: [] }])).toBeNull();
  });
});

describe('findSlot', () => {
  const schedule = everyDay({ shifts: [lunch] });

  it('finds a saved choice that is still offered', () => {
    const before = scheduleDays({ schedule, config: config(), now: kuwait('2025-01-06', '08:00'), timeZone: KUWAIT });
    const chosen = before[0]?.slots[4];
    const later = scheduleDays({ schedule, config: config(), now: kuwait('2025-01-06', '09:00'), timeZone: KUWAIT });
    expect(findSlot(later, chosen?.id)).toEqual(chosen);
  });

  it('drops a saved choice that has gone by, and a missing one', () => {
    const before = scheduleDays({ schedule, config: config(), now: kuwait('2025-01-06', '08:00'), timeZone: KUWAIT });
    const later = scheduleDays({ schedule, config: config(), now: kuwait('2025-01-06', '12:00'), timeZone: KUWAIT });
    expect(findSlot(later, before[0]?.slots[0]?.id)).toBeNull();
    expect(findSlot(later, null)).toBeNull();
    expect(findSlot(later, 'not-a-slot')).toBeNull();
  });
});

describe('scheduleDays properties', () => {
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 10, 15, 30, 45))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const shift = fc.record({
    time_from: fc.oneof({ weight: 6, arbitrary: time }, { weight: 1, arbitrary: fc.constant<string | number>(24) }),
    time_to: time,
  });
  const day = fc.record({ closed: fc.boolean(), shifts: fc.array(shift, { maxLength: 3 }) });
  const schedule = fc.option(fc.array(day, { minLength: 7, maxLength: 7 }), { nil: null });
  const advance = fc.option(
    fc.record({
      interval: fc.integer({ min: 0, max: 8 }),
      scale: fc.constantFrom('min' as const, 'hour' as const, 'day' as const),
    }),
    { nil: null },
  );
  const settings = fc.record({
    on: fc.constant(true),
    only_schedule: fc.boolean(),
    min_advance: advance,
    max_advance: advance,
    apply_on_starting_or_ending: fc.constantFrom('starting' as const, 'ending' as const, null),
  });
  const minute = (iso: string) => Date.parse(iso) / 60_000;
  // Any minute of 2025, or one within three days of a Zurich daylight-saving change.
  const nowMinute = fc.oneof(
    fc.integer({ min: minute('2025-01-01T00:00Z'), max: minute('2026-01-01T00:00Z') }),
    fc.integer({ min: minute('2025-03-27T00:00Z'), max: minute('2025-04-02T00:00Z') }),
    fc.integer({ min: minute('2025-10-23T00:00Z'), max: minute('2025-10-29T00:00Z') }),
  );
  const zone = fc.constantFrom(ZURICH, KUWAIT, 'Asia/Tokyo', 'America/New_York');
  const slotMinutes = fc.constantFrom(undefined, 15, 30, 45, 60);

  it('offers only slots inside the advance window, sorted, non-overlapping and open by the weekly schedule', () => {
    fc.assert(
      fc.property(schedule, settings, nowMinute, zone, slotMinutes, (weeklyHours, cfg, nowMin, timeZone, length) => {
        const now = new Date(nowMin * 60_000);
        const days = scheduleDays({
          schedule: weeklyHours as WeeklySchedule | null,
          config: cfg,
          now,
          timeZone,
          slotMinutes: length,
        });
        const earliest = now.getTime() + (advanceMinutes(cfg.min_advance, 0) + 15) * 60_000;
        const latest = now.getTime() + advanceMinutes(cfg.max_advance, 168 * 60) * 60_000;
        const byEnd = cfg.apply_on_starting_or_ending === 'ending';
        let previousEnd = -Infinity;
        for (const d of days) {
          expect(d.slots.length).toBeGreaterThan(0);
          for (const s of d.slots) {
            const start = Date.parse(s.start);
            const end = Date.parse(s.end);
            expect(byEnd ? end : start).toBeGreaterThanOrEqual(earliest);
            expect(start).toBeLessThanOrEqual(latest);
            expect(end).toBeGreaterThan(start);
            expect(end - start).toBeLessThanOrEqual((length ?? 30) * 60_000);
            expect(start).toBeGreaterThanOrEqual(previousEnd);
            previousEnd = end;
            const clock = zonedClock(new Date(start), timeZone);
            expect([s.date, d.date, d.weekday]).toEqual([clock.date, clock.date, clock.weekday]);
            expect(isAvailableBySchedule(weeklyHours as WeeklySchedule | null, clock)).toBe(true);
            expect(
              isAvailableBySchedule(weeklyHours as WeeklySchedule | null, zonedClock(new Date(end - 60_000), timeZone)),
            ).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('defaults to one of the offered slots, and finds every offered slot by its id', () => {
    fc.assert(
      fc.property(schedule, settings, nowMinute, zone, (weeklyHours, cfg, nowMin, timeZone) => {
        const days = scheduleDays({
          schedule: weeklyHours as WeeklySchedule | null,
          config: cfg,
          now: new Date(nowMin * 60_000),
          timeZone,
        });
        const offered = allSlots(days);
        const chosen = defaultScheduleSlot(days);
        if (offered.length === 0) expect(chosen).toBeNull();
        else expect(offered).toContain(chosen);
        for (const s of offered) expect(findSlot(days, s.id)).toBe(s);
      }),
      { numRuns: 100 },
    );
  });
});
