/**
 * The route table of a snapshot as a path → page spec map, made once per snapshot object (a tenant's pages are
 * all rendered from the same object), so looking up the page of a request is O(1).
 */
import type { TenantSnapshot } from '../../build/snapshot.ts';
import { buildRouteTable, type PageSpec } from './routeTable.ts';

const cache = new WeakMap<TenantSnapshot, Map<string, PageSpec>>();

export function specsByPath(snapshot: TenantSnapshot): Map<string, PageSpec> {
  let map = cache.get(snapshot);
  if (!map) {
    map = new Map(buildRouteTable(snapshot.data).map((spec) => [spec.path, spec]));
    cache.set(snapshot, map);
  }
  return map;
}
