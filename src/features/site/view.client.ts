/**
 * The view-time script of the menu pages (landing, menu, category, item, search, branches, policies), inlined in
 * the head and applied while the page is parsed (whileParsing.ts), so what it hides is hidden before the first
 * paint, however the page arrives: no flash, no layout shift:
 * - shows or hides categories and smart-category items by their schedules and branch windows, and marks
 *   pinned categories, in the business time zone (spec §5); hides items not sold at the customer's branch;
 * - says which time a menu shown for a later slot is for; follows a table's QR code to its branch;
 * - and what every page's view script does (viewShell.ts): the open/closed badges and the cart's availability,
 *   the selling type remembered, the loading bar, the new-build check.
 * All decisions are the pure rules of src/domain; this file only reads the DOM and the clock.
 */
import { isSmartItemVisible } from '../../domain/menu.ts';
import { isPinnedNow } from '../../domain/schedule.ts';
import { zonedClock } from '../../domain/time.ts';
import type { Item } from '../../lib/api/schema.ts';
import { branchesOf, categoryVisibleAt, menuBranch, menuTime, menuTimeNote, soldAtBranch } from './menuTime.ts';
import type { PageData } from './pageData.ts';
import { settingsWithBranch } from './sellingTypeChoice.ts';
import { SETTINGS_STORAGE } from '../account/guard/rules.ts';
import { applyOrderingStatus, safeLocalStorage, setHidden, startView } from './viewShell.ts';

function applyAvailability(data: PageData, now: Date): void {
  // Categories and items follow the scheduled time; "open now" and the cart follow the real clock.
  const at = menuTime(data.ref, now, safeLocalStorage(), data.cart?.scheduled !== false);
  const clock = zonedClock(at, data.timeZone);
  // A menu for a later time says which (menu/MenuTimeNote.astro), worked out once per time.
  document.querySelectorAll<HTMLElement>('[data-menu-time]').forEach((el) => {
    const key = String(at.getTime());
    if (el.dataset.at === key) return;
    try {
      const note = menuTimeNote(el.dataset.menuTime ?? '', at, now, data.timeZone, el.dataset.intl ?? data.locale);
      if (note) el.firstElementChild!.textContent = note;
      setHidden(el, !note);
      el.dataset.at = key;
    } catch {
      setHidden(el, true); // a locale or zone Intl refuses: no line rather than no availability
    }
  });
  document.querySelectorAll<HTMLElement>('[data-category-id]').forEach((el) => {
    const s = data.categories[el.dataset.categoryId ?? ''];
    if (!s) return;
    const available = categoryVisibleAt(s, clock);
    if (el.dataset.available !== String(available)) el.dataset.available = String(available);
    // Lists hide what is unavailable; the category's own page keeps it and says so.
    if (el.dataset.hideWhenUnavailable !== undefined) setHidden(el, !available);
    if (el.dataset.pinnable !== undefined) setHidden(el, !(available && isPinnedNow(s.pin, clock)));
  });
  document.querySelectorAll<HTMLElement>('[data-smart-item-id]').forEach((el) => {
    const s = data.smartItems[el.dataset.smartItemId ?? ''];
    if (!s) return;
    const item = {
      visible: true,
      category: { id: 0, branch: s.category },
      grand_category: { id: 0, branch: s.grand },
    } as unknown as Item;
    const served = (s.serving ?? []).every((chain) => categoryVisibleAt(chain, clock));
    setHidden(el, !(served && isSmartItemVisible(item, clock)));
  });
  // Items sold only at some branches: hidden where the customer's branch is not one of them.
  const branch = menuBranch(data.ref, data.branchId, safeLocalStorage(), branchesOf(data));
  document.querySelectorAll<HTMLElement>('[data-item-branches]').forEach((el) => {
    const sold = soldAtBranch(el.dataset.itemBranches, branch);
    setHidden(el, el.dataset.smartItemId !== undefined ? el.hidden || !sold : !sold);
  });
  // An item page at a branch that does not sell the item says so where its order form was.
  document.querySelectorAll<HTMLElement>('[data-not-sold-here]').forEach((el) => {
    setHidden(el, soldAtBranch(el.dataset.notSoldHere, branch));
  });
  document.querySelectorAll<HTMLElement>('[data-section-of-pins]').forEach((el) => {
    setHidden(el, !el.querySelector('[data-pinnable]:not([hidden])'));
  });
  // A smart category none of whose dishes is offered now is not shown as an empty heading.
  document.querySelectorAll<HTMLElement>('[data-section-of-smart]').forEach((el) => {
    setHidden(el, !el.querySelector('[data-smart-item-id]:not([hidden])'));
  });
  applyOrderingStatus(data, now);
}

/** A table's QR code names its branch: the guest's branch from now on, before the menu is shown for a branch. */
function followTableBranch(data: PageData): void {
  const params = new URLSearchParams(location.search);
  const storage = safeLocalStorage();
  if (!storage || !params.get('table')) return;
  const key = SETTINGS_STORAGE.key(data.ref);
  try {
    const next = settingsWithBranch(storage.getItem(key), params.get('branch'), branchesOf(data) ?? []);
    if (next) storage.setItem(key, next);
  } catch {
    // storage that refuses reads or writes: the menu stays on the branch it had
  }
}

startView(applyAvailability, followTableBranch);
