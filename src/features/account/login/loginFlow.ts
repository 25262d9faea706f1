/**
 * The login flow (spec §7 account calls, §9 resend timer) as a small store and its actions: which call each step
 * makes (send-otp, resend-otp, verify-otp or verify-by-whatsapp, register or register-whatsapp, webapp/login),
 * what a refusal changes (a code sent moments ago still works: "too soon" goes on to the code with the timer
 * where the API says; OTP switched off falls back to the password login; an expired verification goes back to
 * the phone), and the auth store's part (the timer's start, the login). The island only renders `$login` and
 * calls these; every action rejects with the ApiFailure the island shows.
 */
import { atom } from 'nanostores';
import { ApiFailure } from '../../../lib/api/browser.ts';
import type { LoggedIn, RegisterNeeded, StorefrontApi } from '../../../lib/api/storefront.ts';
import { restoredCode, type Channel, type LoginStep } from './loginModel.ts';

export interface SentTo {
  phone: string;
  dialCode: string;
}

export interface LoginState {
  step: LoginStep;
  channel: Channel;
  /** The phone the last code went to. */
  sent: SentTo | null;
  /** verify-otp's token for registering a new phone. */
  verificationToken: string | null;
}

export interface LoginFlowDeps {
  api: Pick<StorefrontApi, 'sendOtp' | 'resendOtp' | 'verifyOtp' | 'register' | 'login'>;
  ref: string;
  disableOtp: boolean;
  auth: {
    /** The stored phone, when its code was sent, and the resend timer's length (seconds). */
    state: () => {
      phoneNumber: { phone: string; dial_code: string } | null;
      startOtpTime: number | null;
      timerDuration: number;
    };
    otpSent: (phone: string, dialCode: string, at: number) => void;
    /** The code was verified: a new visit must not come back to it (the API has used it up). */
    codeUsed: () => void;
    logIn: (token: string, user: LoggedIn['user']) => void;
  };
  now: () => number;
  /** The channel of the code out, kept for the tab (sessionStorage) so a reload goes on through the same one. */
  channelStore: { read: () => string | null; write: (channel: Channel) => void };
  /**
   * A verified phone waiting for its account (verify-otp's token), kept for the tab (sessionStorage): the code is
   * used up once verified, so a reload goes back to the account form, never to a code the API no longer has.
   */
  registerStore?: { read: () => string | null; write: (value: string | null) => void };
}

/** The register step's saved form: the verified phone and its token. */
function readRegistration(text: string | null | undefined): { sent: SentTo; token: string } | null {
  try {
    const v = JSON.parse(text ?? 'null') as { phone?: unknown; dialCode?: unknown; token?: unknown } | null;
    if (typeof v?.phone !== 'string' || typeof v.dialCode !== 'string' || typeof v.token !== 'string' || !v.token)
      return null;
    return { sent: { phone: v.phone, dialCode: v.dialCode }, token: v.token };
  } catch {
    return null;
  }
}

export function createLoginFlow(deps: LoginFlowDeps) {
  const { api, ref } = deps;
  const $login = atom<LoginState>({
    step: deps.disableOtp ? 'password' : 'phone',
    channel: 'sms',
    sent: null,
    verificationToken: null,
  });
  const patch = (p: Partial<LoginState>) => $login.set({ ...$login.get(), ...p });
  const failure = (error: unknown) => (error instanceof ApiFailure ? error : null);

  /** The timer starts now, or `timerDuration - retryAfter` seconds ago when the API said "too soon". */
  const startTimer = (to: SentTo, retryAfter: number | null = null) => {
    const ago = retryAfter === null ? 0 : Math.max(0, deps.auth.state().timerDuration - retryAfter);
    deps.auth.otpSent(to.phone, to.dialCode, deps.now() - ago * 1000);
  };
  /** send-otp: a code to `to` and the resend timer started; a code sent moments ago still works (ask for it). */
  const send = async (to: SentTo, channel: Channel) => {
    try {
      await api.sendOtp({ reference_id: ref, phone: to.phone, dial_code: to.dialCode, channel });
      startTimer(to);
    } catch (error) {
      const refused = failure(error);
      if (refused?.code === 'otp_disabled') patch({ step: 'password' });
      if (refused?.code !== 'resend_too_soon') throw error;
      startTimer(to, refused.details.retryAfter);
    }
  };
  const finish = (answer: Partial<LoggedIn> | null | undefined) => {
    if (!answer?.token || !answer.user) throw new ApiFailure(500, '');
    deps.registerStore?.write(null);
    deps.auth.logIn(answer.token, answer.user);
  };

  return {
    $login,
    /** After a reload: a code sent a moment ago brings the customer back to it, on the same channel. */
    restore: () => {
      if (deps.disableOtp) return;
      const channel = deps.channelStore.read() === 'whatsapp' ? 'whatsapp' : 'sms';
      const registration = readRegistration(deps.registerStore?.read());
      if (registration) {
        patch({ step: 'register', sent: registration.sent, verificationToken: registration.token, channel });
        return;
      }
      const restored = restoredCode(deps.auth.state(), deps.now());
      if (!restored) return;
      patch({
        step: 'code',
        sent: restored,
        channel: deps.channelStore.read() === 'whatsapp' ? 'whatsapp' : 'sms',
      });
    },
    chooseChannel: (channel: Channel) => patch({ channel }),
    goTo: (step: LoginStep) => {
      // Back to the phone ("change number"): the phone verified for an account is no longer the one.
      if (step === 'phone') deps.registerStore?.write(null);
      patch({ step });
    },

    sendCode: async (to: SentTo) => {
      const { channel } = $login.get();
      await send(to, channel);
      deps.channelStore.write(channel);
      patch({ sent: to, step: 'code' });
    },

    resend: async () => {
      const { sent, channel } = $login.get();
      if (!sent) return;
      try {
        await api.resendOtp({ reference_id: ref, phone: sent.phone, dial_code: sent.dialCode, channel });
        startTimer(sent);
      } catch (error) {
        const refused = failure(error);
        if (refused?.code === 'resend_too_soon') startTimer(sent, refused.details.retryAfter);
        // No code waits for this phone any more (it was used before a reload lost the next step, or it ran out and
        // the API forgot it): "Send a new code" sends one, where the refusal only said to ask for one.
        if (refused?.code !== 'no_code') throw error;
        await send(sent, channel);
      }
    },

    verify: async (code: string) => {
      const { sent, channel } = $login.get();
      if (!sent) return;
      const answer = await api.verifyOtp(channel, {
        reference_id: ref,
        phone: sent.phone,
        dial_code: sent.dialCode,
        code,
      });
      const needed = answer as Partial<RegisterNeeded>;
      if (needed.register === true && typeof needed.verification_token === 'string') {
        const token = needed.verification_token;
        deps.registerStore?.write(JSON.stringify({ phone: sent.phone, dialCode: sent.dialCode, token }));
        // The account form is kept for the tab only; a new visit starts at the phone, not at the used code.
        deps.auth.codeUsed();
        patch({ verificationToken: token, step: 'register' });
      } else finish(answer as Partial<LoggedIn>);
    },

    register: async (name: string, email: string) => {
      const { sent, channel, verificationToken } = $login.get();
      if (!sent) return;
      try {
        finish(
          await api.register(channel, {
            reference_id: ref,
            name: name.trim(),
            email: email.trim() || undefined,
            phone: sent.phone,
            dial_code: sent.dialCode,
            verification_token: verificationToken ?? undefined,
          }),
        );
      } catch (error) {
        // The verification ran out: the phone has to be verified again.
        if (failure(error)?.code === 'invalid_verification') {
          deps.registerStore?.write(null);
          patch({ step: 'phone' });
        }
        throw error;
      }
    },

    passwordLogin: async (to: SentTo, password: string) =>
      finish(await api.login({ reference_id: ref, phone: to.phone, dial_code: to.dialCode, password })),

    createAccount: async (to: SentTo, name: string, email: string, password: string) =>
      finish(
        await api.register('sms', {
          reference_id: ref,
          name: name.trim(),
          email: email.trim() || undefined,
          phone: to.phone,
          dial_code: to.dialCode,
          password,
        }),
      ),
  };
}

export type LoginFlow = ReturnType<typeof createLoginFlow>;
