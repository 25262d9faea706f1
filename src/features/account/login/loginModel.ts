/**
 * The rules of the login island, pure: which step a reload comes back to, how typed codes, names, emails and
 * passwords are checked before a call, and which call each channel uses (spec §7: verify-otp or
 * verify-by-whatsapp, register or register-whatsapp; webapp/login and create-password where the business disables
 * OTP). The login flow (loginFlow.ts) makes the calls with them; the island (LoginView.tsx) renders.
 */
import { isEmail } from '../../../domain/email.ts';
import { normalizeDigits } from '../../../domain/digits.ts';
import type { OtpChannel } from '../../../lib/api/storefront.ts';
import type { PhoneRules } from '../../../lib/phoneRules.ts';
import { phoneReasonKey } from '../../../lib/phoneRules.ts';

export { registerPath, verifyOtpPath as verifyPath } from '../../../lib/api/storefront.ts';

export type Channel = OtpChannel;
/** phone → code → (new phone) register; or, without OTP, password / create (an account with a password). */
export type LoginStep = 'phone' | 'code' | 'register' | 'password' | 'create';

/** How long a code stays usable after it was sent (the sample API's; a reload within it returns to the code). */
export const CODE_LIFETIME_SECONDS = 300;
export const NAME_MAX = 100;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The first step: the code flow, or the password login where the business disables OTP. */
export function firstStep(disableOtp: boolean): LoginStep {
  return disableOtp ? 'password' : 'phone';
}

/** After a reload: the phone a code went to a moment ago, so the customer is asked for it again (timer kept). */
export function restoredCode(
  auth: { phoneNumber: { phone: string; dial_code: string } | null; startOtpTime: number | null },
  now: number,
): { phone: string; dialCode: string } | null {
  if (!auth.phoneNumber || auth.startOtpTime == null) return null;
  const age = now - auth.startOtpTime;
  if (age < 0 || age > CODE_LIFETIME_SECONDS * 1000) return null;
  return { phone: auth.phoneNumber.phone, dialCode: auth.phoneNumber.dial_code };
}

/**
 * The phone as the API takes it (national number and dial code), or the key of what is wrong with it; `check` is
 * the phone rules, loaded when a phone is sent (lib/phoneRules.ts).
 */
export function phoneFor(
  input: string,
  country: string,
  check: PhoneRules,
): { ok: true; phone: string; dialCode: string } | { ok: false; key: string } {
  if (!input.trim()) return { ok: false, key: 'phoneRequired' };
  const checked = check(input, country);
  return checked.ok
    ? { ok: true, phone: checked.national, dialCode: checked.dialCode }
    : { ok: false, key: phoneReasonKey(checked.reason) };
}

/** A typed code in ASCII digits: other scripts' digits converted (src/domain/digits.ts), spaces and dashes dropped. */
export function normalizeCode(input: string): string {
  return normalizeDigits(input).replace(/[\s-]/g, '');
}

export function codeProblem(code: string): 'codeRequired' | 'codeFormat' | null {
  if (code === '') return 'codeRequired';
  return /^\d{6}$/.test(code) ? null : 'codeFormat';
}

export function nameProblem(name: string): 'nameRequired' | 'nameTooLong' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'nameRequired';
  return [...trimmed].length > NAME_MAX ? 'nameTooLong' : null;
}

/** An email is optional; when given it must look like one. */
export function emailProblem(email: string): 'emailInvalid' | null {
  const trimmed = email.trim();
  return trimmed === '' || isEmail(trimmed) ? null : 'emailInvalid';
}

export function passwordProblem(
  password: string,
  confirmation?: string,
): 'passwordRequired' | 'passwordTooShort' | 'passwordTooLong' | 'passwordMismatch' | null {
  if (!password) return 'passwordRequired';
  if (password.length < PASSWORD_MIN) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX) return 'passwordTooLong';
  return confirmation !== undefined && confirmation !== password ? 'passwordMismatch' : null;
}

/** Field problems (field id → string key) of the forms, the first one first. */
export type FieldProblems = Array<[string, string | null]>;

/** The problems of a new account's name and email (login's register and create steps, the profile's details). */
export function detailsProblems(ids: { name: string; email: string }, name: string, email: string): FieldProblems {
  return [
    [ids.name, nameProblem(name)],
    [ids.email, emailProblem(email)],
  ];
}
