/**
 * Loading a business the way spec §8 says: a redirect answer becomes a redirect target (followed only when
 * same-site or allowlisted), an answer without a restaurant throws the server message or 'Something Went Wrong'.
 */
import type { RestaurantResponse } from './schema.ts';

export const SOMETHING_WENT_WRONG = 'Something Went Wrong';

export type BusinessLoad =
  | { kind: 'business'; data: RestaurantResponse & { restaurant: NonNullable<RestaurantResponse['restaurant']> } }
  | { kind: 'redirect'; url: string };

/** True when `target` is on the site's own origin (or a relative path) or its host is on the allowlist. */
export function isRedirectAllowed(target: string, siteOrigin: string, allowlist: readonly string[] = []): boolean {
  let url: URL;
  let site: URL;
  try {
    site = new URL(siteOrigin);
    url = new URL(target, site);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.origin === site.origin) return true;
  const host = url.hostname.toLowerCase();
  // `brand.test` allows exactly that host; `*.brand.test` allows its subdomains (not the apex).
  return allowlist.some((allowed) => {
    const a = allowed.trim().toLowerCase();
    return a.startsWith('*.') ? host.endsWith(a.slice(1)) : host === a;
  });
}

/** Interprets a restaurant answer per spec §8. Throws on a missing restaurant or a refused redirect. */
export function interpretRestaurant(
  answer: RestaurantResponse,
  siteOrigin: string,
  allowlist: readonly string[] = [],
): BusinessLoad {
  if (answer.redirect && answer.url) {
    if (!isRedirectAllowed(answer.url, siteOrigin, allowlist)) {
      throw new Error(`Refused redirect to ${JSON.stringify(answer.url)}: not same-site and not allowlisted`);
    }
    return { kind: 'redirect', url: new URL(answer.url, siteOrigin).toString() };
  }
  if (!answer.restaurant) throw new Error(answer.message || SOMETHING_WENT_WRONG);
  return { kind: 'business', data: answer as Extract<BusinessLoad, { kind: 'business' }>['data'] };
}
