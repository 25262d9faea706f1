/**
 * The tag filter of a menu or category page (TagFilter.astro), inlined right after the bar and applied while the
 * list below it is parsed (site/whileParsing.ts), so a filter URL hides what it leaves out before the first paint. It reads the choice from the URL, hides the cards that do not match (and the
 * sections and category chips left empty) with `data-tag-hidden`, leaving `hidden` to the view script's schedules;
 * a change of a checkbox is a new history entry (`?tags=…&free=…`), and Back or Forward applies the URL again.
 * The rules are domain/tags (filter.ts, url.ts); this file only reads and writes the page.
 */
import { isNoTagFilter, matchesTagFilter, NO_TAG_FILTER, type TagFilter } from '../../domain/tags/filter.ts';
import { DIET_PARAM, FREE_PARAM, parseTagFilter, tagFilterSearch } from '../../domain/tags/url.ts';
import { whileParsing } from '../site/whileParsing.ts';

const HIDDEN = 'data-tag-hidden';
const form = document.querySelector<HTMLFormElement>('[data-tag-filter]');
const main = document.querySelector('main');

if (form && main) {
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
  const keysOf = (name: string, checkedOnly: boolean) =>
    boxes.filter((b) => b.name === name && (!checkedOnly || b.checked)).map((b) => b.value);
  const vocabulary = { diets: keysOf(DIET_PARAM, false), allergens: keysOf(FREE_PARAM, false) };
  // Read again on each use: the list is still being parsed when the filter is first applied.
  const cards = () => [...main.querySelectorAll<HTMLElement>('[data-tags]')];
  // Sections (categories, smart categories, pinned ones) that list cards: hidden when the filter empties them.
  const groups = () =>
    [...main.querySelectorAll<HTMLElement>('section, [data-pinnable]')].filter((g) => g.querySelector('[data-tags]'));
  const chips = () => [...main.querySelectorAll<HTMLElement>('nav li[data-category-id]')];
  const empty = () => document.querySelector<HTMLElement>('[data-tag-empty]');
  const status = form.querySelector<HTMLElement>('[data-tag-status]');
  const clear = form.querySelector<HTMLElement>('[data-tag-clear]');
  let filter: TagFilter = NO_TAG_FILTER;

  const show = (el: HTMLElement, visible: boolean) => {
    if (el.hidden === visible) el.hidden = !visible;
  };

  /** A card that matches and that the view script shows (its schedule, its branch). */
  const visible = (card: HTMLElement) => !card.hasAttribute(HIDDEN) && !card.closest('[hidden]');

  /**
   * Sections, category chips, the empty state and the count: they follow the filter and the view script's
   * schedules alike (a section whose matching dishes are all out of hours is empty too).
   */
  const report = () => {
    const on = !isNoTagFilter(filter);
    for (const group of groups())
      group.toggleAttribute(HIDDEN, on && ![...group.querySelectorAll<HTMLElement>('[data-tags]')].some(visible));
    for (const chip of chips())
      chip.toggleAttribute(HIDDEN, !!document.getElementById(`cat-${chip.dataset.categoryId}`)?.hasAttribute(HIDDEN));
    const shown = new Set(
      cards()
        .filter(visible)
        .map((c) => c.querySelector('a')?.getAttribute('href')),
    );
    const emptyState = empty();
    if (emptyState) show(emptyState, on && shown.size === 0);
    const text = on
      ? (form.dataset.count ?? '').replace('{{count}}', shown.size.toLocaleString(form.dataset.intl))
      : '';
    // Written only when it changes: a live region read out again for every schedule check would be noise.
    if (status && status.textContent !== text) status.textContent = text;
  };

  const apply = (next: TagFilter) => {
    filter = next;
    const on = !isNoTagFilter(next);
    for (const b of boxes) b.checked = (b.name === DIET_PARAM ? next.diets : next.free).includes(b.value);
    for (const card of cards())
      card.toggleAttribute(HIDDEN, on && !matchesTagFilter((card.dataset.tags ?? '').split(' '), next));
    if (clear) show(clear, on);
    report();
  };

  const choose = (next: TagFilter) => {
    history.pushState(history.state, '', location.pathname + tagFilterSearch(location.search, next) + location.hash);
    apply(next);
  };

  form.hidden = false;
  const fromUrl = parseTagFilter(location.search, vocabulary);
  whileParsing(
    () => apply(fromUrl),
    () => {
      form.addEventListener('change', () =>
        choose({ diets: keysOf(DIET_PARAM, true), free: keysOf(FREE_PARAM, true) }),
      );
      for (const button of document.querySelectorAll('[data-tag-clear]'))
        button.addEventListener('click', () => {
          choose(NO_TAG_FILTER);
          // The empty state's button goes away with it: keep the focus in the filter.
          boxes[0]?.focus();
        });
      addEventListener('popstate', () => apply(parseTagFilter(location.search, vocabulary)));
      // The chips the filter left are shown (the view script hid them while a URL filter was pending).
      delete document.documentElement.dataset.tagPending;
      // The view script re-checks schedules every minute: follow what it hides.
      new MutationObserver(report).observe(main, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
    },
  );
}
