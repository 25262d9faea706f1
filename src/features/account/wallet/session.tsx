/**
 * What the wallet, orders, reservation and feedback islands share: the page's account data, whether the customer
 * is logged in here (spec §4 "Authenticated"), API options carrying the token (a 401/403 logs out and goes to
 * login, spec §6), a loader for one call's answer, and the "log in first" notice for a guest.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { isAuthenticated, type AuthUserLike } from '../../../domain/auth.ts';
import { $auth } from '../../../stores/auth.ts';
import type { AccountData } from '../accountData.ts';
import type { StorefrontApi } from '../../../lib/api/storefront.ts';
import { accountApi, loginUrl, readAccountData } from '../api.ts';
import { intlLocale } from '../../../domain/locale.ts';

export interface AccountSession {
  data: AccountData;
  authenticated: boolean;
  /** The logged-in customer's id, null for a guest. */
  userId: number | null;
  /** The customer as the API gave it at login (name, phone…), null for a guest. */
  user: Record<string, unknown> | null;
  /** The API client: the token only when the customer is logged in at this business. */
  api: StorefrontApi;
}

/** The session of an account island; null when the page carries no (or broken) account data. */
export function useAccountSession(): AccountSession | null {
  const data = useMemo(readAccountData, []);
  // One client for the island's life: it reads the token from the auth store at each call, so a login or logout
  // needs no new client (and effects that call it do not start again).
  const api = useMemo(() => data && accountApi(data), [data]);
  const auth = useStore($auth);
  return useMemo(() => {
    if (!data || !api) return null;
    const user = auth.user as AuthUserLike | null;
    const authenticated = isAuthenticated({ token: auth.token, user }, data.businessUserId);
    return {
      data,
      authenticated,
      userId: authenticated ? (user?.id ?? null) : null,
      user: authenticated ? (auth.user as Record<string, unknown>) : null,
      api,
    };
  }, [data, api, auth.token, auth.user]);
}

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'done'; value: T; reload: () => void };

/**
 * Runs `load` when `key` changes (null: nothing to load) and keeps its answer, its failure or "loading". The key
 * says when to load again; `load` is read as it is at that moment (a new closure each render starts nothing).
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const loadNow = useEffectEvent(load);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setResult({ state: 'loading' });
    loadNow().then(
      (value) => live && setResult({ state: 'done', value, reload: () => setRound((n) => n + 1) }),
      (err: unknown) =>
        live &&
        setResult({
          state: 'failed',
          message: err instanceof Error ? err.message : '',
          retry: () => setRound((n) => n + 1),
        }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  return result;
}

/** Strings every account island receives (section `myAccount`). */
export interface CommonStrings {
  loading?: string;
  loginNeeded?: string;
  logIn?: string;
  loadFailed?: string;
  broken?: string;
  retry?: string;
}

/** A guest on a page that needs the customer: says so and links to login, coming back here afterwards. */
export function NeedLogin({ data, s }: { data: AccountData; s: CommonStrings }) {
  return (
    <div className="notice" role="status">
      <p>{s.loginNeeded}</p>
      <p>
        <a className="button" href={loginUrl(data.links.login)}>
          {s.logIn}
        </a>
      </p>
    </div>
  );
}

/** "Loading…" or the failure of a load, announced; nothing once done. */
export function LoadState({ loaded, s }: { loaded: Loaded<unknown>; s: CommonStrings }) {
  if (loaded.state === 'loading') return <p role="status">{s.loading}</p>;
  if (loaded.state === 'failed') {
    // Offline for a moment, the API busy: the customer tries again here rather than reloading the page.
    return (
      <>
        <p role="alert" className="notice">
          {s.loadFailed} {loaded.message}
        </p>
        <p>
          <button type="button" className="button" onClick={loaded.retry}>
            {s.retry}
          </button>
        </p>
      </>
    );
  }
  return null;
}

/** A date and time of an answer in the business's time zone, in the page's locale ('' for a bad date). */
export function formatDateTime(iso: string, locale: string, timeZone: string, withTime = true): string {
  const date = new Date(iso);
  if (!Number.isFinite(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: 'medium', timeStyle: 'short', timeZone }
    : { dateStyle: 'medium', timeZone };
  try {
    return date.toLocaleString(intlLocale(locale), options);
  } catch {
    return date.toISOString();
  }
}
