/**
 * A dish whose price changed since the customer last saw it on the cart or the checkout (the menu was republished
 * in between) is said at the top of the page, old price and new: the lines are priced from the menu as it is now,
 * and a customer must not pay more without a word. The rule and what is remembered are stores/cartPrices.ts's.
 */
import { useEffect, useRef, useState } from 'react';
import type { PricedLine } from '../../domain/pricing/lines.ts';
import { cartPricesShown, type PriceChange } from '../../stores/cartPrices.ts';

/** The price changes said so far on this page; `lines`: the lines the page shows now (null: it shows none). */
export function usePriceChanges(route: string, lines: readonly PricedLine[] | null): PriceChange[] {
  const [changes, setChanges] = useState<PriceChange[]>([]);
  const shown = useRef(lines);
  shown.current = lines;
  // Heard when a line or its price changes, not at every render.
  const prices = lines?.map((l) => `${l.key}=${l.price}`).join() ?? null;
  useEffect(() => {
    if (!shown.current) return;
    const changed = cartPricesShown(route, shown.current);
    if (changed.length)
      setChanges((said) => [...said.filter((c) => !changed.some((n) => n.key === c.key)), ...changed]);
  }, [route, prices]);
  return changes;
}
