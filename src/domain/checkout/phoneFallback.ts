/**
 * The phone a checkout starts with (spec §5 "user → form → selected location"): no phone rules, so an island can
 * use it before (or without) loading them (phone.ts, on libphonenumber-js's metadata).
 */

/** Spec §5: the phone checkout starts with: the user's, else the saved form's contact, else the location's; or ''. */
export function checkoutPhoneFallback(sources: {
  userPhone?: string | null;
  formContactPhone?: string | null;
  locationContactPhone?: string | null;
}): string {
  for (const phone of [sources.userPhone, sources.formContactPhone, sources.locationContactPhone]) {
    const trimmed = typeof phone === 'string' ? phone.trim() : '';
    if (trimmed) return trimmed;
  }
  return '';
}
