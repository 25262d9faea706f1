import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { LocationsResponse, ProfileResponse, UpdateProfileResponse } from '../../src/lib/api/accounts.ts';
import { HOSTILE_STRINGS } from '../fixtures/index.ts';
import { accountApi, quietConsole, SHAWARMA } from './testkit.ts';

let log: MockInstance;
beforeEach(() => {
  log = quietConsole();
});
afterEach(() => log.mockRestore());

const HOME = {
  title: 'Home',
  block: '3',
  street: '12',
  building: '7',
  lat: 29.384,
  lng: 47.99,
  area_id: 11003,
  type: 1,
};

describe('profile', () => {
  it("another customer's token gets 403 on the profile and on account deletion", async () => {
    const api = accountApi();
    const alice = await api.login('55511111', 'Alice');
    const bob = await api.login('55522222', 'Bob');
    expect(await api.get(`/webapp/profile/${alice.user.id}`, { token: bob.token })).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    expect((await api.get(`/webapp/account/delete/${alice.user.id}`, { token: bob.token })).status).toBe(403);
    expect((await api.get(`/webapp/profile/${alice.user.id}`, { token: alice.token })).status).toBe(200);
  });

  it('stores a name with markup as given and refuses one over 100 characters', async () => {
    const api = accountApi();
    const { token, user } = await api.login();
    const name = HOSTILE_STRINGS.script;
    const updated = await api.post('/webapp/update-profile', { name, email: 'a@example.com' }, { token });
    expect(ProfileResponse.parse(updated.body).user).toMatchObject({ name, email: 'a@example.com' });
    expect((await api.get(`/webapp/profile/${user.id}`, { token })).body.user.name).toBe(name);
    const long = await api.post('/webapp/update-profile', { name: 'x'.repeat(101) }, { token });
    expect(long).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect(long.body.message).toContain('name');
  });

  it('changes the phone only once the code sent to the new number is verified', async () => {
    const api = accountApi();
    const { token, user } = await api.login();
    const asked = await api.post('/webapp/update-profile', { phone: '99988877' }, { token });
    expect(UpdateProfileResponse.parse(asked.body).user.phone).toBe('55512345');
    expect(asked.body.verify_phone).toMatchObject({ otp_sent: true, phone: '99988877' });
    const [message] = await api.outbox('+96599988877');
    expect(message!.purpose).toBe('phone_change');
    // The code changes the phone; it is no login code for that number.
    expect(
      (
        await api.post('/verify-otp', {
          reference_id: SHAWARMA,
          phone: '99988877',
          dial_code: '+965',
          code: message!.code,
        })
      ).status,
    ).toBe(404);
    const done = await api.post(
      '/webapp/verify-phone',
      { phone: '99988877', dial_code: '+965', code: message!.code },
      { token },
    );
    expect(done.body.user).toMatchObject({ id: user.id, phone: '99988877' });
  });

  it("refuses a new phone that is another customer's with 409", async () => {
    const api = accountApi();
    await api.login('55511111');
    const { token } = await api.login('55522222');
    expect(await api.post('/webapp/update-profile', { phone: '55511111' }, { token })).toMatchObject({
      status: 409,
      body: { code: 'phone_taken' },
    });
  });

  it('deleting the account makes its token invalid', async () => {
    const api = accountApi();
    const { token, user } = await api.login();
    expect(await api.get(`/webapp/account/delete/${user.id}`, { token })).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
    expect((await api.get(`/webapp/profile/${user.id}`, { token })).status).toBe(401);
    api.advance(31);
    const again = await api.login();
    expect(again.user.id).not.toBe(user.id);
  });
});

describe('saved locations', () => {
  it('keeps exactly one default: the first, then the one marked, then another after deleting it', async () => {
    const api = accountApi();
    const { token, user } = await api.login();
    const first = await api.post('/webapp/locations', HOME, { token });
    expect(first.status).toBe(201);
    LocationsResponse.parse(first.body);
    expect(first.body.location).toMatchObject({ title: 'Home', default: true, block: '3' });
    const work = await api.post('/webapp/locations', { ...HOME, title: 'Work', type: 0, default: true }, { token });
    const defaults = (list: Array<{ title: string; default: boolean }>) =>
      list.filter((l) => l.default).map((l) => l.title);
    expect(defaults(work.body.locations)).toEqual(['Work']);
    const edited = await api.call('PUT', `/webapp/locations/${first.body.location.id}`, {
      token,
      body: { ...HOME, title: 'Home 2', default: true },
    });
    expect(defaults(edited.body.locations)).toEqual(['Home 2']);
    const left = await api.call('DELETE', `/webapp/locations/${first.body.location.id}`, { token });
    expect(defaults(left.body.locations)).toEqual(['Work']);
    const profile = ProfileResponse.parse((await api.get(`/webapp/profile/${user.id}`, { token })).body);
    expect(profile.user.locations.map((l) => [l.title, l.default])).toEqual([['Work', true]]);
  });

  it("answers 404 for another customer's location and 401 without a token", async () => {
    const api = accountApi();
    const alice = await api.login('55511111');
    const bob = await api.login('55522222');
    const saved = await api.post('/webapp/locations', HOME, { token: alice.token });
    const id = saved.body.location.id;
    expect((await api.call('PUT', `/webapp/locations/${id}`, { token: bob.token, body: HOME })).status).toBe(404);
    expect((await api.call('DELETE', `/webapp/locations/${id}`, { token: bob.token })).status).toBe(404);
    expect((await api.get('/webapp/locations', { token: bob.token })).body.locations).toEqual([]);
    expect((await api.get('/webapp/locations')).status).toBe(401);
    expect((await api.post('/webapp/locations', { ...HOME, lat: 200 }, { token: alice.token })).status).toBe(400);
  });
});
