/**
 * Shows the offline note while the browser has no network; remembers the table of a table's QR code; and registers
 * the service worker (register.ts, a separate chunk) once the visitor first uses the page — a tap, a key, a scroll
 * — when the page is idle (where the worker already serves the page, at idle once it loads). The offline copy is
 * for a visitor who uses the pages: a visit that only loads one page (a crawler, a bounce) neither runs the registration's code before the first interaction (design.md: 20 kB) nor
 * downloads what the worker keeps (~1.8 MB of pages and pictures for a business's menu: QA review, qa-g.md).
 */
import { onFirstUse } from '../../components/ui/firstUse.ts';

const note = document.getElementById('sf-offline');
const show = () => {
  if (note) note.hidden = navigator.onLine;
};
addEventListener('online', show);
addEventListener('offline', show);
show();

// `/{ref}/dinein?table=12`: the menu is where the guest lands, the checkout several pages later is where the table
// is needed (CheckoutView reads the store); kept at once, whatever the guest does next.
const table = new URLSearchParams(location.search).get('table')?.trim();
if (table && /\/(dinein|reserv_dinein)(\/|$)/.test(location.pathname))
  void import('../../stores/checkout.ts')
    .then(({ updateCheckout }) => updateCheckout({ table: table.slice(0, 40) }))
    .catch(() => {});

const register = () => void import('./register.ts').then((m) => m.registerServiceWorker()).catch(() => {});
const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register, 200));
// A page the worker already serves (a returning visitor, who used the pages before): registered at idle as soon as
// it loads, so this page's language is kept and a republished release's worker is looked for on this visit.
if (navigator.serviceWorker?.controller) whenIdle();
else onFirstUse(whenIdle);
