import { describe, expect, it } from 'vitest';
import { shawarmaHouse } from '../../../sample-api/fixtures/index.ts';
import { Location } from '../../lib/api/accounts.ts';
import { Zone } from '../../lib/api/schema.ts';
import { deliveryOfSaved, initialSavedLocation, phoneWithSaved } from './savedLocation.ts';

const zones = shawarmaHouse('http://127.0.0.1:4010').zones.zones.map((z) => Zone.parse(z));
const home = Location.parse({
  id: 1,
  title: 'Home',
  type: 1,
  block: '4',
  street: 'Ahmad Al-Jaber',
  house_number: '12',
  lat: 29.384,
  lng: 47.99,
  area_id: 11003, // Sharq, Kuwait City zone (branch 11)
  contact_phone: '+41 44 668 18 00',
});
const work = Location.parse({
  id: 2,
  title: 'Work',
  default: true,
  type: 0,
  block: '1',
  building: 'Tower 3',
  office_number: '1204',
  lat: 29.335,
  lng: 48.08,
  area_id: 11101, // Salmiya, Hawalli zone (branch 12)
});
const empty = { location: null, areaId: null };

describe('initialSavedLocation', () => {
  it('starts an empty delivery with the default saved address, else the first', () => {
    expect(initialSavedLocation([home, work], empty)).toEqual({ saved: work, apply: true });
    expect(initialSavedLocation([home], empty)).toEqual({ saved: home, apply: true });
    expect(initialSavedLocation([], empty)).toEqual({ saved: null, apply: false });
  });

  it('never overrides a pin or an area the customer already chose, but names the saved address at that pin', () => {
    expect(initialSavedLocation([home, work], { location: { lat: 29.384, lng: 47.99 }, areaId: null })).toEqual({
      saved: home,
      apply: false,
    });
    expect(initialSavedLocation([home, work], { location: null, areaId: 11002 })).toEqual({
      saved: null,
      apply: false,
    });
  });

  it('survives a list that is not a list', () => {
    expect(initialSavedLocation(null as unknown as Location[], empty)).toEqual({ saved: null, apply: false });
  });
});

describe('deliveryOfSaved', () => {
  it('puts the saved area with its zone, the pin, the type and every field (blank ones emptied) in the delivery', () => {
    const d = deliveryOfSaved(home, zones, 11);
    expect(d).toMatchObject({
      areaId: 11003,
      zoneId: 1101,
      branchId: null,
      location: { lat: 29.384, lng: 47.99 },
      locationName: 'Home',
      addressType: 1,
    });
    expect(d.address).toMatchObject({ block: '4', street: 'Ahmad Al-Jaber', house_number: '12', apartment: '' });
  });

  it('an address in another branch’s zone orders from that branch', () => {
    expect(deliveryOfSaved(work, zones, 11)).toMatchObject({ areaId: 11101, zoneId: 1102, branchId: 12 });
  });

  it('an area no visible zone lists any more is dropped, and the pin decides', () => {
    const gone = Location.parse({ ...home, area_id: 11301 }); // the paused Shuwaikh zone
    expect(deliveryOfSaved(gone, zones, 11)).toMatchObject({ areaId: null, zoneId: null, branchId: null });
    const unknown = Location.parse({ ...home, area_id: 999 });
    expect(deliveryOfSaved(unknown, zones, 11).areaId).toBeNull();
  });
});

describe('phoneWithSaved', () => {
  it('the saved address’s phone comes after the user’s and the form’s (spec §5), and never replaces a typed one', () => {
    expect(phoneWithSaved('', { userPhone: '', formContactPhone: '', saved: home })).toBe('+41 44 668 18 00');
    expect(phoneWithSaved('', { userPhone: '+96550012345', formContactPhone: '', saved: home })).toBe('+96550012345');
    expect(phoneWithSaved('', { userPhone: null, formContactPhone: '99887766', saved: home })).toBe('99887766');
    expect(phoneWithSaved('55512345', { userPhone: null, saved: home })).toBe('55512345');
    expect(phoneWithSaved('', { saved: work })).toBe('');
  });
});
