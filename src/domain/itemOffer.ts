/**
 * Which items a route's menu offers (spec §5 menu per order type), alone in its module: the cart imports it on
 * every menu page, and the schedule rules of menu.ts would come with it otherwise.
 */
import type { Item, ItemTypes } from '../lib/api/schema.ts';
import { itemTypeForRoute, type RouteType } from './sellingType.ts';

/** Item type flags when a payload has none (the schema's default: every type but reservation). */
const DEFAULT_ITEM_TYPES: ItemTypes = { dine_in: true, delivery: true, car_pickup: true, reservation: false };

/** Whether an item belongs on a route's menu: visible, and flagged for that route's item type. */
export function itemOfferedIn(item: Item, route: RouteType): boolean {
  if (item.visible === false) return false;
  const types = item.types ?? DEFAULT_ITEM_TYPES;
  switch (itemTypeForRoute(route)) {
    case 'delivery':
      return types.delivery === true;
    case 'car_pickup':
      return types.car_pickup === true;
    // A reservation item is kept off the plain dine-in menu (spec §5).
    case 'dine_in':
      return types.dine_in === true && types.reservation !== true;
    case 'reservation':
      return types.reservation === true;
  }
}
