/**
 * The visitor's tracking consent, kept per business under `sf:{ref}:consent` (tenants share one origin, so one
 * business's choice never answers for another's). The rules are the state machine of domain/tracking/consent.ts;
 * the page's consent script reads the same key before first paint (features/tracking/consentHead.client.ts), so the
 * banner of a visitor who has chosen never shows.
 */
import { computed } from 'nanostores';
import {
  consentChoice,
  consentState,
  parseConsent,
  type ConsentChoice,
  type StoredConsent,
} from '../domain/tracking/consent.ts';
import { CONSENT_STORAGE } from './keys.ts';
import { versionedAtom } from './persist.ts';

/** A consent store for a tenant and the trackers of its pages (pages use `createConsentStore(currentTenant(), …)`). */
export function createConsentStore(ref: string, vendors: readonly string[], now: () => number = Date.now) {
  const $consent = versionedAtom<StoredConsent | null>(
    CONSENT_STORAGE.key(ref),
    CONSENT_STORAGE.version,
    parseConsent,
    null,
  );
  const choose = (choice: ConsentChoice) => $consent.set(consentChoice(choice, vendors, now()));
  return {
    $consent,
    /** none, ask, granted or denied for the page's trackers (the clock is read when the choice changes). */
    $consentState: computed($consent, (stored) => consentState(stored, vendors, now())),
    acceptTracking: () => choose('accepted'),
    rejectTracking: () => choose('rejected'),
  };
}

/** The consent store of a page: what the banner and the tracking module share. */
export type ConsentStore = ReturnType<typeof createConsentStore>;
