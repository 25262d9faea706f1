/**
 * Where the stores keep their values, and how a saved value is read without loading a store: the head script every
 * page inlines (features/account/guard/head.client.ts) and the menu pages' small scripts read the theme, the
 * selling type, the auth state and the route history through these before any store exists. Pure and free of
 * imports, so importing it adds a few hundred bytes and no side effect.
 */

/** Where stores/settings.ts keeps the customer's settings (the head script reads the theme from there). */
export const SETTINGS_STORAGE = { key: (ref: string) => `sf:${ref}:settings`, version: 1 } as const;
/** Where stores/auth.ts keeps the auth state (rules.test.ts checks both match the store's own). */
export const AUTH_STORAGE = { key: (ref: string) => `sf:${ref}:auth`, version: 1 } as const;
/** Where stores/consent.ts keeps the tracking consent (the consent banner's script reads it before first paint). */
export const CONSENT_STORAGE = { key: (ref: string) => `sf:${ref}:consent`, version: 1 } as const;

/**
 * The event a page's window gets just before the customer's session ends under it (features/account/api.ts
 * sessionLost): the forms that keep a draft save it then (stores/drafts.ts), with the customer still logged in.
 */
export const SESSION_LOST_EVENT = 'sf:session-lost';

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

/**
 * The release and page a tab last reloaded because one of its chunks would not load (sessionStorage): the page's path names its business; a
 * page reloads once for that, not again and again when the new copy cannot load the chunk either.
 */
export const CHUNK_RELOAD_KEY = 'sf:chunk-reload';

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
