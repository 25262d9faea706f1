/**
 * Visits, banners and tracking of a page (loaded by engagement.client.ts after the page): counts the session's
 * visit; on a landing or menu page asks the banners of the business's day at the moment of viewing
 * (domain/banners.ts) for the branch the menu is shown for (both decided by the view-time script), shows them,
 * and reports each banner's reach once it has been seen; and for a business with tracking integrations, the
 * consent banner's code (at once for a visitor who accepted, else on the first click of a choice) and the tracking
 * module once the visitor accepts.
 */
import { loadOnFirstClick } from '../../components/ui/firstUse.ts';
import { createEngagementApi } from '../../lib/api/engagement.ts';
import { AUTH_STORAGE, readVersioned } from '../../stores/keys.ts';
import { showBannerStrip } from './bannerStrip.ts';
import { ENGAGEMENT_ID, type EngagementConfig } from './config.ts';
import { createReachReporter } from './reach.ts';
import { countVisitOnce } from './visit.ts';

function storageOf(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The customer's token, when logged in (banners may differ for them: spec §7 "optional token"). */
function savedToken(ref: string, storage: Storage | null): string | null {
  try {
    const auth = readVersioned(storage?.getItem(AUTH_STORAGE.key(ref)), AUTH_STORAGE.version) as {
      token?: unknown;
    } | null;
    return typeof auth?.token === 'string' ? auth.token : null;
  } catch {
    return null;
  }
}

function pageConfig(): EngagementConfig | null {
  try {
    return JSON.parse(document.getElementById(ENGAGEMENT_ID)?.textContent ?? '') as EngagementConfig;
  } catch {
    return null;
  }
}

export function engage(): void {
  const config = pageConfig();
  if (!config) return;
  const { tracking } = config;
  // The consent's code where the business has trackers; the trackers' code once the visitor has accepted
  // (tracking/consent.ts). Offline, a chunk may not come: no tracking on this page.
  if (tracking) {
    const start = () =>
      import('../tracking/consent.ts').then((m) =>
        m.startConsent({ ...config, tracking }, (consent) =>
          import('../tracking/tracking.ts').then(
            (t) => t.startTracking({ ...config, tracking }, consent),
            () => {},
          ),
        ),
      );
    // A visitor who has not accepted (a first visit asks; one who rejected may change their mind in the footer):
    // the consent's code comes with the first click on a choice. Until now the buttons were disabled
    // (ConsentBanner.astro): no click is lost.
    if (document.documentElement.dataset.consent === 'granted') start().catch(() => {});
    else {
      const choices = '[data-consent-choice], [data-consent-open]';
      loadOnFirstClick(choices, start);
      document.querySelectorAll<HTMLButtonElement>(choices).forEach((b) => (b.disabled = false));
    }
  }
  const local = storageOf('localStorage');
  const api = createEngagementApi({
    baseUrl: config.api,
    locale: config.locale,
    token: () => savedToken(config.ref, local),
  });
  // The page's view-time script decided the menu's branch and the business's day (site/viewShell.ts): read, not
  // worked out again (its rules and the business clock are not this chunk's to carry).
  const decided = document.documentElement.dataset;
  const branch = Number(decided.menuBranch) || config.branch;
  countVisitOnce(config.ref, storageOf('sessionStorage'), () => api.countVisit(branch));
  const slot = document.querySelector<HTMLElement>('[data-banners]');
  if (!slot) return;
  const day = decided.businessDay;
  if (!day) return slot.remove();
  api
    .bannersOfDay(branch, day)
    .then((banners) => {
      if (!banners.length) return slot.remove();
      const reach = createReachReporter((ids) => void api.reportBannerReach(ids).catch(() => {}));
      addEventListener('pagehide', reach.flush);
      showBannerStrip(slot, banners, config, reach.seen);
    })
    // No banners when they cannot be had (offline, API down): the page has no banner area.
    .catch(() => slot.remove());
}
