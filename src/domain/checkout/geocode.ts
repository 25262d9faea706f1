/**
 * The geocoder the location picker calls (spec §7): any Nominatim-compatible service answering `jsonv2` (the sample
 * API's /geocode, or a real Nominatim through GEOCODER_URL). Here: its URLs, and what its address breakdown means
 * for the storefront — a one-line place name and values to prefill the address form with.
 */
import { formatSeparatedList } from '../separatedList.ts';

/** Nominatim's `address` breakdown (addressdetails=1); every part is optional and more keys can appear. */
export interface NominatimAddress {
  building?: string;
  road?: string;
  neighbourhood?: string;
  suburb?: string;
  district?: string;
  quarter?: string;
  city?: string;
  town?: string;
  village?: string;
  state?: string;
  country?: string;
  country_code?: string;
  postcode?: string;
  house_number?: string;
  [k: string]: string | undefined;
}

/** Nominatim answers at most 40 results a search. */
const MAX_RESULTS = 40;
const DEFAULT_RESULTS = 5;

function part(address: NominatimAddress | null | undefined, key: string): string {
  const value = address && typeof address === 'object' ? address[key] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

/** The settlement: Nominatim names a small one `town` or `village` where a large one is a `city`. */
function settlement(address: NominatimAddress | null | undefined): string {
  return part(address, 'city') || part(address, 'town') || part(address, 'village');
}

/**
 * Spec §7: the reverse-lookup name from building, road, neighbourhood, suburb, district, quarter, and the city or
 * else the state, skipping blanks and repeats (Nominatim often names a suburb and its district alike), separated
 * as the page's language separates a list ("Street 15, Sharq"; "شارع 15، شرق").
 */
export function reverseDisplayName(address: NominatimAddress | null | undefined, locale = 'en'): string {
  const keys = ['building', 'road', 'neighbourhood', 'suburb', 'district', 'quarter'];
  const parts = [...keys.map((key) => part(address, key)), settlement(address) || part(address, 'state')];
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const p of parts) {
    const key = p.toLocaleLowerCase();
    if (p === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(p);
  }
  return formatSeparatedList(kept, locale);
}

function trimBase(base: string): string {
  return base.trim().replace(/\/+$/, '');
}

/** A coordinate with at most 7 decimals (about 1 cm), never in exponent form, which a geocoder may not parse. */
function coordinate(value: number): string {
  return value.toFixed(7).replace(/\.?0+$/, '');
}

/** The forward-search URL: `{base}/search?q=…&format=jsonv2&addressdetails=1&limit=…[&countrycodes][&accept-language]`. */
export function searchUrl(
  base: string,
  query: string,
  opts: { countryCodes?: string[]; language?: string; limit?: number },
): string {
  const limit =
    typeof opts.limit === 'number' && Number.isFinite(opts.limit)
      ? Math.min(Math.max(Math.round(opts.limit), 1), MAX_RESULTS)
      : DEFAULT_RESULTS;
  // ISO 3166-1 alpha-2, lower case as Nominatim documents them; anything else would make it answer nothing.
  const codes = [...new Set((opts.countryCodes ?? []).map((c) => c.trim().toLowerCase()))].filter((c) =>
    /^[a-z]{2}$/.test(c),
  );
  let url = `${trimBase(base)}/search?q=${encodeURIComponent(query.trim())}&format=jsonv2&addressdetails=1&limit=${limit}`;
  if (codes.length > 0) url += `&countrycodes=${codes.join(',')}`;
  if (opts.language?.trim()) url += `&accept-language=${encodeURIComponent(opts.language.trim())}`;
  return url;
}

/** The reverse-lookup URL at street level (spec §7: zoom 18, jsonv2). */
export function reverseUrl(base: string, lat: number, lng: number, language?: string): string {
  let url = `${trimBase(base)}/reverse?lat=${coordinate(lat)}&lon=${coordinate(lng)}&zoom=18&format=jsonv2&addressdetails=1`;
  if (language?.trim()) url += `&accept-language=${encodeURIComponent(language.trim())}`;
  return url;
}

// Kuwaiti areas are divided into numbered blocks, which OpenStreetMap names "Block 4" / "قطعة 4".
const BLOCK_NAME = /^(?:block|قطعة)\s*(\S{1,6})$/iu;

/** Values to prefill the address form with from a lookup; parts the lookup does not know are left out. */
export function addressFromNominatim(address: NominatimAddress | null | undefined): {
  street?: string;
  city?: string;
  postcode?: string;
  house_number?: string;
  building?: string;
  block?: string;
} {
  const block = ['neighbourhood', 'quarter', 'suburb']
    .map((key) => BLOCK_NAME.exec(part(address, key))?.[1])
    .find((b) => b !== undefined);
  const found = {
    street: part(address, 'road'),
    city: settlement(address),
    postcode: part(address, 'postcode'),
    house_number: part(address, 'house_number'),
    building: part(address, 'building'),
    block: block ?? '',
  };
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value !== ''));
}
