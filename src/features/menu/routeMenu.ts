/**
 * A selling type's menu (domain/menu.ts menuForRoute) made once per tenant snapshot: every menu, category and item
 * page of the type, its cart and its checkout read the same one. It is shared: read it, never change it.
 */
import type { TenantSnapshot } from '../../build/snapshot.ts';
import type { Category } from '../../lib/api/schema.ts';
import { menuForRoute } from '../../domain/menu.ts';
import type { RouteType } from '../../domain/sellingType.ts';
import { perSnapshot } from '../site/perSnapshot.ts';

export function routeMenuOf(snapshot: TenantSnapshot, route: RouteType): Category[] {
  return perSnapshot(snapshot, `route-menu:${route}`, () => menuForRoute(snapshot.data.menu, route));
}
