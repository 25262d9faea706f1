import { describe, expect, it } from 'vitest';
import { createSampleApi } from '../server.ts';

const app = createSampleApi({ baseUrl: 'http://127.0.0.1:4010' });
const get = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, type: res.headers.get('content-type'), res };
};

describe('sample geocoder and tiles', () => {
  it('finds a delivery area by name in the country asked for, in the Nominatim jsonv2 shape', async () => {
    const { res } = await get('/geocode/search?q=sharq&countrycodes=kw&format=jsonv2&limit=5');
    const hits = (await res.json()) as Array<{ name: string; lat: string; lon: string; display_name: string }>;
    expect(hits[0]).toMatchObject({ name: 'Sharq' });
    expect(Number(hits[0]!.lat)).toBeCloseTo(29.384, 2);
    expect(hits[0]!.display_name).toContain('Kuwait');
  });

  it('finds places by their Arabic name too and nothing in another country', async () => {
    const ar = (await (await get('/geocode/search?q=' + encodeURIComponent('السالمية'))).res.json()) as unknown[];
    expect(ar.length).toBeGreaterThan(0);
    const ch = (await (await get('/geocode/search?q=sharq&countrycodes=ch')).res.json()) as unknown[];
    expect(ch).toEqual([]);
  });

  it('reverse-geocodes a point inside an area to a road, the area and its governorate', async () => {
    const { res } = await get('/geocode/reverse?lat=29.384&lon=47.99&zoom=18&format=jsonv2');
    const body = (await res.json()) as { address: Record<string, string> };
    expect(body.address).toMatchObject({ suburb: 'Sharq', state: 'Capital Governorate', country_code: 'kw' });
    expect(body.address.road).toMatch(/^Street \d+$/);
  });

  it('answers in the language asked for, as Nominatim does: the Arabic name, road and country on an Arabic page', async () => {
    const reverse = async (lang: string) =>
      (await (
        await get(`/geocode/reverse?lat=29.384&lon=47.99&zoom=18&format=jsonv2&accept-language=${lang}`)
      ).res.json()) as {
        name: string;
        display_name: string;
        address: Record<string, string>;
      };
    const ar = await reverse('ar');
    expect(ar.address).toMatchObject({ suburb: 'شرق', state: 'محافظة العاصمة', country: 'الكويت', country_code: 'kw' });
    expect(ar.address.road).toMatch(/^شارع \d+$/);
    expect(ar.name).toBe('شرق');
    expect(ar.display_name).toContain('، شرق، ');
    // The same point in English, and in a language the fixtures give no names in: the default names.
    const en = await reverse('en');
    expect(en.address).toMatchObject({ suburb: 'Sharq', country: 'Kuwait' });
    const ja = await reverse('ja-JP,ja;q=0.9');
    expect(ja.address).toMatchObject({ suburb: 'Sharq', country: 'クウェート' });
    expect(ja.address.road).toMatch(/^通り \d+$/);
    const search = (await (
      await get('/geocode/search?q=sharq&countrycodes=kw&accept-language=ar')
    ).res.json()) as Array<{ name: string }>;
    expect(search[0]!.name).toBe('شرق');
  });

  it('answers Unable to geocode far from every place and 400 for bad coordinates', async () => {
    expect(await (await get('/geocode/reverse?lat=-60&lon=-120')).res.json()).toEqual({ error: 'Unable to geocode' });
    expect((await get('/geocode/reverse?lat=abc&lon=1')).status).toBe(400);
  });

  it('serves a PNG tile and 404 for a tile that cannot exist', async () => {
    const tile = await get('/tiles/12/2581/1710.png');
    expect(tile.status).toBe(200);
    expect(tile.type).toBe('image/png');
    const bytes = new Uint8Array(await tile.res.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect((await get('/tiles/2/9/0.png')).status).toBe(404);
    expect((await get('/tiles/2/1/x.png')).status).toBe(404);
  });
});
