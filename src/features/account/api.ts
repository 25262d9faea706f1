/**
 * The account islands' API access: the page's account data, and call options carrying the customer's token whose
 * 401/403 (outside profile paths, spec §6) logs the customer out and sends them to login, coming back afterwards.
 */
import type { BrowserApiOptions } from '../../lib/api/browser.ts';
import { $auth, logOut } from '../../stores/auth.ts';
import { ACCOUNT_DATA_ID, type AccountData } from './accountData.ts';

/** Reads the account data the page carries; null when the page has none or it is broken. */
export function readAccountData(): AccountData | null {
  try {
    return JSON.parse(document.getElementById(ACCOUNT_DATA_ID)?.textContent ?? '') as AccountData;
  } catch {
    return null;
  }
}

/** The login URL that brings the customer back to `back` (a path of this site) afterwards. */
export function loginUrl(data: Pick<AccountData, 'links'>, back = location.pathname + location.search): string {
  return `${data.links.login}?next=${encodeURIComponent(back)}`;
}

/**
 * Where to go after login: `?next=` only when it is a path inside this tenant (never another site: an open
 * redirect would let a link send a customer anywhere after they log in), else `fallback`.
 */
export function safeNext(ref: string, next: string | null, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not pass
  if (!next || !next.startsWith(`/${ref}`) || next.startsWith('//') || /[\\\u0000-\u001f]/.test(next)) return fallback;
  const rest = next.slice(ref.length + 1);
  return rest === '' || rest.startsWith('/') || rest.startsWith('?') ? next : fallback;
}

/** Call options for the account calls: token from the auth store; a 401/403 logs out and goes to login. */
export function accountApi(data: AccountData): BrowserApiOptions {
  return {
    baseUrl: data.apiUrl,
    locale: data.locale,
    token: $auth.get().token,
    onUnauthorized: () => {
      logOut();
      location.assign(loginUrl(data));
    },
  };
}
