/**
 * The menu page's toast (QuickAdd.astro's polite live region): the quick-add's confirmation, and the note that a tap
 * could not be taken because the quick-add's code could not be fetched (offline before it ever came).
 */
import { fillNodes } from '../../components/ui/fillNodes.ts';

/** Shows a short message in the page's toast for four seconds, a success unless `type` says otherwise. */
export function showToast(
  message: string,
  values: Record<string, string> = {},
  type: 'success' | 'error' = 'success',
): void {
  const toast = document.querySelector<HTMLElement>('[data-toast]');
  if (!toast) return;
  toast.replaceChildren(...fillNodes(message, values));
  const shown = toast.textContent;
  toast.dataset.type = type;
  toast.dataset.visible = 'true';
  window.setTimeout(() => {
    if (toast.textContent === shown) toast.dataset.visible = 'false';
  }, 4000);
}
