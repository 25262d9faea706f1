/**
 * The business's time zone named in the page's language when the customer's device keeps another time (a visitor
 * abroad, a phone still on its home zone): the times a checkout or booking offers are the business's. '' until the
 * island has mounted (the build cannot know the customer's zone, and the first render must match its HTML), and
 * while `shown` is false: the rule's code loads when a time field shows (the checkout's, once "later" is chosen).
 */
import { useEffect, useState } from 'react';

export function useOtherTimeZone(timeZone: string, locale: string, shown = true): string {
  const [name, setName] = useState('');
  useEffect(() => {
    if (!shown) return;
    let live = true;
    void import('../../domain/otherTimeZone.ts').then(
      ({ otherTimeZoneName }) =>
        live &&
        setName(otherTimeZoneName(timeZone, Intl.DateTimeFormat().resolvedOptions().timeZone, new Date(), locale)),
      () => {}, // not loaded (offline): the times stay, unannotated
    );
    return () => {
      live = false;
    };
  }, [timeZone, locale, shown]);
  return name;
}
