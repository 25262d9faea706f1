/**
 * The actions that change the cart (stores/cart.ts holds its state): the pure rules of src/domain/pricing applied to
 * the stored cart. Loaded where the cart is changed (the quick add, the item page's form, the cart and checkout
 * pages), not by the cart badge every page shows.
 */
import type { PriceLabel } from '../lib/api/schema.ts';
import type { CartLine, NewCartLine } from '../domain/pricing/cart.ts';
import { addCartLine, decreaseCartLine, increaseCartLine, removeCartLine } from '../domain/pricing/cartChanges.ts';
import type { Coupon } from '../domain/pricing/coupon.ts';
import { cartState, createCartState, type CartState } from './cart.ts';

/** The actions on a cart state. */
export function cartActionsOf({ $cart, $cartAside }: CartState) {
  return {
    addToCart: (line: NewCartLine, label?: PriceLabel) => $cart.set(addCartLine($cart.get(), line, label)),
    increaseInCart: (key: string, label?: PriceLabel) => $cart.set(increaseCartLine($cart.get(), key, 1, label)),
    decreaseInCart: (key: string) => $cart.set(decreaseCartLine($cart.get(), key, 1)),
    removeFromCart: (key: string) => $cart.set(removeCartLine($cart.get(), key)),
    setCartNote: (note: string) => $cart.set({ ...$cart.get(), note: note.slice(0, 2000) }),
    /**
     * Back on a menu that sells lines waiting aside (a pickup cart set a delivery-only box aside; the delivery menu
     * sells it): they come back into the cart at once, so the badge and the bar count them and the customer does not
     * add the dish a second time. The cart and checkout pages settle the rest (domain/pricing/setAside.ts).
     */
    restoreAside: (sells: (line: CartLine) => boolean) => {
      const aside = $cartAside.get();
      const back = aside.filter((entry) => sells(entry.line));
      if (!back.length) return;
      let cart = $cart.get();
      for (const { line } of back) cart = addCartLine(cart, line);
      $cartAside.set(aside.filter((entry) => !back.includes(entry)));
      $cart.set(cart);
    },
    /** Spec §3 Cart.coupon: the coupon whose rules the API confirmed for the typed code (null: none). */
    setCartCoupon: (coupon: Coupon | null) => {
      const cart = $cart.get();
      if (JSON.stringify(cart.coupon) !== JSON.stringify(coupon)) $cart.set({ ...cart, coupon });
    },
  };
}

/** A tenant's whole cart store, state and actions (the tests make their own). */
export function createCartStore(ref: string) {
  const state = createCartState(ref);
  return { ...state, ...cartActionsOf(state) };
}

export const { addToCart, increaseInCart, decreaseInCart, removeFromCart, setCartNote, restoreAside, setCartCoupon } =
  cartActionsOf(cartState);
