/**
 * What the profile page does (spec §2 /{ref}/profile, §7): save the details, change the phone (a code to the new
 * number, confirmed with verify-phone; at once where the business disables OTP), save a password, log out (the
 * server forgets the token too, best effort) and delete the account. Each action calls the API and puts the
 * answer's user into the auth store; a refusal rejects with the ApiFailure the page shows.
 */
import { ApiFailure } from '../../../lib/api/browser.ts';
import type { StorefrontApi } from '../../../lib/api/storefront.ts';
import type { AuthState } from '../../../stores/auth.ts';
import { deletionLosses, type DeletionLosses } from './deletionLosses.ts';

export interface ProfileDeps {
  api: Pick<
    StorefrontApi,
    'updateProfile' | 'verifyPhone' | 'createPassword' | 'deleteAccount' | 'logout' | 'wallet' | 'orders'
  >;
  setUser: (user: AuthState['user']) => void;
  /** Ends the session (stores/session.ts): logged out at once; the checkout forgets the customer after. */
  logOut: () => void | Promise<void>;
  /** The API no longer takes the customer's token here: the session ends and the customer is asked to log in. */
  onSessionLost?: () => void | Promise<void>;
}

export function createProfileActions({ api, setUser, logOut, onSessionLost }: ProfileDeps) {
  const keep = (answer: { user?: AuthState['user'] | null }) => {
    if (answer.user) setUser(answer.user);
  };
  /**
   * Spec §6 spares profile calls (update-profile) the automatic 401/403 → login rule, and §8 logs out a customer whose profile fails
   * to load: a token refused (401: revoked on another device, expired) while on the profile page ends the session
   * the same way, instead of a customer shown logged in whom every save refuses.
   */
  const guarded =
    <A extends unknown[], R>(action: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await action(...args);
      } catch (err) {
        if (err instanceof ApiFailure && err.status === 401) await onSessionLost?.();
        throw err;
      }
    };
  return {
    saveDetails: guarded(async (name: string, email: string) =>
      keep(await api.updateProfile({ name: name.trim(), email: email.trim() || null })),
    ),
    /** 'code-sent': confirm with the code sent to the new phone; 'changed': taken at once. */
    changePhone: guarded(async (to: { phone: string; dialCode: string }): Promise<'code-sent' | 'changed'> => {
      let answer: Awaited<ReturnType<typeof api.updateProfile>>;
      try {
        answer = await api.updateProfile({ phone: to.phone, dial_code: to.dialCode });
      } catch (err) {
        // A code went to this phone moments ago (asked again after Cancel or a reload): it still works, ask for
        // it, as the login does; nothing new is sent to count against the phone's limit.
        if (err instanceof ApiFailure && err.code === 'resend_too_soon') return 'code-sent';
        throw err;
      }
      if (answer.verify_phone) return 'code-sent';
      keep(answer);
      return 'changed';
    }),
    // The other calls are no profile paths: their 401/403 goes to login by the client's own rule (spec §6).
    confirmPhone: async (to: { phone: string; dialCode: string }, code: string) =>
      keep(await api.verifyPhone({ phone: to.phone, dial_code: to.dialCode, code })),
    /** Replacing a password needs the current one. */
    savePassword: async (password: string, confirmation: string, current: string | null) =>
      keep(
        await api.createPassword({
          password,
          password_confirmation: confirmation,
          ...(current !== null ? { current_password: current } : {}),
        }),
      ),
    /** Logged out here (stores/session.ts: even offline); the server's logout is not waited for. */
    logout: async () => {
      void api.logout();
      await logOut();
    },
    /**
     * What deleting the account takes away (deletionLosses.ts), asked when its confirmation opens: the wallet (where
     * the business keeps wallets) and the orders list's total; a call that fails names nothing of its part.
     */
    deletionLosses: async (userId: number, wallet: { enabled: boolean; currency: string }): Promise<DeletionLosses> => {
      const [answer, orders] = await Promise.all([
        wallet.enabled
          ? api.wallet().then(
              (a) => a.wallet,
              () => null,
            )
          : null,
        api.orders(userId).then(
          (a) => a.pagination?.total ?? a.orders?.length ?? null,
          () => null,
        ),
      ]);
      return deletionLosses({ wallet: answer, walletEnabled: wallet.enabled, currency: wallet.currency, orders });
    },
    deleteAccount: async (userId: number) => {
      await api.deleteAccount(userId);
      await logOut();
    },
  };
}
