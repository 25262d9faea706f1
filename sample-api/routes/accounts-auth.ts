/**
 * Logging in with a one-time code (spec §7; the bodies are the sample API's, see accounts/bodies.ts). Codes go
 * to the development outbox, never into an answer. Registering and passwords: accounts-register.ts.
 *
 * - POST send-otp (also webapp/send-otp) `{ reference_id, phone, dial_code, channel?: 'sms'|'whatsapp' }` → 200
 *   `{ otp_sent: true, channel, phone, dial_code, expires_in, resend_after }`; 429 resend_too_soon/too_many_codes
 *   and 423 otp_locked with `retry_after` seconds; 422 otp_disabled for a business with disable_otp.
 * - GET webapp/resend-otp?reference_id&phone&dial_code[&channel] → the same, for a phone with a code out (404).
 * - POST verify-otp, webapp/verify, webapp/verify-by-whatsapp `{ reference_id, phone, dial_code, code }` → 200
 *   `{ token, user }` for a customer; 201 `{ token, user }` when it completes a registration; 200 `{ register: true,
 *   verification_token, phone, dial_code, expires_in }` for a new phone. 422 wrong_code (attempts_left), 423
 *   otp_locked after 5 wrong codes, 410 otp_expired, 404 no_code.
 * - POST webapp/logout (bearer, no body) → 200 `{ logged_out: true }`: the token is revoked (its row deleted), so
 *   every later call with it gets 401; the customer's other tokens (other devices) stay. 401 for a token that
 *   logs no one in (already logged out). Spec §7 names no logout call: this one is the sample API's.
 * Sending and checking codes are also limited per phone and per client (accounts/rateLimit.ts, 429).
 */
import { Hono } from 'hono';
import { ResendQuery, SendOtpBody, VerifyBody } from '../accounts/bodies.ts';
import { bearerToken, otpRefusal, readBody, readParams, requireUser } from '../accounts/http.ts';
import type { Accounts } from '../accounts/index.ts';
import { sessionHelpers } from '../accounts/session.ts';
import { VERIFICATION_TTL_SECONDS } from '../accounts/tokens.ts';
import type { TenantRegistry } from '../tenants.ts';
import { json } from './respond.ts';

export function authRoutes(registry: TenantRegistry, accounts: Accounts): Hono {
  const app = new Hono();
  const { now, lookup, loggedIn, sendCode } = sessionHelpers(registry, accounts);

  for (const path of ['/send-otp', '/webapp/send-otp']) {
    app.post(path, async (c) => {
      const body = await readBody(c, SendOtpBody);
      if (body instanceof Response) return body;
      const found = lookup(body.reference_id, body.phone, body.dial_code);
      return found instanceof Response ? found : sendCode(found.business, found.phone, body.channel, null);
    });
  }

  app.get('/webapp/resend-otp', (c) => {
    const query = readParams(ResendQuery, c.req.query());
    if (query instanceof Response) return query;
    const found = lookup(query.reference_id, query.phone, query.dial_code);
    return found instanceof Response
      ? found
      : sendCode(found.business, found.phone, query.channel, null, { resend: true });
  });

  for (const path of ['/verify-otp', '/webapp/verify-otp', '/webapp/verify', '/webapp/verify-by-whatsapp']) {
    app.post(path, async (c) => {
      const body = await readBody(c, VerifyBody);
      if (body instanceof Response) return body;
      const found = lookup(body.reference_id, body.phone, body.dial_code);
      if (found instanceof Response) return found;
      const { business, phone } = found;
      const checked = accounts.otps.verify(business.data.user_id, phone, 'login', body.code, now());
      if (!checked.ok) return otpRefusal(checked);
      const user = accounts.users.byPhone(business.data.user_id, phone.e164);
      if (user) return loggedIn(business, user);
      if (checked.pending?.name) {
        const created = accounts.users.create(
          { business_id: business.data.user_id, name: checked.pending.name, email: checked.pending.email, phone },
          now(),
        );
        return loggedIn(business, created, 201);
      }
      const verification_token = accounts.tokens.issueVerification(business.data.user_id, phone.e164, now());
      return json({
        register: true,
        verification_token,
        phone: phone.phone,
        dial_code: phone.dial_code,
        expires_in: VERIFICATION_TTL_SECONDS,
      });
    });
  }

  app.post('/webapp/logout', (c) => {
    const user = requireUser(c, accounts);
    if (user instanceof Response) return user;
    accounts.tokens.revoke(bearerToken(c.req.header('authorization'))!);
    return json({ logged_out: true });
  });

  return app;
}
