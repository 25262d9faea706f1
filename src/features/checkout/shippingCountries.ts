/** The shipping countries a checkout offers (spec §3 shipping), in the order a customer looks for theirs. */
import type { CheckoutData } from './checkoutData.ts';

/**
 * The branch's shipping countries named in the page's language (Intl.DisplayNames): the business's own country
 * first (most orders stay in it: Japan was last of six at a Tokyo shop), then the others sorted by that name.
 */
export function countryOptions(countries: CheckoutData['countries'], branchId: number, locale: string, home: string) {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null; // an old browser: the API's name
  }
  const collator = new Intl.Collator(locale);
  return countries
    .filter((c) => c.branch_id === branchId)
    .map((c) => ({ iso: c.country_iso, name: names?.of(c.country_iso) ?? c.country }))
    .sort((a, b) => Number(b.iso === home) - Number(a.iso === home) || collator.compare(a.name, b.name));
}
