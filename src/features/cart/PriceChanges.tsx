/**
 * A dish whose price changed since the customer last saw it on the cart or the checkout (the menu was republished
 * in between) is said at the top of the page, old price and new: the lines are priced from the menu as it is now,
 * and a customer must not pay more without a word. The rule and what is remembered are stores/cartPrices.ts's.
 */
import { useEffect, useRef, useState } from 'react';
import type { PricedLine } from '../../domain/pricing/lines.ts';
import { cartPricesShown, type PriceChange } from '../../stores/cartPrices.ts';
import Isolated from '../../components/ui/Isolated.tsx';

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

/** One notice a change: "Falafel Duo now costs KWD 1.200 instead of KWD 1.000." */
export function PriceChanges(props: {
  changes: PriceChange[];
  nameOf: (itemId: number) => string;
  money: (minor: number) => string;
  s: Record<string, string>;
}) {
  return props.changes.map((c) => (
    <p key={c.key} role="status" className="notice">
      <Isolated
        text={props.s.priceChanged}
        values={{ name: props.nameOf(c.itemId), before: props.money(c.before), after: props.money(c.after) }}
      />
    </p>
  ));
}
