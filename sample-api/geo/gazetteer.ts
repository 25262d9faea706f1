/**
 * The sample API's geocoder data: a small gazetteer built from the fixture tenants (every delivery area, zone and
 * branch, with the country of its business) plus a few landmarks outside every zone, so tests can search for a
 * place the restaurant does not deliver to. Answers follow Nominatim's jsonv2 shape (spec §7): the storefront
 * talks to this the same way it would talk to a real Nominatim-compatible server.
 */
import type { Shape } from '../../src/lib/api/schema.ts';
import { shapeCentre as centreOf, shapeContains } from '../../src/domain/zones.ts';
import type { TenantFixture } from '../fixtures/types.ts';

export interface Place {
  id: number;
  name: string;
  /** Every name it is known by (all locales), lower-cased for search. */
  keys: string[];
  /** Its name in each language the fixtures give one in (`name` is the default, as Nominatim's `name`). */
  localNames: Record<string, string>;
  kind: 'area' | 'zone' | 'branch' | 'landmark';
  lat: number;
  lng: number;
  shape: Shape | null;
  /** Governorate / canton / prefecture. */
  region: string;
  /** The region's name in each language the fixtures give one in. */
  regionNames: Record<string, string>;
  country: string;
  countryCode: string;
}

const COUNTRY_NAMES: Record<string, string> = {
  KW: 'Kuwait',
  CH: 'Switzerland',
  JP: 'Japan',
  AE: 'United Arab Emirates',
};

/** Places outside every fixture zone (a pin there must be refused). */
const LANDMARKS: ReadonlyArray<
  Omit<Place, 'id' | 'keys' | 'shape' | 'kind' | 'localNames' | 'regionNames'> & { names?: Record<string, string> }
> = [
  {
    name: 'Failaka Island',
    names: { ar: 'جزيرة فيلكا' },
    lat: 29.435,
    lng: 48.325,
    region: 'Farwaniya Governorate',
    country: 'Kuwait',
    countryCode: 'KW',
  },
  {
    name: 'Al Ahmadi',
    names: { ar: 'الأحمدي' },
    lat: 29.077,
    lng: 48.083,
    region: 'Ahmadi Governorate',
    country: 'Kuwait',
    countryCode: 'KW',
  },
  { name: 'Uetliberg', lat: 47.349, lng: 8.491, region: 'Zurich', country: 'Switzerland', countryCode: 'CH' },
  { name: 'Jebel Ali', lat: 25.0, lng: 55.1, region: 'Dubai', country: 'United Arab Emirates', countryCode: 'AE' },
];

/** A fixture's `names` list ({ locale, name }) as names by language. */
const namesOf = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    (Array.isArray(value) ? value : []).flatMap((t: unknown) => {
      const { locale, name } = (t && typeof t === 'object' ? t : {}) as { locale?: unknown; name?: unknown };
      return typeof locale === 'string' && typeof name === 'string' && name ? [[locale, name]] : [];
    }),
  );

/** Builds the gazetteer of the given fixtures. */
export function buildGazetteer(fixtures: readonly TenantFixture[]): Place[] {
  const places: Place[] = [];
  const add = (
    p: Omit<Place, 'id' | 'keys' | 'localNames' | 'regionNames'> & {
      names?: Record<string, string>;
      regionNames?: Record<string, string>;
    },
  ) => {
    const keys = [p.name, ...Object.values(p.names ?? {})].map((k) => k.toLowerCase());
    places.push({
      id: places.length + 1,
      keys,
      localNames: p.names ?? {},
      name: p.name,
      kind: p.kind,
      lat: p.lat,
      lng: p.lng,
      shape: p.shape,
      region: p.region,
      regionNames: p.regionNames ?? {},
      country: p.country,
      countryCode: p.countryCode,
    });
  };
  for (const fixture of fixtures) {
    const code = fixture.restaurant.restaurant.country_code ?? 'KW';
    const country = COUNTRY_NAMES[code] ?? code;
    for (const zone of fixture.zones.zones) {
      const zc = centreOf(zone.shape);
      if (zc)
        add({
          name: zone.name,
          names: namesOf(zone['names']),
          kind: 'zone',
          ...zc,
          shape: zone.shape ?? null,
          region: zone.name,
          regionNames: namesOf(zone['names']),
          country,
          countryCode: code,
        });
      for (const area of zone.areas) {
        const c = centreOf(area.shape);
        if (!c) continue;
        add({
          name: area.name,
          names: namesOf(area['names']),
          kind: 'area',
          ...c,
          shape: area.shape ?? null,
          region: area.parent_name ?? zone.name,
          regionNames: area.parent_name ? namesOf(area['parent_names']) : namesOf(zone['names']),
          country,
          countryCode: code,
        });
      }
    }
    for (const branch of fixture.branches) {
      if (branch.lat == null || branch.lng == null) continue;
      add({
        name: branch.name,
        names: namesOf(branch.names),
        kind: 'branch',
        lat: branch.lat,
        lng: branch.lng,
        shape: null,
        region: branch.name,
        regionNames: namesOf(branch.names),
        country,
        countryCode: code,
      });
    }
  }
  for (const l of LANDMARKS) add({ ...l, kind: 'landmark', shape: null });
  return places;
}

/**
 * A place's name (or its region's) in the language asked for (Nominatim's `accept-language`: its first language
 * that has one, by its primary tag), else its default name.
 */
export function nameIn(place: Place, acceptLanguage: string | undefined, which: 'name' | 'region' = 'name'): string {
  const names = which === 'name' ? place.localNames : place.regionNames;
  for (const tag of (acceptLanguage ?? '').split(',')) {
    const lang = tag.split(';')[0]!.trim().toLowerCase().split('-')[0]!;
    if (lang && names[lang]) return names[lang];
  }
  return which === 'name' ? place.name : place.region;
}

/** Distance in km (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/** Places whose name contains the query (any locale), areas first, within the countries asked for. */
export function searchPlaces(places: readonly Place[], query: string, countryCodes: string[], limit: number): Place[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const order = { area: 0, landmark: 1, zone: 2, branch: 3 } as const;
  return places
    .filter((p) => p.keys.some((k) => k.includes(q)))
    .filter((p) => !countryCodes.length || countryCodes.includes(p.countryCode.toLowerCase()))
    .sort((a, b) => order[a.kind] - order[b.kind] || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** The place a point is in (an area polygon), else the nearest place within 25 km, else null. */
export function placeAt(places: readonly Place[], at: { lat: number; lng: number }): Place | null {
  const inside = places.find((p) => p.kind === 'area' && shapeContains(p.shape, at));
  if (inside) return inside;
  let best: Place | null = null;
  let bestKm = 25;
  for (const p of places) {
    const km = distanceKm(p, at);
    if (km < bestKm) [best, bestKm] = [p, km];
  }
  return best;
}
