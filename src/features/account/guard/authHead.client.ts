/**
 * The head script of the pages that need a login (spec §2, §6 auth guard: guard/HeadScript.astro, data-guard="auth"):
 * what every page's head script does (head.client.ts), and it sends a guest to login?next=<this page> before
 * anything shows, and does so again when another tab logs the customer out.
 */
import { isAuthenticated, type AuthUserLike } from '../../../domain/auth.ts';
import { AUTH_STORAGE, readVersioned } from './rules.ts';
import { config, read, ref, root } from './head.client.ts';

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
