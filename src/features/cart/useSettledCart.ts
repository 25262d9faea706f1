/**
 * On the cart and checkout pages: lines another selling type or branch sells wait aside (named, with a way
 * back) instead of leaving, and lines set aside that this page sells come back. The cart is settled for the page's
 * selling type and branch when the page opens and again whenever a line leaves the priced cart, the aside list
 * changes or the branch does; `onRemoved` hears of the lines nothing sells any more.
 */
import { useEffect } from 'react';
import type { Item } from '../../lib/api/schema.ts';
import type { CartLine, DropReason } from '../../domain/pricing/cart.ts';
import type { RouteType } from '../../domain/sellingType.ts';
import { settleCartFor } from '../../stores/cartAside.ts';
import type { ElsewhereData } from './elsewhere.ts';

export interface SettledCartInput {
  /** The page's catalogue entries (a stable array: the page's data). */
  entries: ReadonlyArray<{ item: Item }>;
  elsewhere: ElsewhereData | null | undefined;
  branchId: number;
  route: RouteType;
  /** How many lines the priced cart drops, and how many wait aside: a change settles the cart again. */
  dropped: number;
  aside: number;
  /** Stable (a callback kept across renders), else the cart is settled again at every render. */
  onRemoved?: (removed: Array<{ line: CartLine; reason: DropReason }>) => void;
}

export function useSettledCart({ entries, elsewhere, branchId, route, dropped, aside, onRemoved }: SettledCartInput) {
  useEffect(() => {
    const settle = () => {
      const sold = elsewhere?.items ?? {};
      const items = entries.map((e) => e.item);
      const { removed } = settleCartFor(items, branchId, route, (id) => String(id) in sold);
      if (removed.length) onRemoved?.(removed);
    };
    // Only a tab the customer sees settles the cart: a cart page of another selling type left open in a background
    // tab hears every write of this one (the stores are shared) and would settle the same cart its own way, the two
    // tabs undoing each other's work without end and losing lines on the way. A hidden tab settles when shown.
    if (document.visibilityState !== 'hidden') return settle();
    const whenShown = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', whenShown);
      settle();
    };
    document.addEventListener('visibilitychange', whenShown);
    return () => document.removeEventListener('visibilitychange', whenShown);
  }, [entries, elsewhere, branchId, route, dropped, aside, onRemoved]);
}
