/**
 * A customer's phone as the product writes it everywhere (the login, the profile, a booking): "+965 500 99887", by
 * the phone rules (domain/checkout/phone.ts displayPhone) once they are loaded; as stored ("+965 50099887") until
 * then, or when the rules do not know the number.
 */
import { useEffect } from 'react';
import type { PhoneKit } from '../../lib/phoneRules.ts';
import { usePhoneKit } from './usePhoneKit.ts';

/** `dialCode` and `phone` (its national number) as people read them; without the rules, the two as stored. */
export function phoneText(kit: Pick<PhoneKit, 'displayPhone'> | null, dialCode = '', phone = ''): string {
  const joined = `${dialCode}${phone}`;
  // displayPhone gives back what it was given when it is not a number: then the two parts apart, as stored.
  const shown = dialCode && phone ? kit?.displayPhone(joined, null) : undefined;
  return shown && shown !== joined ? shown : `${dialCode} ${phone}`.trim();
}

/**
 * `phoneText` in an island that shows a phone: the phone rules (~20 kB gzip) are loaded once the page is idle, and
 * the number is written again when they are here.
 */
export function usePhoneText(): (dialCode?: string, phone?: string) => string {
  const { kit, load } = usePhoneKit();
  useEffect(() => {
    const start = () => void load();
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start);
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start, 200);
    return () => clearTimeout(id);
  }, [load]);
  return (dialCode, phone) => phoneText(kit, dialCode, phone);
}
