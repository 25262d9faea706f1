/**
 * The address fields of the API's delivery forms, without zod: the account and checkout islands import them (the
 * schemas themselves stay out of the islands' JavaScript).
 */

/** The address fields a delivery form can show (spec §3 Address form fields, minus position and kinds). */
export const ADDRESS_FIELDS = [
  'city',
  'street',
  'block',
  'postcode',
  'building',
  'avenue',
  'intercom',
  'floor',
  'apartment',
  'parking',
  'note',
  'house_number',
  'office_number',
  'paci',
  'contact_name',
  'contact_phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
