import { describe, expect, it } from 'vitest';
import { AccountFailure, accountCall, detailsOf } from './call.ts';
import { phoneReasonKey, refusalOf } from './refusal.ts';
import { ApiFailure } from '../../../lib/api/browser.ts';

const failure = (status: number, code: string | null, body: Record<string, unknown> = {}, message = 'server says') =>
  new AccountFailure(new ApiFailure(status, message, code), detailsOf(body));

describe('refusal messages', () => {
  it('a wrong code says how many attempts are left', () => {
    expect(refusalOf(failure(422, 'wrong_code', { attempts_left: 3 }))).toEqual({
      key: 'wrongCodeLeft',
      values: { count: 3 },
    });
    expect(refusalOf(failure(422, 'wrong_code'))).toEqual({ key: 'wrongCode' });
  });

  it('locked, expired and too soon say what to do and when', () => {
    expect(refusalOf(failure(423, 'otp_locked', { retry_after: 900 }))).toEqual({
      key: 'codeLocked',
      values: { minutes: 15 },
    });
    expect(refusalOf(failure(423, 'login_locked', { retry_after: 61 }))).toEqual({
      key: 'loginLocked',
      values: { minutes: 2 },
    });
    expect(refusalOf(failure(410, 'otp_expired'))).toEqual({ key: 'codeExpired' });
    expect(refusalOf(failure(429, 'resend_too_soon', { retry_after: 12.2 }))).toEqual({
      key: 'tooSoon',
      values: { seconds: 13 },
    });
    expect(refusalOf(failure(429, 'too_many_codes', { retry_after: 1800 }))).toEqual({
      key: 'tooManyCodes',
      values: { minutes: 30 },
    });
  });

  it('a refused phone names its reason', () => {
    expect(refusalOf(failure(400, 'invalid_phone', { reason: 'TOO_SHORT' }))).toEqual({ key: 'phoneTooShort' });
    expect(phoneReasonKey('NOT_A_NUMBER')).toBe('phoneNotANumber');
    expect(phoneReasonKey('INVALID')).toBe('phoneInvalid');
  });

  it('an unknown refusal shows the server message; no answer at all says offline', () => {
    expect(refusalOf(failure(500, null, {}, 'Database down'))).toEqual({ key: 'failed', text: 'Database down' });
    expect(refusalOf(failure(0, null, {}, 'Failed to fetch'))).toEqual({ key: 'offline' });
  });
});

describe('account calls', () => {
  it('keep the numbers of a refusal', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ message: 'Wrong code: 2 attempts left', code: 'wrong_code', attempts_left: 2 }), {
        status: 422,
      });
    const error = await accountCall({ baseUrl: 'http://api.test', locale: 'en', fetch }, 'verify-otp', {
      method: 'POST',
      body: {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountFailure);
    expect((error as AccountFailure).details.attemptsLeft).toBe(2);
    expect((error as AccountFailure).code).toBe('wrong_code');
  });
});
