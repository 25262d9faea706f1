/**
 * Whose time a form's times are, for a customer whose device keeps another (a module of its own: the checkout loads it
 * when its time field shows).
 */
import { intlLocale } from './locale.ts';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from './time.ts';

/**
 * The business's time zone as the page's language names it ("Central European Time", "التوقيت العربي الرسمي"), when its
 * clocks read another time than the customer's at `at`; '' when they read the same (Kuwait seen from Riyadh, Zürich
 * from Berlin). The times a checkout or booking offers are the business's, so a customer abroad is told whose they
 * are. Pure: the instant and the customer's zone are the caller's.
 */
export function otherTimeZoneName(timeZone: string, customerZone: string, at: Date, locale: string): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  if (!isValidTimeZone(customerZone) || !Number.isFinite(at.getTime())) return '';
  const wall = (z: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: z, dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(
      at,
    );
  if (wall(zone) === wall(customerZone)) return '';
  const parts = new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: zone,
    timeZoneName: 'longGeneric',
  }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}
