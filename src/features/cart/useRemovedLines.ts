/**
 * Lines nothing sells any more (the menu changed since they were added: a dish gone, a size or an option it had
 * no longer offered) leave the cart when a cart or checkout page settles it, and that page names each of them:
 * never a dish gone without a word, wherever the customer is when the menu changes.
 */
import { useCallback, useState } from 'react';
import type { CartLine } from '../../domain/pricing/cart.ts';
import type { DropReason } from '../../domain/pricing/cartProblems.ts';

/** Why a line leaves while its dish is still sold: the price label or an option the customer chose is gone. */
const CHOICE_GONE: ReadonlySet<DropReason> = new Set(['unknown-price-label', 'unknown-modifier', 'invalid-modifiers']);

export interface Removed {
  name: string;
  choices: boolean;
}

/**
 * The lines removed so far, and the `onRemoved` to hand to useSettledCart. A dish gone from the menu is named as it
 * was when added (the saved line's name); one still on it by the menu's name (`nameOf`, `inMenu`).
 */
export function useRemovedLines(nameOf: (itemId: number) => string, inMenu: (itemId: number) => boolean) {
  const [removed, setRemoved] = useState<Removed[]>([]);
  const onRemoved = useCallback(
    (gone: Array<{ line: CartLine; reason: DropReason }>) =>
      setRemoved((r) => [
        ...r,
        ...gone.map((d) => ({
          name: inMenu(d.line.itemId) ? nameOf(d.line.itemId) : d.line.name || nameOf(d.line.itemId),
          choices: CHOICE_GONE.has(d.reason),
        })),
      ]),
    [nameOf, inMenu],
  );
  return { removed, onRemoved };
}
