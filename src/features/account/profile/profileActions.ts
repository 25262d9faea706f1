/**
 * What the profile page does (spec §2 /{ref}/profile, §7): save the details, change the phone (a code to the new
 * number, confirmed with verify-phone; at once where the business disables OTP), save a password, log out (the
 * server forgets the token too, best effort) and delete the account. Each action calls the API and puts the
 * answer's user into the auth store; a refusal rejects with the ApiFailure the page shows.
 */
import type { StorefrontApi } from '../../../lib/api/storefront.ts';
import type { AuthState } from '../../../stores/auth.ts';

export interface ProfileDeps {
  api: Pick<StorefrontApi, 'updateProfile' | 'verifyPhone' | 'createPassword' | 'deleteAccount' | 'logout'>;
  setUser: (user: AuthState['user']) => void;
  /** Ends the session (stores/session.ts): logged out at once; the checkout forgets the customer after. */
  logOut: () => void | Promise<void>;
}

export function createProfileActions({ api, setUser, logOut }: ProfileDeps) {
  const keep = (answer: { user?: AuthState['user'] | null }) => {
    if (answer.user) setUser(answer.user);
  };
  return {
    saveDetails: async (name: string, email: string) =>
      keep(await api.updateProfile({ name: name.trim(), email: email.trim() || null })),
    /** 'code-sent': confirm with the code sent to the new phone; 'changed': taken at once. */
    changePhone: async (to: { phone: string; dialCode: string }): Promise<'code-sent' | 'changed'> => {
      const answer = await api.updateProfile({ phone: to.phone, dial_code: to.dialCode });
      if (answer.verify_phone) return 'code-sent';
      keep(answer);
      return 'changed';
    },
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
    deleteAccount: async (userId: number) => {
      await api.deleteAccount(userId);
      await logOut();
    },
  };
}
