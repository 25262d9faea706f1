/**
 * On the cart and checkout pages: lines another selling type or branch sells wait aside (named, with a way
 * back) instead of leaving, and lines set aside that this page sells come back. The cart is settled for the page's
 * selling type and branch when the page opens and again whenever a line leaves the priced cart, the aside list
 * changes or the branch does; `onRemoved` hears of the lines nothing sells any more.
 */
import { useEffect, useRef } from 'react';
import type { Item } from '../../lib/api/schema.ts';
import type { CartLine } from '../../domain/pricing/cart.ts';
import type { DropReason } from '../../domain/pricing/cartProblems.ts';
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
  const settledOnce = useRef(false);
  useEffect(() => {
    const settle = () => {
      settledOnce.current = true;
      const sold = elsewhere?.items ?? {};
      const items = entries.map((e) => e.item);
      const { removed } = settleCartFor(items, branchId, route, (id) => String(id) in sold);
      if (removed.length) onRemoved?.(removed);
    };
    // Only the page the customer uses settles the cart. A cart page of another selling type open in a background
    // tab, or in a second window beside this one, hears every write of this one (the stores are shared) and would
    // settle the same cart its own way: the two undoing each other's work without end, a line lost or counted twice
    // on the way (the cart and its aside list are two writes, another window may settle between them). So the page
    // settles when it opens (if it is seen), and afterwards only while it has the focus; a page behind settles when
    // the customer comes back to it.
    const inUse = () => document.visibilityState !== 'hidden' && (!settledOnce.current || document.hasFocus());
    if (inUse()) return settle();
    const whenBack = () => inUse() && (stop(), settle());
    const stop = () => {
      document.removeEventListener('visibilitychange', whenBack);
      removeEventListener('focus', whenBack);
    };
    document.addEventListener('visibilitychange', whenBack);
    addEventListener('focus', whenBack);
    return stop;
  }, [entries, elsewhere, branchId, route, dropped, aside, onRemoved]);
}
