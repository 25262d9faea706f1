/**
 * "Order again": a past order's lines go back into the cart. Apart from cart.ts so the menu, cart and settings pages
 * do not load it (only the order pages do).
 */
import type { NewCartLine } from '../domain/pricing/cart.ts';
import { addCartLine } from '../domain/pricing/cartChanges.ts';
import type { RouteType } from '../domain/sellingType.ts';
import { $cart, $cartRoute, type CartState } from './cart.ts';

type CartStore = Pick<CartState, '$cart' | '$cartRoute'>;

/** The reorder action over a tenant's cart store (tests pass their own). */
export function reorderActions(store: CartStore) {
  return {
    /**
     * The lines go into the cart, to be ordered from `route`'s menu (null: the page it opens decides). Into an empty
     * cart they all come from that menu, which becomes the cart's route: a line the menu no longer sells is set aside
     * as being from there, never from a menu an earlier cart was settled for (cartAside.ts).
     */
    reorderIntoCart: (lines: readonly NewCartLine[], route: RouteType | null) => {
      const before = store.$cart.get();
      if (route && before.items.length === 0) store.$cartRoute.set(route);
      store.$cart.set(lines.reduce((cart, line) => addCartLine(cart, line), before));
    },
  };
}

export const { reorderIntoCart } = reorderActions({ $cart, $cartRoute });
