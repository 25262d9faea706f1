/**
 * The logged-in customer's own data (bearer token required: 401 without a valid one, 403 for another customer's id).
 *
 * - GET webapp/profile/{id} → `{ user }` (spec §3 User with locations and wallet).
 * - POST webapp/update-profile `{ name?, email?, phone?, dial_code?, channel? }` → `{ user }`; a new phone is only
 *   taken once verified: the answer adds `verify_phone: { otp_sent… }` and POST webapp/verify-phone `{ phone,
 *   dial_code, code }` → `{ user }` completes it (409 phone_taken when another customer has it). At a business
 *   with disable_otp the phone changes at once.
 * - GET webapp/account/delete/{id} → `{ deleted: true, message }`; every token of the account stops working.
 * - Saved locations (spec §7's getAddress/setAddress carry a geocoder session, so saved addresses have their own
 *   calls): GET webapp/locations → `{ locations }`; POST webapp/locations (body: accounts/bodies.ts LocationBody)
 *   → 201 `{ location, locations }`; PUT webapp/locations/{id} → `{ location, locations }`; DELETE
 *   webapp/locations/{id} → `{ locations }`. Another customer's location is 404. At most 20 (422).
 * - Wallet (also inside the profile): GET webapp/wallet → `{ wallet }`; POST webapp/wallet/package/{packageId} → 201
 *   `{ wallet, credit }` (a demo payment that always succeeds); 422 wallet_disabled, 404 unknown_package.
 */
import { Hono } from 'hono';
import { toMinor } from '../../src/domain/money.ts';
import { LocationBody, UpdateProfileBody, VerifyPhoneBody } from '../accounts/bodies.ts';
import { businessOfUser } from '../accounts/business.ts';
import { fail, otpRefusal, phoneOrFail, readBody, requireOwner, requireUser } from '../accounts/http.ts';
import type { Accounts } from '../accounts/index.ts';
import { MAX_LOCATIONS } from '../accounts/locations.ts';
import type { UserRow } from '../accounts/users.ts';
import { userView, walletView } from '../accounts/view.ts';
import { accountFixtureOf } from '../fixtures/accounts.ts';
import type { TenantRegistry } from '../tenants.ts';
import { json, requestNow } from './respond.ts';

export function profileRoutes(registry: TenantRegistry, accounts: Accounts): Hono {
  const app = new Hono();
  const now = () => accounts.clock();
  const businessOf = (user: UserRow) => businessOfUser(registry, user.business_id);
  const profile = (user: UserRow) => userView(accounts, businessOf(user), user);
  const phoneTaken = () => fail(409, 'phone_taken', 'Another account uses this phone');

  app.get('/webapp/profile/:id', (c) => {
    const user = requireOwner(c, accounts, c.req.param('id'));
    return user instanceof Response ? user : json({ user: profile(user) });
  });

  app.post('/webapp/update-profile', async (c) => {
    const user = requireUser(c, accounts);
    if (user instanceof Response) return user;
    const body = await readBody(c, UpdateProfileBody);
    if (body instanceof Response) return body;
    let updated = accounts.users.update(user.id, { name: body.name, email: body.email });
    if (body.phone === undefined && body.dial_code === undefined) return json({ user: profile(updated) });
    const phone = phoneOrFail(body.phone ?? user.phone, body.dial_code ?? user.dial_code);
    if (phone instanceof Response) return phone;
    if (phone.e164 === user.e164) return json({ user: profile(updated) });
    if (accounts.users.byPhone(user.business_id, phone.e164)) return phoneTaken();
    const business = businessOf(user);
    if (!business || business.data.disable_otp) {
      updated = accounts.users.update(user.id, { phone });
      return json({ user: profile(updated) });
    }
    const request = {
      businessId: user.business_id,
      referenceId: business.ref,
      businessName: business.data.business_name,
    };
    const sent = accounts.otps.send(
      { ...request, phone, purpose: 'phone_change', channel: body.channel, pending: { user_id: user.id } },
      now(),
    );
    if (!sent.ok) return otpRefusal(sent);
    const { ok: _ok, ...rest } = sent;
    return json({
      user: profile(updated),
      verify_phone: { otp_sent: true, ...rest, phone: phone.phone, dial_code: phone.dial_code },
    });
  });

  app.post('/webapp/verify-phone', async (c) => {
    const user = requireUser(c, accounts);
    if (user instanceof Response) return user;
    const body = await readBody(c, VerifyPhoneBody);
    if (body instanceof Response) return body;
    const phone = phoneOrFail(body.phone, body.dial_code);
    if (phone instanceof Response) return phone;
    const checked = accounts.otps.verify(user.business_id, phone, 'phone_change', body.code, now());
    if (!checked.ok) return otpRefusal(checked);
    if (checked.pending?.user_id !== user.id)
      return fail(404, 'no_code', 'No phone change is waiting for this account');
    if (accounts.users.byPhone(user.business_id, phone.e164)) return phoneTaken();
    return json({ user: profile(accounts.users.update(user.id, { phone })) });
  });

  app.get('/webapp/account/delete/:id', (c) => {
    const user = requireOwner(c, accounts, c.req.param('id'));
    if (user instanceof Response) return user;
    accounts.users.remove(user.id);
    return json({ deleted: true, message: 'Account deleted' });
  });

  app.get('/webapp/locations', (c) => {
    const user = requireUser(c, accounts);
    return user instanceof Response ? user : json({ locations: accounts.locations.list(user.id) });
  });

  app.post('/webapp/locations', async (c) => {
    const user = requireUser(c, accounts);
    if (user instanceof Response) return user;
    const body = await readBody(c, LocationBody);
    if (body instanceof Response) return body;
    if (accounts.locations.count(user.id) >= MAX_LOCATIONS) {
      return fail(422, 'too_many_locations', `At most ${MAX_LOCATIONS} saved addresses`);
    }
    const { default: isDefault, ...data } = body;
    const id = accounts.locations.add(user.id, data, isDefault, now());
    return json({ location: accounts.locations.get(user.id, id), locations: accounts.locations.list(user.id) }, 201);
  });

  app.put('/webapp/locations/:id', async (c) => {
    const user = requireUser(c, accounts);
    if (user instanceof Response) return user;
    const body = await readBody(c, LocationBody);
    if (body instanceof Response) return body;
    const { default: isDefault, ...data } = body;
    const id = Number(c.req.param('id'));
    if (!accounts.locations.edit(user.id, id, data, isDefault))
      return fail(404, 'unknown_location', 'Location not found');
    return json({ location: accounts.locations.get(user.id, id), locations: accounts.locations.list(user.id) });
  });

  app.delete('/webapp/locations/:id', (c) => {
    const user = requireUser(c, accounts);
    if (user instanceof Response) return user;
    if (!accounts.locations.remove(user.id, Number(c.req.param('id')))) {
      return fail(404, 'unknown_location', 'Location not found');
    }
    return json({ locations: accounts.locations.list(user.id) });
  });

  app.get('/webapp/wallet', (c) => {
    const user = requireUser(c, accounts);
    return user instanceof Response ? user : json({ wallet: walletView(accounts, businessOf(user), user.id) });
  });

  app.post('/webapp/wallet/package/:packageId', (c) => {
    const user = requireUser(c, accounts);
    if (user instanceof Response) return user;
    const business = businessOf(user);
    if (!business?.data.enable_wallet) return fail(422, 'wallet_disabled', 'This restaurant has no wallet');
    const pack = accountFixtureOf(business.ref).wallet?.packages.find((p) => String(p.id) === c.req.param('packageId'));
    if (!pack) return fail(404, 'unknown_package', 'Package not found');
    const { currency } = business.data;
    // A wallet movement is stamped on the same clock as the order that spends it (routes/orders.ts): the request's
    // business time. Stamping purchases on the server clock and payments on the client's put a payment made after
    // a purchase before it in the credit history whenever the two clocks differed (CI at midnight in Kuwait).
    const entry = accounts.wallets.credit(
      user.id,
      toMinor(pack.amount, currency),
      { reason: 'package', package_id: pack.id },
      requestNow(c.req.header('x-current-time'), now),
    );
    const wallet = walletView(accounts, business, user.id);
    return json({ wallet, credit: wallet.creditHistory.find((e) => e.id === entry.id) }, 201);
  });

  return app;
}
