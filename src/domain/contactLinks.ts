/**
 * Links that reach a branch from a phone: `tel:` to call it and `https://wa.me/…` to write to it on WhatsApp
 * (WhatsApp's click-to-chat takes the full international number, digits only). Pure.
 */

/**
 * The number in international form, digits only ('+965 2220 0011' → '96522200011'); a national number gets the
 * business's dial code ('2220 0011' with '+965'), a '00' prefix is read as '+'. Null when fewer than 6 digits.
 */
export function internationalDigits(phone: unknown, dialCode: string | null | undefined): string | null {
  if (typeof phone !== 'string' || phone.length > 64) return null;
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 17) return null;
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  const code = (dialCode ?? '').replace(/\D/g, '');
  // A national number may keep its trunk 0 (Swiss "044 …"): international form drops it.
  return code ? `${code}${digits.replace(/^0/, '')}` : digits;
}

/** `tel:+96522200011`, or null for a number that is not one. */
export function telHref(phone: unknown, dialCode: string | null | undefined): string | null {
  const digits = internationalDigits(phone, dialCode);
  return digits ? `tel:+${digits}` : null;
}

/** `https://wa.me/96522200011`, or null for a number that is not one. */
export function whatsappHref(phone: unknown, dialCode: string | null | undefined): string | null {
  const digits = internationalDigits(phone, dialCode);
  return digits ? `https://wa.me/${digits}` : null;
}
