import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../lib/api/browser.ts';
import { createStorefrontApi } from '../../../lib/api/storefront.ts';
import { createLoginFlow } from './loginFlow.ts';

type Reply = { status: number; body: unknown };
const ok = (body: unknown): Reply => ({ status: 200, body });
const refused = (status: number, code: string, extra: Record<string, unknown> = {}): Reply => ({
  status,
  body: { message: `refused: ${code}`, code, ...extra },
});
const USER = { id: 5, business_id: 9, name: 'Noura', phone: '50012345', dial_code: '+965' };
const TOKEN = 't'.repeat(40);
const KW = { phone: '50012345', dialCode: '+965' };

/** A login flow over a scripted API: each call answers the next reply; the calls are recorded. */
function flowWith(
  replies: Reply[],
  opts: { disableOtp?: boolean; channel?: string | null; now?: number; tab?: Map<string, string> } = {},
) {
  const tab = opts.tab ?? new Map<string, string>();
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname.slice(1) + url.search,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const reply = replies.shift() ?? ok({});
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  };
  const auth = {
    phoneNumber: null as { phone: string; dial_code: string } | null,
    startOtpTime: null as number | null,
    timerDuration: 30,
    token: null as string | null,
    user: null as unknown,
  };
  let storedChannel = opts.channel ?? null;
  const now = opts.now ?? 1_000_000;
  const flow = createLoginFlow({
    api: createStorefrontApi({ baseUrl: 'http://api.test', locale: 'en', fetch }),
    ref: 'shop',
    disableOtp: opts.disableOtp ?? false,
    auth: {
      state: () => auth,
      otpSent: (phone, dial_code, at) => Object.assign(auth, { phoneNumber: { phone, dial_code }, startOtpTime: at }),
      codeUsed: () => Object.assign(auth, { startOtpTime: null }),
      logIn: (token, user) => Object.assign(auth, { token, user, startOtpTime: null }),
    },
    now: () => now,
    channelStore: { read: () => storedChannel, write: (c) => (storedChannel = c) },
    registerStore: {
      read: () => tab.get('register') ?? null,
      write: (v) => (v === null ? tab.delete('register') : tab.set('register', v)),
    },
  });
  return { flow, calls, auth, channel: () => storedChannel };
}

describe('the login flow', () => {
  it('a code sent goes on to the code step, starts the resend timer and keeps the channel for the tab', async () => {
    const { flow, calls, auth, channel } = flowWith([ok({ otp_sent: true })]);
    flow.chooseChannel('whatsapp');
    await flow.sendCode(KW);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: 'send-otp',
      body: { reference_id: 'shop', phone: '50012345', dial_code: '+965', channel: 'whatsapp' },
    });
    expect(flow.$login.get()).toMatchObject({ step: 'code', sent: KW });
    expect(auth.startOtpTime).toBe(1_000_000);
    expect(channel()).toBe('whatsapp');
  });

  it('"too soon" still goes on to the code, the timer set back to when that code went out', async () => {
    const { flow, auth } = flowWith([refused(429, 'resend_too_soon', { retry_after: 12 })]);
    await flow.sendCode(KW);
    expect(flow.$login.get().step).toBe('code');
    expect(auth.startOtpTime).toBe(1_000_000 - 18_000);
  });

  it('OTP switched off by the business falls back to the password login and says why', async () => {
    const { flow } = flowWith([refused(403, 'otp_disabled')]);
    await expect(flow.sendCode(KW)).rejects.toMatchObject({ code: 'otp_disabled' });
    expect(flow.$login.get().step).toBe('password');
  });

  it('any other refusal of the phone stays on the phone step', async () => {
    const { flow } = flowWith([refused(422, 'invalid_phone', { reason: 'TOO_SHORT' })]);
    await expect(flow.sendCode(KW)).rejects.toBeInstanceOf(ApiFailure);
    expect(flow.$login.get()).toMatchObject({ step: 'phone', sent: null });
  });

  it('a WhatsApp code is verified by verify-by-whatsapp, and the answer logs the customer in', async () => {
    const { flow, calls, auth } = flowWith([ok({ otp_sent: true }), ok({ token: TOKEN, user: USER })]);
    flow.chooseChannel('whatsapp');
    await flow.sendCode(KW);
    await flow.verify('123456');
    expect(calls[1]).toMatchObject({ path: 'webapp/verify-by-whatsapp', body: { code: '123456', phone: '50012345' } });
    expect(auth).toMatchObject({ token: TOKEN, user: USER });
  });

  it('a new phone registers with the verification token, through register-whatsapp after a WhatsApp code', async () => {
    const { flow, calls, auth } = flowWith([
      ok({ otp_sent: true }),
      ok({ register: true, verification_token: 'vt-1', phone: '50012345', dial_code: '+965' }),
      ok({ token: TOKEN, user: USER }),
    ]);
    flow.chooseChannel('whatsapp');
    await flow.sendCode(KW);
    await flow.verify('123456');
    expect(flow.$login.get().step).toBe('register');
    await flow.register(' Noura ', '');
    expect(calls[2]).toMatchObject({
      path: 'webapp/register-whatsapp',
      body: { name: 'Noura', verification_token: 'vt-1', phone: '50012345' },
    });
    expect(auth.token).toBe(TOKEN);
  });

  it('a reload on the account form comes back to it with the verified phone (its code is used up), not to the code', async () => {
    const tab = new Map<string, string>();
    const before = flowWith(
      [
        ok({ otp_sent: true }),
        ok({ register: true, verification_token: 'vt-1', phone: '50012345', dial_code: '+965' }),
      ],
      { tab },
    );
    await before.flow.sendCode(KW);
    await before.flow.verify('123456');
    const after = flowWith([ok({ token: TOKEN, user: USER })], { tab });
    after.flow.restore();
    expect(after.flow.$login.get()).toMatchObject({ step: 'register', sent: KW, verificationToken: 'vt-1' });
    await after.flow.register('Noura', '');
    expect(after.calls[0]).toMatchObject({ path: 'webapp/register', body: { verification_token: 'vt-1' } });
    expect(tab.has('register')).toBe(false);
  });

  it('a new visit after a verified new number (another tab, the account form lost) starts at the phone, not at the used code', async () => {
    const before = flowWith([
      ok({ otp_sent: true }),
      ok({ register: true, verification_token: 'vt-1', phone: '50012345', dial_code: '+965' }),
    ]);
    await before.flow.sendCode(KW);
    await before.flow.verify('123456');
    expect(before.auth.startOtpTime).toBeNull();
    const after = flowWith([], { now: 1_000_000 + 60_000 });
    Object.assign(after.auth, before.auth);
    after.flow.restore();
    expect(after.flow.$login.get().step).toBe('phone');
  });

  it('changing the number forgets the phone verified for an account', async () => {
    const tab = new Map<string, string>();
    const { flow } = flowWith(
      [
        ok({ otp_sent: true }),
        ok({ register: true, verification_token: 'vt-1', phone: '50012345', dial_code: '+965' }),
      ],
      { tab },
    );
    await flow.sendCode(KW);
    await flow.verify('123456');
    flow.goTo('phone');
    expect(tab.has('register')).toBe(false);
  });

  it('an expired verification sends the customer back to the phone', async () => {
    const { flow } = flowWith([
      ok({ otp_sent: true }),
      ok({ register: true, verification_token: 'vt-1', phone: '50012345', dial_code: '+965' }),
      refused(422, 'invalid_verification'),
    ]);
    await flow.sendCode(KW);
    await flow.verify('123456');
    await expect(flow.register('Noura', '')).rejects.toMatchObject({ code: 'invalid_verification' });
    expect(flow.$login.get().step).toBe('phone');
  });

  it('a resend refused as too soon moves the timer to what the API says and still reports the refusal', async () => {
    // A GET: callApi asks a 429 once more (spec §7 retry), and is refused twice.
    const tooSoon = refused(429, 'resend_too_soon', { retry_after: 20 });
    const { flow, calls, auth } = flowWith([ok({ otp_sent: true }), tooSoon, tooSoon]);
    await flow.sendCode(KW);
    await expect(flow.resend()).rejects.toMatchObject({ code: 'resend_too_soon' });
    expect(calls[1]?.path).toBe('webapp/resend-otp?reference_id=shop&phone=50012345&dial_code=%2B965&channel=sms');
    expect(auth.startOtpTime).toBe(1_000_000 - 10_000);
  });

  it('a resend when no code waits any more (used before a reload, or forgotten) sends a new code', async () => {
    const { flow, calls, auth } = flowWith([ok({ otp_sent: true }), refused(404, 'no_code'), ok({ otp_sent: true })]);
    await flow.sendCode(KW);
    auth.startOtpTime = 0;
    await flow.resend();
    expect(calls.map((c) => c.path.split('?')[0])).toEqual(['send-otp', 'webapp/resend-otp', 'send-otp']);
    expect(calls[2]?.body).toMatchObject({ phone: '50012345', dial_code: '+965', channel: 'sms' });
    expect(auth.startOtpTime).toBe(1_000_000);
    expect(flow.$login.get().step).toBe('code');
  });

  it('a resend refused for another reason still reports it and sends nothing else', async () => {
    const { flow, calls } = flowWith([ok({ otp_sent: true }), refused(403, 'blocked')]);
    await flow.sendCode(KW);
    await expect(flow.resend()).rejects.toMatchObject({ code: 'blocked' });
    expect(calls).toHaveLength(2);
  });

  it('an answer without a token is a failure, not a login', async () => {
    const { flow, auth } = flowWith([ok({})], { disableOtp: true });
    await expect(flow.passwordLogin(KW, 'long enough')).rejects.toBeInstanceOf(ApiFailure);
    expect(auth.token).toBeNull();
  });

  it('without OTP the flow starts at the password login, and a new account is made with its password', async () => {
    const { flow, calls, auth } = flowWith([ok({ token: TOKEN, user: USER })], { disableOtp: true });
    expect(flow.$login.get().step).toBe('password');
    await flow.createAccount(KW, 'Noura', 'n@example.com', 'long enough');
    expect(calls[0]).toMatchObject({
      path: 'webapp/register',
      body: { password: 'long enough', email: 'n@example.com' },
    });
    expect(auth.token).toBe(TOKEN);
  });

  it('a reload within the code lifetime comes back to the code, on the channel the tab kept', () => {
    const { flow, auth } = flowWith([], { channel: 'whatsapp', now: 1_020_000 });
    Object.assign(auth, { phoneNumber: { phone: '50012345', dial_code: '+965' }, startOtpTime: 1_000_000 });
    flow.restore();
    expect(flow.$login.get()).toMatchObject({ step: 'code', channel: 'whatsapp', sent: KW });
  });
});
