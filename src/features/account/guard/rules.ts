/**
 * Pure rules of the head script every tenant page inlines (guard/head.client.ts): reading a persisted store value
 * without loading the store, the theme the customer chose, the previous route, and who may see a page. Kept free of
 * imports with side effects so the inlined script stays a few hundred bytes.
 */

/** Where stores/settings.ts keeps the customer's settings (the head script reads the theme from there). */
export const SETTINGS_STORAGE = { key: (ref: string) => `sf:${ref}:settings`, version: 1 } as const;
/** Where stores/auth.ts keeps the auth state (rules.test.ts checks both match the store's own). */
export const AUTH_STORAGE = { key: (ref: string) => `sf:${ref}:auth`, version: 1 } as const;

/** The data of a `{ "v": version, "data": … }` value written by stores/persist.ts, or null. */
export function readVersioned(text: string | null | undefined, version: number): unknown {
  if (!text) return null;
  try {
    const saved = JSON.parse(text) as { v?: unknown; data?: unknown } | null;
    return saved && saved.v === version ? (saved.data ?? null) : null;
  } catch {
    return null;
  }
}

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
 * The route history of a tab: the page before this one (spec §3 Helper state fromRoute), this one, and the page
 * the settings were opened from (settingsRoute: moving between settings pages, e.g. changing their language,
 * keeps it, so "back" leaves the settings).
 */
export interface RouteState {
  from: string | null;
  current: string | null;
  settings: string | null;
  inSettings: boolean;
}

/** Where a tab keeps its route history (sessionStorage: per tab, like the app's memory, across page loads). */
export const routeKey = (ref: string) => `sf:${ref}:route`;

export function parseRouteState(text: string | null | undefined): RouteState {
  try {
    const v = JSON.parse(text ?? '') as Partial<RouteState> | null;
    const str = (x: unknown) => (typeof x === 'string' && x.length <= 2000 ? x : null);
    return {
      from: str(v?.from),
      current: str(v?.current),
      settings: str(v?.settings),
      inSettings: v?.inSettings === true,
    };
  } catch {
    return { from: null, current: null, settings: null, inSettings: false };
  }
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
