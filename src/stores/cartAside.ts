/**
 * Switching selling type or branch with lines set aside: the cart and checkout pages settle the
 * cart for their selling type and branch (lines it sells come back, lines it does not sell wait aside), and the
 * customer may drop the waiting lines for good. Apart from cart.ts so the menu pages do not load the rule.
 */
import type { Item } from '../lib/api/schema.ts';
import { settleCart, type AsideLine, type Settled } from '../domain/pricing/setAside.ts';
import { type Cart, type CartLine } from '../domain/pricing/cart.ts';
import { pruneCart, type DropReason } from '../domain/pricing/cartProblems.ts';
import type { RouteType } from '../domain/sellingType.ts';
import { $cart, $cartAside, $cartRoute, type CartState } from './cart.ts';

type CartStore = Pick<CartState, '$cart' | '$cartAside' | '$cartRoute'>;

/** The actions over a tenant's cart store (tests pass their own). */
export function cartAsideActions(store: CartStore) {
  return {
    /**
     * Settles the cart for this page's selling type and branch; writes only what changed and returns the result
     * (the removed lines for the page to name).
     */
    settleCartFor: (
      items: readonly Item[],
      branchId: number,
      route: RouteType,
      soldElsewhere: (itemId: number) => boolean,
    ): Settled<Cart> => {
      const result = settleCart(store.$cart.get(), store.$cartAside.get(), {
        items,
        branchId,
        route,
        from: store.$cartRoute.get(),
        soldElsewhere,
      });
      if (result.changed) {
        // Two writes, which another window hears one by one: the one that takes lines away goes first, so that
        // between them a line is briefly in neither list, never in both (a window settling then would count it
        // twice). Lines going aside leave the cart first; lines coming back leave the aside list first.
        const back = result.restored.length > 0;
        if (back) store.$cartAside.set(result.aside);
        store.$cart.set(result.cart);
        if (!back) store.$cartAside.set(result.aside);
      }
      if (store.$cartRoute.get() !== route) store.$cartRoute.set(route);
      return result;
    },
    /**
     * The customer drops the lines waiting aside, or those of one reason (`which`: the other selling type's, the
     * other branch's): a button says so, never silently.
     */
    dropAside: (which?: (entry: AsideLine) => boolean) =>
      store.$cartAside.set(which ? store.$cartAside.get().filter((entry) => !which(entry)) : []),
    /**
     * Lines that cannot be ordered here (item gone from the menu, other branch, other selling type) leave the cart;
     * returns them with the reason, for the page to say so.
     */
    pruneCartTo: (
      items: readonly Item[],
      branchId: number,
      route: RouteType,
    ): Array<{ line: CartLine; reason: DropReason }> => {
      const { cart, dropped } = pruneCart(store.$cart.get(), items, branchId, route);
      if (dropped.length) store.$cart.set(cart);
      return dropped;
    },
  };
}

export const { settleCartFor, dropAside, pruneCartTo } = cartAsideActions({ $cart, $cartAside, $cartRoute });
