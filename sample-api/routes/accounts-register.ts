/**
 * Registering and passwords (spec §7; bodies in accounts/bodies.ts).
 *
 * - POST webapp/register, webapp/register-whatsapp `{ reference_id, name, email?, phone, dial_code,
 *   verification_token?, password? }`: with a verification token → 201 `{ token, user }`; with a password at a
 *   business with disable_otp → 201 `{ token, user }` (409 phone_taken); otherwise a code is sent (202, as send-otp)
 *   and webapp/verify completes the registration.
 * - POST webapp/login `{ reference_id, phone, dial_code, password }` → `{ token, user }`; 401 bad_credentials;
 *   423 login_locked after 5 wrong passwords.
 * - POST webapp/create-password (bearer) `{ password, password_confirmation?, current_password? }` → `{ user }`;
 *   replacing a password needs the current one (422 wrong_password).
 */
import { Hono } from 'hono';
import { businessOfUser } from '../accounts/business.ts';
import { CreatePasswordBody, LoginBody, RegisterBody } from '../accounts/bodies.ts';
import { fail, readBody, requireUser } from '../accounts/http.ts';
import type { Accounts } from '../accounts/index.ts';
import { checkPassword, hashPassword } from '../accounts/secrets.ts';
import { sessionHelpers } from '../accounts/session.ts';
import { userView } from '../accounts/view.ts';
import type { TenantRegistry } from '../tenants.ts';
import { json } from './respond.ts';

// Checked against when the phone is unknown, so a wrong phone costs the same time as a wrong password.
const DUMMY_HASH = hashPassword('not-a-password');

export function registerRoutes(registry: TenantRegistry, accounts: Accounts): Hono {
  const app = new Hono();
  const { now, lookup, loggedIn, sendCode } = sessionHelpers(registry, accounts);

  for (const [path, channel] of [
    ['/webapp/register', 'sms'],
    ['/webapp/register-whatsapp', 'whatsapp'],
  ] as const) {
    app.post(path, async (c) => {
      const body = await readBody(c, RegisterBody);
      if (body instanceof Response) return body;
      const found = lookup(body.reference_id, body.phone, body.dial_code);
      if (found instanceof Response) return found;
      const { business, phone } = found;
      const businessId = business.data.user_id;
      const existing = accounts.users.byPhone(businessId, phone.e164);
      const create = (password_hash: string | null) =>
        loggedIn(
          business,
          accounts.users.create(
            { business_id: businessId, name: body.name, email: body.email, phone, password_hash },
            now(),
          ),
          201,
        );
      if (body.verification_token !== undefined) {
        if (!accounts.tokens.takeVerification(body.verification_token, businessId, phone.e164, now())) {
          return fail(422, 'invalid_verification', 'The phone verification has expired: ask for a new code');
        }
        // The phone is proven: an existing customer is simply logged in.
        return existing ? loggedIn(business, existing) : create(null);
      }
      if (business.data.disable_otp) {
        if (!body.password)
          return fail(400, 'invalid_request', 'Invalid request: password: required by this restaurant');
        return existing
          ? fail(409, 'phone_taken', 'This phone already has an account: log in')
          : create(hashPassword(body.password));
      }
      // A code goes out even for a known phone (no answer tells who has an account); verify logs that one in.
      return sendCode(business, phone, channel, { name: body.name, email: body.email ?? null }, { status: 202 });
    });
  }

  app.post('/webapp/login', async (c) => {
    const body = await readBody(c, LoginBody);
    if (body instanceof Response) return body;
    const found = lookup(body.reference_id, body.phone, body.dial_code);
    if (found instanceof Response) return found;
    const user = accounts.users.byPhone(found.business.data.user_id, found.phone.e164);
    const locked = user ? accounts.users.lockedFor(user, now()) : 0;
    if (user && locked > 0)
      return fail(423, 'login_locked', 'Too many wrong passwords: try again later', { retry_after: locked });
    if (!checkPassword(body.password, user?.password_hash ?? DUMMY_HASH) || !user?.password_hash) {
      if (user && accounts.users.loginFailed(user, now()))
        return fail(423, 'login_locked', 'Too many wrong passwords: try again later');
      return fail(401, 'bad_credentials', 'Wrong phone or password');
    }
    accounts.users.loginSucceeded(user);
    return loggedIn(found.business, user);
  });

  app.post('/webapp/create-password', async (c) => {
    const user = requireUser(c, accounts);
    if (user instanceof Response) return user;
    const body = await readBody(c, CreatePasswordBody);
    if (body instanceof Response) return body;
    if (user.password_hash && !checkPassword(body.current_password ?? '', user.password_hash)) {
      return fail(422, 'wrong_password', 'The current password is wrong');
    }
    const updated = accounts.users.update(user.id, { password_hash: hashPassword(body.password) });
    return json({ user: userView(accounts, businessOfUser(registry, user.business_id), updated) });
  });

  return app;
}
