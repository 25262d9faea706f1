/**
 * What the cart and checkout islands read from the page (inert JSON written at build time, design decision 5):
 * the catalogue of the selling type, the places orders go to or come from, the business's checkout settings and
 * the client configuration. Names are resolved to the page's locale here, so the islands carry no i18n logic.
 */
import { routeMenuOf } from '../menu/routeMenu.ts';
import { servingSchedules } from '../menu/schedules.ts';
import type { ScheduleData } from '../site/pageData.ts';
import { distinctPaymentMethods } from '../../domain/checkout/paymentMethods.ts';
import type { ClientConfig } from '../site/clientConfig.ts';
import { clientConfigOf } from '../site/clientConfig.ts';
import { flattenItems } from '../../domain/menu.ts';
import { checkoutSettingsFor, serverSellingType, type RouteType } from '../../domain/sellingType.ts';
import type { CheckoutSettings, Discounts, Item, ShippingCountry, WeeklySchedule, Zone } from '../../lib/api/schema.ts';
import type { PageContext } from '../site/context.ts';
import { elsewhereFor, type ElsewhereData } from '../cart/elsewhere.ts';
import * as phoneRules from '../../domain/checkout/phone.ts';
import { pagePhoneOf, type PagePhone } from './phoneField.ts';

export { CHECKOUT_DATA_ID } from './checkoutIds.ts';

export interface CatalogueData {
  items: Array<{ item: Item; categoryId: number }>;
  discounts: Discounts | null;
}

export interface BranchData {
  id: number;
  name: string;
  address: string;
  phone: string | null;
  lat: number | null;
  lng: number | null;
}

export interface CheckoutData {
  ref: string;
  route: RouteType;
  locale: string;
  fallbacks: string[];
  currency: string;
  countryCode: string;
  /** The business's phone country, dial code and example number: the phone field needs no rules to show them. */
  phone: PagePhone;
  timeZone: string;
  branchId: number;
  /** Business.user_id: whose customers count as logged in here (spec §4). */
  businessUserId: number;
  branches: BranchData[];
  /** Visible zones of every branch (a pin outside ours may be inside another branch's). Names localized. */
  zones: Zone[];
  countries: ShippingCountry[];
  settings: CheckoutSettings;
  /** Types whose checkout is enabled, to offer pickup when delivery cannot reach the pin. */
  otherTypes: RouteType[];
  hours: WeeklySchedule | null;
  paymentMethods: Array<{ id: number; providerId: number | null }>;
  /** Business.default_cash: the checkout starts on cash (domain/checkout/paymentMethods.ts checkoutPaymentType). */
  defaultCash: boolean;
  businessTaxRate: number | null;
  enableWallet: boolean;
  catalogue: CatalogueData;
  /** The schedules deciding when each category's dishes are served (menu/schedules.ts servingSchedules). */
  servingHours?: Record<string, ScheduleData[]>;
  /** The other selling types' items and links: lines set aside on a switch are named, with a way back. */
  elsewhere?: ElsewhereData;
  client: ClientConfig;
  /** Site-relative links the islands navigate to. */
  links: {
    menu: string;
    cart: string;
    checkout: string;
    login: string;
    areas: string;
    pickupAreas: string;
    order: string;
    paymentFail: string;
    pickupCheckout: string | null;
    /** A booking's page (`/{id}` appended) and the booking form: a pre-order names its booking (reserv_dinein). */
    booking: string;
    bookTable: string;
  };
}

/** The catalogue of one selling type, discounts of that type only. */
export function catalogueFor(ctx: PageContext, route: RouteType): CatalogueData {
  const items = flattenItems(routeMenuOf(ctx.snapshot, route));
  const discounts = ctx.snapshot.data.discounts ?? null;
  const type = serverSellingType(route);
  return {
    items: items.map(({ item, categoryId }) => ({ item, categoryId })),
    discounts: discounts && { [type]: discounts[type] ?? null },
  };
}

/** A zone's or area's name in the page's language (its optional `names` list), else the name it has. */
export function localizedName(ctx: PageContext, value: unknown, fallback: string): string {
  return (Array.isArray(value) ? ctx.text(value as never) : '') || fallback;
}

/** The visible delivery zones of every branch, their names and their areas' in the page's language. */
export function localizedZones(ctx: PageContext): Zone[] {
  const localizedNames = (value: unknown, fallback: string) => localizedName(ctx, value, fallback);
  return (ctx.snapshot.zones.zones ?? [])
    .filter((zone) => zone.visible !== false)
    .map((zone) => ({
      ...zone,
      name: localizedNames(zone['names'], zone.name),
      areas: zone.areas.map((area) => ({
        ...area,
        name: localizedNames(area['names'], area.name),
        parent_name: localizedNames(area['parent_names'], area.parent_name ?? ''),
      })),
    }));
}

/** The checkout data of a page of selling type `route`. */
export function checkoutDataFor(ctx: PageContext, route: RouteType): CheckoutData {
  const { snapshot } = ctx;
  const business = snapshot.data.restaurant;
  const zones = localizedZones(ctx);
  const branches = snapshot.branches.map((b) => ({
    id: b.id,
    name: ctx.text(b.names) || b.name,
    address: ctx.text(b.address),
    phone: b.phone ?? null,
    lat: b.lat ?? null,
    lng: b.lng ?? null,
  }));
  const pickupEnabled = ctx.types.includes('pickup') && checkoutSettingsFor(business, 'pickup').enabled;
  return {
    ref: snapshot.referenceId,
    route,
    locale: ctx.locale,
    fallbacks: [ctx.defaultLocale, 'en'],
    currency: business.currency,
    countryCode: business.country_code,
    phone: pagePhoneOf(phoneRules, business.country_code),
    timeZone: business.time_zone,
    branchId: business.branch_id,
    businessUserId: business.user_id,
    branches,
    zones,
    countries: snapshot.zones.countries ?? [],
    settings: checkoutSettingsFor(business, route),
    otherTypes: ctx.types.filter((t) => t !== route && checkoutSettingsFor(business, t).enabled),
    hours: business.working_hours?.[serverSellingType(route)] ?? null,
    paymentMethods: distinctPaymentMethods(
      business.payment_methods.map((m) => ({ id: m.id, providerId: m.provider_id ?? null })),
    ),
    defaultCash: business.default_cash,
    businessTaxRate: business.exclusiveTaxes?.rate ?? null,
    enableWallet: business.enable_wallet,
    catalogue: catalogueFor(ctx, route),
    servingHours: servingSchedules(routeMenuOf(snapshot, route)),
    elsewhere: elsewhereFor(ctx, route),
    client: clientConfigOf(snapshot),
    links: {
      menu: ctx.href(route),
      cart: ctx.href(`${route}/cart`),
      checkout: ctx.href(`${route}/checkout`),
      login: ctx.href('login'),
      areas: ctx.href(`${route}/delivery-areas`),
      pickupAreas: ctx.href(`${route}/pickup-areas`),
      order: ctx.href('order'),
      paymentFail: ctx.href('payment/fail'),
      pickupCheckout: pickupEnabled ? ctx.href('pickup/checkout') : null,
      booking: ctx.href('reservation/success'),
      bookTable: ctx.href('reservation/reserv_dinein'),
    },
  };
}
