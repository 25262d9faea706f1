/**
 * The menu's quick-add buttons (QuickAdd.astro): their code comes at the visitor's first use of the page, and a tap
 * on one waits for it (components/ui/firstUse.ts), so the menu's JavaScript before the first interaction stays
 * small; rendered disabled until this runs, so no tap is lost. site/PageScript.astro runs this on every page; it
 * wires the buttons where QuickAdd.astro is.
 */
import { loadOnFirstClick } from '../../components/ui/firstUse.ts';

const QUICK_ADD = 'button[data-quick-add]';

export function followQuickAdd(): void {
  // Only where QuickAdd.astro put its dialog and toast (the menu and category pages of a selling type that orders).
  if (!document.querySelector('dialog[data-chooser]')) return;
  const buttons = document.querySelectorAll<HTMLButtonElement>(`${QUICK_ADD}[data-needs-script]`);
  loadOnFirstClick(QUICK_ADD, () => import('./quickAdd.client.ts').then((m) => m.enhanceQuickAdd()));
  buttons.forEach((b) => (b.disabled = false));
}
