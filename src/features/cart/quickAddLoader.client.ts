/**
 * The menu's quick-add buttons (QuickAdd.astro): their code comes at the visitor's first use of the page, and a tap
 * on one waits for it (components/ui/firstUse.ts), so the menu's JavaScript before the first interaction stays
 * small; rendered disabled until this runs, so no tap is lost. site/PageScript.astro runs this on every page; it
 * wires the buttons where QuickAdd.astro is. A tap whose code cannot be fetched (offline before it ever came, and
 * not kept by the service worker) says so in the page's toast: nothing was added, try again once connected.
 */
import { loadOnFirstClick } from '../../components/ui/firstUse.ts';
import { showToast } from './pageToast.ts';

const QUICK_ADD = 'button[data-quick-add]';

export function followQuickAdd(): void {
  // Only where QuickAdd.astro put its dialog and toast (the menu and category pages of a selling type that orders).
  const dialog = document.querySelector<HTMLElement>('dialog[data-chooser]');
  if (!dialog) return;
  const buttons = document.querySelectorAll<HTMLButtonElement>(`${QUICK_ADD}[data-needs-script]`);
  loadOnFirstClick(
    QUICK_ADD,
    () => import('./quickAdd.client.ts').then((m) => m.enhanceQuickAdd()),
    () => showToast(dialog.dataset.unreachedText ?? '', {}, 'error'),
  );
  buttons.forEach((b) => (b.disabled = false));
}
