/**
 * Lines set aside: switching the selling type or the branch never discards a line another type
 * or branch still sells. The cart keeps what the new type/branch can take; the rest waits in an "aside" list and
 * comes back by itself as soon as the customer is on a type/branch that sells it again. Only a line nothing sells
 * any more (gone from the whole menu, or its price label / options gone) leaves, and it is reported as removed.
 */
import type { Item, PriceLabel } from '../../lib/api/schema.ts';
import type { RouteType } from '../sellingType.ts';
import type { Cart, CartLine } from './cart.ts';
import { addCartLine } from './cartChanges.ts';
import { cartLineProblem, pruneCart, type DropReason } from './cartProblems.ts';

/** A line waiting aside: `from` is the selling type whose cart it was in (null: not known). */
export interface AsideLine {
  line: CartLine;
  from: RouteType | null;
}

/** Never more than this many lines wait aside: a hostile or ancient list is cut, the newest lines kept. */
export const MAX_ASIDE = 50;

/** Reasons for which another selling type or branch may still sell the line (the menu changed for the others). */
const WAITING: ReadonlySet<DropReason> = new Set(['not-offered', 'not-in-branch', 'unknown-item']);

export interface SettleInput {
  /** The items this page sells (its selling type's menu). */
  items: readonly Item[];
  branchId: number;
  route: RouteType;
  /** The selling type the cart was last settled for (where set-aside lines came from). */
  from: RouteType | null;
  /** Whether another selling type's menu has this item (unknown here but sold elsewhere: it waits). */
  soldElsewhere: (itemId: number) => boolean;
}

export interface Settled<C extends Cart> {
  cart: C;
  aside: AsideLine[];
  /** Lines back in the cart from the aside list. */
  restored: CartLine[];
  /** Lines nothing sells any more, with why (the page names them). */
  removed: Array<{ line: CartLine; reason: DropReason }>;
  /** Whether the cart or the aside list changed. */
  changed: boolean;
}

const labelOf = (item: Item | undefined, line: CartLine): PriceLabel | undefined =>
  item?.price_labels?.find((l) => l.id === line.priceLabelId);

/**
 * The cart for a selling type and branch: set-aside lines it sells come back (merged with an equal line), lines it
 * does not sell go aside, lines nothing sells are removed.
 */
export function settleCart<C extends Cart>(cart: C, aside: readonly AsideLine[], at: SettleInput): Settled<C> {
  const byId = new Map(at.items.map((item) => [item.id, item]));
  const restored: CartLine[] = [];
  const removed: Settled<C>['removed'] = [];
  const waiting = new Map<string, AsideLine>();
  let next: C = cart;
  for (const entry of aside) {
    const item = byId.get(entry.line.itemId);
    const problem = cartLineProblem(entry.line, item, at.branchId, at.route);
    if (problem === null) {
      next = addCartLine(next, entry.line, labelOf(item, entry.line));
      restored.push(entry.line);
    } else if (!WAITING.has(problem) || (problem === 'unknown-item' && !at.soldElsewhere(entry.line.itemId))) {
      removed.push({ line: entry.line, reason: problem });
    } else {
      waiting.set(entry.line.key, entry);
    }
  }
  const pruned = pruneCart(next, at.items, at.branchId, at.route);
  const from = at.from === at.route ? null : at.from;
  for (const { line, reason } of pruned.dropped) {
    if (!WAITING.has(reason) || (reason === 'unknown-item' && !at.soldElsewhere(line.itemId))) {
      removed.push({ line, reason });
      continue;
    }
    const seen = waiting.get(line.key);
    waiting.delete(line.key); // re-inserted last: the newest lines are kept when the list is cut
    waiting.set(
      line.key,
      seen ? { line: { ...line, count: seen.line.count + line.count }, from: seen.from ?? from } : { line, from },
    );
  }
  const kept = [...waiting.values()].slice(-MAX_ASIDE);
  const changed =
    restored.length > 0 || removed.length > 0 || pruned.dropped.length > 0 || kept.length !== aside.length;
  return { cart: pruned.cart, aside: kept, restored, removed, changed };
}

/** Where the customer gets the set-aside lines back: the type they came from, else one selling them (null: none). */
export function backRouteFor(
  aside: readonly AsideLine[],
  route: RouteType,
  routesOf: (itemId: number) => readonly RouteType[],
): RouteType | null {
  for (let i = aside.length - 1; i >= 0; i--) {
    const from = aside[i]!.from;
    if (from && from !== route) return from;
  }
  for (const entry of aside) {
    const other = routesOf(entry.line.itemId).find((r) => r !== route);
    if (other) return other;
  }
  return null;
}
