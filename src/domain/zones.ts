/**
 * Which delivery zone an address location belongs to (spec §5: "address location must fall inside the selected
 * area's polygon or a zone polygon"). Hidden zones never match (spec §4), and a Point-shaped area is a label on
 * the map, not a region: only polygons decide. GeoJSON positions are [longitude, latitude].
 *
 * Order of preference, so the fee and minimum come from the zone the customer meant:
 * 1. the selected area's polygon contains the location → that area and its zone;
 * 2. the selected area's zone polygon contains it → that zone (with the area);
 * 3. any visible zone polygon contains it → that zone, and the area of it holding the location if one does;
 * 4. any area polygon of a visible zone contains it → that area and its zone (zones drawn only as areas).
 *
 * Containment is ray casting (W. R. Franklin's crossing test, the `point-in-polygon` package): a few hundred
 * bytes in the checkout island instead of turf's exact predicates (~2.4 kB gzip). Its half-open edge rule puts a
 * location lying exactly on an edge shared by two neighbouring areas in exactly one of them, never both and never
 * neither, which is what a fee lookup needs; a location on the outer border of a zone may fall either way, and a
 * border is a line no pin lands on by intent.
 */
import pointInPolygon from 'point-in-polygon';
import type { Area, Shape, Zone } from '../lib/api/schema.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface ZoneMatch {
  zone: Zone;
  /** The area holding the location (or the selected one when its zone polygon decided); null when none does. */
  area: Area | null;
}

type Position = readonly number[];

/** A GeoJSON linear ring (RFC 7946 §3.1.6): at least four finite positions, the last equal to the first. */
function isRing(ring: readonly Position[] | undefined): ring is readonly Position[] {
  if (!Array.isArray(ring) || ring.length < 4) return false;
  if (!ring.every((p) => Array.isArray(p) && Number.isFinite(p[0]) && Number.isFinite(p[1]))) return false;
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  return first[0] === last[0] && first[1] === last[1];
}

/**
 * Whether a shape is a polygon holding the location: inside its outer ring and outside every hole. Points, missing
 * shapes, bad coordinates and broken rings (open, too short, not numbers) never hold it, so one badly drawn area
 * cannot fail the whole lookup.
 */
export function shapeContains(shape: Shape | null | undefined, location: LatLng): boolean {
  if (!shape || shape.type !== 'Polygon') return false;
  if (!Number.isFinite(location.lat) || !Number.isFinite(location.lng)) return false;
  const [outer, ...holes] = shape.coordinates;
  if (!isRing(outer) || !holes.every(isRing)) return false;
  const at = [location.lng, location.lat];
  return pointInPolygon(at, outer) && !holes.some((hole) => pointInPolygon(at, hole));
}

/** The visible zone (and area) an address location falls in, or null when it is outside every visible zone. */
export function zoneForLocation(zones: readonly Zone[], location: LatLng, areaId?: number | null): ZoneMatch | null {
  const visible = (Array.isArray(zones) ? zones : []).filter((zone) => zone.visible !== false);
  const areaIn = (zone: Zone) => (zone.areas ?? []).find((area) => shapeContains(area.shape, location)) ?? null;

  if (areaId != null) {
    for (const zone of visible) {
      const selected = (zone.areas ?? []).find((area: Area) => area.id === areaId);
      if (!selected) continue;
      if (shapeContains(selected.shape, location)) return { zone, area: selected };
      if (shapeContains(zone.shape, location)) return { zone, area: selected };
    }
  }
  for (const zone of visible) {
    if (shapeContains(zone.shape, location)) return { zone, area: areaIn(zone) };
  }
  for (const zone of visible) {
    const area = areaIn(zone);
    if (area) return { zone, area };
  }
  return null;
}

/**
 * The visible zone an area belongs to, with the area: where an order goes that named its area but no spot (a
 * business that does not ask for a pin, spec §5 "delivery field visibility and required flags come from config").
 */
export function zoneOfArea(zones: readonly Zone[], areaId: number): ZoneMatch | null {
  for (const zone of Array.isArray(zones) ? zones : []) {
    if (zone.visible === false) continue;
    const area = (zone.areas ?? []).find((a: Area) => a.id === areaId);
    if (area) return { zone, area };
  }
  return null;
}

/** The centre of a shape, for opening a map there: the mean of a polygon's outer ring (small areas), or the point. */
export function shapeCentre(shape: Shape | null | undefined): LatLng | null {
  if (!shape) return null;
  if (shape.type === 'Point') return { lng: shape.coordinates[0], lat: shape.coordinates[1] };
  const ring = shape.coordinates[0] ?? [];
  const pts = ring.length > 1 ? ring.slice(0, -1) : ring;
  if (!pts.length) return null;
  return { lng: pts.reduce((s, p) => s + p[0], 0) / pts.length, lat: pts.reduce((s, p) => s + p[1], 0) / pts.length };
}
