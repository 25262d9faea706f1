/**
 * Changing the branch the customer orders from (spec §4: "When the business loads or changes, the cart keeps only
 * items valid for the new branch, and delivery and wallet state reset"), as one action over the four stores it
 * touches: the cart sets aside what the new branch does not sell, the settings remember the branch (null for the
 * business's own), the delivery choice starts again (delivery orders go to the chosen branch) and the wallet is no
 * longer used on the order. The cart page prunes the rest (selling type, labels…) on its next load.
 */
import type { ItemBranches } from '../domain/pricing/branchCart.ts';
import type { CartLine } from '../domain/pricing/cart.ts';
import { setUseWallet } from './auth.ts';
import { keepCartItemsSoldAt } from './cart.ts';
import { chooseBranch, resetDelivery } from './delivery.ts';
import { setSettingsBranch } from './settings.ts';

export interface BranchStores {
  keepCartItemsSoldAt: (itemBranches: ItemBranches, branchId: number) => CartLine[];
  setSettingsBranch: (branch: number | null) => void;
  resetDelivery: () => void;
  chooseBranch: (branchId: number | null) => void;
  setUseWallet: (use: boolean) => void;
}

/** The branch change over a set of stores (pages use `changeBranch`; tests give their own stores). */
export function createBranchChange(stores: BranchStores) {
  /** Orders now go to `branchId`; returns the cart lines set aside (the cart offers them back or to remove). */
  return (branchId: number, ownBranchId: number, itemBranches: ItemBranches): { aside: CartLine[] } => {
    const aside = stores.keepCartItemsSoldAt(itemBranches, branchId);
    const own = branchId === ownBranchId;
    stores.setSettingsBranch(own ? null : branchId);
    stores.resetDelivery();
    if (!own) stores.chooseBranch(branchId);
    stores.setUseWallet(false);
    return { aside };
  };
}

export const changeBranch = createBranchChange({
  keepCartItemsSoldAt,
  setSettingsBranch,
  resetDelivery,
  chooseBranch,
  setUseWallet,
});
