/**
 * The delivery address form (spec §3 Address form fields and Delivery config per-field settings, §4 address types,
 * §2 form type default residency): which fields show, in what order, which must be filled, and their checks.
 *
 * Defaults per form type, which the config's `fields[name] = { on, required }` override field by field:
 * - residency (Gulf addresses: area, block, street, avenue): block*, street*, avenue, then the type's fields, PACI
 *   number, note. Company: building*, office_number*, floor. House: house_number*. Apartment: building*, floor,
 *   apartment*.
 * - international (street addresses): street*, house_number* (part of the street address whatever the type),
 *   the type's fields, postcode (optional: not every country has one; the config can require it), city*, note.
 *   Company: building, office_number, floor. Apartment: building, floor, apartment*.
 * (* required.) A field tied to other address types (apartment number on a house) never shows, even when the config
 * turns it on; city, postcode, intercom, parking and the contact fields show only when the config turns them on.
 */
import type { AddressField } from '../../lib/api/schema.ts';

/** Spec §4 address type: 0 company, 1 house, 2 apartment. */
export type AddressType = 0 | 1 | 2;
export const ADDRESS_TYPES: readonly AddressType[] = [0, 1, 2];

/** Spec §3 Delivery config form type; missing or unknown means residency (spec §2). */
export type FormType = 'residency' | 'international';

/** One field the form shows, with what the input needs. */
export interface AddressFieldRule {
  field: AddressField;
  /** The label's key when it is not `field_{field}` (a ZIP code, a prefecture). */
  labelKey?: string;
  required: boolean;
  maxLength: number;
  inputMode?: 'numeric' | 'text' | 'tel';
  autoComplete?: string;
}

/** A field of a shipping address: the spec's fields, and the region (state, prefecture) some countries need. */
export type ShippingField = AddressField | 'region';
export interface ShippingFieldRule extends Omit<AddressFieldRule, 'field'> {
  field: ShippingField;
}

/** Typed values of the form, by field. */
export type AddressValues = Partial<Record<AddressField | 'region', string>>;
/** What is wrong with a field, by field; a field without a problem is absent. */
export type AddressErrors = Partial<Record<AddressField | 'region', 'required' | 'too-long' | 'invalid'>>;

const COMPANY = 0;
const HOUSE = 1;
const APARTMENT = 2;

/** A field's default in one form type: shown or not, required or not, and the address types it belongs to. */
interface FieldDefault {
  field: AddressField;
  on: boolean;
  required: boolean;
  types?: readonly AddressType[];
}

const off = (field: AddressField, types?: readonly AddressType[]): FieldDefault => ({
  field,
  on: false,
  required: false,
  types,
});

// Display order and defaults. Every address field appears once in each list so a field the config turns on has a
// place; the tests check that.
const FORMS: Record<FormType, readonly FieldDefault[]> = {
  residency: [
    { field: 'block', on: true, required: true },
    { field: 'street', on: true, required: true },
    { field: 'avenue', on: true, required: false },
    { field: 'building', on: true, required: true, types: [COMPANY, APARTMENT] },
    { field: 'house_number', on: true, required: true, types: [HOUSE] },
    { field: 'office_number', on: true, required: true, types: [COMPANY] },
    { field: 'floor', on: true, required: false, types: [COMPANY, APARTMENT] },
    { field: 'apartment', on: true, required: true, types: [APARTMENT] },
    off('intercom'),
    off('parking'),
    { field: 'paci', on: true, required: false },
    off('city'),
    off('postcode'),
    off('contact_name'),
    off('contact_phone'),
    { field: 'note', on: true, required: false },
  ],
  international: [
    { field: 'street', on: true, required: true },
    { field: 'house_number', on: true, required: true },
    { field: 'building', on: true, required: false, types: [COMPANY, APARTMENT] },
    { field: 'office_number', on: true, required: false, types: [COMPANY] },
    { field: 'floor', on: true, required: false, types: [COMPANY, APARTMENT] },
    { field: 'apartment', on: true, required: true, types: [APARTMENT] },
    off('intercom'),
    off('parking'),
    { field: 'postcode', on: true, required: false },
    { field: 'city', on: true, required: true },
    off('block'),
    off('avenue'),
    off('paci'),
    off('contact_name'),
    off('contact_phone'),
    { field: 'note', on: true, required: false },
  ],
};

// Room for real values (a Kuwaiti PACI number has 8–12 digits, a UK postcode 8 characters) with some slack; the
// saved form caps any value at 300.
const INPUTS: Record<AddressField, Omit<AddressFieldRule, 'field' | 'required'>> = {
  city: { maxLength: 80, autoComplete: 'address-level2' },
  street: { maxLength: 120, autoComplete: 'address-line1' },
  block: { maxLength: 20 },
  postcode: { maxLength: 12, autoComplete: 'postal-code' },
  building: { maxLength: 60 },
  avenue: { maxLength: 60 },
  intercom: { maxLength: 20 },
  floor: { maxLength: 10 },
  apartment: { maxLength: 20 },
  parking: { maxLength: 40 },
  note: { maxLength: 300 },
  house_number: { maxLength: 20 },
  office_number: { maxLength: 20 },
  paci: { maxLength: 12, inputMode: 'numeric' },
  contact_name: { maxLength: 80, autoComplete: 'name' },
  contact_phone: { maxLength: 24, inputMode: 'tel', autoComplete: 'tel' },
};

/** The fields the form shows for a form type and address type, in display order, after the config's settings. */
export function addressFieldRules(args: {
  formType: FormType | null | undefined;
  addressType: AddressType;
  fields: Partial<Record<AddressField, { on: boolean; required: boolean }>>;
  /** The business's country: Kuwait's PACI number is asked by default in Kuwait only (the config may still ask it). */
  country?: string | null;
}): AddressFieldRule[] {
  const form = FORMS[args.formType === 'international' ? 'international' : 'residency'];
  const rules: AddressFieldRule[] = [];
  const kuwaitOnly = args.country != null && args.country.toUpperCase() !== 'KW';
  for (const { field, on, required, types } of form) {
    if (types && !types.includes(args.addressType)) continue;
    const setting = args.fields?.[field];
    const byDefault = on && !(field === 'paci' && kuwaitOnly);
    if (!(setting ? setting.on === true : byDefault)) continue;
    rules.push({ field, required: setting ? setting.required === true : required, ...INPUTS[field] });
  }
  return rules;
}

function valueOf(values: AddressValues, field: AddressField | 'region'): string {
  const value = values?.[field];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The problems of the shown fields (trimmed): missing when required, too long, or a contact phone that `isPhone`
 * (the phone rules) refuses. addressForm.ts's validateAddress passes them in.
 */
export function addressProblems(
  values: AddressValues,
  rules: readonly ShippingFieldRule[],
  isPhone: (value: string) => boolean,
): AddressErrors {
  const errors: AddressErrors = {};
  for (const rule of rules) {
    const value = valueOf(values, rule.field);
    if (value === '') {
      if (rule.required) errors[rule.field] = 'required';
    } else if ([...value].length > rule.maxLength) {
      // Counted in characters, not UTF-16 units, so an Arabic or emoji-bearing note gets its full length.
      errors[rule.field] = 'too-long';
    } else if (rule.field === 'contact_phone' && !isPhone(value)) {
      errors[rule.field] = 'invalid';
    }
  }
  return errors;
}

/** The address to send: only the shown fields, trimmed, empty ones left out. */
export function cleanAddress(values: AddressValues, rules: readonly ShippingFieldRule[]): AddressValues {
  const clean: AddressValues = {};
  for (const { field } of rules) {
    const value = valueOf(values, field);
    if (value !== '') clean[field] = value;
  }
  return clean;
}

/**
 * How a shipping destination writes an address (the spec's international form, per country): whether the house
 * number is a field of its own or part of the street line, the postcode (named ZIP code in the US) and whether it
 * is required, and the region a delivery needs (a state, a prefecture, a province) with its label.
 */
interface CountryAddress {
  houseNumber: 'own-field' | 'in-street';
  postcode: 'required' | 'optional';
  postcodeLabel?: string;
  postcodeNumeric?: boolean;
  region: { labelKey: string; required: boolean } | null;
}

/** Countries whose addresses differ from the default; the default fits most (street, number, postcode, city). */
const COUNTRY_ADDRESSES: Record<string, CountryAddress> = {
  JP: {
    houseNumber: 'in-street',
    postcode: 'required',
    region: { labelKey: 'field_prefecture', required: true },
  },
  US: {
    houseNumber: 'in-street',
    postcode: 'required',
    postcodeLabel: 'field_zip',
    postcodeNumeric: true,
    region: { labelKey: 'field_state', required: true },
  },
  CA: { houseNumber: 'in-street', postcode: 'required', region: { labelKey: 'field_province', required: true } },
  AU: { houseNumber: 'in-street', postcode: 'required', region: { labelKey: 'field_state', required: true } },
  KR: { houseNumber: 'in-street', postcode: 'required', postcodeNumeric: true, region: null },
  TW: { houseNumber: 'in-street', postcode: 'optional', region: null },
  GB: { houseNumber: 'in-street', postcode: 'required', region: null },
  FR: { houseNumber: 'in-street', postcode: 'required', postcodeNumeric: true, region: null },
  DE: { houseNumber: 'own-field', postcode: 'required', postcodeNumeric: true, region: null },
  AT: { houseNumber: 'own-field', postcode: 'required', postcodeNumeric: true, region: null },
  CH: { houseNumber: 'own-field', postcode: 'required', postcodeNumeric: true, region: null },
  NL: { houseNumber: 'own-field', postcode: 'required', region: null },
};
const DEFAULT_COUNTRY_ADDRESS: CountryAddress = {
  houseNumber: 'own-field',
  postcode: 'optional',
  region: { labelKey: 'field_region', required: false },
};

/** The address form of one shipping country (ISO code; unknown or none: the default form). */
export function countryAddress(country: string | null | undefined): CountryAddress {
  const code = typeof country === 'string' ? country.trim().toUpperCase() : '';
  return COUNTRY_ADDRESSES[code] ?? DEFAULT_COUNTRY_ADDRESS;
}

/**
 * The fields of an international shipping address (never Kuwait's block, avenue or PACI abroad): street,
 * the house number where the country writes it apart, the address type's fields, postcode, city and region as the
 * country needs them, then the contact fields and the note as the business's settings turn them on.
 */
export function shippingAddressRules(args: {
  country: string | null | undefined;
  addressType: AddressType;
  fields: Partial<Record<AddressField, { on: boolean; required: boolean }>>;
}): ShippingFieldRule[] {
  const form = countryAddress(args.country);
  const setting = (f: AddressField) => args.fields?.[f];
  const rule = (field: AddressField, required: boolean, extra: Partial<AddressFieldRule> = {}): AddressFieldRule => ({
    field,
    required,
    ...INPUTS[field],
    ...extra,
  });
  const rules: ShippingFieldRule[] = [rule('street', true)];
  if (form.houseNumber === 'own-field') rules.push(rule('house_number', true));
  const typeFields: Array<[AddressField, boolean, readonly AddressType[]]> = [
    ['building', false, [COMPANY, APARTMENT]],
    ['office_number', false, [COMPANY]],
    ['floor', false, [COMPANY, APARTMENT]],
    ['apartment', true, [APARTMENT]],
  ];
  for (const [field, required, types] of typeFields)
    if (types.includes(args.addressType)) rules.push(rule(field, required));
  rules.push(
    rule('postcode', form.postcode === 'required', {
      ...(form.postcodeLabel ? { labelKey: form.postcodeLabel } : {}),
      ...(form.postcodeNumeric ? { inputMode: 'numeric' as const } : {}),
    }),
  );
  rules.push(rule('city', true));
  if (form.region) {
    rules.push({
      field: 'region',
      labelKey: form.region.labelKey,
      required: form.region.required,
      maxLength: 80,
      autoComplete: 'address-level1',
    });
  }
  for (const field of ['contact_name', 'contact_phone', 'note'] as const) {
    const on = setting(field)?.on ?? field === 'note';
    // A parcel's note is read by the courier of another country, not by the business's driver.
    const extra = field === 'note' ? { labelKey: 'field_noteShipping' } : {};
    if (on) rules.push(rule(field, setting(field)?.required === true, extra));
  }
  return rules;
}
