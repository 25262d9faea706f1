/**
 * Pure rules of the head script every tenant page inlines (guard/head.client.ts): reading a persisted store value
 * without loading the store, the theme the customer chose, the previous route, and who may see a page. Kept free of
 * imports with side effects so the inlined script stays a few hundred bytes.
 */

// The storage keys and the versioned reader belong to the stores (src/stores/keys.ts, free of side effects so
// this inlined script can still import them); re-exported for the head script and its tests.
export {
  AUTH_STORAGE,
  parseRouteState,
  readVersioned,
  routeKey,
  SETTINGS_STORAGE,
  type RouteState,
} from '../../../stores/keys.ts';
import type { RouteState } from '../../../stores/keys.ts';

/**
 * The `data-theme` of <html> for the customer's choice (spec §4 "Theme follows dark_mode; auto uses system
 * preference"): on → dark, off → light, auto → the system's; no choice → none, the business's dark_mode applies
 * (theme.ts writes both forced variants, so either attribute wins over the business default).
 */
export function themeAttribute(choice: unknown, prefersDark: boolean): 'dark' | 'light' | null {
  if (choice === 'on') return 'dark';
  if (choice === 'off') return 'light';
  if (choice === 'auto') return prefersDark ? 'dark' : 'light';
  return null;
}

/**
 * Spec §4: the previous route is recorded on each navigation except to the business login route. A reload (same
 * path) changes nothing; opening login leaves the history as it was, so after login "back" is the page before it.
 * `shell` is the app-shell page kind of `path` (login, settings, …), if any.
 */
export function nextRouteState(state: RouteState, path: string, shell?: string): RouteState {
  if (shell === 'login' || state.current === path) return state;
  const inSettings = shell === 'settings';
  return {
    from: state.current,
    current: path,
    settings: inSettings && !state.inSettings ? state.current : state.settings,
    inSettings,
  };
}

/** The pages a guest may not see (spec §2, §6 auth guard). */
export const AUTH_SHELLS: ReadonlySet<string> = new Set([
  'locations',
  'profile',
  'wallet/home',
  'wallet/history',
  'wallet/walletPackage',
]);
