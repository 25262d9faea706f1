/**
 * Changing the branch in settings (spec §4: "When the business loads or changes, the cart keeps only items valid
 * for the new branch, and delivery and wallet state reset"). The settings page carries, per item, the branches it
 * is sold in; the cart keeps the lines whose item is sold in the new branch — the same `itemInBranch` rule the
 * cart's pruneCart applies. The cart page still runs pruneCart on its next load for everything else (selling
 * type, price labels, modifiers): the settings page does not carry the whole menu for that.
 */
import { type Cart } from './cart.ts';
import { itemInBranch } from './cartProblems.ts';
import type { Item } from '../../lib/api/schema.ts';

/** Item id → the branch ids it is sold in (items sold in every branch are left out). */
export type ItemBranches = Record<string, number[]>;

/** The item branches of a menu's items (an item listing no branches is sold everywhere: not listed). */
export function itemBranchesOf(items: Iterable<Pick<Item, 'id' | 'branches'>>): ItemBranches {
  const map: ItemBranches = {};
  for (const item of items) {
    if (Array.isArray(item.branches) && item.branches.length > 0) map[String(item.id)] = [...item.branches];
  }
  return map;
}

/** The cart for another branch: lines of items not sold there are dropped (and counted). */
export function cartForBranch<C extends Cart>(
  cart: C,
  branches: ItemBranches,
  branchId: number,
): { cart: C; dropped: number } {
  const kept = cart.items.filter((line) => {
    const list = branches[String(line.itemId)];
    return !list || itemInBranch({ branches: list } as Item, branchId);
  });
  return { cart: { ...cart, items: kept }, dropped: cart.items.length - kept.length };
}
