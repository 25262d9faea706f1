/**
 * The menu's quick-add buttons (spec §5): one price label adds at once; several open the price chooser dialog.
 * The confirmation appears in the page toast (spec §3 helper toast, success by default).
 */
import { addToCart } from '../../stores/cartActions.ts';
import { trackEvent } from '../tracking/bus.ts';
import { showToast } from './pageToast.ts';

interface QuickItem {
  itemId: number;
  name: string;
  labels: Array<{ id: number; label: string; price: string; count: number }>;
}

function add(item: QuickItem, labelId: number, dialog: HTMLDialogElement | null): void {
  const label = item.labels.find((l) => l.id === labelId) ?? item.labels[0];
  if (!label) return;
  addToCart({
    itemId: item.itemId,
    priceLabelId: label.id,
    modifiers: [],
    note: '',
    count: label.count,
    name: item.name,
  });
  trackEvent({
    name: 'add_to_cart',
    lines: [{ id: item.itemId, quantity: label.count, name: item.name, label: label.id }],
  });
  showToast(dialog?.dataset.addedText ?? '{{name}}', { name: item.name });
}

/** Wires the quick-add buttons of the page (QuickAdd.astro loads this with the first tap on one). */
export function enhanceQuickAdd(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-chooser]');
  let current: QuickItem | null = null;
  let opener: HTMLElement | null = null;
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-quick-add]');
    if (!button) return;
    let item: QuickItem;
    try {
      item = JSON.parse(button.dataset.quickAdd ?? '') as QuickItem;
    } catch {
      return;
    }
    if (item.labels.length <= 1 || !dialog) {
      add(item, item.labels[0]?.id ?? 0, dialog);
      return;
    }
    current = item;
    opener = button;
    const options = dialog.querySelector<HTMLElement>('[data-chooser-options]')!;
    options.replaceChildren(
      ...item.labels.map((l, i) => {
        const label = document.createElement('label');
        label.className = 'choice';
        const input = Object.assign(document.createElement('input'), {
          type: 'radio',
          name: 'label',
          value: String(l.id),
          checked: i === 0,
        });
        const name = Object.assign(document.createElement('span'), { textContent: l.label });
        const price = Object.assign(document.createElement('span'), { textContent: l.price, className: 'price' });
        label.append(input, name, price);
        return label;
      }),
    );
    let title = dialog.querySelector<HTMLElement>('#chooser-title');
    if (!title)
      dialog
        .querySelector('form')!
        .prepend((title = Object.assign(document.createElement('h2'), { id: 'chooser-title' })));
    title.textContent = item.name;
    dialog.showModal();
  });
  dialog?.addEventListener('close', () => {
    if (dialog.returnValue === 'add' && current) {
      const checked = dialog.querySelector<HTMLInputElement>('input[name="label"]:checked');
      add(current, Number(checked?.value), dialog);
    }
    current = null;
    opener?.focus();
  });
}
