import { describe, expect, it } from 'vitest';
import { countryForDialCode, countryOptions } from './phoneCountries.ts';

describe('phone countries', () => {
  it('every country has its dial code and a name in the page language', () => {
    const en = countryOptions('en');
    expect(en.find((c) => c.iso === 'KW')).toEqual({ iso: 'KW', name: 'Kuwait', dialCode: '+965' });
    expect(countryOptions('de').find((c) => c.iso === 'CH')?.name).toBe('Schweiz');
    expect(en.length).toBeGreaterThan(200);
  });

  it('a stored dial code picks its country; the business country wins a shared code', () => {
    expect(countryForDialCode('+41', 'KW', 'en')).toBe('CH');
    expect(countryForDialCode('+1', 'US', 'en')).toBe('US');
    expect(countryForDialCode(null, 'kw', 'en')).toBe('KW');
    expect(countryForDialCode('+999', 'JP', 'en')).toBe('JP');
  });
});
