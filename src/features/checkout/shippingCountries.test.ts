import { describe, expect, it } from 'vitest';
import { countryOptions } from './shippingCountries.ts';

const country = (iso: string, branch = 1) =>
  ({ country_iso: iso, country: iso, branch_id: branch, fees_per_kg: 1, fixed_fees: 1 }) as never;

describe('shipping countries', () => {
  it('the business’s own country comes first, the others by their name in the page’s language', () => {
    const list = [country('US'), country('DE'), country('JP'), country('KR'), country('FR', 2)];
    expect(countryOptions(list, 1, 'ja', 'JP').map((c) => c.iso)).toEqual(['JP', 'US', 'DE', 'KR']);
    expect(countryOptions(list, 1, 'en', 'JP').map((c) => c.name)).toEqual([
      'Japan',
      'Germany',
      'South Korea',
      'United States',
    ]);
  });
});
