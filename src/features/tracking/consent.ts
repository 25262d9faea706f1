/**
 * The consent of a page of a business with tracking integrations (engage.ts starts it): the banner's buttons and the
 * footer's "Privacy choices" button wired at once, and the tracking module (tracking.ts, ~3 kB gzip) fetched only
 * once the visitor has accepted, on this page or before. A first visit that has not answered, or a visitor who
 * rejected, never loads it: the page's events wait in the bus (bus.ts) until then, and go with the page.
 */
import { createConsentStore, type ConsentStore } from '../../stores/consent.ts';
import type { EngagementConfig, TrackingConfig } from '../engagement/config.ts';
import { CONSENT_BANNER_ID } from './consentIds.ts';

/** The banner's choice buttons and the footer's "Privacy choices" button. */
function wireBanner(accept: () => void, reject: () => void, state: () => string): void {
  const banner = document.getElementById(CONSENT_BANNER_ID);
  if (!banner) return;
  const current = banner.querySelector<HTMLElement>('[data-consent-current]');
  document
    .querySelectorAll<HTMLButtonElement>(`#${CONSENT_BANNER_ID} button, [data-consent-open]`)
    .forEach((b) => (b.disabled = false));
  let opener: HTMLElement | null = null;
  banner.addEventListener('click', (event) => {
    const choice = (event.target as Element | null)?.closest<HTMLElement>('[data-consent-choice]')?.dataset
      .consentChoice;
    if (choice !== 'accept' && choice !== 'reject') return;
    if (choice === 'accept') accept();
    else reject();
    // The focus stays where the visitor was: back on the footer button, or at the start of the content. A visitor
    // who moved on while the banner's code came (its first click waits for it: firstUse.ts) keeps their focus.
    const active = document.activeElement;
    const focusInBanner = !active || active === document.body || banner.contains(active);
    banner.hidden = true;
    if (focusInBanner) (opener ?? document.getElementById('main'))?.focus({ preventScroll: !opener });
    opener = null;
  });
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-consent-open]');
    if (!button) return;
    opener = button;
    const now = state();
    if (current) {
      current.hidden = now !== 'granted' && now !== 'denied';
      current.textContent = (now === 'granted' ? current.dataset.accepted : current.dataset.rejected) ?? '';
    }
    banner.hidden = false;
    banner.scrollIntoView({ block: 'nearest' });
    banner.querySelector<HTMLElement>('h2')?.focus();
  });
}

export function startConsent(
  config: EngagementConfig & { tracking: TrackingConfig },
  loadTracking: (consent: ConsentStore) => void,
): void {
  const consent = createConsentStore(config.ref, config.tracking.vendors);
  const { $consentState, acceptTracking, rejectTracking } = consent;
  wireBanner(acceptTracking, rejectTracking, () => $consentState.get());
  let loaded = false;
  $consentState.subscribe((state) => {
    if (state !== 'granted' || loaded) return;
    loaded = true;
    loadTracking(consent);
  });
}
