/**
 * The consent banner lent to a modal dialog while the visitor has yet to answer it. A modal <dialog> makes the
 * rest of the page inert: a banner left in the page's flow would be shown but unreachable behind it (the delivery
 * checkout's area sheet opens on its own). The unanswered banner moves into the dialog's slot, where it can be read
 * and answered like anywhere else (its buttons keep their handlers: consent.ts and engage.ts listen on the banner
 * and the document), and goes back to its place in the page once answered or when the dialog closes.
 */
import { CONSENT_BANNER_ID } from './consentIds.ts';

/**
 * Moves the consent banner into `slot` when it is shown (a choice to make); `onAnswered` runs once the visitor has
 * answered it there. Returns what puts it back (safe to call more than once), or null when there was nothing to lend.
 */
export function lendConsentBanner(slot: HTMLElement, onAnswered: () => void): (() => void) | null {
  const banner = document.getElementById(CONSENT_BANNER_ID);
  if (!banner || banner.hidden || slot.contains(banner)) return null;
  // Its room in the page is kept by a look-alike, inert and hidden from assistive technology (no ids of its own):
  // the page behind the sheet does not move (a layout shift of the whole page), nor when the banner comes back.
  const home = banner.cloneNode(true) as HTMLElement;
  for (const el of [home, ...home.querySelectorAll('[id]')]) el.removeAttribute('id');
  home.removeAttribute('aria-labelledby');
  home.setAttribute('aria-hidden', 'true');
  home.inert = true;
  banner.replaceWith(home);
  slot.append(banner);
  const observer = new MutationObserver(() => {
    if (!banner.hidden) return;
    giveBack();
    onAnswered();
  });
  observer.observe(banner, { attributes: true, attributeFilter: ['hidden'] });
  function giveBack() {
    observer.disconnect();
    if (home.isConnected) home.replaceWith(banner!);
  }
  return giveBack;
}
