/**
 * The dishes whose price changed since the customer last saw them, old price and new (usePriceChanges.ts). Its code
 * loads once there is one (lazyNotices.ts).
 */
import type { PriceChange } from '../../stores/cartPrices.ts';
import Isolated from '../../components/ui/Isolated.tsx';

/** One notice a change: "Falafel Duo now costs KWD 1.200 instead of KWD 1.000." */
export default function PriceChanges(props: {
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
