/**
 * A customer's session ending, written once: the auth store forgets them (spec §4 logout: user, token, verified
 * phones, the checked flag) and the checkout forgets what was theirs, so the next person on this device starts
 * clean — also when the session ends by a 401/403 or a failed profile check, not only by "Log out".
 */
import { logOut } from './auth.ts';

export interface SessionStores {
  logOut: () => void;
  forgetCustomer: () => void | Promise<void>;
}

/** The session actions over a set of stores (pages use the export below; tests give their own stores). */
export function createSessionActions(stores: SessionStores) {
  return {
    /** The customer is logged out here at once; resolves once the checkout has forgotten them too. */
    endSession: async (): Promise<void> => {
      stores.logOut();
      await stores.forgetCustomer();
    },
  };
}

export const { endSession } = createSessionActions({
  logOut,
  // Loaded when a session ends, not with every account page: the checkout store is the checkout's code.
  forgetCustomer: () => import('./checkout.ts').then((checkout) => checkout.forgetCustomer()),
});
