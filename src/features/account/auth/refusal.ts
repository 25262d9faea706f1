/**
 * What the customer reads when an account call is refused: a string key of the `account` strings and its values,
 * from the answer's code (sample-api accounts: wrong_code with attempts_left, otp_locked and login_locked with
 * retry_after, otp_expired, resend_too_soon, too_many_codes, invalid_phone with a spec §8 reason…). Unknown
 * refusals show the server's own message; a request that never got an answer says so.
 */
import { ApiFailure } from '../../../lib/api/browser.ts';
import { phoneReasonKey } from '../../../lib/phoneRules.ts';
import { say, type Strings } from './text.ts';

export interface Refusal {
  key: string;
  values?: Record<string, string | number>;
  /** The server's text, when no key fits. */
  text?: string;
}

const minutes = (seconds: number | null) => Math.max(1, Math.ceil((seconds ?? 60) / 60));

export function refusalOf(failure: Pick<ApiFailure, 'status' | 'code' | 'message' | 'details'>): Refusal {
  const d = failure.details;
  switch (failure.code) {
    case 'wrong_code':
      return d.attemptsLeft === null
        ? { key: 'wrongCode' }
        : { key: 'wrongCodeLeft', values: { count: d.attemptsLeft } };
    case 'otp_locked':
      return { key: 'codeLocked', values: { minutes: minutes(d.retryAfter) } };
    case 'login_locked':
      return { key: 'loginLocked', values: { minutes: minutes(d.retryAfter) } };
    case 'otp_expired':
      return { key: 'codeExpired' };
    case 'no_code':
      return { key: 'noCode' };
    case 'resend_too_soon':
      return { key: 'tooSoon', values: { seconds: Math.max(1, Math.ceil(d.retryAfter ?? 30)) } };
    case 'too_many_codes':
      return { key: 'tooManyCodes', values: { minutes: minutes(d.retryAfter) } };
    case 'invalid_phone':
      return { key: phoneReasonKey(d.reason) };
    case 'bad_credentials':
      return { key: 'badCredentials' };
    case 'wrong_password':
      return { key: 'wrongPassword' };
    case 'phone_taken':
      return { key: 'phoneTaken' };
    case 'invalid_verification':
      return { key: 'verificationExpired' };
    case 'otp_disabled':
      return { key: 'otpDisabled' };
  }
  if (failure.status === 0) return { key: 'offline' };
  return { key: 'failed', text: failure.message || undefined };
}

/** What the customer reads for a failed account action: the refusal's string, else the server's text, else 'failed'. */
export function refusalText(s: Strings, error: unknown): string {
  if (!(error instanceof ApiFailure)) return say(s, 'failed');
  const refusal = refusalOf(error);
  if (refusal.key === 'failed' && refusal.text) return refusal.text;
  return say(s, refusal.key, refusal.values);
}
