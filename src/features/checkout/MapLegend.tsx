/**
 * The legend under the delivery map (LocationPicker.tsx), drawn too by the frame that holds the picker's room while
 * its code loads (PickerFrame.tsx), so the sections below do not move when the picker arrives.
 */
import type { CheckoutData } from './checkoutData.ts';
import { fill } from '../../components/ui/fill.ts';
import { CHOSEN_AREA_COLOR } from './mapColors.ts';

/**
 * The zones drawn on the map, named, with the branch delivering each (ours first, drawn solid; others dashed), and
 * first the chosen area's outline by its name (`chosen`: the blue line on the map nothing else explained).
 */
export default function MapLegend({
  data,
  s,
  ourBranch,
  chosen = null,
}: {
  data: CheckoutData;
  s: Record<string, string>;
  ourBranch: number;
  chosen?: string | null;
}) {
  const drawn = data.zones
    .filter((z) => z.visible !== false && z.shape?.type === 'Polygon')
    .sort((a, b) => Number(b.branch === ourBranch) - Number(a.branch === ourBranch));
  if (!drawn.length) return null;
  const branchName = (id: number) => data.branches.find((b) => b.id === id)?.name ?? '';
  return (
    <ul className="map-legend" aria-label={s.mapLegend} data-testid="map-legend">
      {chosen && (
        <li>
          <Swatch color={CHOSEN_AREA_COLOR} width={3} fillOpacity={0.1} />
          <strong>{chosen}</strong>
        </li>
      )}
      {drawn.map((zone) => (
        <li key={zone.id}>
          <Swatch
            color={zone.color ?? '#1f6f50'}
            width={zone.branch === ourBranch ? 2 : 1}
            dashed={zone.branch !== ourBranch}
          />
          {zone.name} <span className="muted">· {fill(s.fromBranch, { branch: branchName(zone.branch) })}</span>
        </li>
      ))}
    </ul>
  );
}

/** A line's look on the map, as a small box before its name: its colour, its width, dashed or not. */
function Swatch({
  color,
  width,
  dashed = false,
  fillOpacity = 0.15,
}: {
  color: string;
  width: number;
  dashed?: boolean;
  fillOpacity?: number;
}) {
  const inset = width / 2;
  return (
    <>
      <svg className="swatch" width="18" height="12" viewBox="0 0 18 12" aria-hidden="true">
        <rect
          x={inset}
          y={inset}
          width={18 - width}
          height={12 - width}
          fill={color}
          fillOpacity={fillOpacity}
          stroke={color}
          strokeWidth={width}
          strokeDasharray={dashed ? '3 2' : undefined}
        />
      </svg>{' '}
    </>
  );
}
