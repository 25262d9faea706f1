/**
 * Issue 11 on the cart and checkout pages: lines another selling type or branch sells wait aside (named, with a way
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
    const sold = elsewhere?.items ?? {};
    const items = entries.map((e) => e.item);
    const { removed } = settleCartFor(items, branchId, route, (id) => String(id) in sold);
    if (removed.length) onRemoved?.(removed);
  }, [entries, elsewhere, branchId, route, dropped, aside, onRemoved]);
}
