/**
 * Helpers the login and registration routes share: finding the business and phone of a body, answering a login
 * (a new bearer token and the customer) and sending a code to the outbox.
 */
import type { TenantRegistry } from '../tenants.ts';
import { json } from '../routes/respond.ts';
import { type AccountBusiness, businessByRef } from './business.ts';
import { fail, otpRefusal, phoneOrFail } from './http.ts';
import type { Accounts } from './index.ts';
import type { Channel, OtpPending } from './otp.ts';
import type { Phone } from './phone.ts';
import type { UserRow } from './users.ts';
import { userView } from './view.ts';

export function sessionHelpers(registry: TenantRegistry, accounts: Accounts) {
  const now = () => accounts.clock();
  return {
    now,
    /** The business and phone of a body, or the 404/400 answer. */
    lookup(ref: string, phone: string, dialCode: string): { business: AccountBusiness; phone: Phone } | Response {
      const business = businessByRef(registry, ref);
      if (!business) return fail(404, 'unknown_business', 'Restaurant not found');
      const parsed = phoneOrFail(phone, dialCode);
      return parsed instanceof Response ? parsed : { business, phone: parsed };
    },
    /** `{ token, user }` with a new bearer token. */
    loggedIn: (business: AccountBusiness | null, user: UserRow, status = 200) =>
      json({ token: accounts.tokens.issue(user.id, now()), user: userView(accounts, business, user) }, status),
    /** Sends (or resends) a login code; `{ otp_sent… }` with `status`, or the refusal. */
    sendCode(
      business: AccountBusiness,
      phone: Phone,
      channel: Channel | undefined,
      pending: OtpPending | null,
      opts: { resend?: boolean; status?: number } = {},
    ): Response {
      if (business.data.disable_otp) return fail(422, 'otp_disabled', 'This restaurant logs in with a password');
      const request = {
        businessId: business.data.user_id,
        referenceId: business.ref,
        businessName: business.data.business_name,
      };
      const sent = accounts.otps.send(
        { ...request, phone, purpose: 'login', channel, pending, resend: opts.resend },
        now(),
      );
      if (!sent.ok) return otpRefusal(sent);
      const { ok: _ok, ...rest } = sent;
      return json({ otp_sent: true, ...rest, phone: phone.phone, dial_code: phone.dial_code }, opts.status ?? 200);
    },
  };
}
