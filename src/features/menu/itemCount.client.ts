/**
 * A menu category's "5 items" link counts the dishes the customer can see: those the chosen branch sells and the
 * menu's time serves (the view script hides the others with `hidden`), not every dish the build listed. The tag
 * filter's choice (`data-tag-hidden`) is not counted out: the link opens the whole category.
 *
 * An inline script right after the menu list of menu and category pages only (ItemCounts.astro): it counts once,
 * then again whenever the view script shows or hides something in the list (its minute tick, a branch chosen in
 * another tab). A link is written only when its count changes.
 */
import { pluralText } from '../../components/ui/plural.ts';
import { labelInName } from '../site/labelInName.ts';

/** "{{count}} items" by plural category, and the ten digits the language writes numbers with. */
export interface ItemLabels {
  forms: Record<string, string>;
  /** "0123456789", "٠١٢٣٤٥٦٧٨٩"…: as the build wrote the counts (domain/locale.ts formatNumber). */
  digits: string;
}

/** The element carrying the labels (its `data-item-counts`) and the page's locale (`data-locale`). */
export const ITEM_COUNTS_ATTR = 'data-item-counts';

/** Updates every count link's words and name (`data-count-of`: its category's id; `data-view-label`: its detail). */
export function updateItemCounts(labels: ItemLabels, locale: string): void {
  const { forms, digits } = labels;
  document.querySelectorAll<HTMLElement>('[data-count-of]').forEach((link) => {
    const section = document.getElementById(`cat-${link.dataset.countOf ?? ''}`);
    if (!section) return;
    let count = 0;
    // A dish hidden within the category counts out; the category's own state does not (a category hidden as a
    // whole at this hour keeps its count for when it shows).
    section.querySelectorAll('.item-card').forEach((card) => {
      const hiddenBy = card.closest('[hidden]');
      if (!hiddenBy || hiddenBy === section || !section.contains(hiddenBy)) count++;
    });
    const shown = String(count).replace(/\d/g, (d) => digits[Number(d)] ?? d);
    const text = pluralText(forms, locale, count).replace('{{count}}', shown);
    if (link.textContent === text) return;
    link.textContent = text;
    link.setAttribute('aria-label', labelInName(text, link.dataset.viewLabel ?? '', true));
  });
}

function start(): void {
  const source = document.querySelector<HTMLElement>(`[${ITEM_COUNTS_ATTR}]`);
  const list = document.getElementById('menu-list');
  if (!source || !list) return;
  let labels: ItemLabels;
  try {
    labels = JSON.parse(source.getAttribute(ITEM_COUNTS_ATTR) ?? '') as ItemLabels;
  } catch {
    return; // the build's counts stay
  }
  const locale = source.dataset.locale ?? document.documentElement.lang;
  const update = () => updateItemCounts(labels, locale);
  update();
  new MutationObserver(update).observe(list, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
}

start();
