/**
 * Wall-clock time in the business's time zone, and the time-of-day strings the API sends (spec §5, §9).
 *
 * Nothing here reads the global clock: `now` and the zone are always arguments, so the build, the islands and the
 * sample API agree on what "now" means for a business.
 */

/** The business time zone when the payload gives none or an invalid one (spec §9: "default time zone Kuwait"). */
export const DEFAULT_TIME_ZONE = 'Asia/Kuwait';

/** Minutes in a day: the end (exclusive) of every daily window. */
export const MINUTES_PER_DAY = 1440;

/** The local wall clock of a business at one instant. */
export interface ZonedClock {
  /** 0 = Monday … 6 = Sunday (spec §5 weekday index). */
  weekday: number;
  /** Minutes since local midnight, 0 … 1439. */
  minutes: number;
  /** The local calendar date, YYYY-MM-DD. */
  date: string;
}

const zoneValidity = new Map<string, boolean>();

/** True when the runtime knows `timeZone` as an IANA zone (answers are cached: building a formatter is slow). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false;
  const known = zoneValidity.get(timeZone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    valid = true;
  } catch {
    valid = false;
  }
  zoneValidity.set(timeZone, valid);
  return valid;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per zone: building an Intl.DateTimeFormat is the slow part, formatting is cheap. */
function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

const WEEKDAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/**
 * The wall clock in `timeZone` at `now`; an invalid zone falls back to DEFAULT_TIME_ZONE, an invalid date to the epoch.
 *
 * The zone conversion is the platform's own tz database through Intl.DateTimeFormat (what dayjs's timezone plugin
 * wraps too); using it directly keeps this rule out of a 15 kB date library in the script every menu page inlines.
 */
export function zonedClock(now: Date, timeZone: string): ZonedClock {
  const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  // An invalid Date would make every field NaN; the epoch keeps the answer well-formed (and visibly wrong).
  const instant = now instanceof Date && Number.isFinite(now.getTime()) ? now : new Date(0);
  const parts: Record<string, string> = {};
  for (const p of formatterFor(zone).formatToParts(instant)) parts[p.type] = p.value;
  const hour = Number(parts.hour) % 24;
  return {
    weekday: WEEKDAYS[parts.weekday ?? 'Mon'] ?? 0,
    minutes: hour * 60 + Number(parts.minute),
    date: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

// 'HH:mm', 'H:mm', 'hh:mm A', 'YYYY-MM-DD HH:mm' (spec §5), with optional seconds and a 'T' date separator, which
// real payloads also carry. A hand-written pattern rather than dayjs's customParseFormat: strict dayjs parsing
// rebuilds its regexes on every call (~0.2 ms per value, times every shift of every category on a phone).
const TIME_PATTERN = /^(?:(\d{4})-(\d{2})-(\d{2})[ T])?(\d{1,2}):(\d{2})(?::(\d{2}))? ?(?:([AP])\.?M\.?)?$/;

/** Whether YYYY-MM-DD names a real calendar day (2024-02-30 does not). */
function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Minutes since midnight of a time-of-day value: 'HH:mm', 'hh:mm A', 'YYYY-MM-DD HH:mm' (the date is ignored), or a
 * number of hours 0 ≤ h < 24. 24, '24' and '24:00' mean 'always' (spec §3: time_from 24). Anything else → null.
 */
export function parseTimeOfDay(value: string | number | null | undefined): number | 'always' | null {
  if (typeof value === 'number') {
    if (value === 24) return 'always';
    if (!Number.isFinite(value) || value < 0 || value > 24) return null;
    return Math.round(value * 60);
  }
  if (typeof value !== 'string' || value.length > 64) return null;
  const text = value.trim().replace(/\s+/g, ' ').toUpperCase();
  if (/^24(:00(:00)?)?$/.test(text)) return 'always';
  const match = TIME_PATTERN.exec(text);
  if (!match) return null;
  const [, year, month, day, h, m, sec, meridiem] = match;
  if (year && !isRealDate(Number(year), Number(month), Number(day))) return null;
  let hours = Number(h);
  const minutes = Number(m);
  if (minutes > 59 || (sec !== undefined && Number(sec) > 59)) return null;
  if (meridiem) {
    // 12-hour clock: 12:xx AM is just after midnight, 12:xx PM just after noon.
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'P' ? 12 : 0);
  } else if (hours > 23) {
    return null;
  }
  return hours * 60 + minutes;
}

/** "HH:mm" for minutes since midnight (1440 and above wrap), e.g. for an "opens at 08:00" label. */
export function formatTimeOfDay(minutes: number): string {
  const m = ((Math.floor(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
