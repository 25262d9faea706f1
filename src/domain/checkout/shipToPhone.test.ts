import { describe, expect, it } from 'vitest';
import { phoneCountryForShipTo } from './shipToPhone.ts';

const JP = 'JP';

describe('the contact phone country follows the parcel destination', () => {
  it('takes the destination while the number is empty and no country was picked', () => {
    expect(phoneCountryForShipTo({ phoneCountry: '', phone: '', shipTo: null }, 'US', JP)).toBe('US');
  });

  it('follows a second destination it set itself', () => {
    expect(phoneCountryForShipTo({ phoneCountry: 'US', phone: '', shipTo: 'US' }, 'FR', JP)).toBe('FR');
  });

  it("goes back to the business's country ('') for a destination in that country or none", () => {
    expect(phoneCountryForShipTo({ phoneCountry: 'US', phone: '', shipTo: 'US' }, JP, JP)).toBe('');
    expect(phoneCountryForShipTo({ phoneCountry: 'US', phone: '', shipTo: 'US' }, null, JP)).toBe('');
  });

  it('keeps the country a number was typed in (or filled in from the account)', () => {
    expect(phoneCountryForShipTo({ phoneCountry: '', phone: '090 1234 5678', shipTo: null }, 'US', JP)).toBe('');
    expect(phoneCountryForShipTo({ phoneCountry: 'DE', phone: '0151 2345678', shipTo: 'US' }, 'FR', JP)).toBe('DE');
  });

  it('keeps a country the customer picked that no destination set', () => {
    expect(phoneCountryForShipTo({ phoneCountry: 'KR', phone: '', shipTo: 'US' }, 'FR', JP)).toBe('KR');
    expect(phoneCountryForShipTo({ phoneCountry: 'KR', phone: '', shipTo: null }, 'US', JP)).toBe('KR');
  });

  it("keeps the business's own country when the customer picked it back", () => {
    expect(phoneCountryForShipTo({ phoneCountry: JP, phone: '', shipTo: 'US' }, 'FR', JP)).toBe(JP);
  });

  it('reads a number of blanks as no number', () => {
    expect(phoneCountryForShipTo({ phoneCountry: '', phone: '   ', shipTo: null }, 'TW', JP)).toBe('TW');
  });
});
