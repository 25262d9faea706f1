/**
 * A customer's session ending, written once: the auth store forgets them (spec §4 logout: user, token, verified
 * phones, the checked flag) and the checkout forgets what was theirs (their name, phone, car, notes and delivery
 * place), so the next person on this device starts clean — also when the session ends by a 401/403 or a failed profile check, not only by "Log out".
 */
import { logOut } from './auth.ts';

export interface SessionStores {
  logOut: () => void;
  forgetCustomer: () => void | Promise<void>;
}

/** The session actions over a set of stores (pages use the export below; tests give their own stores). */
export function createSessionActions(stores: SessionStores) {
  return {
    /**
     * The checkout forgets the customer, then they are logged out (resolves then). In that order: a logout may take
     * the customer to another page at once (the account pages do), which would cut a checkout still loading; and
     * the logout happens whatever becomes of the checkout (offline, its code may not load).
     */
    endSession: async (): Promise<void> => {
      try {
        await stores.forgetCustomer();
      } catch {
        // The checkout could not be loaded: nothing of it to forget on this page now; the logout must still happen.
      } finally {
        stores.logOut();
      }
    },
  };
}

export const { endSession } = createSessionActions({
  logOut,
  // Loaded when a session ends, not with every account page (the checkout store is the checkout's code); a
  // network too slow to bring it within 3 s does not hold the logout back.
  // The delivery place goes too: on a shared device the next person saw where the last one lives (area, pin, block,
  // street, house), as an account deleted did not.
  forgetCustomer: () =>
    Promise.race([
      Promise.all([
        import('./checkout.ts').then((checkout) => checkout.forgetCustomer()),
        import('./delivery.ts').then((delivery) => delivery.resetDelivery()),
      ]).then(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, 3000)),
    ]),
});
