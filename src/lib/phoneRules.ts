/**
 * The phone rules (src/domain/checkout/phone.ts, on libphonenumber-js's metadata: ~20 kB gzip) loaded the first
 * time a phone is checked, not with the page: the islands that take a phone call this when the customer sends it.
 */
import type { checkPhone } from '../domain/checkout/phone.ts';

export type PhoneRules = typeof checkPhone;

let loading: Promise<PhoneRules> | null = null;

export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('../domain/checkout/phone.ts').then(
    (m) => m.checkPhone,
    (error: unknown) => {
      loading = null; // offline: the next attempt tries again
      throw error;
    },
  );
  return loading;
}
