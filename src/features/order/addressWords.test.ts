import { describe, expect, it } from 'vitest';
import { deliveryAddressText, orderAddressText, type AddressWords } from './addressWords.ts';

const words: AddressWords = {
  labels: {
    field_block: 'Block',
    field_street: 'Street',
    field_building: 'Building',
    field_house_number: 'House number',
  },
  areas: { '11003': 'Sharq' },
};
const typed = [
  { field: 'block', value: '3' },
  { field: 'street', value: 'Gulf Road' },
  { field: 'house_number', value: '12' },
];

describe('a delivery address in words', () => {
  it('reads the area, then each field as the customer typed it, a bare number after its label', () => {
    expect(orderAddressText({ address_parts: typed, area_id: 11003 }, words, 'en')).toBe(
      'Sharq, Block 3, Gulf Road, House number 12',
    );
  });

  it('keeps a building the customer named as they named it, and a note for the driver as itself', () => {
    const parts = [
      { field: 'building', value: ' Tower 3 ' },
      { field: 'note', value: '2' },
    ];
    expect(orderAddressText({ address_parts: parts }, words, 'en')).toBe('Tower 3, 2');
  });

  it('falls back to the one line of an API without the fields, and skips fields left empty', () => {
    expect(orderAddressText({ address: 'Gulf Road 12, Sharq', address_parts: null }, words, 'en')).toBe(
      'Gulf Road 12, Sharq',
    );
    expect(orderAddressText({ address_parts: [{ field: 'street', value: '  ' }] }, words, 'en')).toBe('');
  });

  it('writes a parcel abroad as an envelope does, ending with the country in the page’s language', () => {
    const parts = [
      { field: 'postcode', value: '10118' },
      { field: 'city', value: 'New York' },
      { field: 'street', value: '350 Fifth Avenue' },
    ];
    expect(orderAddressText({ address_parts: parts, shipping_country: 'us' }, words, 'en')).toBe(
      '350 Fifth Avenue, New York, 10118, United States',
    );
  });

  it('is said of delivery orders only: a pickup has no address to name', () => {
    const order = { address_parts: typed, area_id: 11003 };
    expect(deliveryAddressText({ ...order, selling_types: 'delivery' }, words, 'en')).toContain('Gulf Road');
    expect(deliveryAddressText({ ...order, selling_types: 'car_pickup' }, words, 'en')).toBe('');
  });
});
