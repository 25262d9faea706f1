/**
 * The legend under the delivery map (LocationPicker.tsx), drawn too by the frame that holds the picker's room while
 * its code loads (PickerFrame.tsx), so the sections below do not move when the picker arrives.
 */
import type { CheckoutData } from './checkoutData.ts';
import { fill } from '../../components/ui/fill.ts';

/** The zones drawn on the map, named, with the branch delivering each (ours first, drawn solid; others dashed). */
export default function MapLegend({
  data,
  s,
  ourBranch,
}: {
  data: CheckoutData;
  s: Record<string, string>;
  ourBranch: number;
}) {
  const drawn = data.zones
    .filter((z) => z.visible !== false && z.shape?.type === 'Polygon')
    .sort((a, b) => Number(b.branch === ourBranch) - Number(a.branch === ourBranch));
  if (!drawn.length) return null;
  const branchName = (id: number) => data.branches.find((b) => b.id === id)?.name ?? '';
  return (
    <ul className="map-legend" aria-label={s.mapLegend} data-testid="map-legend">
      {drawn.map((zone) => (
        <li key={zone.id}>
          <svg className="swatch" width="18" height="12" viewBox="0 0 18 12" aria-hidden="true">
            <rect
              x="1"
              y="1"
              width="16"
              height="10"
              fill={zone.color ?? '#1f6f50'}
              fillOpacity="0.15"
              stroke={zone.color ?? '#1f6f50'}
              strokeWidth={zone.branch === ourBranch ? 2 : 1}
              strokeDasharray={zone.branch === ourBranch ? undefined : '3 2'}
            />
          </svg>{' '}
          {zone.name} <span className="muted">· {fill(s.fromBranch, { branch: branchName(zone.branch) })}</span>
        </li>
      ))}
    </ul>
  );
}
