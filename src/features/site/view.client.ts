/**
 * The view-time script of static pages, inlined in the head and applied while the page is parsed (whileParsing.ts),
 * so what it hides is hidden before the first paint, however the page arrives: no flash, no layout shift:
 * - shows or hides categories and smart-category items by their schedules and branch windows, and marks
 *   pinned categories, in the business time zone (spec §5); hides items not sold at the customer's branch;
 * - fills the open/closed badge per selling type (spec §4), and says which time a menu shown for a later slot is for;
 * - remembers the selling type of the page, and points the menu and cart tabs of other pages at it;
 * - shows a loading bar while the next page loads (spec §2 loading spinner);
 * - checks for a new build every hour and makes sure the next navigation loads it; a script chunk that fails to
 *   load (its release was replaced) reloads the page (spec §4).
 * All decisions are the pure rules of src/domain; this file only reads the DOM and the clock.
 */
import { isSmartItemVisible } from '../../domain/menu.ts';
import { isPinnedNow } from '../../domain/schedule.ts';
import { isCartAvailable, isSellingTypeOpen } from '../../domain/openStatus.ts';
import { isRouteType } from '../../domain/sellingType.ts';
import { zonedClock } from '../../domain/time.ts';
import type { Business, Item } from '../../lib/api/schema.ts';
import { branchesOf, categoryVisibleAt, menuBranch, menuTime, menuTimeNote, soldAtBranch } from './menuTime.ts';
import { PAGE_DATA_ID, type PageData } from './pageData.ts';
import { rememberedSellingType, settingsWithBranch, settingsWithSellingType, typeHref } from './sellingTypeChoice.ts';
import { SETTINGS_STORAGE } from '../account/guard/rules.ts';
import { CHUNK_RELOAD_KEY } from '../../stores/keys.ts';
import { whileParsing } from './whileParsing.ts';
import { DIET_PARAM, FREE_PARAM } from '../../domain/tags/url.ts';

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // privacy mode: reading localStorage throws
  }
}

function readPageData(): PageData | null {
  const el = document.getElementById(PAGE_DATA_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as PageData;
  } catch {
    return null;
  }
}

/** Written only when it changes: the tag filter observes `hidden` (features/tags/filter.client.ts). */
function setHidden(el: HTMLElement, hidden: boolean): void {
  if (el.hidden !== hidden) el.hidden = hidden;
}

function applyAvailability(data: PageData, now: Date): void {
  // Categories and items follow the scheduled time; "open now" and the cart follow the real clock.
  const at = menuTime(data.ref, now, safeLocalStorage(), data.cart?.scheduled !== false);
  const clock = zonedClock(at, data.timeZone);
  const realClock = zonedClock(now, data.timeZone);
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
  const business = { checkoutDelivery: { shipping: data.shipping }, working_hours: data.hours } as unknown as Business;
  if (data.route && data.cart && isRouteType(data.route)) {
    const open = isSellingTypeOpen({ route: data.route, business, clock: realClock });
    const available = isCartAvailable({
      enableCart: data.cart.enabled,
      open,
      scheduledOrders: data.cart.scheduled,
      route: data.route,
      dineInCart: data.cart.dineInCart,
    });
    if (document.documentElement.dataset.cartAvailable !== String(available))
      document.documentElement.dataset.cartAvailable = String(available);
  }
  document.querySelectorAll<HTMLElement>('[data-open-status]').forEach((el) => {
    const route = el.dataset.openStatus ?? '';
    if (!isRouteType(route)) return;
    const open = isSellingTypeOpen({ route, business, clock: realClock });
    if (el.dataset.open !== String(open)) el.dataset.open = String(open);
    const text = open ? (el.dataset.openText ?? '') : (el.dataset.closedText ?? '');
    // Written only when it changes: a text written again is a new mutation for the parse observer.
    if (el.textContent !== text) el.textContent = text;
  });
}

/** A page of a selling type records it; a page of none points its menu and cart tabs at the recorded one. */
function followSellingType(data: PageData): void {
  const storage = safeLocalStorage();
  if (!storage || !data.types) return;
  const key = SETTINGS_STORAGE.key(data.ref);
  try {
    const saved = storage.getItem(key);
    if (data.route) {
      const next = settingsWithSellingType(saved, data.route);
      if (next) storage.setItem(key, next);
      return;
    }
    const type = rememberedSellingType(saved, data.types);
    if (!type) return;
    document.querySelectorAll<HTMLAnchorElement>('a[data-type-href]').forEach((a) => {
      a.href = typeHref(a.dataset.typeHref ?? '', type);
    });
  } catch {
    // storage that refuses reads or writes (privacy mode, full): the tabs keep the business's first type
  }
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

function showLoadingOnNavigation(): void {
  document.addEventListener('click', (event) => {
    const a = (event.target as Element | null)?.closest?.('a[href]');
    if (!(a instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || a.target || a.hasAttribute('download'))
      return;
    if (a.origin !== location.origin || (a.pathname === location.pathname && a.hash)) return;
    if (document.querySelector('.page-loading')) return;
    const bar = document.createElement('div');
    bar.className = 'page-loading';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', document.documentElement.dataset.loadingLabel ?? 'Loading');
    document.body.append(bar);
  });
  // Coming back through the back/forward cache: the bar of the page we left must go.
  window.addEventListener('pageshow', () => document.querySelectorAll('.page-loading').forEach((b) => b.remove()));
}

/**
 * A control that gets the focus is brought fully into view where Chromium stops short:
 * - a chip in a bar that scrolls sideways (Chromium leaves one that shows a few pixels at the edge where it is);
 * - a text area: Chromium scrolls only the line of its caret clear of the fixed bottom bars (the page's
 *   scroll-padding, global.css) and leaves the rest of the box under them (a11y review 9). The whole box, here.
 */
function keepFocusWhollyInView(): void {
  document.addEventListener('focusin', (event) => {
    const target = event.target as Element | null;
    if (target?.closest?.('[data-scrolls-sideways],textarea'))
      target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });
}

/** Spec §9: the new-build check runs every 60 minutes. */
export const BUILD_CHECK_MS = 60 * 60 * 1000;

function watchForNewBuilds(): void {
  const root = document.documentElement;
  const current = root.dataset.buildId;
  const ref = root.dataset.ref;
  if (!current || !ref) return;
  // `/{ref}`, or '' for a business at the root of its own domain (data-base, TenantLayout).
  const base = root.dataset.base ?? `/${ref}`;
  let stale = false;
  const check = () =>
    fetch(`${base}/builds/latest.json`, { cache: 'no-store' })
      .then((r) => (r.ok ? (r.json() as Promise<{ id?: string }>) : null))
      .then((latest) => {
        if (latest?.id && latest.id !== current) stale = true;
      })
      .catch(() => {});
  setInterval(check, BUILD_CHECK_MS);
  // A page restored from the back/forward cache after a new build is reloaded: its data is old.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted && stale) location.reload();
  });
  // A chunk of an older release that is gone: load the page again (the target route, fresh). Once per release and
  // page: when the fresh copy cannot load it either (a CDN failing, a firewall), the import fails alone and the
  // island says so, rather than the page reloading for ever.
  window.addEventListener('vite:preloadError', (e) => {
    // Offline, a reload cannot bring the chunk and would lose the page: it stays, the import fails alone.
    if (!navigator.onLine) return;
    const page = current + location.pathname;
    try {
      if (sessionStorage[CHUNK_RELOAD_KEY] === page) return;
      sessionStorage[CHUNK_RELOAD_KEY] = page;
    } catch {
      return; // nowhere to remember the reload: none, rather than a possible loop
    }
    e.preventDefault();
    location.reload();
  });
}

// Scripts run: what only works with them (the tag filter bar) is shown from the first paint (TagFilter.astro).
const root = document.documentElement;
root.dataset.js = '';
// A filter in the URL empties some categories, known only once their cards are parsed: their chips, parsed before
// them, wait unseen (not unplaced) until the filter has run, so hiding one moves nothing (TagFilter.astro).
const params = new URLSearchParams(location.search);
if (params.has(DIET_PARAM) || params.has(FREE_PARAM)) root.dataset.tagPending = '';
const data = readPageData();
if (data) {
  const now = new Date();
  followTableBranch(data);
  whileParsing(
    () => applyAvailability(data, now),
    () => {
      // Keep it right while the page stays open: re-check every minute.
      setInterval(() => applyAvailability(data, new Date()), 60_000);
      followSellingType(data);
    },
  );
}
// No filter on this page to end the wait (the filter's own script ends it where there is one).
if (root.dataset.tagPending !== undefined)
  document.addEventListener('DOMContentLoaded', () => {
    if (!document.querySelector('[data-tag-filter]')) delete root.dataset.tagPending;
  });
showLoadingOnNavigation();
keepFocusWhollyInView();
watchForNewBuilds();
