/**
 * Spec §3 Helper state `instagramBrowser`: whether the page runs in Instagram's in-app browser, where links from a
 * business's profile open. That browser may not finish an online payment (the provider's page or its return can
 * stay stuck inside the app), so the checkout suggests opening the page in the customer's own browser.
 * Instagram's in-app browser says `Instagram <version>` in its user agent, on iOS and Android alike.
 */
export function isInstagramBrowser(userAgent: string | null | undefined): boolean {
  return /\bInstagram[ /]\d/.test(userAgent ?? '');
}

/** Payment methods paid on a provider's page (spec §4: 1 online, 8 pay with card). */
export const PAID_ON_PROVIDER_PAGE: ReadonlySet<number> = new Set([1, 8]);
