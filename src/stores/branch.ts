/**
 * Changing the branch the customer orders from (spec §4: "When the business loads or changes, the cart keeps only
 * items valid for the new branch, and delivery and wallet state reset"), as one action over the stores it touches:
 * the cart sets aside what the new branch does not sell, the settings remember the branch (null for the business's
 * own), the delivery choice starts again (delivery orders go to the chosen branch) and the wallet is no longer used
 * on the order. The cart page prunes the rest (selling type, labels…) on its next load.
 *
 * Two things make the change undoable rather than silent (journeys review 9):
 * - a chosen area the new branch delivers to is kept (spec §4: an area is dropped when its branch differs from the
 *   order's branch; resetting it too only made the customer choose it again), any other is dropped;
 * - the change remembers where it came from (delivery.ts `$branchBack`): the branch it left and the delivery choice
 *   it had. The cart and checkout offer "Back to {{branch}}" (loading this module when it is pressed), and a change
 *   back to that branch, from there or from the settings, gives the delivery choice back with the dishes.
 */
import type { ItemBranches } from '../domain/pricing/branchCart.ts';
import type { CartLine } from '../domain/pricing/cart.ts';
import type { WritableAtom } from 'nanostores';
import { setUseWallet } from './auth.ts';
import { cartForBranch } from '../domain/pricing/branchCart.ts';
import { $cart, $cartAside, type CartState } from './cart.ts';
import {
  $branchBack,
  $delivery,
  chooseBranch,
  resetDelivery,
  type BranchBack,
  type DeliveryState,
} from './delivery.ts';
import { $settings, setSettingsBranch } from './settings.ts';

/**
 * Spec §4 branch change, for the cart: only the items sold at `branchId` stay. The others are set aside, not
 * discarded: back at a branch selling them, the cart or checkout page restores them (the cart offers them back or to
 * remove). Returns the lines set aside. Here, not in cart.ts: the menu pages load the cart store, never this.
 */
export function keepCartItemsSoldAtOf(store: Pick<CartState, '$cart' | '$cartAside'>) {
  return (itemBranches: ItemBranches, branchId: number): CartLine[] => {
    const before = store.$cart.get();
    const { cart, dropped } = cartForBranch(before, itemBranches, branchId);
    if (!dropped) return [];
    const kept = new Set(cart.items.map((l) => l.key));
    const aside = before.items.filter((l) => !kept.has(l.key));
    // Out of the cart first, then aside: another window hears the two writes one by one, and a line in both lists
    // between them was brought back by a cart page there as well as kept (counted twice; cartAside.ts does the same).
    store.$cart.set(cart);
    store.$cartAside.set([...store.$cartAside.get(), ...aside.map((line) => ({ line, from: null }))].slice(-50));
    return aside;
  };
}

/** Zone id → the branch delivering it (the visible zones of the page). */
export type ZoneBranches = Record<string, number>;

export interface BranchStores {
  keepCartItemsSoldAt: (itemBranches: ItemBranches, branchId: number) => CartLine[];
  $settings: { get: () => { branch: number | null } };
  setSettingsBranch: (branch: number | null) => void;
  $delivery: WritableAtom<DeliveryState>;
  resetDelivery: () => void;
  chooseBranch: (branchId: number | null) => void;
  setUseWallet: (use: boolean) => void;
  $branchBack: WritableAtom<BranchBack | null>;
}

/** The branch change over a set of stores (pages use `changeBranch`; tests give their own stores). */
export function createBranchChange(stores: BranchStores) {
  /**
   * Orders now go to `branchId`; returns the cart lines set aside (the cart offers them back or to remove).
   * `zoneBranches` says which branch delivers the chosen area's zone (none given: the area is dropped).
   */
  return (
    branchId: number,
    ownBranchId: number,
    itemBranches: ItemBranches,
    zoneBranches: ZoneBranches = {},
  ): { aside: CartLine[] } => {
    const aside = stores.keepCartItemsSoldAt(itemBranches, branchId);
    const own = branchId === ownBranchId;
    const chosen = own ? null : branchId;
    const left = stores.$settings.get().branch;
    const before = stores.$delivery.get();
    const back = stores.$branchBack.get();
    stores.setSettingsBranch(chosen);
    if (back && back.to === left && back.from === chosen) {
      // Back to the branch the last change left: its delivery choice as it was.
      stores.$delivery.set(back.delivery);
      stores.$branchBack.set(null);
    } else {
      if (before.zoneId === null || zoneBranches[String(before.zoneId)] !== branchId) stores.resetDelivery();
      stores.chooseBranch(chosen);
      stores.$branchBack.set({ from: left, to: chosen, delivery: before });
    }
    stores.setUseWallet(false);
    return { aside };
  };
}

export const changeBranch = createBranchChange({
  keepCartItemsSoldAt: keepCartItemsSoldAtOf({ $cart, $cartAside }),
  $settings,
  setSettingsBranch,
  $delivery,
  resetDelivery,
  chooseBranch,
  setUseWallet,
  $branchBack,
});
