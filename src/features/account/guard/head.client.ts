/**
 * The head script of every tenant page (inlined by guard/HeadScript.astro, so it runs before first paint):
 * - applies the theme the customer chose in settings over the business's dark_mode (spec §4), and keeps it
 *   right when the system scheme or another tab's choice changes;
 * - records the previous route of the tab (spec §4: on each navigation except to login).
 * The pages that need a login carry authHead.client.ts, this and the auth guard. Only pure rules are imported: this
 * runs on menu pages too, whose JavaScript budget is 20 kB.
 */
import { nextRouteState, parseRouteState, readVersioned, routeKey, SETTINGS_STORAGE, themeAttribute } from './rules.ts';

export const root = document.documentElement;
export const config = (document.currentScript as HTMLScriptElement | null)?.dataset ?? {};
export const ref = root.dataset.ref ?? '';

export function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null; // no storage, or privacy mode
  }
}

const dark = window.matchMedia?.('(prefers-color-scheme: dark)');
function applyTheme(): void {
  const settings = readVersioned(
    read(() => localStorage, SETTINGS_STORAGE.key(ref)),
    SETTINGS_STORAGE.version,
  ) as {
    theme?: unknown;
  } | null;
  const theme = themeAttribute(settings?.theme, dark?.matches === true);
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
}
applyTheme();
dark?.addEventListener?.('change', applyTheme);
window.addEventListener('storage', (e) => {
  if (e.key === SETTINGS_STORAGE.key(ref)) applyTheme();
});

const here = location.pathname + location.search;
try {
  const key = routeKey(ref);
  const state = parseRouteState(sessionStorage.getItem(key));
  const next = nextRouteState(state, here, config.shell);
  if (next !== state) sessionStorage.setItem(key, JSON.stringify(next));
} catch {
  // no session storage: there is no previous route to offer
}
