/**
 * What the view-time script of every page does (view.client.ts on the menu pages, islandView.client.ts on the
 * island pages, which show no dish and so carry none of the menu's availability rules):
 * - the cart's availability and the open/closed badge per selling type (spec §4), on the business's clock;
 * - remembers the selling type of the page, and points the menu and cart tabs of other pages at it;
 * - shows a loading bar while the next page loads (spec §2 loading spinner);
 * - checks for a new build every hour and makes sure the next navigation loads it; a script chunk that fails to
 *   load (its release was replaced) reloads the page (spec §4).
 * All decisions are the pure rules of src/domain; this file only reads the DOM and the clock.
 */
import { isCartAvailable, isSellingTypeOpen } from '../../domain/openStatus.ts';
import { isRouteType } from '../../domain/sellingType.ts';
import { zonedClock } from '../../domain/time.ts';
import type { Business } from '../../lib/api/schema.ts';
import { PAGE_DATA_ID, type PageData } from './pageData.ts';
import { rememberedSellingType, settingsWithSellingType, typeHref } from './sellingTypeChoice.ts';
import { SETTINGS_STORAGE } from '../account/guard/rules.ts';
import { CHUNK_RELOAD_KEY } from '../../stores/keys.ts';
import { whileParsing } from './whileParsing.ts';
import { branchesOf, menuBranch } from './menuBranch.ts';
import { isPageStale } from './pageVersion.ts';
import { DIET_PARAM, FREE_PARAM } from '../../domain/tags/url.ts';

export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // privacy mode: reading localStorage throws
  }
}

export function readPageData(): PageData | null {
  const el = document.getElementById(PAGE_DATA_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as PageData;
  } catch {
    return null;
  }
}

/** Written only when it changes: the tag filter observes `hidden` (features/tags/filter.client.ts). */
export function setHidden(el: HTMLElement, hidden: boolean): void {
  if (el.hidden !== hidden) el.hidden = hidden;
}

/** Whether the page's selling type takes orders now (the cart and its checkout link), and the open/closed badges. */
export function applyOrderingStatus(data: PageData, now: Date): void {
  const realClock = zonedClock(now, data.timeZone);
  // The business's calendar day now, for the scripts that come later (engagement/engage.ts asks that day's banners).
  const root = document.documentElement;
  if (root.dataset.businessDay !== realClock.date) root.dataset.businessDay = realClock.date;
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
    if (root.dataset.cartAvailable !== String(available)) root.dataset.cartAvailable = String(available);
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
  // This page's own version (pageVersion.ts): a build that left this page as it was is no new build for it.
  const current = root.dataset.pageVersion;
  const ref = root.dataset.ref;
  if (!current || !ref) return;
  // `/{ref}`, or '' for a business at the root of its own domain (data-base, TenantLayout).
  const base = root.dataset.base ?? `/${ref}`;
  let stale = false;
  const check = () => {
    // The business's service worker (pwa/sw.ts) serves the next page from what it kept: a new release's worker,
    // installed now rather than by that navigation (which the old one would answer), keeps the pages the build
    // changed before the visitor opens one. A worker script that did not change costs one conditional fetch.
    navigator.serviceWorker
      ?.getRegistration()
      .then((r) => r?.update())
      .catch(() => {});
    return fetch(`${base}/builds/latest.json`, { cache: 'no-store' })
      .then((r) => (r.ok ? (r.json() as Promise<unknown>) : null))
      .then((latest) => {
        if (isPageStale(current, latest)) stale = true;
      })
      .catch(() => {});
  };
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

/**
 * Runs the view-time script: `apply` (idempotent, writing only what changes) while the page is parsed, then every
 * minute while it stays open; `first` once, before it. The selling type is followed once the page is parsed.
 */
export function startView(apply?: (data: PageData, now: Date) => void, first?: (data: PageData) => void): void {
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
    first?.(data);
    // The branch the menu is shown for (after `first`: a table's QR code may have chosen it), for the scripts that
    // come later: the visit and the banners are counted and asked for it (engagement/engage.ts).
    const branch = menuBranch(data.ref, data.branchId, safeLocalStorage(), branchesOf(data));
    if (branch !== null) root.dataset.menuBranch = String(branch);
    whileParsing(
      () => apply?.(data, now),
      () => {
        // Keep it right while the page stays open: re-check every minute.
        if (apply) setInterval(() => apply(data, new Date()), 60_000);
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
}
