/**
 * Map calls the storefront makes outside the restaurant API (spec §7 "a public geocoding service"), answered
 * locally so `npm start` and the tests never touch the internet:
 * - GET /geocode/search?q&countrycodes&limit&format=jsonv2 and GET /geocode/reverse?lat&lon&zoom=18&format=jsonv2,
 *   Nominatim-compatible (point GEOCODER_URL at a real Nominatim and the storefront works the same);
 * - GET /tiles/{z}/{x}/{y}.png, plain drawn map tiles (point TILE_URL at a real tile server in production).
 */
import { Hono } from 'hono';
import sharp from 'sharp';
import { allFixtures } from '../fixtures/index.ts';
import { buildGazetteer, nameIn, type Place, placeAt, searchPlaces } from '../geo/gazetteer.ts';
import { json } from './respond.ts';

/** "Street" in the languages of the fixtures' customers ("Street 12", "شارع 12"); English otherwise. */
const STREET: Record<string, string> = { ar: 'شارع', fa: 'خیابان', ur: 'سڑک', de: 'Strasse', fr: 'Rue', ja: '通り' };

/** The first language of an `accept-language` list, by its primary tag ('' when none is asked for). */
const firstLanguage = (acceptLanguage: string | undefined) =>
  (acceptLanguage ?? '').split(',')[0]!.split(';')[0]!.trim().toLowerCase().split('-')[0]!;

/** A road name for a point, stable for the same point (the gazetteer has no streets), in the language asked for. */
function roadAt(lat: number, lng: number, language: string): string {
  const n = 1 + (Math.abs(Math.round(lat * 1000) * 31 + Math.round(lng * 1000)) % 40);
  return `${STREET[language] ?? 'Street'} ${n}`;
}

/** The country's name in the language asked for (Intl's names), else the gazetteer's English. */
function countryIn(place: Place, language: string): string {
  try {
    return (language && new Intl.DisplayNames([language], { type: 'region' }).of(place.countryCode)) || place.country;
  } catch {
    return place.country;
  }
}

/**
 * A place as Nominatim's jsonv2 answers it, in the language asked for as a real Nominatim does (`accept-language`:
 * the names it has in that language, the rest as it has them).
 */
function nominatim(place: Place, at: { lat: number; lng: number }, withRoad: boolean, acceptLanguage?: string) {
  const language = firstLanguage(acceptLanguage);
  const name = nameIn(place, acceptLanguage);
  const address: Record<string, string> = {
    ...(withRoad ? { road: roadAt(at.lat, at.lng, language) } : {}),
    ...(place.kind === 'area' || place.kind === 'landmark' ? { suburb: name } : {}),
    state: nameIn(place, acceptLanguage, 'region'),
    country: countryIn(place, language),
    country_code: place.countryCode.toLowerCase(),
  };
  const parts = [address.road, address.suburb, address.state, address.country].filter(Boolean);
  return {
    place_id: place.id,
    osm_type: 'way',
    osm_id: 9_000_000 + place.id,
    lat: at.lat.toFixed(7),
    lon: at.lng.toFixed(7),
    category: 'place',
    type: place.kind === 'area' ? 'suburb' : place.kind,
    addresstype: place.kind === 'area' ? 'suburb' : 'place',
    name,
    display_name: parts.join(language === 'ar' || language === 'fa' || language === 'ur' ? '، ' : ', '),
    address,
    boundingbox: [at.lat - 0.005, at.lat + 0.005, at.lng - 0.005, at.lng + 0.005].map((n) => n.toFixed(7)),
  };
}

const TILE_CACHE_LIMIT = 4_000;

/** A 256 px tile: a pale ground with a grid, so a map looks like a map and the pin can be seen moving. */
async function drawTile(z: number, x: number, y: number): Promise<Buffer> {
  const hue = (x * 37 + y * 17 + z * 5) % 24;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
<rect width="256" height="256" fill="hsl(${40 + hue},30%,92%)"/>
<path d="M0 .5H256M.5 0V256M0 128H256M128 0V256" stroke="hsl(30,15%,78%)" stroke-width="1"/>
<text x="6" y="16" font-family="sans-serif" font-size="10" fill="hsl(30,10%,55%)">${z}/${x}/${y}</text></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

export function geoRoutes(): Hono {
  const app = new Hono();
  const places = buildGazetteer(allFixtures('http://localhost'));
  const tiles = new Map<string, Buffer>();

  app.get('/geocode/search', (c) => {
    const q = (c.req.query('q') ?? '').slice(0, 200);
    const limit = Math.min(Math.max(Number(c.req.query('limit') ?? 10) || 10, 1), 50);
    const codes = (c.req.query('countrycodes') ?? '')
      .toLowerCase()
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^[a-z]{2}$/.test(s));
    const language = c.req.query('accept-language');
    return json(searchPlaces(places, q, codes, limit).map((p) => nominatim(p, p, false, language)));
  });

  app.get('/geocode/reverse', (c) => {
    const lat = Number(c.req.query('lat'));
    const lng = Number(c.req.query('lon'));
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      return json({ error: 'Invalid coordinates' }, 400);
    }
    const place = placeAt(places, { lat, lng });
    return place
      ? json(nominatim(place, { lat, lng }, true, c.req.query('accept-language')))
      : json({ error: 'Unable to geocode' });
  });

  app.get('/tiles/:z/:x/:file', async (c) => {
    const m = /^(\d{1,7})\.png$/.exec(c.req.param('file'));
    const [z, x, y] = [Number(c.req.param('z')), Number(c.req.param('x')), Number(m?.[1])];
    if (!m || !Number.isInteger(z) || z < 0 || z > 20 || !Number.isInteger(x) || x < 0 || x >= 2 ** z || y >= 2 ** z) {
      return json({ message: 'No such tile' }, 404);
    }
    const key = `${z}/${x}/${y}`;
    let png = tiles.get(key);
    if (!png) {
      png = await drawTile(z, x, y);
      if (tiles.size >= TILE_CACHE_LIMIT) tiles.delete(tiles.keys().next().value!);
      tiles.set(key, png);
    }
    return new Response(new Uint8Array(png), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
    });
  });

  return app;
}
