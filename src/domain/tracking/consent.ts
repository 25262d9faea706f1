/**
 * The visitor's consent to a business's tracking, as a small state machine (pure; the clock is an argument):
 *
 *   none     the business has no browser tracker: no banner, nothing loaded, nothing to choose
 *   ask      no choice yet, a choice older than CONSENT_MAX_AGE_MS, or an acceptance that did not cover every
 *            tracker the business now has (it added one): the banner shows, nothing is loaded
 *   granted  accepted, for every tracker on the page: the trackers load and receive the events
 *   denied   rejected: nothing is loaded; a tracker added later does not ask again (a "no" covers everything)
 *
 * ask → granted (accept) or denied (reject); granted ⇄ denied whenever the visitor changes their mind from the
 * "Privacy choices" button. The choice is kept per business (stores/consent.ts), as tenants share one origin.
 */

export type ConsentChoice = 'accepted' | 'rejected';
export type ConsentState = 'none' | 'ask' | 'granted' | 'denied';

/** A choice as it is kept: what was chosen, for which trackers, and when (epoch milliseconds). */
export interface StoredConsent {
  choice: ConsentChoice;
  vendors: string[];
  at: number;
}

/** A choice is asked again after about a year (the longest the European data protection boards accept). */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * A kept choice read back from storage, or null for nothing or garbage. Written out rather than with the decoders of
 * decode.ts: the consent banner's inline script, on every page of a business with trackers, carries it.
 */
export function parseConsent(value: unknown): StoredConsent | null {
  const { choice, vendors, at } = (value ?? {}) as Record<string, unknown>;
  const valid =
    (choice === 'accepted' || choice === 'rejected') &&
    Array.isArray(vendors) &&
    vendors.length <= 20 &&
    vendors.every((x) => typeof x === 'string' && x.length <= 20) &&
    typeof at === 'number' &&
    Number.isSafeInteger(at) &&
    at >= 0;
  return valid ? { choice, vendors: vendors as string[], at } : null;
}

/** The state of the page's trackers (`vendors`) given the kept choice, at `now` (epoch milliseconds). */
export function consentState(stored: StoredConsent | null, vendors: readonly string[], now: number): ConsentState {
  if (vendors.length === 0) return 'none';
  if (!stored || now - stored.at > CONSENT_MAX_AGE_MS) return 'ask';
  if (stored.choice === 'rejected') return 'denied';
  return vendors.every((v) => stored.vendors.includes(v)) ? 'granted' : 'ask';
}

/** The choice to keep when the visitor accepts or rejects the page's trackers at `now`. */
export function consentChoice(choice: ConsentChoice, vendors: readonly string[], now: number): StoredConsent {
  return { choice, vendors: [...new Set(vendors)].slice(0, 20), at: Math.max(0, Math.floor(now)) };
}
