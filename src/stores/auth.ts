/**
 * The auth store (spec §3 Auth state), persisted per tenant under `sf:{ref}:auth`: user, token, the phone being
 * verified and when its code was sent (the resend timer survives a reload), the checked flag, and the wallet
 * choice of the checkout (useWallet, updatedWalletAmount). Logout clears user, token, verified phones and checked.
 */
import { computed } from 'nanostores';
import * as z from 'zod/mini';
import { isAuthenticated, type AuthUserLike } from '../domain/auth.ts';
import { currentTenant, versionedAtom } from './persist.ts';

export const AUTH_VERSION = 1;
export const authKey = (ref: string) => `sf:${ref}:auth`;

const AuthState = z.object({
  /** The API's user object, kept as given (validated where it is read). */
  user: z._default(z.nullable(z.looseObject({ id: z.number(), business_id: z.nullish(z.number()) })), null),
  token: z._default(z.nullable(z.string().check(z.maxLength(2000))), null),
  phoneNumber: z._default(z.nullable(z.looseObject({ phone: z.string(), dial_code: z.string() })), null),
  /** ms since epoch when the last code was sent. */
  startOtpTime: z._default(z.nullable(z.number()), null),
  timerDuration: z._default(z.number(), 30),
  checked: z._default(z.boolean(), false),
  useWallet: z._default(z.boolean(), false),
  /** Minor units of the wallet used on the current order. */
  updatedWalletAmount: z._default(z.number(), 0),
});
export type AuthState = z.infer<typeof AuthState>;

export const EMPTY_AUTH: AuthState = AuthState.parse({});

/** A stored auth state, validated; garbage gives a guest. */
export function parseAuth(value: unknown): AuthState {
  const parsed = AuthState.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_AUTH;
}

/** An auth store for a tenant (pages use `$auth`; tests make their own). */
export function createAuthStore(ref: string) {
  const $auth = versionedAtom<AuthState>(authKey(ref), AUTH_VERSION, parseAuth, EMPTY_AUTH);
  const patch = (p: Partial<AuthState>) => $auth.set(parseAuth({ ...$auth.get(), ...p }));
  return {
    $auth,
    /** Whether the customer is logged in at the business whose user_id is given (spec §4). */
    authenticatedAt: (businessUserId: number) =>
      computed($auth, (auth) => isAuthenticated({ token: auth.token, user: auth.user as AuthUserLike | null }, businessUserId)),
    /** A code was sent to this phone now (the resend timer starts). */
    otpSent: (phone: string, dialCode: string, now: number) => patch({ phoneNumber: { phone, dial_code: dialCode }, startOtpTime: now }),
    /** The API answered a token and the user: logged in. */
    logIn: (token: string, user: AuthState['user']) => patch({ token, user, checked: true, startOtpTime: null }),
    /** Replaces the user after a profile load or update. */
    setUser: (user: AuthState['user']) => patch({ user, checked: true }),
    /** Spec §4: the wallet pays part of this order (the payment type then switches to cash). */
    setUseWallet: (useWallet: boolean, updatedWalletAmount = 0) => patch({ useWallet, updatedWalletAmount: useWallet ? updatedWalletAmount : 0 }),
    /** Spec §4: logout clears user, token, verified phones and the checked flag. */
    logOut: () => patch({ user: null, token: null, phoneNumber: null, checked: false, useWallet: false, updatedWalletAmount: 0 }),
  };
}

const store = createAuthStore(currentTenant());
export const { $auth, authenticatedAt, otpSent, logIn, setUser, setUseWallet, logOut } = store;
