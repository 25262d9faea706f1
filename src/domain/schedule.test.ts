import { describe, expect, it } from 'vitest';
import {
  isAvailableBySchedule,
  isInsideBranchWindow,
  isPinnedNow,
  nextOpening,
  parseBranchWindow,
  statesHours,
} from './schedule.ts';
import { branchWindow, clockAt, everyDay, FRI, MON, SAT, SUN, THU, TUE, WED, weekly } from './testFixtures.ts';
import { zonedClock } from './time.ts';

const lunch = { time_from: '11:00', time_to: '15:00' };
const dinner = { time_from: '18:00', time_to: '22:00' };
const lateNight = { time_from: '22:00', time_to: '02:00' };

describe('isAvailableBySchedule', () => {
  it('is available inside a shift and not outside it', () => {
    const schedule = everyDay({ shifts: [lunch] });
    expect(isAvailableBySchedule(schedule, clockAt(TUE, '12:00'))).toBe(true);
    expect(isAvailableBySchedule(schedule, clockAt(TUE, '10:59'))).toBe(false);
    expect(isAvailableBySchedule(schedule, clockAt(TUE, '16:00'))).toBe(false);
  });

  it('includes the start of a shift and excludes its end', () => {
    const schedule = everyDay({ shifts: [lunch] });
    expect(isAvailableBySchedule(schedule, clockAt(TUE, '11:00'))).toBe(true);
    expect(isAvailableBySchedule(schedule, clockAt(TUE, '14:59'))).toBe(true);
    expect(isAvailableBySchedule(schedule, clockAt(TUE, '15:00'))).toBe(false);
  });

  it('is available in any of several shifts and not in the gap between them', () => {
    const schedule = everyDay({ shifts: [lunch, dinner] });
    expect(isAvailableBySchedule(schedule, clockAt(WED, '19:00'))).toBe(true);
    expect(isAvailableBySchedule(schedule, clockAt(WED, '16:30'))).toBe(false);
  });

  it('hides a category closed on Friday on Friday in Kuwait, and shows it on Thursday', () => {
    const schedule = weekly({ [THU]: { shifts: [] }, [FRI]: { closed: true, shifts: [lunch] } });
    const friday = zonedClock(new Date('2025-01-10T09:00:00Z'), 'Asia/Kuwait');
    const thursday = zonedClock(new Date('2025-01-09T09:00:00Z'), 'Asia/Kuwait');
    expect(friday.weekday).toBe(FRI);
    expect(isAvailableBySchedule(schedule, friday)).toBe(false);
    expect(isAvailableBySchedule(schedule, thursday)).toBe(true);
  });

  it('hides a closed day even when its shifts would cover now', () => {
    const schedule = weekly({ [MON]: { closed: true, shifts: [{ time_from: 24, time_to: null }] } });
    expect(isAvailableBySchedule(schedule, clockAt(MON, '12:00'))).toBe(false);
  });

  it('treats no schedule, an empty schedule and a garbage schedule as always available', () => {
    for (const schedule of [null, undefined, [], 'garbage', 42, { 0: { closed: true } }]) {
      expect(isAvailableBySchedule(schedule as never, clockAt(MON, '03:00'))).toBe(true);
    }
  });

  it('treats a day without an entry as always available', () => {
    const withHole = [{ closed: false, shifts: [lunch] }, null, { closed: false, shifts: [lunch] }];
    expect(isAvailableBySchedule(withHole as never, clockAt(TUE, '03:00'))).toBe(true);
    expect(isAvailableBySchedule(withHole as never, clockAt(WED, '03:00'))).toBe(false);
    const short = [{ closed: false, shifts: [lunch] }];
    expect(isAvailableBySchedule(short, clockAt(SUN, '03:00'))).toBe(true);
  });

  it('treats a day without shifts as always available', () => {
    expect(isAvailableBySchedule(everyDay({ shifts: [] }), clockAt(MON, '03:00'))).toBe(true);
    expect(isAvailableBySchedule(weekly({ [MON]: {} }), clockAt(MON, '03:00'))).toBe(true);
  });

  it('treats a shift with a missing time as always available', () => {
    for (const shift of [
      { time_from: '11:00' },
      { time_from: '11:00', time_to: null },
      { time_from: '', time_to: '' },
    ]) {
      expect(isAvailableBySchedule(everyDay({ shifts: [shift] }), clockAt(MON, '03:00'))).toBe(true);
    }
  });

  it('treats time_from 24, as a number or a string, as the whole day', () => {
    for (const from of [24, '24', '24:00']) {
      const schedule = everyDay({ shifts: [{ time_from: from, time_to: '00:00' }] });
      expect(isAvailableBySchedule(schedule, clockAt(MON, '00:00'))).toBe(true);
      expect(isAvailableBySchedule(schedule, clockAt(MON, '23:59'))).toBe(true);
    }
  });

  it('accepts 12-hour and dated times in shifts', () => {
    const schedule = everyDay({ shifts: [{ time_from: '06:00 PM', time_to: '2025-01-01 22:00' }] });
    expect(isAvailableBySchedule(schedule, clockAt(MON, '19:00'))).toBe(true);
    expect(isAvailableBySchedule(schedule, clockAt(MON, '17:00'))).toBe(false);
  });

  it('runs a shift ending at 24:00 to the end of the day', () => {
    const schedule = weekly({
      [MON]: { shifts: [{ time_from: '20:00', time_to: '24:00' }] },
      [TUE]: { shifts: [lunch] },
    });
    expect(isAvailableBySchedule(schedule, clockAt(MON, '23:59'))).toBe(true);
    expect(isAvailableBySchedule(schedule, clockAt(TUE, '00:30'))).toBe(false);
  });

  describe('across midnight', () => {
    const schedule = weekly({ [MON]: { shifts: [lateNight] }, [TUE]: { shifts: [lunch] } });

    it('covers the late evening of its own day', () => {
      expect(isAvailableBySchedule(schedule, clockAt(MON, '23:30'))).toBe(true);
      expect(isAvailableBySchedule(schedule, clockAt(MON, '21:59'))).toBe(false);
    });

    it('spills into the early hours of the next day, up to its end', () => {
      expect(isAvailableBySchedule(schedule, clockAt(TUE, '01:59'))).toBe(true);
      expect(isAvailableBySchedule(schedule, clockAt(TUE, '02:00'))).toBe(false);
    });

    it('does not cover the early hours of its own day', () => {
      expect(isAvailableBySchedule(schedule, clockAt(MON, '01:00'))).toBe(false);
    });

    it('spills from Sunday 22:00–02:00 into Monday 01:00', () => {
      const sunday = weekly({ [MON]: { shifts: [lunch] }, [SUN]: { shifts: [lateNight] } });
      expect(isAvailableBySchedule(sunday, clockAt(MON, '01:00'))).toBe(true);
      expect(isAvailableBySchedule(sunday, clockAt(MON, '03:00'))).toBe(false);
    });

    it('spills into a closed next day, because the shift belongs to the day it started', () => {
      const closedMonday = weekly({ [SUN]: { shifts: [lateNight] }, [MON]: { closed: true } });
      expect(isAvailableBySchedule(closedMonday, clockAt(MON, '01:00'))).toBe(true);
      expect(isAvailableBySchedule(closedMonday, clockAt(MON, '02:00'))).toBe(false);
    });

    it('spills nothing from a closed day', () => {
      const closedSunday = weekly({ [SUN]: { closed: true, shifts: [lateNight] }, [MON]: { shifts: [lunch] } });
      expect(isAvailableBySchedule(closedSunday, clockAt(MON, '01:00'))).toBe(false);
    });

    it('treats a shift from 00:00 to 00:00 as the whole day and nothing of the next', () => {
      const allMonday = weekly({
        [MON]: { shifts: [{ time_from: '00:00', time_to: '00:00' }] },
        [TUE]: { shifts: [lunch] },
      });
      expect(isAvailableBySchedule(allMonday, clockAt(MON, '00:00'))).toBe(true);
      expect(isAvailableBySchedule(allMonday, clockAt(MON, '23:59'))).toBe(true);
      expect(isAvailableBySchedule(allMonday, clockAt(TUE, '00:00'))).toBe(false);
    });

    it('treats a shift from 08:00 to 08:00 as 24 hours from its start', () => {
      const day = weekly({ [MON]: { shifts: [{ time_from: '08:00', time_to: '08:00' }] }, [TUE]: { shifts: [lunch] } });
      expect(isAvailableBySchedule(day, clockAt(MON, '07:59'))).toBe(false);
      expect(isAvailableBySchedule(day, clockAt(TUE, '07:59'))).toBe(true);
      expect(isAvailableBySchedule(day, clockAt(TUE, '08:00'))).toBe(false);
    });
  });

  describe('in Zurich around daylight saving', () => {
    const zurich = (iso: string) => zonedClock(new Date(iso), 'Europe/Zurich');

    it('never shows a Sunday 02:00–03:00 category on the day clocks skip that hour', () => {
      const schedule = weekly({ [SUN]: { shifts: [{ time_from: '02:00', time_to: '03:00' }] } });
      expect(isAvailableBySchedule(schedule, zurich('2025-03-30T00:59:00Z'))).toBe(false);
      expect(isAvailableBySchedule(schedule, zurich('2025-03-30T01:00:00Z'))).toBe(false);
    });

    it('shows a Sunday 02:00–03:00 category during both passes through that hour in October', () => {
      const schedule = weekly({ [SUN]: { shifts: [{ time_from: '02:00', time_to: '03:00' }] } });
      expect(isAvailableBySchedule(schedule, zurich('2025-10-26T00:30:00Z'))).toBe(true);
      expect(isAvailableBySchedule(schedule, zurich('2025-10-26T01:30:00Z'))).toBe(true);
      expect(isAvailableBySchedule(schedule, zurich('2025-10-26T02:30:00Z'))).toBe(false);
    });

    it('ends a Saturday late shift at 02:00 wall-clock time on the March change', () => {
      const schedule = weekly({ [SAT]: { shifts: [lateNight] }, [SUN]: { shifts: [lunch] } });
      expect(isAvailableBySchedule(schedule, zurich('2025-03-30T00:30:00Z'))).toBe(true);
      expect(isAvailableBySchedule(schedule, zurich('2025-03-30T01:00:00Z'))).toBe(false);
    });

    it('follows the wall clock, not UTC, for a 12:00–14:00 shift in summer and winter', () => {
      const schedule = everyDay({ shifts: [{ time_from: '12:00', time_to: '14:00' }] });
      expect(isAvailableBySchedule(schedule, zurich('2025-07-01T10:30:00Z'))).toBe(true);
      expect(isAvailableBySchedule(schedule, zurich('2025-01-07T10:30:00Z'))).toBe(false);
      expect(isAvailableBySchedule(schedule, zurich('2025-01-07T11:30:00Z'))).toBe(true);
    });
  });

  describe('with hostile data', () => {
    it('never throws on garbage entries and shifts', () => {
      const garbage = [
        null,
        'x',
        { closed: 'yes', shifts: 'nope' },
        { shifts: [null, 5, 'a', { time_from: {}, time_to: [] }] },
        { shifts: [{ time_from: '<script>', time_to: 'DROP TABLE' }] },
        { closed: false, shifts: [{ time_from: NaN, time_to: Infinity }] },
        [],
      ];
      for (let weekday = 0; weekday < 7; weekday++) {
        expect(() => isAvailableBySchedule(garbage as never, clockAt(weekday, '12:00'))).not.toThrow();
        expect(() => isPinnedNow(garbage as never, clockAt(weekday, '12:00'))).not.toThrow();
        expect(() => nextOpening(garbage as never, clockAt(weekday, '12:00'))).not.toThrow();
      }
    });

    it('ignores a shift with unparseable times but keeps the valid ones', () => {
      const schedule = everyDay({ shifts: [lunch, { time_from: 'soon', time_to: 'later' }] });
      expect(isAvailableBySchedule(schedule, clockAt(MON, '12:00'))).toBe(true);
      expect(isAvailableBySchedule(schedule, clockAt(MON, '20:00'))).toBe(false);
    });

    it('treats a day whose shifts are all unparseable as a day without shifts', () => {
      const schedule = everyDay({ shifts: [{ time_from: 'soon', time_to: 'later' }] });
      expect(isAvailableBySchedule(schedule, clockAt(MON, '20:00'))).toBe(true);
    });

    it('does not treat a truthy non-boolean closed flag as closed', () => {
      const schedule = weekly({ [MON]: { closed: 'yes' as never, shifts: [] } });
      expect(isAvailableBySchedule(schedule, clockAt(MON, '12:00'))).toBe(true);
    });
  });
});

describe('isPinnedNow', () => {
  it('pins a category only while now is inside a pin shift', () => {
    const pin = everyDay({ shifts: [lunch] });
    expect(isPinnedNow(pin, clockAt(MON, '12:00'))).toBe(true);
    expect(isPinnedNow(pin, clockAt(MON, '15:00'))).toBe(false);
  });

  it('does not pin without a pin schedule, unlike availability', () => {
    for (const pin of [null, undefined, [], 'garbage']) {
      expect(isPinnedNow(pin as never, clockAt(MON, '12:00'))).toBe(false);
    }
  });

  it('does not pin on a day without an entry, without shifts, or closed', () => {
    expect(isPinnedNow(weekly({ [TUE]: { shifts: [lunch] } }), clockAt(MON, '12:00'))).toBe(false);
    expect(isPinnedNow(everyDay({ shifts: [] }), clockAt(MON, '12:00'))).toBe(false);
    expect(isPinnedNow(everyDay({ closed: true, shifts: [lunch] }), clockAt(MON, '12:00'))).toBe(false);
  });

  it('does not pin with a shift missing its times', () => {
    expect(isPinnedNow(everyDay({ shifts: [{ time_from: '11:00' }] }), clockAt(MON, '12:00'))).toBe(false);
  });

  it('pins all day with time_from 24', () => {
    expect(isPinnedNow(everyDay({ shifts: [{ time_from: 24, time_to: null }] }), clockAt(MON, '03:00'))).toBe(true);
  });

  it('pins across midnight into the next day', () => {
    const pin = weekly({ [SUN]: { shifts: [lateNight] } });
    expect(isPinnedNow(pin, clockAt(SUN, '23:00'))).toBe(true);
    expect(isPinnedNow(pin, clockAt(MON, '01:00'))).toBe(true);
    expect(isPinnedNow(pin, clockAt(MON, '02:00'))).toBe(false);
  });
});

describe('parseBranchWindow', () => {
  it('reads the JSON string the API sends', () => {
    expect(parseBranchWindow('{"status":1,"from":"08:00","to":"11:00"}')).toEqual({ status: 1, from: 480, to: 660 });
  });

  it('reads a status sent as a string or a boolean, and a missing status as 0', () => {
    expect(parseBranchWindow('{"status":"1","from":"08:00","to":"11:00"}')?.status).toBe(1);
    expect(parseBranchWindow('{"status":true,"from":"08:00","to":"11:00"}')?.status).toBe(1);
    expect(parseBranchWindow('{"from":"08:00","to":"11:00"}')?.status).toBe(0);
  });

  it('reads missing or unparseable times as null', () => {
    expect(parseBranchWindow('{"status":1}')).toEqual({ status: 1, from: null, to: null });
    expect(parseBranchWindow('{"status":1,"from":"noon","to":"11:00"}')).toEqual({ status: 1, from: null, to: 660 });
  });

  it('reads a start of 24 as the whole day and an end of 24:00 as the end of the day', () => {
    expect(parseBranchWindow('{"status":1,"from":"24","to":"11:00"}')).toEqual({ status: 1, from: 0, to: 1440 });
    expect(parseBranchWindow('{"status":1,"from":"20:00","to":"24:00"}')).toEqual({ status: 1, from: 1200, to: 1440 });
  });

  it('tolerates a doubly encoded string', () => {
    expect(parseBranchWindow(JSON.stringify('{"status":1,"from":"08:00","to":"11:00"}'))?.from).toBe(480);
  });

  it.each([null, undefined, '', 'garbage', '{', '[1,2]', 'null', '42', '"text"', '{"status":', '\u0000'])(
    'returns null for %j without throwing',
    (value) => {
      expect(parseBranchWindow(value)).toBeNull();
    },
  );
});

describe('isInsideBranchWindow', () => {
  const breakfast = branchWindow({ status: 1, from: '08:00', to: '11:00' });

  it('is inside the window from its start and outside from its end', () => {
    expect(isInsideBranchWindow(breakfast, clockAt(MON, '08:00'))).toBe(true);
    expect(isInsideBranchWindow(breakfast, clockAt(MON, '10:59'))).toBe(true);
    expect(isInsideBranchWindow(breakfast, clockAt(MON, '11:00'))).toBe(false);
    expect(isInsideBranchWindow(breakfast, clockAt(MON, '07:59'))).toBe(false);
  });

  it('ignores the window when its status is 0 or missing', () => {
    expect(isInsideBranchWindow(branchWindow({ status: 0, from: '08:00', to: '11:00' }), clockAt(MON, '20:00'))).toBe(
      true,
    );
    expect(isInsideBranchWindow(branchWindow({ from: '08:00', to: '11:00' }), clockAt(MON, '20:00'))).toBe(true);
  });

  it('is inside when there is no branch, no window, or a garbage window', () => {
    for (const branch of [null, undefined, branchWindow(null), branchWindow('garbage'), branchWindow('{"status":1}')]) {
      expect(isInsideBranchWindow(branch, clockAt(MON, '20:00'))).toBe(true);
    }
  });

  it('crosses midnight when the window ends before it starts', () => {
    const night = branchWindow({ status: 1, from: '22:00', to: '02:00' });
    expect(isInsideBranchWindow(night, clockAt(MON, '23:00'))).toBe(true);
    expect(isInsideBranchWindow(night, clockAt(TUE, '01:59'))).toBe(true);
    expect(isInsideBranchWindow(night, clockAt(TUE, '02:00'))).toBe(false);
    expect(isInsideBranchWindow(night, clockAt(TUE, '12:00'))).toBe(false);
  });
});

describe('nextOpening', () => {
  it('gives the start of the next shift later today', () => {
    expect(nextOpening(everyDay({ shifts: [lunch, dinner] }), clockAt(MON, '16:00'))).toEqual({
      weekday: MON,
      minutes: 1080,
    });
  });

  it('gives the start of tomorrow’s first shift after today’s last', () => {
    expect(nextOpening(everyDay({ shifts: [lunch] }), clockAt(MON, '16:00'))).toEqual({ weekday: TUE, minutes: 660 });
  });

  it('goes from Sunday night to Monday', () => {
    expect(nextOpening(everyDay({ shifts: [lunch] }), clockAt(SUN, '23:00'))).toEqual({ weekday: MON, minutes: 660 });
  });

  it('skips closed days', () => {
    const schedule = everyDay({ shifts: [lunch] });
    schedule[TUE] = { closed: true, shifts: [lunch] };
    schedule[WED] = { closed: true, shifts: [lunch] };
    expect(nextOpening(schedule, clockAt(MON, '16:00'))).toEqual({ weekday: THU, minutes: 660 });
  });

  it('gives midnight when a closed day is followed by a day without shifts', () => {
    const schedule = weekly({ [MON]: { closed: true }, [TUE]: { shifts: [] } });
    expect(nextOpening(schedule, clockAt(MON, '12:00'))).toEqual({ weekday: TUE, minutes: 0 });
  });

  it('finds the same weekday next week when that is the only opening', () => {
    const schedule = everyDay({ closed: true });
    schedule[MON] = { closed: false, shifts: [lunch] };
    expect(nextOpening(schedule, clockAt(MON, '16:00'))).toEqual({ weekday: MON, minutes: 660 });
  });

  it('gives the next re-opening while open now', () => {
    expect(nextOpening(everyDay({ shifts: [lunch, dinner] }), clockAt(MON, '12:00'))).toEqual({
      weekday: MON,
      minutes: 1080,
    });
  });

  it('does not count the after-midnight part of a shift as an opening', () => {
    const schedule = weekly({ [MON]: { shifts: [lateNight] }, [TUE]: { closed: true }, [WED]: { closed: true } });
    schedule[THU] = { closed: true, shifts: [] };
    schedule[FRI] = { closed: true, shifts: [] };
    schedule[SAT] = { closed: true, shifts: [] };
    schedule[SUN] = { closed: true, shifts: [] };
    expect(nextOpening(schedule, clockAt(TUE, '01:00'))).toEqual({ weekday: MON, minutes: 1320 });
  });

  it('is null for a schedule that is always available', () => {
    expect(nextOpening(null, clockAt(MON, '12:00'))).toBeNull();
    expect(nextOpening(everyDay({ shifts: [{ time_from: 24, time_to: null }] }), clockAt(MON, '12:00'))).toBeNull();
  });

  it('is null for a schedule closed every day', () => {
    expect(nextOpening(everyDay({ closed: true, shifts: [lunch] }), clockAt(MON, '12:00'))).toBeNull();
  });
});

describe('statesHours', () => {
  const day = (shifts: { time_from: string | null; time_to: string | null }[], closed = false) => ({ closed, shifts });
  it('says nothing for no schedule, an empty one, days without shifts and shifts without times', () => {
    expect(statesHours(null)).toBe(false);
    expect(statesHours(undefined)).toBe(false);
    expect(statesHours([])).toBe(false);
    expect(statesHours(Array.from({ length: 7 }, () => day([])))).toBe(false);
    expect(statesHours([day([{ time_from: null, time_to: null }])])).toBe(false);
    expect(statesHours('garbage' as never)).toBe(false);
  });
  it('states hours when one day has a shift, is closed, or is open around the clock', () => {
    expect(statesHours([day([]), day([{ time_from: '10:00', time_to: '22:00' }])])).toBe(true);
    expect(statesHours([day([], true)])).toBe(true);
    expect(statesHours([day([{ time_from: '24', time_to: null }])])).toBe(true);
  });
});
