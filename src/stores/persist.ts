/**
 * Persistence of every client store (design decision 6): each value is saved as `{ "v": version, "data": … }`;
 * reading validates it and falls back to the default on garbage, an old version or unreadable storage; writes that
 * fail (quota, privacy mode, no localStorage at all) keep working in memory; other tabs' writes arrive through
 * the `storage` event (@nanostores/persistent listens by default).
 */
import {
  persistentAtom,
  setPersistentEngine,
  windowPersistentEvents,
  type PersistentStore,
} from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';

/** A localStorage stand-in that never throws: failed writes stay in memory for this page. */
export function safeStorage(backing: () => Storage | undefined): PersistentStore {
  const memory = new Map<string, string>();
  const storage = (): Storage | undefined => {
    try {
      return backing();
    } catch {
      return undefined; // privacy mode: even reading `localStorage` throws
    }
  };
  return new Proxy({} as PersistentStore, {
    get(_, key: string) {
      if (memory.has(key)) return memory.get(key);
      try {
        return storage()?.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set(_, key: string, value: string) {
      try {
        const s = storage();
        if (!s) throw new Error('no storage');
        s.setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value); // quota exceeded or no storage: the page keeps the value
      }
      return true;
    },
    deleteProperty(_, key: string) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing to do: it is gone from memory
      }
      return true;
    },
    has(_, key: string) {
      if (memory.has(key)) return true;
      try {
        return storage()?.getItem(key) != null;
      } catch {
        return false;
      }
    },
  });
}

if (typeof window !== 'undefined') {
  setPersistentEngine(
    safeStorage(() => window.localStorage),
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
