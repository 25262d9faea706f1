/**
 * The checkout data a page of a fixture business would carry, for the checkout's tests (names unlocalized: enough
 * for the rules).
 */
import type { TenantFixture } from '../../../sample-api/fixtures/types.ts';
import { clientConfigFromEnv } from '../site/clientConfig.ts';
import { flattenItems, menuForRoute } from '../../domain/menu.ts';
import { checkoutSettingsFor, type RouteType } from '../../domain/sellingType.ts';
import { RestaurantResponse } from '../../lib/api/schema.ts';
import type { CheckoutData } from './checkoutData.ts';
import { servingSchedules } from '../menu/schedules.ts';
import * as phoneRules from '../../domain/checkout/phone.ts';
import { pagePhoneOf } from './phoneField.ts';

export const BASE = 'http://127.0.0.1:4010';

export function checkoutDataOf(fixture: TenantFixture, route: RouteType): CheckoutData {
  const payload = RestaurantResponse.parse(fixture.restaurant);
  const business = payload.restaurant!;
  return {
    ref: business.reference_id,
    route,
    locale: 'en',
    fallbacks: ['en'],
    currency: business.currency,
    countryCode: business.country_code,
    phone: pagePhoneOf(phoneRules, business.country_code),
    timeZone: business.time_zone,
    branchId: business.branch_id,
    businessUserId: business.user_id,
    branches: fixture.branches.map((b) => ({
      id: b.id,
      name: b.name,
      address: '',
      phone: null,
      lat: b.lat ?? null,
      lng: b.lng ?? null,
    })),
    zones: fixture.zones.zones.filter((z) => z.visible !== false),
    countries: fixture.zones.countries,
    settings: checkoutSettingsFor(business, route),
    otherTypes: [],
    hours:
      business.working_hours[route === 'pickup' ? 'car_pickup' : route === 'delivery' ? 'delivery' : 'dine_in'] ?? null,
    paymentMethods: business.payment_methods.map((m) => ({ id: m.id, providerId: m.provider_id ?? null })),
    defaultCash: business.default_cash,
    businessTaxRate: business.exclusiveTaxes?.rate ?? null,
    enableWallet: business.enable_wallet,
    catalogue: { items: flattenItems(menuForRoute(payload.menu, route)), discounts: payload.discounts ?? null },
    servingHours: servingSchedules(menuForRoute(payload.menu, route)),
    client: clientConfigFromEnv(BASE, {}),
    links: {
      menu: '/m',
      cart: '/c',
      checkout: '/co',
      login: '/l',
      areas: '/a',
      pickupAreas: '/p',
      order: '/o',
      paymentFail: '/f',
      pickupCheckout: '/pickup/checkout',
      booking: '/reservation/success',
      bookTable: '/reservation/reserv_dinein',
    },
  };
}
