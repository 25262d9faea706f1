/**
 * The cart store (spec §3 Cart, §4): ids and choices only, persisted per tenant under `sf:{ref}:cart`; prices are
 * rebuilt from the current menu where they are shown. This module is the state, which every page's cart badge reads
 * (the every-page chunk, within the menu pages' 20 kB); the actions that change the cart, the pure rules of
 * src/domain/pricing applied to it, are cartActions.ts's, loaded where the cart is changed.
 */
import { computed } from 'nanostores';
import { EMPTY_CART, resetCart, type Cart } from '../domain/pricing/cart.ts';
import { isRouteType, type RouteType } from '../domain/sellingType.ts';
import { parseSavedCart } from '../domain/pricing/savedCart.ts';
import type { AsideLine } from '../domain/pricing/setAside.ts';
import { currentTenant, versionedAtom } from './persist.ts';

/** Bump when the saved shape changes: an older saved cart then starts empty instead of misreading. */
export const CART_VERSION = 1;

/** The storage key of a tenant's cart. */
export const cartKey = (ref: string) => `sf:${ref}:cart`;

/** A table name or id from a QR code or storage: trimmed, control characters out, at most 40 characters. */
export function qrTableText(value: unknown): string {
  return typeof value === 'string'
    ? value
        // eslint-disable-next-line no-control-regex -- control characters are exactly what must not pass
        .replace(/[\u0000-\u001f\u007f]/g, '')
        .trim()
        .slice(0, 40)
    : '';
}

/** Set-aside lines from storage: each line checked like a cart line, `from` a known selling type or null. */
export function parseAside(value: unknown): AsideLine[] {
  return (Array.isArray(value) ? value : []).slice(-50).flatMap((entry: unknown) => {
    const e = entry && typeof entry === 'object' ? (entry as { line?: unknown; from?: unknown }) : {};
    const line = parseSavedCart({ items: [e.line] }).items[0];
    const from = typeof e.from === 'string' && isRouteType(e.from) ? e.from : null;
    return line ? [{ line, from }] : [];
  });
}

/** A tenant's cart state (the page uses the exports below; tests make their own through cartActions.ts). */
export function createCartState(ref: string) {
  const $cart = versionedAtom<Cart>(cartKey(ref), CART_VERSION, parseSavedCart, EMPTY_CART);
  const $couponCode = versionedAtom<string>(
    `${cartKey(ref)}:coupon-code`,
    1,
    (v) => (typeof v === 'string' ? v.slice(0, 200) : ''),
    '',
  );
  /** Lines another selling type or branch sells, waiting to come back (domain/pricing/setAside.ts). */
  const $cartAside = versionedAtom<AsideLine[]>(`${cartKey(ref)}:aside`, 1, parseAside, []);
  /** The selling type the cart was last settled for: where lines set aside next come from. */
  const $cartRoute = versionedAtom<RouteType | null>(
    `${cartKey(ref)}:route`,
    1,
    (v) => (typeof v === 'string' && isRouteType(v) ? v : null),
    null,
  );
  /**
   * The table a QR code named (`?table=` on any page of the business), kept until a dine-in
   * checkout takes it (its table choice is then saved with the checkout) or the order is placed.
   */
  const $qrTable = versionedAtom<string>(`${cartKey(ref)}:table`, 1, qrTableText, '');
  return {
    $cart,
    $cartAside,
    $qrTable,
    setQrTable: (table: string) => $qrTable.set(qrTableText(table)),
    $cartRoute,
    /** Units in the cart, for the bottom navigation badge. */
    $cartCount: computed($cart, (cart) => cart.items.reduce((n, line) => n + line.count, 0)),
    $couponCode,
    /** Spec §4: `?coupon=` in the URL sets the coupon code; the coupon itself is checked with the API at checkout. */
    setCouponCode: (code: string) => $couponCode.set(code.trim().slice(0, 200)),
    /** The order was placed (stores/order.ts): the cart, its coupon code and the QR code's table are done with. */
    clearCart: () => {
      $cart.set(resetCart($cart.get()));
      $couponCode.set('');
      // The lines set aside were not ordered: they stay aside and come back on the menu that sells them (a
      // delivery-only box set aside by a pickup order was deleted with it, the customer never told).
      $qrTable.set('');
    },
  };
}

export type CartState = ReturnType<typeof createCartState>;

/** The page's cart: this tenant's. */
export const cartState = createCartState(currentTenant());
export const {
  $cart,
  $cartAside,
  $qrTable,
  setQrTable,
  $cartRoute,
  $cartCount,
  $couponCode,
  setCouponCode,
  clearCart,
} = cartState;

// `?table=` on any page of the business (a QR code on the table): kept for the dine-in checkout. Every page with
// the cart badge loads this store, so the menu pages need no script of their own (their JS budget is small).
if (typeof location !== 'undefined') {
  const table = new URLSearchParams(location.search).get('table');
  if (table && qrTableText(table)) setQrTable(table);
}
