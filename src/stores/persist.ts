/**
 * Persistence of every client store (design decision 6): each value is saved as `{ "v": version, "data": … }`;
 * reading validates it and falls back to the default on garbage, an old version or unreadable storage; writes that
 * localStorage refuses (quota) go to sessionStorage, and to the tab's `window.name` when there is no storage at all
 * (site data blocked, some privacy modes); other tabs' writes arrive through the `storage` event
 * (@nanostores/persistent listens by default).
 */
import {
  persistentAtom,
  setPersistentEngine,
  windowPersistentEvents,
  type PersistentStore,
} from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { readVersioned } from './keys.ts';

/**
 * A localStorage stand-in that never throws. A write localStorage refuses (its quota is the whole origin's, shared
 * by every business on this host) goes to `fallback` (sessionStorage: its own quota, and it survives the next page
 * of this tab, which the page's memory does not: every navigation here is a page load), and to `tab` only when
 * that fails too: the tab's `window.name`, which outlives the tab's page loads on this site (with site data blocked
 * both storages throw, and a cart kept in the page's memory was empty on the cart page) and which browsers clear
 * on a navigation to another site. The refused key's older copy is removed first, so it is never read instead.
 */
export function safeStorage(
  backing: () => Storage | undefined,
  fallback: () => Storage | undefined = () => undefined,
  tab: { name: string } = { name: '' },
): PersistentStore {
  // No prototype: a key is only what was kept (a name set by another page of the site parses to anything).
  const memory: Record<string, string> = Object.create(null) as Record<string, string>;
  try {
    Object.assign(memory, JSON.parse(tab.name));
  } catch {
    // no name, or not ours: nothing kept
  }
  const remember = (key: string, value?: string) => {
    if (value !== undefined) memory[key] = value;
    else if (key in memory) delete memory[key];
    else return;
    // The login's token stays in this page's memory only: a browser that does not clear the name on leaving the
    // site (older ones) would hand it to the next site opened in the tab. The cart and the settings may go.
    tab.name = JSON.stringify(Object.fromEntries(Object.entries(memory).filter(([k]) => !k.endsWith(':auth'))));
  };
  // Every call into a storage may throw (privacy mode: even reading `localStorage` does): undefined then.
  const attempt = <T>(run: () => T): T | undefined => {
    try {
      return run();
    } catch {
      return undefined;
    }
  };
  const storage = () => attempt(backing);
  const spare = () => attempt(fallback);
  const read = (s: Storage | undefined, key: string) => attempt(() => s!.getItem(key)) ?? undefined;
  const write = (s: Storage | undefined, key: string, value: string) => attempt(() => (s!.setItem(key, value), 1));
  const remove = (s: Storage | undefined, key: string) => attempt(() => (s!.removeItem(key), 1));
  const get = (key: string) => (key in memory ? memory[key] : (read(storage(), key) ?? read(spare(), key)));
  return new Proxy({} as PersistentStore, {
    get: (_, key: string) => get(key),
    set(_, key: string, value: string) {
      const s = storage();
      // Quota: without its own older copy the value may fit (and that copy must not outlive this write).
      if (write(s, key, value) || (remove(s, key) && write(s, key, value))) {
        remember(key);
        remove(spare(), key);
      } else remember(key, write(spare(), key, value) ? undefined : value); // no storage at all: the tab keeps it
      return true;
    },
    deleteProperty(_, key: string) {
      remember(key);
      remove(storage(), key);
      remove(spare(), key);
      return true;
    },
    has: (_, key: string) => get(key) !== undefined,
  });
}

if (typeof window !== 'undefined') {
  setPersistentEngine(
    safeStorage(
      () => window.localStorage,
      () => window.sessionStorage,
      window,
    ),
    windowPersistentEvents,
  );
}

/** A persisted store of `key`, versioned and validated on every read. */
export function versionedAtom<T>(
  key: string,
  version: number,
  decode: (data: unknown) => T,
  initial: T,
): WritableAtom<T> {
  return persistentAtom<T>(key, initial, {
    encode: (value) => JSON.stringify({ v: version, data: value }),
    // readVersioned: the reading the pages' small scripts share (one copy of it in the menu pages' chunk).
    decode: (text) => {
      try {
        const data = readVersioned(text, version);
        return data === null ? initial : decode(data);
      } catch {
        return initial;
      }
    },
  });
}

/** The tenant of the current page (stores are kept per tenant: tenants share one origin). */
export function currentTenant(): string {
  return (typeof document !== 'undefined' && document.documentElement.dataset.ref) || 'default';
}
