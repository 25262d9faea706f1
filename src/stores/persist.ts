/**
 * Persistence of every client store (design decision 6): each value is saved as `{ "v": version, "data": … }`;
 * reading validates it and falls back to the default on garbage, an old version or unreadable storage; writes that
 * localStorage refuses (quota) go to sessionStorage, and to memory when there is no storage at all (privacy mode);
 * other tabs' writes arrive through the `storage` event (@nanostores/persistent listens by default).
 */
import {
  persistentAtom,
  setPersistentEngine,
  windowPersistentEvents,
  type PersistentStore,
} from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';

/**
 * A localStorage stand-in that never throws. A write localStorage refuses (its quota is the whole origin's, shared
 * by every business on this host) goes to `fallback` (sessionStorage: its own quota, and it survives the next page
 * of this tab, which the page's memory does not: every navigation here is a page load), and to memory only when
 * that fails too. The refused key's older copy is removed first, so it can never be read instead of the newer one.
 */
export function safeStorage(
  backing: () => Storage | undefined,
  fallback: () => Storage | undefined = () => undefined,
): PersistentStore {
  const memory = new Map<string, string>();
  const reach = (get: () => Storage | undefined) => (): Storage | undefined => {
    try {
      return get();
    } catch {
      return undefined; // privacy mode: even reading `localStorage` throws
    }
  };
  const storage = reach(backing);
  const spare = reach(fallback);
  const attempt = (run: () => void): boolean => {
    try {
      run();
      return true;
    } catch {
      return false;
    }
  };
  const read = (s: Storage | undefined, key: string) => {
    try {
      return s?.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  };
  return new Proxy({} as PersistentStore, {
    get(_, key: string) {
      if (memory.has(key)) return memory.get(key);
      return read(storage(), key) ?? read(spare(), key);
    },
    set(_, key: string, value: string) {
      const s = storage();
      const saved =
        !!s &&
        (attempt(() => s.setItem(key, value)) ||
          // Quota: without its own older copy the value may fit (and that copy must not outlive this write).
          (attempt(() => s.removeItem(key)) && attempt(() => s.setItem(key, value))));
      if (saved) {
        memory.delete(key);
        attempt(() => spare()?.removeItem(key));
      } else if (attempt(() => spare()!.setItem(key, value))) memory.delete(key);
      else memory.set(key, value); // no storage at all: the page keeps the value
      return true;
    },
    deleteProperty(_, key: string) {
      memory.delete(key);
      attempt(() => storage()?.removeItem(key));
      attempt(() => spare()?.removeItem(key));
      return true;
    },
    has(_, key: string) {
      return memory.has(key) || read(storage(), key) !== undefined || read(spare(), key) !== undefined;
    },
  });
}

if (typeof window !== 'undefined') {
  setPersistentEngine(
    safeStorage(
      () => window.localStorage,
      () => window.sessionStorage,
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
    decode: (text) => {
      try {
        const saved = JSON.parse(text) as { v?: unknown; data?: unknown } | null;
        return saved && saved.v === version ? decode(saved.data) : initial;
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
