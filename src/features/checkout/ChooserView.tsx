/**
 * The delivery-areas and pickup-areas pages (spec §2): every area we deliver to (with fee, minimum and time) or
 * every branch to pick up from; choosing one records it and continues to checkout.
 */
import { useMemo } from 'react';
import { readIslandData } from '../../components/ui/islandData.ts';
import { formatMoney } from '../../domain/money.ts';
import { updateCheckout } from '../../stores/checkout.ts';
import { chooseArea, setLocation } from '../../stores/delivery.ts';
import AreaChooser from './AreaChooser.tsx';
import type { CheckoutData } from './checkoutData.ts';
import { CHECKOUT_DATA_ID } from './checkoutIds.ts';

export default function ChooserView({
  strings: s,
  mode,
}: {
  strings: Record<string, string>;
  mode: 'areas' | 'pickup';
}) {
  const data = useMemo(() => readIslandData<CheckoutData>(CHECKOUT_DATA_ID), []);
  if (!data) return <p role="alert">{s.broken}</p>;
  const money = (minor: number) => formatMoney(minor, data.currency, data.locale);
  if (mode === 'areas') {
    return (
      <div>
        <p>{s.areasIntro}</p>
        <AreaChooser
          zoneHeading={2}
          data={data}
          s={s}
          money={money}
          selectedAreaId={null}
          onChoose={(area, zone) => {
            // The zone's branch delivers it, whichever branch was chosen before (settings, or another area's).
            chooseArea(area.id, zone.id, zone.branch);
            setLocation(null);
            location.assign(data.links.checkout);
          }}
        />
      </div>
    );
  }
  const ids = data.settings.branches.length ? data.settings.branches : [data.branchId];
  return (
    <div>
      <p>{s.pickupIntro}</p>
      <ul className="area-list">
        {data.branches
          .filter((b) => ids.includes(b.id))
          .map((b) => (
            <li key={b.id}>
              <button
                type="button"
                className="area-option"
                onClick={() => {
                  updateCheckout({ pickupBranchId: b.id });
                  location.assign(data.links.checkout);
                }}
              >
                <strong>{b.name}</strong> {b.address && <span className="muted">— {b.address}</span>}
              </button>
            </li>
          ))}
      </ul>
    </div>
  );
}
