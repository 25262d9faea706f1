import { describe, expect, it } from 'vitest';
import { addressFieldRules } from '../../../domain/checkout/addressForm.ts';
import { checkPhone } from '../../../domain/checkout/phone.ts';
import type { Location } from '../../../lib/api/accounts.ts';
import {
  defaultBody,
  draftOf,
  draftProblems,
  keptLocationDraft,
  fieldLabel,
  hasContactPhone,
  locationBody,
  locationSummary,
  sortLocations,
  withPlaceName,
} from './locationForm.ts';

const saved = (extra: Partial<Location> = {}): Location =>
  ({
    id: 7,
    title: 'Home',
    default: false,
    form_type: 'residency',
    type: 2,
    block: '4',
    street: 'Ahmad Al-Jaber',
    building: '12',
    apartment: '3',
    lat: 29.37,
    lng: 47.98,
    area_id: 5,
    ...extra,
  }) as Location;

describe('saved address form', () => {
  it('a new address starts as a house, the default when it is the first', () => {
    expect(draftOf(null, { first: true })).toMatchObject({ id: null, type: 1, isDefault: true, values: {} });
    expect(draftOf(null, { first: false }).isDefault).toBe(false);
  });

  it('editing starts from the saved fields, type and pin', () => {
    expect(draftOf(saved(), { first: false })).toMatchObject({
      id: 7,
      title: 'Home',
      type: 2,
      values: { block: '4', street: 'Ahmad Al-Jaber', building: '12', apartment: '3' },
      location: { lat: 29.37, lng: 47.98 },
      areaId: 5,
    });
  });

  it('follows the business address form: required fields of the type, lengths', () => {
    const rules = addressFieldRules({ formType: 'residency', addressType: 2, fields: {} });
    const draft = { ...draftOf(null, { first: true }), type: 2 as const, title: 'x'.repeat(101) };
    expect(draftProblems(draft, rules, () => true)).toMatchObject({
      block: 'required',
      street: 'required',
      building: 'required',
      apartment: 'required',
      title: 'too-long',
    });
    const filled = { ...draftOf(saved(), { first: false }) };
    expect(draftProblems(filled, rules, () => true)).toEqual({});
  });

  it('judges a contact phone by the phone check it is given, and asks for the rules only when one is typed', () => {
    const rules = addressFieldRules({
      formType: 'residency',
      addressType: 1,
      fields: { contact_phone: { on: true, required: false } },
    });
    expect(rules.some((r) => r.field === 'contact_phone')).toBe(true);
    const draft = { ...draftOf(saved(), { first: false }), type: 1 as const };
    expect(hasContactPhone(draft, rules)).toBe(false);
    const typed = { ...draft, values: { ...draft.values, contact_phone: '12345678' } };
    expect(hasContactPhone(typed, rules)).toBe(true);
    expect(
      hasContactPhone(
        typed,
        rules.filter((r) => r.field !== 'contact_phone'),
      ),
    ).toBe(false);
    expect(draftProblems(typed, rules, (v) => checkPhone(v, 'KW').ok)).toMatchObject({ contact_phone: 'invalid' });
    expect(draftProblems(typed, rules, () => true).contact_phone).toBeUndefined();
  });

  it('sends only the fields the form shows, trimmed, with the pin, type and default flag', () => {
    const house = addressFieldRules({ formType: 'residency', addressType: 1, fields: {} });
    const draft = {
      ...draftOf(saved(), { first: false }),
      type: 1 as const,
      values: { block: ' 4 ', street: 'Main', apartment: '3', house_number: '9' },
    };
    const body = locationBody(draft, house, 'residency');
    expect(body).toMatchObject({
      block: '4',
      street: 'Main',
      house_number: '9',
      type: 1,
      form_type: 'residency',
      lat: 29.37,
      lng: 47.98,
      default: false,
    });
    expect(body).not.toHaveProperty('apartment');
  });

  it('making an address the default keeps everything else as saved', () => {
    expect(defaultBody(saved())).toMatchObject({
      title: 'Home',
      block: '4',
      apartment: '3',
      type: 2,
      default: true,
      area_id: 5,
    });
  });

  it('a saved address reads on one line, the default listed first', () => {
    expect(locationSummary(saved(), (f) => f)).toBe('apartment 3, building 12, Ahmad Al-Jaber, block 4');
    expect(sortLocations([saved({ id: 1 }), saved({ id: 2, default: true })]).map((l) => l.id)).toEqual([2, 1]);
  });

  it('a field is labelled by the page strings, or by its own name where they have none', () => {
    expect(fieldLabel({ field_block: 'Block' }, 'block')).toBe('Block');
    expect(fieldLabel({}, 'street')).toBe('street');
  });
});

describe('an address kept when the session ended', () => {
  const draft = {
    id: 12,
    title: 'Home',
    type: 1,
    values: { block: '4', street: 'Gulf Road', house_number: '7' },
    location: { lat: 29.37, lng: 47.98 },
    locationName: 'Gulf Road',
    isDefault: true,
    areaId: 3,
  };

  it('comes back as it was typed', () => {
    expect(keptLocationDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('is not a draft without a known address type, or when it is not an object', () => {
    for (const bad of [null, 'Home', 42, [], { ...draft, type: 9 }, { ...draft, type: '1' }])
      expect(keptLocationDraft(bad), JSON.stringify(bad)).toBeNull();
  });

  it('keeps only known fields, texts cut to their limits, and a pin only where one can be', () => {
    const kept = keptLocationDraft({
      ...draft,
      id: -1,
      title: 'x'.repeat(5000),
      values: { street: 'y'.repeat(5000), evil: 'z', house_number: 7, __proto__: { block: 'b' } },
      location: { lat: 95, lng: 47 },
      isDefault: 'yes',
      areaId: 1.5,
    });
    expect(kept).toMatchObject({ id: null, isDefault: false, areaId: null, location: null });
    expect(kept!.title).toHaveLength(100);
    expect(kept!.values).toEqual({ street: 'y'.repeat(500) });
  });
});

describe('editing a saved address names it in words, not by its coordinates', () => {
  const label = (f: string) =>
    ({ block: 'Block', street: 'Street', building: 'Building', apartment: 'Apartment' })[f] ?? f;
  const zones = [{ areas: [{ id: 5, name: 'Sharq' }] }];

  it('the pin of a saved address reads what the customer typed, and the area chosen', () => {
    const opened = withPlaceName(draftOf(saved(), { first: false }), label, zones);
    expect(opened.locationName).toBe('Apartment 3, Building 12, Ahmad Al-Jaber, Block 4, Sharq');
    expect(opened.locationName).not.toMatch(/29\.37|47\.98/);
    expect(opened.location).toEqual({ lat: 29.37, lng: 47.98 });
  });

  it('an area the page does not know is left out rather than named by its id', () => {
    const opened = withPlaceName(draftOf(saved({ area_id: 99 }), { first: false }), label, zones);
    expect(opened.locationName).toBe('Apartment 3, Building 12, Ahmad Al-Jaber, Block 4');
  });

  it('a pin the map already named keeps its name, and a new address without a pin gets none', () => {
    const named = { ...draftOf(saved(), { first: false }), locationName: 'Gulf Road, Sharq' };
    expect(withPlaceName(named, label, zones).locationName).toBe('Gulf Road, Sharq');
    expect(withPlaceName(draftOf(null, { first: true }), label, zones).locationName).toBe('');
  });

  it('a saved pin with nothing typed has no words: the map shows what there is', () => {
    const bare = saved({ block: null, street: null, building: null, apartment: null, area_id: null });
    expect(withPlaceName(draftOf(bare, { first: false }), label, zones).locationName).toBe('');
  });
});
