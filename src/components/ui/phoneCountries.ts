/**
 * The countries a phone can be from, for the dial-code select: every country libphonenumber knows, named in the
 * page's language (Intl.DisplayNames) and sorted by that name, each with its dial code.
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

export interface CountryOption {
  iso: string;
  name: string;
  dialCode: string;
}

const cache = new Map<string, CountryOption[]>();

export function countryOptions(locale: string): CountryOption[] {
  const hit = cache.get(locale);
  if (hit) return hit;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(locale);
  const list = getCountries()
    .map((iso) => ({ iso, name: names?.of(iso) ?? iso, dialCode: `+${getCountryCallingCode(iso)}` }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}

/** The country to preselect: the one a stored dial code belongs to when it is the business's, else the business's. */
export function countryForDialCode(
  dialCode: string | null | undefined,
  businessCountry: string,
  locale: string,
): string {
  const options = countryOptions(locale);
  const business = options.find((c) => c.iso === businessCountry.toUpperCase());
  if (!dialCode || business?.dialCode === dialCode) return business?.iso ?? 'KW';
  return options.find((c) => c.dialCode === dialCode)?.iso ?? business?.iso ?? 'KW';
}
