/**
 * Who the customer is (spec §4): authenticated means a token and a user id exist and the user's business_id equals
 * the business's user_id — a token from another business on the same origin does not count.
 */
export interface AuthUserLike {
  id?: number | null;
  business_id?: number | null;
}

/** Spec §4 "Authenticated". */
export function isAuthenticated(
  auth: { token: string | null; user: AuthUserLike | null },
  businessUserId: number,
): boolean {
  return !!auth.token && auth.user?.id != null && auth.user.business_id === businessUserId;
}

/** Spec §6: a 401 or 403 on any call except paths containing `profile` sends the customer to login. */
export function sendsToLogin(status: number, path: string): boolean {
  return (status === 401 || status === 403) && !path.includes('profile');
}

/** Spec §9: the OTP resend timer, seconds. */
export const OTP_RESEND_SECONDS = 30;

/** Seconds left before a code can be sent again; `startedAt` and `now` in ms (survives a reload: both persisted). */
export function resendSecondsLeft(startedAt: number | null, now: number, duration = OTP_RESEND_SECONDS): number {
  if (startedAt == null || !Number.isFinite(startedAt)) return 0;
  return Math.max(0, Math.min(duration, Math.ceil((startedAt + duration * 1000 - now) / 1000)));
}
