/**
 * The delivery-area chooser (spec §2: the modal when no area is chosen and it is not international shipping;
 * also the delivery-areas page): areas grouped by zone with the zone's fee, minimum order and delivery time, a
 * filter box, and one button per area. Choosing an area of another branch's zone orders from that branch.
 */
import { useMemo, useState } from 'react';
import { toMinor } from '../../domain/money.ts';
import { formatDuration, formatNumber } from '../../domain/locale.ts';
import type { Area, Zone } from '../../lib/api/schema.ts';
import type { CheckoutData } from './checkoutData.ts';
import { fill } from '../../components/ui/fill.ts';

export interface AreaChooserProps {
  data: CheckoutData;
  s: Record<string, string>;
  money: (minor: number) => string;
  selectedAreaId: number | null;
  /**
   * "From the X branch" marks the zones another branch than this one delivers: the checkout's is the branch chosen
   * in settings (else the business's own); the delivery-areas page, which loads no settings, the business's own.
   */
  homeBranchId?: number;
  onChoose: (area: Area, zone: Zone) => void;
  /** The zones' heading level: 3 under the dialog's title, 2 on the delivery-areas page under its h1. */
  zoneHeading?: 2 | 3;
}

export default function AreaChooser(props: AreaChooserProps) {
  const { data, s, money, selectedAreaId, homeBranchId, onChoose, zoneHeading = 3 } = props;
  const Heading = zoneHeading === 2 ? 'h2' : 'h3';
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const groups = useMemo(
    () =>
      data.zones
        .map((zone) => ({
          zone,
          areas: zone.areas.filter(
            (a) => !q || a.name.toLowerCase().includes(q) || (a.parent_name ?? '').toLowerCase().includes(q),
          ),
        }))
        .filter((g) => g.areas.length > 0),
    [data.zones, q],
  );
  const shownAreas = groups.reduce((n, g) => n + g.areas.length, 0);
  const branchName = (id: number) => data.branches.find((b) => b.id === id)?.name ?? '';
  const unit = (zone: Zone) => (zone.unit === 'hour' || zone.unit === 'day' ? zone.unit : 'minute');
  return (
    <div className="area-chooser">
      <label className="field">
        <span>{s.findArea}</span>
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          autoComplete="off"
        />
      </label>
      {/* In the page from the start, so a screen reader hears how many areas the filter leaves as it is typed. */}
      <p role="status" className={groups.length === 0 ? undefined : 'visually-hidden'}>
        {groups.length === 0
          ? s.noAreaMatch
          : q && fill(s.areasFound, { count: formatNumber(shownAreas, data.locale) })}
      </p>
      {groups.map(({ zone, areas }) => (
        <section key={zone.id} aria-labelledby={`zone-${zone.id}`}>
          <Heading id={`zone-${zone.id}`}>
            {zone.name}
            {zone.branch !== (homeBranchId ?? data.branchId) && (
              <span className="muted"> · {fill(s.fromBranch, { branch: branchName(zone.branch) })}</span>
            )}
          </Heading>
          <p className="muted">
            {fill(s.zoneTerms, {
              fee: money(toMinor(zone.fees, data.currency)),
              minimum: money(toMinor(zone.min_order, data.currency)),
              time: formatDuration(zone.delivery_time, unit(zone), data.locale),
            })}
          </p>
          <ul className="area-list">
            {areas.map((area) => (
              <li key={area.id}>
                <button
                  type="button"
                  className="area-option"
                  aria-pressed={area.id === selectedAreaId}
                  onClick={() => onChoose(area, zone)}
                >
                  {area.name}
                  {area.parent_name && <span className="muted"> — {area.parent_name}</span>}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
