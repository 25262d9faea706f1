import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_FIELDS, type AddressField } from '../../lib/api/schema.ts';
import {
  ADDRESS_TYPES,
  addressFieldRules,
  cleanAddress,
  shippingAddressRules,
  validateAddress,
  type AddressType,
  type FormType,
} from './addressForm.ts';

const COMPANY: AddressType = 0;
const HOUSE: AddressType = 1;
const APARTMENT: AddressType = 2;

const shown = (formType: FormType | null | undefined, addressType: AddressType, fields = {}) =>
  addressFieldRules({ formType, addressType, fields }).map((r) => r.field);
const required = (formType: FormType, addressType: AddressType, fields = {}) =>
  addressFieldRules({ formType, addressType, fields })
    .filter((r) => r.required)
    .map((r) => r.field);
const allOn = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, { on: true, required: false }]));

describe('addressFieldRules', () => {
  it('lists the address types company, house and apartment', () => {
    expect(ADDRESS_TYPES).toEqual([0, 1, 2]);
  });

  it("asks Kuwait's PACI number by default in Kuwait only; a business elsewhere may still turn it on", () => {
    const paci = (country: string, fields = {}) =>
      addressFieldRules({ formType: 'residency', addressType: HOUSE, fields, country }).some((r) => r.field === 'paci');
    expect(paci('KW')).toBe(true);
    expect(paci('PK')).toBe(false);
    expect(paci('PK', { paci: { on: true, required: false } })).toBe(true);
  });

  it('asks a residency apartment for block, street, avenue, building, floor, apartment, PACI and note', () => {
    expect(shown('residency', APARTMENT)).toEqual([
      'block',
      'street',
      'avenue',
      'building',
      'floor',
      'apartment',
      'paci',
      'note',
    ]);
    expect(required('residency', APARTMENT)).toEqual(['block', 'street', 'building', 'apartment']);
  });

  it('asks a residency house for its house number instead of building, floor and apartment', () => {
    expect(shown('residency', HOUSE)).toEqual(['block', 'street', 'avenue', 'house_number', 'paci', 'note']);
    expect(required('residency', HOUSE)).toEqual(['block', 'street', 'house_number']);
  });

  it('asks a residency company for building, office number and floor', () => {
    expect(shown('residency', COMPANY)).toEqual([
      'block',
      'street',
      'avenue',
      'building',
      'office_number',
      'floor',
      'paci',
      'note',
    ]);
  });

  it('asks an international address for street, house number, postcode and city', () => {
    expect(shown('international', HOUSE)).toEqual(['street', 'house_number', 'postcode', 'city', 'note']);
    expect(required('international', HOUSE)).toEqual(['street', 'house_number', 'city']);
    expect(shown('international', APARTMENT)).toEqual([
      'street',
      'house_number',
      'building',
      'floor',
      'apartment',
      'postcode',
      'city',
      'note',
    ]);
  });

  it('uses the residency form when the form type is missing or unknown', () => {
    expect(shown(undefined, HOUSE)).toEqual(shown('residency', HOUSE));
    expect(shown(null, HOUSE)).toEqual(shown('residency', HOUSE));
    expect(shown('postal' as FormType, HOUSE)).toEqual(shown('residency', HOUSE));
  });

  it('lets the config hide a default field, require an optional one and show an extra one in its place', () => {
    const fields = {
      avenue: { on: false, required: true },
      paci: { on: true, required: true },
      intercom: { on: true, required: false },
    };
    expect(shown('residency', HOUSE, fields)).toEqual(['block', 'street', 'house_number', 'intercom', 'paci', 'note']);
    expect(required('residency', HOUSE, fields)).toEqual(['block', 'street', 'house_number', 'paci']);
  });

  it('lets the config make a default-required field optional', () => {
    expect(required('international', HOUSE, { city: { on: true, required: false } })).toEqual([
      'street',
      'house_number',
    ]);
  });

  it('never shows a field of another address type, even when the config turns it on', () => {
    expect(shown('residency', HOUSE, { apartment: { on: true, required: true } })).not.toContain('apartment');
    expect(shown('residency', APARTMENT, { office_number: { on: true, required: true } })).not.toContain(
      'office_number',
    );
  });

  it('shows the contact name and phone only when the config turns them on', () => {
    expect(shown('residency', HOUSE)).not.toContain('contact_phone');
    const fields = { contact_name: { on: true, required: false }, contact_phone: { on: true, required: true } };
    expect(shown('residency', HOUSE, fields)).toEqual(expect.arrayContaining(['contact_name', 'contact_phone']));
    const phone = addressFieldRules({ formType: 'residency', addressType: HOUSE, fields }).find(
      (r) => r.field === 'contact_phone',
    );
    expect(phone).toMatchObject({ required: true, inputMode: 'tel', autoComplete: 'tel' });
  });

  it('has a place for every address field in both forms, once, when the config turns them all on', () => {
    for (const formType of ['residency', 'international'] as const) {
      const union = new Set<AddressField>();
      for (const addressType of ADDRESS_TYPES) {
        const fields = shown(formType, addressType, allOn);
        expect(new Set(fields).size).toBe(fields.length);
        fields.forEach((f) => union.add(f));
      }
      expect([...union].sort()).toEqual([...ADDRESS_FIELDS].sort());
    }
  });

  it('gives every shown field a positive length limit', () => {
    for (const rule of addressFieldRules({ formType: 'residency', addressType: APARTMENT, fields: allOn })) {
      expect(rule.maxLength).toBeGreaterThan(0);
    }
  });
});

describe('validateAddress', () => {
  const rules = addressFieldRules({
    formType: 'residency',
    addressType: HOUSE,
    fields: { contact_phone: { on: true, required: false } },
  });

  it('reports required fields left empty or blank', () => {
    expect(validateAddress({ block: '   ', street: '12' }, rules)).toEqual({
      block: 'required',
      house_number: 'required',
    });
  });

  it('accepts an address with every required field and nothing too long', () => {
    expect(validateAddress({ block: '3', street: '12', house_number: '7', note: 'Blue door' }, rules)).toEqual({});
  });

  it('reports a value longer than its limit, counted in characters after trimming', () => {
    const block = rules.find((r) => r.field === 'block')!;
    expect(
      validateAddress({ block: ` ${'٣'.repeat(block.maxLength)} `, street: '1', house_number: '1' }, rules),
    ).toEqual({});
    expect(validateAddress({ block: '3'.repeat(block.maxLength + 1), street: '1', house_number: '1' }, rules)).toEqual({
      block: 'too-long',
    });
  });

  it('reports a contact phone that is not a phone, read in the given country', () => {
    const base = { block: '3', street: '12', house_number: '7' };
    expect(validateAddress({ ...base, contact_phone: '12345678' }, rules)).toEqual({ contact_phone: 'invalid' });
    expect(validateAddress({ ...base, contact_phone: '9988 7766' }, rules)).toEqual({});
    expect(validateAddress({ ...base, contact_phone: '044 668 18 00' }, rules, { phoneCountry: 'CH' })).toEqual({});
  });

  it('ignores fields the form does not show', () => {
    expect(validateAddress({ block: '3', street: '12', house_number: '7', apartment: 'x'.repeat(500) }, rules)).toEqual(
      {},
    );
  });
});

describe('cleanAddress', () => {
  const rules = addressFieldRules({ formType: 'residency', addressType: HOUSE, fields: {} });

  it('keeps only the shown fields, trimmed, and leaves empty ones out', () => {
    expect(
      cleanAddress({ block: ' 3 ', street: '12', avenue: '  ', apartment: '5', house_number: '7' }, rules),
    ).toEqual({
      block: '3',
      street: '12',
      house_number: '7',
    });
  });

  it('changes nothing when run twice and never changes what validation finds', () => {
    const value = fc.oneof(fc.constantFrom('', ' ', '  x  ', '12'), fc.string({ maxLength: 40 }));
    const values = fc.dictionary(fc.constantFrom(...ADDRESS_FIELDS), value);
    const formType = fc.constantFrom<FormType>('residency', 'international');
    fc.assert(
      fc.property(values, formType, fc.constantFrom(...ADDRESS_TYPES), (typed, form, addressType) => {
        const shownRules = addressFieldRules({ formType: form, addressType, fields: {} });
        const clean = cleanAddress(typed, shownRules);
        expect(cleanAddress(clean, shownRules)).toEqual(clean);
        expect(validateAddress(clean, shownRules)).toEqual(validateAddress(typed, shownRules));
        for (const v of Object.values(clean)) expect(v).toBe(v?.trim());
      }),
    );
  });
});

describe('shippingAddressRules', () => {
  const fieldsOf = (country: string | null, addressType: 0 | 1 | 2 = 1, fields = {}) =>
    shippingAddressRules({ country, addressType, fields }).map((r) => `${r.field}${r.required ? '*' : ''}`);

  it('never asks for Kuwait’s block, avenue or PACI abroad, whatever the business turned on for Kuwait', () => {
    const kuwaitOn = {
      block: { on: true, required: true },
      avenue: { on: true, required: true },
      paci: { on: true, required: true },
    };
    for (const country of ['JP', 'US', 'DE', 'FR', 'KR', 'TW', 'BR', null]) {
      const fields = fieldsOf(country, 1, kuwaitOn).map((f) => f.replace('*', ''));
      expect(fields).not.toContain('block');
      expect(fields).not.toContain('avenue');
      expect(fields).not.toContain('paci');
    }
  });

  it('a parcel’s note is labelled for the courier abroad, not the business’s driver', () => {
    const note = shippingAddressRules({ country: 'FR', addressType: 1, fields: {} }).find((r) => r.field === 'note');
    expect(note?.labelKey).toBe('field_noteShipping');
  });

  it('Japan: the street line holds the block numbers; postcode, city and prefecture are required', () => {
    expect(fieldsOf('JP')).toEqual(['street*', 'postcode*', 'city*', 'region*', 'note']);
    const region = shippingAddressRules({ country: 'jp', addressType: 1, fields: {} }).find(
      (r) => r.field === 'region',
    );
    expect(region).toMatchObject({ labelKey: 'field_prefecture', autoComplete: 'address-level1' });
  });

  it('the US: the state and a ZIP code (so named, typed as digits) are required', () => {
    expect(fieldsOf('US', 2)).toEqual([
      'street*',
      'building',
      'floor',
      'apartment*',
      'postcode*',
      'city*',
      'region*',
      'note',
    ]);
    const rules = shippingAddressRules({ country: 'US', addressType: 1, fields: {} });
    expect(rules.find((r) => r.field === 'postcode')).toMatchObject({ labelKey: 'field_zip', inputMode: 'numeric' });
    expect(rules.find((r) => r.field === 'region')).toMatchObject({ labelKey: 'field_state' });
  });

  it('Germany: the house number is its own field, the postcode is required and there is no region', () => {
    expect(fieldsOf('DE', 0)).toEqual([
      'street*',
      'house_number*',
      'building',
      'office_number',
      'floor',
      'postcode*',
      'city*',
      'note',
    ]);
  });

  it('a country without its own table gets the default form: optional postcode and region', () => {
    expect(fieldsOf('BR')).toEqual(['street*', 'house_number*', 'postcode', 'city*', 'region', 'note']);
    expect(fieldsOf('<script>')).toEqual(fieldsOf(null));
  });

  it('the business’s contact fields and note follow its settings', () => {
    const fields = {
      contact_name: { on: true, required: true },
      contact_phone: { on: true, required: false },
      note: { on: false, required: false },
    };
    expect(fieldsOf('DE', 1, fields).slice(-2)).toEqual(['contact_name*', 'contact_phone']);
  });

  it('a missing prefecture is a problem of the region field, and the region is sent with the address', () => {
    const rules = shippingAddressRules({ country: 'JP', addressType: 1, fields: {} });
    const values = { street: '7-6-2 Yanaka', postcode: '110-0001', city: 'Taito-ku', block: '4' };
    expect(validateAddress(values, rules)).toEqual({ region: 'required' });
    expect(cleanAddress({ ...values, region: ' Tokyo ' }, rules)).toEqual({
      street: '7-6-2 Yanaka',
      postcode: '110-0001',
      city: 'Taito-ku',
      region: 'Tokyo',
    });
  });
});
