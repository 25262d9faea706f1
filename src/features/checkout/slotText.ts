/**
 * A scheduled slot as the page's language writes it: the day ("Thursday 12 June", "پنجشنبه ۲۲ خرداد")
 * and the times ("1:30 PM", "۱۳:۳۰") through Intl in the page's locale, never the browser's, with its digits.
 */
import { bidiIsolate, formatTimeOfDay, intlLocale } from '../../domain/locale.ts';
import { parseTimeOfDay } from '../../domain/time.ts';

/** A slot's 'HH:mm' in the locale, kept whole in a right-to-left page; anything unreadable is shown as it came. */
export function slotTime(hhmm: string, locale: string): string {
  const minutes = parseTimeOfDay(hhmm);
  return typeof minutes === 'number' ? bidiIsolate(formatTimeOfDay(minutes, locale), locale) : hhmm;
}

/** A slot's 'YYYY-MM-DD' (a day in the business's time zone) as weekday, day and month in the locale. */
export function slotDay(date: string, locale: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isFinite(at.getTime())) return date;
  return at.toLocaleDateString(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}
