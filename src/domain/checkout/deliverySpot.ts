/**
 * What a pinned delivery spot gets (spec §4 "recalculated whenever the location changes", §5 the location must fall
 * in a zone polygon): served by the branch the customer orders from, served by another branch (one button: order
 * from it), or served by none (pick it up, or see the areas). Exactly one message, so the page never says "we do
 * not deliver here" beside "our other branch delivers there".
 *
 * The polygons alone decide. A reverse-geocoded address may name a listed area while the pin sits outside every
 * zone (the geocoder names the nearest place): the message then says so, but never lets the name win.
 */
import type { Area, Zone } from '../../lib/api/schema.ts';
import { zoneForLocation, type LatLng } from '../zones.ts';

export type DeliverySpot =
  | { status: 'none' }
  | { status: 'inside'; zone: Zone; area: Area | null }
  | { status: 'other-branch'; zone: Zone; area: Area | null; branch: number }
  | { status: 'outside'; namedArea: Area | null };

export interface DeliverySpotInput {
  /** Every zone of the business (all branches); hidden ones never serve. */
  zones: readonly Zone[];
  /** The branch the order goes to now. */
  branchId: number;
  /** The branches that exist (a zone of a vanished branch serves nobody). */
  branches: readonly number[];
  location: LatLng | null;
  /** The area the customer chose in the list, if any. */
  areaId: number | null;
  /** The geocoder's name of the spot ("Street 5, Al Naeem, Jahra Governorate"), if any. */
  placeName?: string;
}

/** The listed area (of a visible zone) a place name names, by its name in any locale; null when none does. */
export function areaNamedIn(zones: readonly Zone[], placeName: string): Area | null {
  const parts = placeName
    .split(/[,،、]/u)
    .map((p) => p.trim().toLocaleLowerCase())
    .filter(Boolean);
  if (!parts.length) return null;
  for (const zone of zones) {
    if (zone.visible === false) continue;
    for (const area of zone.areas ?? []) {
      const others = (area as { names?: unknown }).names;
      const names = [
        area.name,
        ...(Array.isArray(others) ? others.map((n) => (n as { name?: unknown } | null)?.name) : []),
      ];
      if (names.some((n) => typeof n === 'string' && n.trim() && parts.includes(n.trim().toLocaleLowerCase())))
        return area;
    }
  }
  return null;
}

/** Where the pinned spot stands for an order from `branchId`. */
export function deliverySpot({
  zones,
  branchId,
  branches,
  location,
  areaId,
  placeName = '',
}: DeliverySpotInput): DeliverySpot {
  if (!location) return { status: 'none' };
  const all = Array.isArray(zones) ? zones : [];
  const ours = zoneForLocation(
    all.filter((z) => z.branch === branchId),
    location,
    areaId,
  );
  if (ours) return { status: 'inside', zone: ours.zone, area: ours.area };
  const elsewhere = zoneForLocation(
    all.filter((z) => branches.includes(z.branch)),
    location,
  );
  if (elsewhere)
    return { status: 'other-branch', zone: elsewhere.zone, area: elsewhere.area, branch: elsewhere.zone.branch };
  return { status: 'outside', namedArea: areaNamedIn(all, placeName) };
}

/** The one message about the spot (a key of the checkout strings with its values) and the one way forward. */
export interface SpotNotice {
  tone: 'ok' | 'problem';
  key: string;
  values: Record<string, string>;
  /** switch-branch: one button ordering from the branch that serves the spot; elsewhere: pick up / see areas. */
  action: 'switch-branch' | 'elsewhere' | null;
}

/** The message for a spot; `branchName` names a branch by id in the page's language. */
export function spotNotice(spot: DeliverySpot, branchName: (id: number) => string): SpotNotice | null {
  switch (spot.status) {
    case 'none':
      return null;
    case 'inside':
      return { tone: 'ok', key: 'pinInside', values: { zone: spot.zone.name }, action: null };
    case 'other-branch':
      return {
        tone: 'problem',
        key: 'pinOtherBranch',
        values: { branch: branchName(spot.branch), zone: spot.zone.name },
        action: 'switch-branch',
      };
    case 'outside':
      return spot.namedArea
        ? { tone: 'problem', key: 'pinOutsideNamed', values: { area: spot.namedArea.name }, action: 'elsewhere' }
        : { tone: 'problem', key: 'pinOutside', values: {}, action: 'elsewhere' };
  }
}
