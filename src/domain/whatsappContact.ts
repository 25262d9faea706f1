/**
 * The business's WhatsApp contact (spec §3 Business.whatsapp_phone): `https://wa.me/{digits}`, WhatsApp's
 * click-to-chat address, which takes the full international number in digits. The number is checked with the
 * phone rules of the checkout (libphonenumber-js, src/domain/checkout/phone.ts): a text that is not a phone number
 * of the business's country (or an international one) gives no link, so no button. Pure; used at build time.
 */
import { checkPhone } from './checkout/phone.ts';

// Every page's footer asks for the same business's number: the answer is kept (a pure function of its inputs).
const hrefs = new Map<string, string | null>();

/** `https://wa.me/96522200011` for a valid number (national ones read in `country`), else null. */
export function whatsappContactHref(phone: unknown, country: string): string | null {
  if (typeof phone !== 'string' || phone.trim() === '') return null;
  const key = `${country}|${phone}`;
  let href = hrefs.get(key);
  if (href === undefined) {
    const checked = checkPhone(phone, country);
    href = checked.ok ? `https://wa.me/${checked.e164.replace(/^\+/, '')}` : null;
    if (hrefs.size > 1000) hrefs.clear();
    hrefs.set(key, href);
  }
  return href;
}
