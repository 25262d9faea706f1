/**
 * Dates and times as a customer reads them: in the page's language (with its digits, intlLocale) and the
 * business's time zone, never the browser's locale or zone, never an ISO string. Pure.
 */
import { intlLocale } from './locale.ts';
import { isValidTimeZone } from './time.ts';

/** Spec §9: the default time zone. */
const DEFAULT_TIME_ZONE = 'Asia/Kuwait';

export type DateTimeStyle = 'dateTime' | 'date' | 'time';

const OPTIONS: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (ISO text, epoch milliseconds or Date) written for a page in `locale` at the business's `timeZone`
 * ('2026-11-24T09:00:00Z', 'ar', 'Asia/Kuwait' → "24‏/11‏/2026، 12:00 م"); '' for what is not a date. An unknown
 * zone falls back to the spec's default.
 */
export function formatDateTime(
  at: string | number | Date | null | undefined,
  locale: string,
  timeZone: string,
  style: DateTimeStyle = 'dateTime',
): string {
  const date = at instanceof Date ? at : typeof at === 'string' || typeof at === 'number' ? new Date(at) : null;
  if (!date || !Number.isFinite(date.getTime())) return '';
  const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const key = `${locale}|${zone}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { ...OPTIONS[style], timeZone: zone });
    if (formats.size < 200) formats.set(key, format);
  }
  return format.format(date);
}
