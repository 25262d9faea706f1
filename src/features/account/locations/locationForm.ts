/**
 * A saved address being added or edited (spec §3 User.locations, Address form fields; §4 address types): the
 * draft the form holds, its problems under the business's address form rules (checkout's addressFieldRules and
 * addressProblems, with the phone check the island loads when a contact phone is typed: lib/phoneRules.ts), the body of POST/PUT webapp/locations, and the one-line summary of a saved address.
 */
import {
  addressProblems,
  cleanAddress,
  type AddressErrors,
  type AddressFieldRule,
  type AddressType,
  type AddressValues,
  type FormType,
} from '../../../domain/checkout/addressFields.ts';
import { ADDRESS_FIELDS, type AddressField } from '../../../lib/api/schema/addressFields.ts';
import type { Location } from '../../../lib/api/accounts.ts';
import { labelledValue } from '../../../domain/checkout/addressText.ts';

export const TITLE_MAX = 100;

/** Spec §3 address form fields, in the order the form shows them. */
export const LOCATION_FIELDS: readonly AddressField[] = ADDRESS_FIELDS;

export interface LocationDraft {
  /** null: a new address. */
  id: number | null;
  title: string;
  type: AddressType;
  values: AddressValues;
  location: { lat: number; lng: number } | null;
  locationName: string;
  isDefault: boolean;
  areaId: number | null;
}

const isAddressType = (t: unknown): t is AddressType => t === 0 || t === 1 || t === 2;

/** The draft of a saved address, or of a new one (a house; the first address is the default). */
export function draftOf(saved: Location | null, opts: { first: boolean }): LocationDraft {
  if (!saved) {
    return {
      id: null,
      title: '',
      type: 1,
      values: {},
      location: null,
      locationName: '',
      isDefault: opts.first,
      areaId: null,
    };
  }
  const values: AddressValues = {};
  for (const field of LOCATION_FIELDS) {
    const v = saved[field];
    if (typeof v === 'string' && v) values[field] = v;
  }
  const { lat, lng } = saved;
  return {
    id: saved.id,
    title: saved.title ?? '',
    type: isAddressType(saved.type) ? saved.type : 1,
    values,
    location: typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null,
    locationName: '',
    isDefault: saved.default === true,
    areaId: saved.area_id ?? null,
  };
}

export type DraftErrors = AddressErrors & { title?: 'too-long' };

/**
 * What is wrong with the draft: its address fields by the form rules (a contact phone by `isPhone`), and the
 * title's length.
 */
export function draftProblems(
  draft: LocationDraft,
  rules: readonly AddressFieldRule[],
  isPhone: (value: string) => boolean,
): DraftErrors {
  const errors: DraftErrors = addressProblems(draft.values, rules, isPhone);
  if ([...draft.title.trim()].length > TITLE_MAX) errors.title = 'too-long';
  return errors;
}

/** Whether the draft carries a contact phone to check (the form then loads the phone rules). */
export const hasContactPhone = (draft: LocationDraft, rules: readonly AddressFieldRule[]) =>
  rules.some((r) => r.field === 'contact_phone') && Boolean(draft.values.contact_phone?.trim());

/** The body of POST webapp/locations and PUT webapp/locations/{id}: the shown fields only, trimmed. */
export function locationBody(draft: LocationDraft, rules: readonly AddressFieldRule[], formType: FormType) {
  return {
    ...cleanAddress(draft.values, rules),
    title: draft.title.trim(),
    type: draft.type,
    form_type: formType,
    lat: draft.location?.lat ?? null,
    lng: draft.location?.lng ?? null,
    area_id: draft.areaId,
    default: draft.isDefault,
  };
}

/** The body that makes a saved address the default, everything else as saved. */
export function defaultBody(saved: Location) {
  const body: Record<string, unknown> = {};
  for (const field of LOCATION_FIELDS) if (typeof saved[field] === 'string') body[field] = saved[field];
  return {
    ...body,
    title: saved.title ?? '',
    type: isAddressType(saved.type) ? saved.type : null,
    form_type: saved.form_type ?? 'residency',
    lat: saved.lat ?? null,
    lng: saved.lng ?? null,
    area_id: saved.area_id ?? null,
    default: true,
  };
}

// How a saved address reads on one line: from the most to the least precise part.
const SUMMARY_ORDER: AddressField[] = [
  'office_number',
  'apartment',
  'floor',
  'building',
  'house_number',
  'street',
  'avenue',
  'block',
  'city',
  'postcode',
];

/** An address's typed fields on one line, from the most to the least precise ("Building 7, Street 12, Block 4"). */
function fieldsInWords(
  values: Partial<Record<AddressField, string | null | undefined>>,
  label: (field: AddressField) => string,
): string {
  return SUMMARY_ORDER.filter((f) => typeof values[f] === 'string' && values[f]!.trim())
    .map((f) => labelledValue(label(f), values[f]!.trim()))
    .join(', ');
}

/** The one-line summary of a saved address ("Building 7, Street 12, Block 4"); labels come from the island. */
export function locationSummary(saved: Location, label: (field: AddressField) => string): string {
  return fieldsInWords(saved, label);
}

/**
 * Where the address being written is, in words, under its map: the geocoder's name for the pin once the customer
 * moves it, else what the customer typed (and the area chosen). The API keeps only a saved address's lat and lng,
 * so an address opened again to edit had no name for its pin and read "29.38400, 47.99000"; '' when nothing is
 * typed either (the map then gives the coordinates, all there is).
 */
export function draftInWords(
  draft: Pick<LocationDraft, 'locationName' | 'values'>,
  label: (field: AddressField) => string,
  areaName: string | null = null,
): string {
  if (draft.locationName.trim()) return draft.locationName.trim();
  return [fieldsInWords(draft.values, label), areaName?.trim() ?? ''].filter(Boolean).join(', ');
}

/**
 * The draft a form opens with: a pin without a name (a saved address opened again) named by what the customer
 * typed, once, not as they type (the picker announces the pin's name), until the map names a new spot.
 */
export function withPlaceName(
  draft: LocationDraft,
  label: (field: AddressField) => string,
  zones: ReadonlyArray<{ areas: ReadonlyArray<{ id: number; name: string }> }>,
): LocationDraft {
  if (!draft.location || draft.locationName.trim()) return draft;
  return { ...draft, locationName: draftInWords(draft, label, areaNameOf(zones, draft.areaId)) };
}

/** The name of a delivery area among the zones the page carries, or null when it is none of theirs. */
export function areaNameOf(
  zones: ReadonlyArray<{ areas: ReadonlyArray<{ id: number; name: string }> }>,
  areaId: number | null,
): string | null {
  if (areaId === null) return null;
  for (const zone of zones) for (const area of zone.areas) if (area.id === areaId) return area.name || null;
  return null;
}

/** The default address first, then as the API listed them. */
export function sortLocations(list: readonly Location[]): Location[] {
  return [...list].sort((a, b) => Number(b.default === true) - Number(a.default === true));
}

/** The label of an address field in the page's strings (`field_{name}`), else the field's own name. */
export function fieldLabel(s: Readonly<Record<string, string | undefined>>, field: AddressField): string {
  return s[`field_${field}`] ?? field;
}

/** Characters kept of a field's text in a kept draft (the form's own limits are checked when it is saved). */
const KEPT_TEXT_MAX = 500;

/**
 * A draft kept when the session ended (stores/drafts.ts), as the form reads one: known fields only, texts cut to
 * 500 characters, a pin only where one can be; null when it is not a draft.
 */
export function keptLocationDraft(value: unknown): LocationDraft | null {
  const v = value as Partial<Record<keyof LocationDraft, unknown>> | null;
  if (!v || typeof v !== 'object' || !isAddressType(v.type)) return null;
  const text = (t: unknown) => (typeof t === 'string' ? t.slice(0, KEPT_TEXT_MAX) : '');
  const id = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null);
  const values: AddressValues = {};
  const given = v.values && typeof v.values === 'object' ? (v.values as Record<string, unknown>) : {};
  for (const field of [...LOCATION_FIELDS, 'region' as const])
    if (Object.hasOwn(given, field) && typeof given[field] === 'string' && given[field])
      values[field] = text(given[field]);
  const at = v.location as { lat?: unknown; lng?: unknown } | null;
  const pinned =
    at && typeof at.lat === 'number' && typeof at.lng === 'number' && Math.abs(at.lat) <= 90 && Math.abs(at.lng) <= 180;
  return {
    id: id(v.id),
    title: text(v.title).slice(0, TITLE_MAX),
    type: v.type,
    values,
    location: pinned ? { lat: at.lat as number, lng: at.lng as number } : null,
    locationName: text(v.locationName),
    isDefault: v.isDefault === true,
    areaId: id(v.areaId),
  };
}
