/**
 * The helper state (spec §3 Helper state): the toast (type defaults to success), the businesses the customer has
 * rated (ratingRefIds, persisted under `sf:{ref}:helper` so the rating prompt shows once per business), and the
 * previous route. The previous route is recorded before first paint by every page's head script into the tab's
 * sessionStorage (a static site has no app memory between pages); `fromRoute()` reads it.
 */
import { atom, computed } from 'nanostores';
import { isInstagramBrowser } from '../domain/inAppBrowser.ts';
import { shape, text, type Decoder } from './decode.ts';
import { parseRouteState, routeKey } from './keys.ts';
import { currentTenant, versionedAtom } from './persist.ts';

export const HELPER_VERSION = 1;
export const helperKey = (ref: string) => `sf:${ref}:helper`;

/** At most this many rated references are kept (oldest dropped). */
export const MAX_RATED = 100;

export interface HelperState {
  ratingRefIds: string[];
}

const refIds: Decoder<string[]> = (v) => {
  if (!Array.isArray(v)) return undefined;
  const id = text(100);
  return v.every((x) => id(x) !== undefined) ? (v as string[]).slice(-MAX_RATED) : undefined;
};
const Helper = shape<HelperState>({ ratingRefIds: [refIds, []] });
export const EMPTY_HELPER: HelperState = { ratingRefIds: [] };

/** A stored helper value, validated; garbage gives nothing rated. */
export function parseHelper(value: unknown): HelperState {
  return Helper(value) ?? EMPTY_HELPER;
}

export type ToastType = 'success' | 'error' | 'info';
export interface Toast {
  type: ToastType;
  /** Our sentence; its `{{placeholders}}` are filled from `values`, each value isolated (components/ui/Isolated). */
  msg: string;
  values?: Record<string, string>;
}

/** A helper store for a tenant (pages use the exports below; tests make their own). */
export function createHelperStore(ref: string) {
  const $helper = versionedAtom<HelperState>(helperKey(ref), HELPER_VERSION, parseHelper, EMPTY_HELPER);
  const $toast = atom<Toast | null>(null);
  const routesOf = (storage: Pick<Storage, 'getItem'> | null) => {
    try {
      return parseRouteState(storage?.getItem(routeKey(ref)));
    } catch {
      return parseRouteState(null);
    }
  };
  return {
    $helper,
    $toast,
    /** Spec §3 showToast. */
    $showToast: computed($toast, (t) => t !== null),
    /** Shows a toast; the type defaults to success (spec §4). */
    showToast: (msg: string, type: ToastType = 'success', values?: Record<string, string>) =>
      $toast.set({ type, msg, ...(values ? { values } : {}) }),
    hideToast: () => $toast.set(null),
    /** Whether the customer has rated this reference (a business or an order) already. */
    hasRated: (refId: string) => $helper.get().ratingRefIds.includes(refId),
    markRated: (refId: string) => {
      const ids = $helper.get().ratingRefIds.filter((id) => id !== refId);
      $helper.set(parseHelper({ ratingRefIds: [...ids, refId] }));
    },
    /** The page this tab was on before the current one (never login), or null. */
    fromRoute: (storage: Pick<Storage, 'getItem'> | null = sessionStorageOrNull()) => routesOf(storage).from,
    /** Spec §3 settingsRoute: the page the settings were opened from (kept across settings pages), or null. */
    settingsRoute: (storage: Pick<Storage, 'getItem'> | null = sessionStorageOrNull()) => routesOf(storage).settings,
    /** The last page recorded in this tab (on the login page: the page the customer came from), or null. */
    lastRoute: (storage: Pick<Storage, 'getItem'> | null = sessionStorageOrNull()) => routesOf(storage).current,
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // privacy mode: reading sessionStorage throws
  }
}

const store = createHelperStore(currentTenant());
export const {
  $helper,
  $toast,
  $showToast,
  showToast,
  hideToast,
  hasRated,
  markRated,
  fromRoute,
  lastRoute,
  settingsRoute,
} = store;

/** Spec §3 Helper state instagramBrowser: this page runs in Instagram's in-app browser. */
export const instagramBrowser = typeof navigator !== 'undefined' && isInstagramBrowser(navigator.userAgent);
