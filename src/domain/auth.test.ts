import { describe, expect, it } from 'vitest';
import { isAuthenticated, resendSecondsLeft, sendsToLogin } from './auth.ts';

describe('authentication rules', () => {
  it('a token and a user of this business make the customer authenticated', () => {
    expect(isAuthenticated({ token: 'abc', user: { id: 5, business_id: 900 } }, 900)).toBe(true);
  });

  it('a user of another business, a missing token or a missing id is a guest', () => {
    expect(isAuthenticated({ token: 'abc', user: { id: 5, business_id: 901 } }, 900)).toBe(false);
    expect(isAuthenticated({ token: null, user: { id: 5, business_id: 900 } }, 900)).toBe(false);
    expect(isAuthenticated({ token: 'abc', user: { business_id: 900 } }, 900)).toBe(false);
    expect(isAuthenticated({ token: 'abc', user: null }, 900)).toBe(false);
  });

  it('a 401 or 403 sends to login except on profile paths; other statuses never', () => {
    expect(sendsToLogin(401, 'webapp/v5/orders/5')).toBe(true);
    expect(sendsToLogin(403, 'webapp/order/9')).toBe(true);
    expect(sendsToLogin(401, 'webapp/profile/5')).toBe(false);
    expect(sendsToLogin(404, 'webapp/order/9')).toBe(false);
  });

  it('the resend timer counts down 30 seconds from the send and survives a reload', () => {
    const sent = 1_000_000;
    expect(resendSecondsLeft(sent, sent)).toBe(30);
    expect(resendSecondsLeft(sent, sent + 12_500)).toBe(18);
    expect(resendSecondsLeft(sent, sent + 31_000)).toBe(0);
    expect(resendSecondsLeft(null, sent)).toBe(0);
    // A start time in the future (clock changed) never shows more than the full timer.
    expect(resendSecondsLeft(sent + 3_600_000, sent)).toBe(30);
  });
});
