import { describe, expect, it } from 'vitest';
import { shawarmaHouse } from '../../../sample-api/fixtures/index.ts';
import { Zone } from '../../lib/api/schema.ts';
import { shapeCentre, shapeContains } from '../zones.ts';
import { areaNamedIn, deliverySpot, spotNotice } from './deliverySpot.ts';

const zones = shawarmaHouse('http://127.0.0.1:4010').zones.zones.map((z) => Zone.parse(z));
const BRANCHES = [11, 12, 13];
const SHARQ = { lat: 29.384, lng: 47.99 }; // Kuwait City zone (branch 11)
const SALMIYA = { lat: 29.335, lng: 48.08 }; // Hawalli zone (branch 12)
const GULF = { lat: 29.45, lng: 48.2 };
const EAST_OF_JAHRA = { lat: 29.3, lng: 47.76 }; // outside every zone; the nearest listed area is Al Naeem
const names: Record<number, string> = { 11: 'Kuwait City — Sharq', 12: 'Salmiya', 13: 'Jahra' };
const name = (id: number) => names[id] ?? '';

describe('deliverySpot', () => {
  it('a spot in a zone of the branch the customer orders from is served there', () => {
    const spot = deliverySpot({ zones, branchId: 12, branches: BRANCHES, location: SALMIYA, areaId: 11101 });
    expect(spot).toMatchObject({ status: 'inside', zone: { id: 1102 }, area: { id: 11101 } });
    expect(spotNotice(spot, name)).toEqual({ tone: 'ok', key: 'pinInside', values: { zone: 'Hawalli' }, action: null });
  });

  it('a Sharq pin after choosing Salmiya names the Sharq branch once, with one button to switch to it', () => {
    const spot = deliverySpot({ zones, branchId: 12, branches: BRANCHES, location: SHARQ, areaId: 11101 });
    expect(spot).toMatchObject({ status: 'other-branch', branch: 11, zone: { id: 1101 }, area: { id: 11003 } });
    const notice = spotNotice(spot, name)!;
    expect(notice).toEqual({
      tone: 'problem',
      key: 'pinOtherBranch',
      values: { branch: 'Kuwait City — Sharq', zone: 'Kuwait City' },
      action: 'switch-branch',
    });
    // Never "we do not deliver" beside "another branch delivers there".
    expect(notice.key).not.toBe('pinOutside');
  });

  it('a spot outside every zone offers pickup or the areas, and no branch', () => {
    const spot = deliverySpot({ zones, branchId: 11, branches: BRANCHES, location: GULF, areaId: null });
    expect(spot).toEqual({ status: 'outside', namedArea: null });
    expect(spotNotice(spot, name)).toMatchObject({ key: 'pinOutside', action: 'elsewhere' });
  });

  it('a pin whose address names a listed area is still judged by the polygons', () => {
    const placeName = 'Street 12, Al Naeem, Jahra Governorate';
    const spot = deliverySpot({
      zones,
      branchId: 13,
      branches: BRANCHES,
      location: EAST_OF_JAHRA,
      areaId: 11204,
      placeName,
    });
    expect(spot).toMatchObject({ status: 'outside', namedArea: { id: 11204 } });
    expect(spotNotice(spot, name)).toEqual({
      tone: 'problem',
      key: 'pinOutsideNamed',
      values: { area: 'Al Naeem' },
      action: 'elsewhere',
    });
    // Inside the polygon the name plays no part: the zone holding the pin serves it.
    const inside = deliverySpot({ zones, branchId: 11, branches: BRANCHES, location: SHARQ, areaId: null, placeName });
    expect(inside).toMatchObject({ status: 'inside', zone: { id: 1101 } });
  });

  it('a zone of a branch the business no longer has, or a hidden zone, serves nobody', () => {
    expect(deliverySpot({ zones, branchId: 12, branches: [12], location: SHARQ, areaId: null }).status).toBe('outside');
    const shuwaikh = { lat: 29.346, lng: 47.94 }; // only in the hidden zone
    expect(deliverySpot({ zones, branchId: 11, branches: BRANCHES, location: shuwaikh, areaId: null }).status).toBe(
      'outside',
    );
  });

  it('no pin gives no message, and hostile input never throws', () => {
    expect(deliverySpot({ zones, branchId: 11, branches: BRANCHES, location: null, areaId: null })).toEqual({
      status: 'none',
    });
    expect(spotNotice({ status: 'none' }, name)).toBeNull();
    const nan = { lat: Number.NaN, lng: Number.POSITIVE_INFINITY };
    expect(deliverySpot({ zones, branchId: 11, branches: BRANCHES, location: nan, areaId: 1 }).status).toBe('outside');
    expect(
      deliverySpot({
        zones: null as unknown as Zone[],
        branchId: 11,
        branches: BRANCHES,
        location: SHARQ,
        areaId: null,
      }),
    ).toEqual({ status: 'outside', namedArea: null });
  });
});

describe('areaNamedIn', () => {
  it('finds a listed area by any of its names among the parts of a place name, not by a substring', () => {
    expect(areaNamedIn(zones, 'Street 5, النعيم, محافظة الجهراء')?.id).toBe(11204);
    expect(areaNamedIn(zones, 'Al Naeemiya Towers')).toBeNull();
    expect(areaNamedIn(zones, '')).toBeNull();
    // A hidden zone's area is not offered, so it is not named either.
    expect(areaNamedIn(zones, 'Shuwaikh Industrial')).toBeNull();
  });
});

describe('shawarma-house fixture', () => {
  it('every area’s centre lies in its own zone’s polygon, and in no other visible zone', () => {
    for (const zone of zones) {
      for (const area of zone.areas) {
        const centre = shapeCentre(area.shape)!;
        expect(shapeContains(zone.shape, centre), `${area.name} in ${zone.name}`).toBe(true);
        for (const other of zones.filter((z) => z.id !== zone.id && z.visible))
          expect(shapeContains(other.shape, centre), `${area.name} not in ${other.name}`).toBe(false);
      }
    }
  });
});
