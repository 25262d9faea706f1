import { describe, expect, it } from 'vitest';
import { shawarmaHouse, sofreh } from '../../sample-api/fixtures/index.ts';
import { Zone } from '../lib/api/schema.ts';
import { shapeContains, zoneForLocation } from './zones.ts';

const BASE = 'http://127.0.0.1:4010';
const kuwait = shawarmaHouse(BASE).zones.zones.map((z) => Zone.parse(z));
const dubai = sofreh(BASE).zones.zones.map((z) => Zone.parse(z));

// Real-ish places (lat, lng).
const SHARQ = { lat: 29.384, lng: 47.99 }; // area 11003 of Kuwait City (zone 1101)
const KUWAIT_CITY_EDGE = { lat: 29.36, lng: 47.995 }; // inside zone 1101's polygon, in none of its areas
const SALMIYA = { lat: 29.335, lng: 48.08 }; // area 11101 of Hawalli (zone 1102)
const SHUWAIKH = { lat: 29.346, lng: 47.94 }; // only in the hidden zone 1104
const GULF = { lat: 29.45, lng: 48.2 }; // the sea: no zone

describe('zoneForLocation', () => {
  it('finds the visible zone and the area holding a location', () => {
    const match = zoneForLocation(kuwait, SHARQ);
    expect(match?.zone.id).toBe(1101);
    expect(match?.area?.id).toBe(11003);
    expect(zoneForLocation(kuwait, SALMIYA)?.zone.id).toBe(1102);
  });

  it('accepts a location in the selected area polygon, or in its zone polygon outside the area', () => {
    expect(zoneForLocation(kuwait, SHARQ, 11003)).toMatchObject({ zone: { id: 1101 }, area: { id: 11003 } });
    // Outside Qibla's own outline but inside Kuwait City's polygon: the zone polygon decides.
    expect(zoneForLocation(kuwait, KUWAIT_CITY_EDGE, 11001)).toMatchObject({ zone: { id: 1101 }, area: { id: 11001 } });
  });

  it('falls back to the zone holding the point when the selected area is elsewhere', () => {
    // Area Qibla (Kuwait City) selected, but the pin is in Salmiya: Hawalli's zone prices it.
    expect(zoneForLocation(kuwait, SALMIYA, 11001)?.zone.id).toBe(1102);
  });

  it('answers null outside every zone polygon', () => {
    expect(zoneForLocation(kuwait, GULF)).toBeNull();
    expect(zoneForLocation(kuwait, GULF, 11003)).toBeNull();
    expect(zoneForLocation([], SHARQ)).toBeNull();
  });

  it('never matches a hidden zone, even with its own area selected', () => {
    expect(zoneForLocation(kuwait, SHUWAIKH)).toBeNull();
    expect(zoneForLocation(kuwait, SHUWAIKH, 11301)).toBeNull();
  });

  it('ignores Point-shaped areas: the zone polygon decides for them', () => {
    const abuHail = { lat: 25.28, lng: 55.345 };
    expect(zoneForLocation(dubai, abuHail, 41004)).toMatchObject({ zone: { id: 4101 }, area: { id: 41004 } });
    const pointOnly = dubai.map((zone) => ({ ...zone, shape: null }));
    // Without the zone polygon, a Point area holds nothing, so the exact point is outside.
    expect(zoneForLocation(pointOnly, abuHail, 41004)).toBeNull();
  });

  it('uses area polygons of a zone drawn without a zone polygon', () => {
    const areasOnly = kuwait.map((zone) => ({ ...zone, shape: null }));
    expect(zoneForLocation(areasOnly, SHARQ)).toMatchObject({ zone: { id: 1101 }, area: { id: 11003 } });
    expect(zoneForLocation(areasOnly, KUWAIT_CITY_EDGE)).toBeNull();
  });
});

describe('shapeContains', () => {
  it('is false for points, missing shapes and non-finite locations', () => {
    expect(shapeContains({ type: 'Point', coordinates: [47.99, 29.384] }, SHARQ)).toBe(false);
    expect(shapeContains(null, SHARQ)).toBe(false);
    expect(shapeContains(kuwait[0]!.shape, { lat: Number.NaN, lng: 47.99 })).toBe(false);
  });

  const ring = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ];
  const polygon = (...rings: [number, number][][]) => ({ type: 'Polygon' as const, coordinates: rings });

  it('leaves out a hole: a courtyard inside a zone is not delivered to', () => {
    const donut = polygon(ring(0, 0, 10, 10), ring(4, 4, 6, 6));
    expect(shapeContains(donut, { lng: 2, lat: 2 })).toBe(true);
    expect(shapeContains(donut, { lng: 5, lat: 5 })).toBe(false);
    expect(shapeContains(donut, { lng: 11, lat: 5 })).toBe(false);
  });

  it('treats a broken ring (open, too short, not numbers) as no region instead of failing', () => {
    const open = polygon(ring(0, 0, 10, 10).slice(0, 4));
    const short = polygon([
      [0, 0],
      [10, 0],
      [0, 0],
    ]);
    const notNumbers = polygon([...ring(0, 0, 10, 10).slice(0, 2), [Number.NaN, 10], ...ring(0, 0, 10, 10).slice(3)]);
    const brokenHole = polygon(ring(0, 0, 10, 10), ring(4, 4, 6, 6).slice(0, 3));
    for (const shape of [open, short, notNumbers, brokenHole]) {
      expect(shapeContains(shape, { lng: 2, lat: 2 })).toBe(false);
    }
    expect(shapeContains({ type: 'Polygon', coordinates: [] } as never, { lng: 2, lat: 2 })).toBe(false);
  });

  it('puts a location on the edge two neighbouring areas share in exactly one of them', () => {
    const west = polygon(ring(0, 0, 5, 10));
    const east = polygon(ring(5, 0, 10, 10));
    for (const lat of [0.5, 3, 5, 9.5]) {
      const onEdge = { lng: 5, lat };
      expect([shapeContains(west, onEdge), shapeContains(east, onEdge)].filter(Boolean)).toHaveLength(1);
    }
    const south = polygon(ring(0, 0, 10, 5));
    const north = polygon(ring(0, 5, 10, 10));
    for (const lng of [0.5, 3, 7]) {
      const onEdge = { lng, lat: 5 };
      expect([shapeContains(south, onEdge), shapeContains(north, onEdge)].filter(Boolean)).toHaveLength(1);
    }
  });
});

describe('shapeCentre', () => {
  it('is the mean of a polygon ring without its closing point, the point itself, or null', async () => {
    const { shapeCentre } = await import('./zones.ts');
    const square = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 2],
          [0, 0],
        ] as [number, number][],
      ],
    };
    expect(shapeCentre(square)).toEqual({ lng: 1, lat: 1 });
    expect(shapeCentre({ type: 'Point', coordinates: [47.9, 29.3] })).toEqual({ lng: 47.9, lat: 29.3 });
    expect(shapeCentre(null)).toBeNull();
  });
});
