/**
 * The phone rules (src/domain/checkout/phone.ts, on libphonenumber-js's metadata: ~20 kB gzip) loaded the first
 * time a phone is checked or its field is reached, not with the page: `loadPhoneRules` gives the check alone (the
 * islands that take a phone call it when the customer sends it), `loadPhoneKit` the whole module (dial codes,
 * example numbers), and `loadedPhoneKit` the module once it is here.
 */
import type { checkPhone, PhoneProblem } from '../domain/checkout/phone.ts';

export type PhoneRules = typeof checkPhone;
export type PhoneKit = typeof import('../domain/checkout/phone.ts');

let loading: Promise<PhoneKit> | null = null;
let loaded: PhoneKit | null = null;

export function loadPhoneKit(): Promise<PhoneKit> {
  loading ??= import('../domain/checkout/phone.ts').then(
    (kit) => (loaded = kit),
    (error: unknown) => {
      loading = null; // offline: the next attempt tries again
      throw error;
    },
  );
  return loading;
}

export function loadPhoneRules(): Promise<PhoneRules> {
  return loadPhoneKit().then((kit) => kit.checkPhone);
}

/** The phone module when an earlier load has brought it, else null. */
export function loadedPhoneKit(): PhoneKit | null {
  return loaded;
}

const PHONE_KEYS: Record<PhoneProblem | 'required', string> = {
  required: 'phoneRequired',
  NOT_A_NUMBER: 'phoneNotANumber',
  INVALID_COUNTRY: 'phoneInvalidCountry',
  TOO_SHORT: 'phoneTooShort',
  TOO_LONG: 'phoneTooLong',
  INVALID: 'phoneInvalid',
};

/** The string key of a phone problem (spec §8 reasons, `required`); anything else reads as `phoneInvalid`. */
export function phoneReasonKey(reason: string | null | undefined): string {
  return (reason && Object.hasOwn(PHONE_KEYS, reason) ? PHONE_KEYS[reason as PhoneProblem] : null) ?? 'phoneInvalid';
}
