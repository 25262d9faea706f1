import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressFromNominatim, reverseDisplayName, reverseUrl, searchUrl } from './geocode.ts';

describe('reverseDisplayName', () => {
  it('names a place from building, road, neighbourhood, suburb, district, quarter and city, in that order', () => {
    expect(
      reverseDisplayName({
        quarter: 'Q',
        city: 'Kuwait City',
        district: 'D',
        suburb: 'Sharq',
        neighbourhood: 'Block 2',
        road: 'Ahmad Al Jaber St',
        building: 'Tower 1',
        country: 'Kuwait',
        postcode: '15000',
      }),
    ).toBe('Tower 1, Ahmad Al Jaber St, Block 2, Sharq, D, Q, Kuwait City');
  });

  it('uses the state when there is no city', () => {
    expect(reverseDisplayName({ road: 'Street 5', suburb: 'Salmiya', state: 'Hawalli', country: 'Kuwait' })).toBe(
      'Street 5, Salmiya, Hawalli',
    );
  });

  it('takes a town or village as the city before falling back to the state', () => {
    expect(reverseDisplayName({ road: 'Dorfstrasse', village: 'Oberrieden', state: 'Zürich' })).toBe(
      'Dorfstrasse, Oberrieden',
    );
  });

  it("separates the parts as the page's language separates a list", () => {
    const address = { road: 'شارع 15', suburb: 'شرق', state: 'محافظة العاصمة' };
    expect(reverseDisplayName(address, 'ar')).toBe('شارع 15، شرق، محافظة العاصمة');
    expect(reverseDisplayName({ road: '表参道', city: '渋谷区' }, 'ja')).toBe('表参道、渋谷区');
    expect(reverseDisplayName({ road: 'Street 5', city: 'Kuwait City' }, 'en')).toBe('Street 5, Kuwait City');
  });

  it('skips blank parts and repeats, whatever their letter case', () => {
    expect(reverseDisplayName({ road: '  ', suburb: 'Hawalli', district: 'hawalli', city: 'Hawalli' })).toBe('Hawalli');
  });

  it('gives an empty name for a missing address', () => {
    expect(reverseDisplayName(null)).toBe('');
    expect(reverseDisplayName(undefined)).toBe('');
    expect(reverseDisplayName({ country: 'Kuwait' })).toBe('');
  });
});

describe('searchUrl', () => {
  it('asks for jsonv2 results with address details, limited to the countries and language given', () => {
    expect(searchUrl('https://geo.example/', 'Salmiya', { countryCodes: ['KW'], language: 'ar', limit: 6 })).toBe(
      'https://geo.example/search?q=Salmiya&format=jsonv2&addressdetails=1&limit=6&countrycodes=kw&accept-language=ar',
    );
  });

  it('encodes the query and language, and trims every trailing slash of the base', () => {
    const url = searchUrl('http://localhost:4000/geocode///', ' Block 4 & Street 5 / قطعة ', { language: 'en-US,en' });
    expect(url).toBe(
      `http://localhost:4000/geocode/search?q=${encodeURIComponent('Block 4 & Street 5 / قطعة')}&format=jsonv2&addressdetails=1&limit=5&accept-language=en-US%2Cen`,
    );
    expect(new URL(url).searchParams.get('q')).toBe('Block 4 & Street 5 / قطعة');
  });

  it('leaves out country codes that are not two letters and keeps the limit between 1 and 40', () => {
    expect(searchUrl('https://g', 'x', { countryCodes: ['kwt', '', 'ch', 'CH'], limit: 500 })).toBe(
      'https://g/search?q=x&format=jsonv2&addressdetails=1&limit=40&countrycodes=ch',
    );
    expect(searchUrl('https://g', 'x', { limit: 0 })).toContain('&limit=1');
  });

  it('round-trips any query through the URL unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (query) => {
        const url = new URL(searchUrl('https://geo.example', query, {}));
        expect(url.searchParams.get('q')).toBe(query.trim());
        expect(url.pathname).toBe('/search');
      }),
    );
  });
});

describe('reverseUrl', () => {
  it('asks for the street-level (zoom 18) jsonv2 address of a point in the given language', () => {
    expect(reverseUrl('https://geo.example/', 29.3759, 47.9774, 'ar')).toBe(
      'https://geo.example/reverse?lat=29.3759&lon=47.9774&zoom=18&format=jsonv2&addressdetails=1&accept-language=ar',
    );
  });

  it('writes coordinates with at most 7 decimals and never in exponent form', () => {
    const url = new URL(reverseUrl('https://g', 1e-9, -123.456789012345));
    expect(url.searchParams.get('lat')).toBe('0');
    expect(url.searchParams.get('lon')).toBe('-123.456789');
    expect(url.searchParams.has('accept-language')).toBe(false);
  });
});

describe('addressFromNominatim', () => {
  it('prefills street, city, postcode, house number and building', () => {
    expect(
      addressFromNominatim({
        road: 'Bahnhofstrasse',
        house_number: '12',
        postcode: '8001',
        city: 'Zürich',
        building: 'Haus A',
        country: 'Switzerland',
      }),
    ).toEqual({ street: 'Bahnhofstrasse', house_number: '12', postcode: '8001', city: 'Zürich', building: 'Haus A' });
  });

  it('reads a Kuwaiti block number from a neighbourhood named "Block 4" or "قطعة 4"', () => {
    expect(addressFromNominatim({ neighbourhood: 'Block 4', suburb: 'Salmiya' })).toEqual({ block: '4' });
    expect(addressFromNominatim({ quarter: 'قطعة 12' })).toEqual({ block: '12' });
    expect(addressFromNominatim({ suburb: 'Blockbuster Plaza' })).toEqual({});
  });

  it('takes a town as the city, but never the state', () => {
    expect(addressFromNominatim({ town: 'Jahra', state: 'Al Jahra Governorate' })).toEqual({ city: 'Jahra' });
    expect(addressFromNominatim({ state: 'Hawalli' })).toEqual({});
  });

  it('gives nothing for a missing address, and leaves blank parts out', () => {
    expect(addressFromNominatim(null)).toEqual({});
    expect(addressFromNominatim({ road: '  ', postcode: '' })).toEqual({});
  });
});
