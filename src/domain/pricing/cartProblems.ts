/**
 * Whether a cart's lines can still be sold from a menu (spec §4 "the cart keeps only items valid for the new
 * branch", §5): the cart and checkout settle a cart with these; the order's check (sample API) says the same. Apart
 * from cart.ts, whose line rules every page's cart badge loads: these are the cart page's (design.md: the menu
 * pages' JavaScript stays small).
 */
import type { Item } from '../../lib/api/schema.ts';
import { itemOfferedIn } from '../itemOffer.ts';
import type { RouteType } from '../sellingType.ts';
import { countWithin, groupChoiceProblem, type Cart, type CartLine, type CartModifier } from './cart.ts';

/** Why pruneCart dropped a line. */
export type DropReason =
  'unknown-item' | 'not-in-branch' | 'not-offered' | 'unknown-price-label' | 'unknown-modifier' | 'invalid-modifiers';

/** Whether chosen modifiers keep every group's min and max and every option's max_quantity. */
export function modifiersFit(item: Item, modifiers: readonly CartModifier[]): boolean {
  const quantities = new Map(modifiers.map((m) => [m.id, m.quantity]));
  return (item.modifiers ?? []).every((group) => {
    const options = group.options ?? [];
    const chosen = options.filter((o) => quantities.has(o.id));
    return (
      groupChoiceProblem(group, chosen.length) === null &&
      chosen.every((o) => (quantities.get(o.id) ?? 0) <= (o.max_quantity ?? 1))
    );
  });
}

/** Whether an item lists the branch; an item listing no branches is sold in all of them. */
export function itemInBranch(item: Item, branchId: number): boolean {
  const branches = Array.isArray(item.branches) ? item.branches : [];
  return branches.length === 0 || branches.includes(branchId);
}

/** Every modifier option id an item offers. */
export function modifierOptionIds(item: Item): Set<number> {
  return new Set((item.modifiers ?? []).flatMap((group) => (group.options ?? []).map((option) => option.id)));
}

/** Why a line cannot be sold from this menu, branch and route, or null when it can. */
export function cartLineProblem(
  line: CartLine,
  item: Item | undefined,
  branchId: number,
  route: RouteType,
): DropReason | null {
  if (!item) return 'unknown-item';
  if (!itemInBranch(item, branchId)) return 'not-in-branch';
  if (!itemOfferedIn(item, route)) return 'not-offered';
  if (!(item.price_labels ?? []).some((label) => label.id === line.priceLabelId)) return 'unknown-price-label';
  const options = modifierOptionIds(item);
  if (!line.modifiers.every((m) => options.has(m.id))) return 'unknown-modifier';
  // A required choice missing, too many chosen, or an option more times than it may be (the menu may have changed
  // since the line was added, or the order was not made by this storefront's form).
  if (!modifiersFit(item, line.modifiers)) return 'invalid-modifiers';
  return null;
}

/**
 * Keeps the lines that can still be sold (spec §4 "the cart keeps only items valid for the new branch", §5): the
 * item exists, is in the branch, is offered on the route, and its price label and modifiers still exist. Kept
 * lines get their count clamped to the label's current maximum. Disabled items stay (they are priced at 0).
 */
export function pruneCart<C extends Cart>(
  cart: C,
  items: readonly Item[],
  branchId: number,
  route: RouteType,
): { cart: C; dropped: Array<{ line: CartLine; reason: DropReason }> } {
  const byId = new Map(items.map((item) => [item.id, item]));
  const kept: CartLine[] = [];
  const dropped: Array<{ line: CartLine; reason: DropReason }> = [];
  for (const line of cart.items) {
    const item = byId.get(line.itemId);
    const reason = cartLineProblem(line, item, branchId, route);
    if (reason) dropped.push({ line, reason });
    else {
      const label = item?.price_labels.find((l) => l.id === line.priceLabelId);
      kept.push({ ...line, count: countWithin(line.count, label) });
    }
  }
  return { cart: { ...cart, items: kept }, dropped };
}
