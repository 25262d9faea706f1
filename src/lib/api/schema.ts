/**
 * Zod schemas of the restaurant API answers the build and the islands read (spec §3, §7), one module an entity in
 * schema/, re-exported here so every caller imports them from one place.
 *
 * The spec names the fields but not every shape; where it is silent the shape chosen here is the contract
 * between the sample API, the build and the pages. Objects are `loose` (unknown fields pass through) because
 * the real API carries many display flags we do not read; every field we do read is typed and checked, so a
 * broken payload fails the build with the path of the offending field.
 */
export { TEXT_LIMITS, NUMBER_LIMITS, LocalizedText, isSiteRelativeUrl, SafeUrl } from './schema/fields.ts';
export { Shift, ScheduleDay, WeeklySchedule, BranchAvailability, ShiftsResponse } from './schema/schedule.ts';
export {
  Tax,
  PriceLabel,
  ModifierOption,
  ModifierGroup,
  ItemTypes,
  ParentRef,
  PriceDisplayMode,
  Item,
  Category,
  SmartCategory,
  MenuResponse,
  ItemResponse,
  MENU_LIMITS,
} from './schema/menu.ts';
export {
  ScheduledOrders,
  ADDRESS_FIELDS,
  type AddressField,
  FieldSetting,
  AddressForm,
  CheckoutSettings,
} from './schema/checkoutSettings.ts';
export {
  Branch,
  BranchesResponse,
  Reservation,
  Business,
  Discounts,
  RestaurantResponse,
  TenantListResponse,
} from './schema/restaurant.ts';
export { Shape, Area, Zone, ShippingCountry, ZonesResponse } from './schema/zones.ts';
export { TagAnswer, TagsResponse } from './schema/tags.ts';
