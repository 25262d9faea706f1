/**
 * The consent banner's own inline script, right after the banner (ConsentBanner.astro): shows it before first paint
 * when the visitor has a choice to make (domain/tracking/consent.ts: nothing kept, a year old, or a tracker added
 * since an acceptance), so it never appears late and pushes the page down, and it stays hidden for a visitor who
 * has chosen and for a browser without JavaScript (where nothing could be tracked anyway).
 */
import { consentState, parseConsent } from '../../domain/tracking/consent.ts';
import { CONSENT_STORAGE, readVersioned } from '../../stores/keys.ts';
import { CONSENT_BANNER_ID } from './consentIds.ts';

const banner = document.getElementById(CONSENT_BANNER_ID);
if (banner) {
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(CONSENT_STORAGE.key(document.documentElement.dataset.ref ?? ''));
  } catch {
    // storage refused (privacy mode): nothing kept, the banner asks
  }
  const vendors = (banner.dataset.vendors ?? '').split(' ').filter(Boolean);
  const state = consentState(parseConsent(readVersioned(kept, CONSENT_STORAGE.version)), vendors, Date.now());
  banner.hidden = state !== 'ask';
  // For engagement/engage.ts: the consent's code comes at once only for a visitor who accepted; else on a click.
  document.documentElement.dataset.consent = state;
}
