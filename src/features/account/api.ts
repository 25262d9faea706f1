/**
 * How the islands reach the restaurant API: the typed client (src/lib/api/storefront.ts) bound to the page and the
 * auth store. A customer's calls carry the token only while they are logged in at this business (spec §4); a
 * 401/403 outside profile paths (spec §6) logs them out and sends them to login, coming back to this page
 * afterwards. Guest calls (login, the branch list) carry no token and a refusal there is only a refusal.
 */
import { readIslandData } from '../../components/ui/islandData.ts';
import { isAuthenticated } from '../../domain/auth.ts';
import { createStorefrontApi, type StorefrontApi } from '../../lib/api/storefront.ts';
import { $auth } from '../../stores/auth.ts';
import { SESSION_LOST_EVENT } from '../../stores/keys.ts';
import { endSession } from '../../stores/session.ts';
import type { AccountData } from './accountData.ts';
import { ACCOUNT_DATA_ID } from './accountIds.ts';

/** Reads the account data the page carries; null when the page has none or it is broken. */
export function readAccountData(): AccountData | null {
  return readIslandData<AccountData>(ACCOUNT_DATA_ID);
}

/** The login URL that brings the customer back to `back` (a path of this site) afterwards. */
export function loginUrl(login: string, back = location.pathname + location.search): string {
  return `${login}?next=${encodeURIComponent(back)}`;
}

/**
 * Where to go after login: `?next=` only when it is a path inside this tenant (never another site: an open
 * redirect would let a link send a customer anywhere after they log in), else `fallback`. `base` is where the
 * tenant's pages are: `/{ref}`, or `''` at the root of its own domain, where every path of the site is its own.
 */
export function safeNext(ref: string, next: string | null, fallback: string, base = `/${ref}`): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not pass
  if (!next || !next.startsWith(base || '/') || next.startsWith('//') || /[\\\u0000-\u001f]/.test(next))
    return fallback;
  // Judged as the browser will read it: `/{ref}/../other` and `/{ref}/%2e%2e/other` lead to another tenant of
  // the shared host, so the path is resolved first (dot segments, encoded ones included) and checked after.
  let resolved: URL;
  try {
    resolved = new URL(next, 'http://site.invalid');
  } catch {
    return fallback;
  }
  if (resolved.origin !== 'http://site.invalid') return fallback;
  const path = resolved.pathname;
  const inside = base === '' || path === base || path.startsWith(`${base}/`);
  return inside ? `${path}${resolved.search}${resolved.hash}` : fallback;
}

export interface ApiPage {
  apiUrl: string;
  locale: string;
  /** Business.user_id: the token goes only to a customer logged in here; null: whatever token is stored. */
  businessUserId: number | null;
  /** The login page of this business. */
  login: string;
}

/**
 * The API no longer takes the customer's token: what they typed on this page is kept for when they are back
 * (stores/drafts.ts), the session ends, and they are asked to log in (back here afterwards).
 */
export function sessionLost(login: string): Promise<void> {
  // Told, not imported: only a page with a form that keeps a draft loads the drafts (components/ui/useDraft.ts).
  dispatchEvent(new Event(SESSION_LOST_EVENT));
  return endSession().finally(() => location.assign(loginUrl(login)));
}

/** The client of a customer's calls on this page. */
export function customerApi(page: ApiPage): StorefrontApi {
  return createStorefrontApi({
    baseUrl: page.apiUrl,
    locale: page.locale,
    token: () => {
      const auth = $auth.get();
      if (page.businessUserId === null) return auth.token;
      return isAuthenticated({ token: auth.token, user: auth.user }, page.businessUserId) ? auth.token : null;
    },
    onUnauthorized: () => void sessionLost(page.login),
  });
}

/** The client of an account island. */
export function accountApi(data: AccountData): StorefrontApi {
  return customerApi({
    apiUrl: data.apiUrl,
    locale: data.locale,
    businessUserId: data.businessUserId,
    login: data.links.login,
  });
}

/** Calls that need no customer (login, the branch list): no token, and a 401 is the answer, not a logout. */
export function guestApi(apiUrl: string, locale: string): StorefrontApi {
  return createStorefrontApi({ baseUrl: apiUrl, locale });
}
