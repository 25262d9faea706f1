/**
 * Turns the item page's order form into "add to cart": checks the choices against each group's min/max and the
 * required note (errors shown next to their field and announced), then adds the line to the cart store. The cart's
 * actions come at the first use of the page (components/ui/firstUse.ts) and the add awaits them: the item page's
 * JavaScript before the first interaction stays within 20 kB.
 */
import { onFirstUse } from '../../components/ui/firstUse.ts';
import { steppedQuantity, typedQuantity } from '../../domain/quantity.ts';
import { groupChoiceProblem } from '../../domain/pricing/cart.ts';
import { trackEvent } from '../tracking/bus.ts';
import { fillNodes } from '../../components/ui/fillNodes.ts';

const cartActions = () => import('../../stores/cartActions.ts');

interface LabelInfo {
  id: number;
  min: number;
  max: number;
}

function showError(form: HTMLFormElement, key: string, message: string): void {
  const el = form.querySelector<HTMLElement>(`[data-error-for="${key}"]`);
  if (el) el.textContent = message;
  const field =
    key === 'note'
      ? form.querySelector('textarea[name="note"]')
      : key === 'count'
        ? form.querySelector('input[name="count"]')
        : form.querySelector(`fieldset[data-group="${key}"]`);
  if (message) field?.setAttribute('aria-invalid', 'true');
  else field?.removeAttribute('aria-invalid');
}

/** How many of a chosen option: its "how many" list when it has one (max_quantity > 1), else one. */
function optionCount(data: FormData, id: number): number {
  const n = Number(data.get(`count-${id}`));
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/** Each option's "how many" list is usable while the option is chosen (a radio unchosen by another: disabled). */
function syncOptionCounts(form: HTMLFormElement): void {
  for (const select of form.querySelectorAll<HTMLSelectElement>('select[data-count-for]')) {
    const input = form.querySelector<HTMLInputElement>(`input[value="${select.dataset.countFor}"][name^="group-"]`);
    select.disabled = !input?.checked;
  }
}

/** Validates and submits one form; returns the problems found (empty when the line goes in the cart). */
export function submitAddToCart(form: HTMLFormElement): string[] {
  const messages = JSON.parse(form.dataset.messages ?? '{}') as Record<string, string>;
  const labels = JSON.parse(form.dataset.labels ?? '[]') as LabelInfo[];
  const formError = form.querySelector<HTMLElement>('[data-form-error]');
  // Spec §4: closed without scheduled orders, or no cart: nothing goes in the cart.
  if (document.documentElement.dataset.cartAvailable === 'false') {
    if (formError) formError.textContent = messages.unavailable ?? '';
    return ['unavailable'];
  }
  // The dish's category is not served at the time the customer orders for (its schedule, view.client.ts): the
  // checkout would stop the order, so the cart does not take it (the page says "Not available right now").
  if (form.closest('[data-available="false"]')) {
    if (formError) formError.textContent = messages.notServedNow ?? '';
    return ['notServedNow'];
  }
  const data = new FormData(form);
  const problems: string[] = [];
  const modifiers: Array<{ id: number; quantity: number }> = [];
  for (const fieldset of form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-group]')) {
    const group = fieldset.dataset.group!;
    const chosen = data.getAll(`group-${group}`).map(Number);
    const min = Number(fieldset.dataset.min ?? 0);
    const max = Number(fieldset.dataset.max ?? 1);
    const problem = groupChoiceProblem({ min, max }, chosen.length);
    let message = '';
    if (problem === 'at-least') message = (messages.atLeast ?? '').replace('{{count}}', String(min));
    else if (problem === 'at-most') message = (messages.atMost ?? '').replace('{{count}}', String(max));
    showError(form, group, message);
    if (message) problems.push(group);
    modifiers.push(...chosen.map((id) => ({ id, quantity: optionCount(data, id) })));
  }
  const note = String(data.get('note') ?? '').trim();
  const noteRequired = form.querySelector<HTMLTextAreaElement>('textarea[name="note"]')?.required ?? false;
  showError(form, 'note', noteRequired && !note ? (messages.note ?? '') : '');
  if (noteRequired && !note) problems.push('note');
  const priceLabelId = Number(data.get('label'));
  const label = labels.find((l) => l.id === priceLabelId) ?? { min: 1, max: 1000 };
  const count = typedQuantity(String(data.get('count') ?? ''), label);
  const format = new Intl.NumberFormat(document.documentElement.lang);
  showError(
    form,
    'count',
    count === null
      ? (messages.quantity ?? '')
          .replace('{{min}}', format.format(label.min))
          .replace('{{max}}', format.format(label.max))
      : '',
  );
  if (count === null) problems.push('count');
  const status = form.querySelector<HTMLElement>('[data-added]');
  const viewCart = form.querySelector<HTMLElement>('[data-view-cart]');
  if (problems.length || count === null) {
    if (formError) formError.textContent = messages.fix ?? '';
    if (status) status.textContent = '';
    if (viewCart) viewCart.hidden = true;
    form
      .querySelector<HTMLElement>(
        '[aria-invalid="true"] input, input[aria-invalid="true"], textarea[aria-invalid="true"]',
      )
      ?.focus();
    return problems;
  }
  if (formError) formError.textContent = '';
  const name = form.dataset.itemName ?? '';
  const added = ({ addToCart }: Awaited<ReturnType<typeof cartActions>>) => {
    addToCart({ itemId: Number(form.dataset.itemId), priceLabelId, modifiers, note, count, name });
    trackEvent({
      name: 'add_to_cart',
      lines: [{ id: Number(form.dataset.itemId), quantity: count, label: priceLabelId }],
    });
    // Says how many went in when it is not one.
    const counted = count > 1 ? `${format.format(count)} × ${name}` : name;
    status?.replaceChildren(...fillNodes(messages.added, { name: counted }));
    if (viewCart) viewCart.hidden = false;
  };
  // Their code not there and no network to bring it (offline before the page was first used): said, nothing added.
  const lost = () => formError && (formError.textContent = messages.offline ?? '');
  cartActions().then(added, lost);
  return [];
}

/** The stepper's − and + said unavailable at the label's limits (aria-disabled: they keep the keyboard's focus). */
function syncStepper(form: HTMLFormElement, qty: HTMLInputElement, label: LabelInfo): void {
  const count = typedQuantity(qty.value, label);
  for (const button of form.querySelectorAll<HTMLButtonElement>('button[data-step]')) {
    const limit = Number(button.dataset.step) < 0 ? label.min : label.max;
    button.setAttribute('aria-disabled', String(count === limit));
  }
}

/**
 * Wires every order form of the page: a price label change moves the quantity to that label's minimum, and the
 * stepper's − and + move it by one within the label's limits (domain/quantity.ts), the new count said aloud.
 */
export function enhanceAddToCartForms(): void {
  if (document.querySelector('form[data-add-form]')) onFirstUse(() => void cartActions().catch(() => {}));
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-add-form]')) {
    const labels = JSON.parse(form.dataset.labels ?? '[]') as LabelInfo[];
    const qty = form.querySelector<HTMLInputElement>('input[name="count"]');
    const chosen = () => labels.find((l) => l.id === Number(new FormData(form).get('label'))) ?? labels[0];
    const sync = () => qty && chosen() && syncStepper(form, qty, chosen()!);
    form.addEventListener('change', (e) => {
      const target = e.target as HTMLInputElement;
      if (target.name.startsWith('group-')) syncOptionCounts(form);
      if (target.name !== 'label' || !qty) return;
      const label = labels.find((l) => l.id === Number(target.value));
      if (!label) return;
      qty.value = String(label.min);
      sync();
    });
    qty?.addEventListener('input', sync);
    form.addEventListener('click', (e) => {
      const button = (e.target as Element).closest<HTMLButtonElement>('button[data-step]');
      const label = chosen();
      if (!button || !qty || !label) return;
      qty.value = String(steppedQuantity(qty.value, label, Number(button.dataset.step) < 0 ? -1 : 1));
      showError(form, 'count', '');
      sync();
      const said = form.querySelector<HTMLElement>('[data-step-said]');
      if (said) said.textContent = new Intl.NumberFormat(document.documentElement.lang).format(Number(qty.value));
    });
    sync();
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submitAddToCart(form);
    });
    syncOptionCounts(form);
    // Ready: the button the page rendered disabled (an item not for sale stays so).
    form.querySelectorAll<HTMLButtonElement>('button[data-needs-script]').forEach((b) => (b.disabled = false));
  }
}
