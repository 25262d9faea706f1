import { describe, expect, it } from 'vitest';
import { ApiFailure, callApi, refusalDetailsOf } from '../../../lib/api/browser.ts';
import { phoneReasonKey } from '../../../lib/phoneRules.ts';
import { refusalOf, refusalText } from './refusal.ts';

const failure = (status: number, code: string | null, body: Record<string, unknown> = {}, message = 'server says') =>
  new ApiFailure(status, message, code, refusalDetailsOf(body));

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
    const error = await callApi({ baseUrl: 'http://api.test', locale: 'en', fetch }, 'verify-otp', {
      method: 'POST',
      body: {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiFailure);
    expect((error as ApiFailure).details.attemptsLeft).toBe(2);
    expect((error as ApiFailure).code).toBe('wrong_code');
  });

  it("a refusal reads as its string, an unknown one as the server's message, anything else as 'failed'", () => {
    const s = { wrongCodeLeft: '{{count}} attempts left', failed: 'Something failed' };
    expect(refusalText(s, failure(422, 'wrong_code', { attempts_left: 2 }))).toBe('2 attempts left');
    expect(refusalText(s, failure(500, null, {}, 'Database down'))).toBe('Database down');
    expect(refusalText(s, new TypeError('x is undefined'))).toBe('Something failed');
  });
});
