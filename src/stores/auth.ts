/**
 * The auth store (spec §3 Auth state), persisted per tenant under `sf:{ref}:auth`: user, token, the phone being
 * verified and when its code was sent (the resend timer survives a reload), the checked flag, and the wallet
 * choice of the checkout (useWallet, updatedWalletAmount). Logout clears user, token, verified phones and checked.
 */
import { computed } from 'nanostores';
import { isAuthenticated, type AuthUserLike } from '../domain/auth.ts';
import { boolean, decodeOr, nullable, number, shape, text, type Decoder } from './decode.ts';
import { AUTH_STORAGE } from './keys.ts';
import { currentTenant, versionedAtom } from './persist.ts';

export const AUTH_VERSION = AUTH_STORAGE.version;
export const authKey = AUTH_STORAGE.key;

/** The API's user object, kept as given (its other fields are validated where they are read). */
export type AuthUser = { id: number; business_id?: number | null; [key: string]: unknown };

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  phoneNumber: { phone: string; dial_code: string } | null;
  /** ms since epoch when the last code was sent. */
  startOtpTime: number | null;
  timerDuration: number;
  checked: boolean;
  useWallet: boolean;
  /** Minor units of the wallet used on the current order. */
  updatedWalletAmount: number;
}

const USER_TEXTS = ['name', 'email', 'phone', 'dial_code', 'country_code'] as const;
const User: Decoder<AuthUser> = (v) => {
  const u = v as { id?: unknown; business_id?: unknown } | null;
  if (!u || typeof u !== 'object' || Array.isArray(u) || typeof u.id !== 'number') return undefined;
  if (u.business_id != null && typeof u.business_id !== 'number') return undefined;
  // The fields the account pages show keep their type or go (a name stored as an object crashed the profile
  // page while the API was out of reach); the rest of the user is kept as the API sent it.
  const user: Record<string, unknown> = { ...u };
  for (const key of USER_TEXTS) if (user[key] != null && typeof user[key] !== 'string') delete user[key];
  if (user.has_password != null && typeof user.has_password !== 'boolean') delete user.has_password;
  return user as AuthUser;
};
const Auth = shape<AuthState>({
  user: [nullable(User), null],
  token: [nullable(text(2000)), null],
  phoneNumber: [nullable(shape({ phone: [text(40), ''], dial_code: [text(8), ''] }, true)), null],
  startOtpTime: [nullable(number()), null],
  timerDuration: [number({ min: 0, max: 3600 }), 30],
  checked: [boolean, false],
  useWallet: [boolean, false],
  updatedWalletAmount: [number({ min: 0 }), 0],
});

export const EMPTY_AUTH: AuthState = Auth({})!;

/** A stored auth state, validated; garbage gives a guest. */
export function parseAuth(value: unknown): AuthState {
  return decodeOr(Auth, value, EMPTY_AUTH);
}

/** An auth store for a tenant (pages use `$auth`; tests make their own). */
export function createAuthStore(ref: string) {
  const $auth = versionedAtom<AuthState>(authKey(ref), AUTH_VERSION, parseAuth, EMPTY_AUTH);
  const patch = (p: Partial<AuthState>) => $auth.set(parseAuth({ ...$auth.get(), ...p }));
  return {
    $auth,
    /** Whether the customer is logged in at the business whose user_id is given (spec §4). */
    authenticatedAt: (businessUserId: number) =>
      computed($auth, (auth) =>
        isAuthenticated({ token: auth.token, user: auth.user as AuthUserLike | null }, businessUserId),
      ),
    /** A code was sent to this phone now (the resend timer starts). */
    otpSent: (phone: string, dialCode: string, now: number) =>
      patch({ phoneNumber: { phone, dial_code: dialCode }, startOtpTime: now }),
    /** The code was verified (used up): no code waits to be typed, the phone stays for the next form. */
    codeUsed: () => patch({ startOtpTime: null }),
    /** The API answered a token and the user: logged in. */
    logIn: (token: string, user: AuthState['user']) => patch({ token, user, checked: true, startOtpTime: null }),
    /** Replaces the user after a profile load or update. */
    setUser: (user: AuthState['user']) => patch({ user, checked: true }),
    /** Spec §4: the wallet pays part of this order (the payment type then switches to cash). */
    setUseWallet: (useWallet: boolean, updatedWalletAmount = 0) =>
      patch({ useWallet, updatedWalletAmount: useWallet ? updatedWalletAmount : 0 }),
    /** Spec §4: logout clears user, token, verified phones and the checked flag. */
    logOut: () =>
      patch({ user: null, token: null, phoneNumber: null, checked: false, useWallet: false, updatedWalletAmount: 0 }),
  };
}

const store = createAuthStore(currentTenant());
export const { $auth, authenticatedAt, otpSent, codeUsed, logIn, setUser, setUseWallet, logOut } = store;
