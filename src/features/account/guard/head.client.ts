/**
 * The head script of every tenant page (inlined by guard/HeadScript.astro, so it runs before first paint):
 * - applies the theme the customer chose in settings over the business's dark_mode (spec §4), and keeps it
 *   right when the system scheme or another tab's choice changes;
 * - records the previous route of the tab (spec §4: on each navigation except to login);
 * - on the pages that need a login (spec §2, §6 auth guard: data-guard="auth"), sends a guest to
 *   login?next=<this page> before anything shows, and does so again when another tab logs the customer out.
 * Only pure rules are imported: this runs on menu pages too, whose JavaScript budget is 20 kB.
 */
import { isAuthenticated, type AuthUserLike } from '../../../domain/auth.ts';
import {
  AUTH_STORAGE,
  nextRouteState,
  parseRouteState,
  readVersioned,
  routeKey,
  SETTINGS_STORAGE,
  themeAttribute,
} from './rules.ts';

const root = document.documentElement;
const config = (document.currentScript as HTMLScriptElement | null)?.dataset ?? {};
const ref = root.dataset.ref ?? '';

function read(storage: () => Storage, key: string): string | null {
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

/** Whether a stored auth value (the auth key's text) holds this business's logged-in customer. */
function signedIn(text: string | null): boolean {
  const auth = readVersioned(text, AUTH_STORAGE.version) as {
    token?: string | null;
    user?: AuthUserLike | null;
  } | null;
  return isAuthenticated({ token: auth?.token ?? null, user: auth?.user ?? null }, Number(config.business));
}

/** A page that needs a login sends a guest to login, coming back here afterwards. */
function guard(login: string): void {
  if (!signedIn(read(() => localStorage, AUTH_STORAGE.key(ref)))) {
    root.style.visibility = 'hidden';
    location.replace(`${login}?next=${encodeURIComponent(location.pathname + location.search)}`);
  }
}

const login = config.guard === 'auth' ? config.login : undefined;
if (login) {
  guard(login);
  // Logged out in another tab: this tab's account page (the customer's name, phone, addresses) goes too, at once,
  // not when a half-typed form is sent and refused (the storage event comes from other tabs only; this tab's own
  // "Log out" takes its own way).
  // Only a change from logged in to not: the tab that logged out itself (on its way home) hears the other tab's
  // login page write its empty auth, and must not be sent to login for it.
  window.addEventListener('storage', (e) => {
    if (e.key === null || (e.key === AUTH_STORAGE.key(ref) && signedIn(e.oldValue))) guard(login);
  });
}
