/**
 * What every page of a tenant would otherwise compute again: made once per snapshot object and key (a tenant's
 * pages are all rendered from the same object; the next tenant's snapshot is another object, and a finished
 * tenant's values go with its snapshot).
 */
import type { TenantSnapshot } from '../../build/snapshot.ts';

const cache = new WeakMap<TenantSnapshot, Map<string, unknown>>();

/** `make()` the first time this snapshot asks for `key`, the same value after. */
export function perSnapshot<T>(snapshot: TenantSnapshot, key: string, make: () => T): T {
  let values = cache.get(snapshot);
  if (!values) cache.set(snapshot, (values = new Map()));
  if (values.has(key)) return values.get(key) as T;
  const value = make();
  values.set(key, value);
  return value;
}
