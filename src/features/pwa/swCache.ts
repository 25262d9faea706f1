/**
 * What the service worker keeps in the Cache API: the responses of this release and of older ones still there, the
 * languages and selling types the visitor used, and the release's keep list.
 */
import type { OfflineKeepList } from './keepList.ts';
import { CURRENT, isOurs, LIST_URL, STATE, STATE_URL } from './swScope.ts';

/** The languages and selling types a visitor used, the last few first. */
export interface VisitorState {
  locales: string[];
  types: string[];
}

/** A kept response from this release's cache, else from an older release's still there. */
export async function kept(url: string): Promise<Response | undefined> {
  const hit = await caches.match(url, { cacheName: CURRENT });
  if (hit) return hit;
  for (const name of await caches.keys()) {
    if (!isOurs(name) || name === CURRENT) continue;
    const old = await caches.match(url, { cacheName: name });
    if (old) return old;
  }
  return undefined;
}

/** Keeps a response in this release's cache. */
export async function put(url: string, response: Response): Promise<void> {
  await (await caches.open(CURRENT)).put(url, response);
}

/** A response worth keeping: a successful answer of this origin, not redirected. */
export const keepable = (res: Response) => res.ok && res.type === 'basic' && !res.redirected;

/** The visitor as kept (nobody yet when there is none or it cannot be read). */
export async function readState(): Promise<VisitorState> {
  try {
    const res = await caches.match(STATE_URL, { cacheName: STATE });
    const state = (res ? await res.json() : null) as VisitorState | null;
    if (state && Array.isArray(state.locales) && Array.isArray(state.types)) return state;
  } catch {
    // unreadable: start again
  }
  return { locales: [], types: [] };
}

/** Adds a language and selling types to the visitor's, and keeps the result. */
export async function rememberVisitor(locale: string, types: string[]): Promise<VisitorState> {
  const state = await readState();
  // The last few used: a visitor switching languages back and forth does not make the worker keep every one.
  const add = (list: string[], values: string[]) => [...new Set([...values, ...list])].slice(0, 4);
  const next = { locales: add(state.locales, [locale]), types: add(state.types, types) };
  await (await caches.open(STATE)).put(STATE_URL, new Response(JSON.stringify(next)));
  return next;
}

/** The release's keep list: from the network when asked (install), else the kept copy, else the network. */
export async function keepList(fromNetwork: boolean): Promise<OfflineKeepList | null> {
  if (!fromNetwork) {
    const hit = await kept(LIST_URL);
    if (hit) return (await hit.json()) as OfflineKeepList;
  }
  const res = await fetch(LIST_URL, { cache: 'no-cache' });
  if (!res.ok) return null;
  await put(LIST_URL, res.clone());
  return (await res.json()) as OfflineKeepList;
}
