/**
 * The business and its branches: its settings, discounts and tracking pixels; the restaurant, branches and tenant
 * list answers.
 */
import { z } from 'zod';
import { pixelProblem } from '../../../domain/tracking/vendors.ts';
import { isCustomDomain } from '../../../domain/customDomain.ts';
import {
  amount,
  Descriptions,
  localizedText,
  Names,
  PictureUrl,
  SafeUrl,
  text,
  TEXT_LIMITS,
  uniqueIds,
} from './fields.ts';
import { Menu, PriceDisplayMode, SmartCategories } from './menu.ts';
import { MinAdvance, WeeklySchedule } from './schedule.ts';
import { CheckoutSettings } from './checkoutSettings.ts';

export const Branch = z
  .object({
    id: z.number().int(),
    name: text(TEXT_LIMITS.name),
    reference_id: text(TEXT_LIMITS.short),
    names: Names.default([]),
    address: localizedText(TEXT_LIMITS.address).default([]),
    phone: text(TEXT_LIMITS.short).nullish(),
    lat: z.number().min(-90).max(90).nullish(),
    lng: z.number().min(-180).max(180).nullish(),
    working_hours: WeeklySchedule.nullish(),
  })
  .loose();
export type Branch = z.infer<typeof Branch>;

export const BranchesResponse = z.object({ branches: z.array(Branch).superRefine(uniqueIds('branches')) }).loose();

export const Reservation = z
  .object({
    enabled: z.boolean().default(false),
    with_table: z.boolean().default(false),
    type: z.number().int().default(1),
    max_users: z.number().int().min(1).default(1),
    min_advance: MinAdvance.nullish(),
  })
  .loose();

export const Business = z
  .object({
    user_id: z.number().int(),
    reference_id: text(TEXT_LIMITS.short),
    branch_id: z.number().int(),
    branch_name: text(TEXT_LIMITS.name).default(''),
    branches: z
      .array(
        z.object({ id: z.number().int(), name: text(TEXT_LIMITS.name), reference_id: text(TEXT_LIMITS.short) }).loose(),
      )
      .default([]),
    business_name: text(TEXT_LIMITS.name).min(1),
    business_type: text(TEXT_LIMITS.short).default('restaurant'),
    currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as KWD'),
    country_code: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default('KW'),
    time_zone: text(TEXT_LIMITS.short).default('Asia/Kuwait'),
    locales: z.array(z.string().min(2).max(10)).min(1),
    title: Names.default([]),
    description: Descriptions.default([]),
    logo: PictureUrl.nullish(),
    header_images: z.array(PictureUrl).max(20).default([]),
    primary_color: z.string().max(64).nullish(),
    accent_color: z.string().max(64).nullish(),
    font_family: z.string().max(64).nullish(),
    dark_mode: z.enum(['auto', 'on', 'off']).default('auto'),
    menu_layout: z.enum(['grid', 'list', 'cards']).default('grid'),
    menu_button_opacity: z.number().min(0).max(1).default(0.43),
    is_standard_menu: z.boolean().default(false),
    hide_price: z.boolean().default(false),
    multiple_price_option: PriceDisplayMode.default(0),
    enable_cart: z.boolean().default(true),
    reservation: Reservation.default({ enabled: false, with_table: false, type: 1, max_users: 1 }),
    checkoutDelivery: CheckoutSettings.default(CheckoutSettings.parse({})),
    checkoutCarPickup: CheckoutSettings.default(CheckoutSettings.parse({})),
    checkoutDineIn: CheckoutSettings.default(CheckoutSettings.parse({})),
    /** Weekly opening hours per selling type key (delivery, car_pickup, dine_in); missing means always open. */
    working_hours: z.record(z.string(), WeeklySchedule).default({}),
    payment_methods: z
      .array(z.object({ id: z.number().int(), provider_id: z.number().int().nullish() }).loose())
      .default([]),
    exclusiveTaxes: z
      .object({ rate: z.number().min(0).max(100) })
      .loose()
      .nullish(),
    enable_wallet: z.boolean().default(false),
    disable_otp: z.boolean().default(false),
    default_cash: z.boolean().default(false),
    social_links: z.array(z.object({ type: text(TEXT_LIMITS.short), url: SafeUrl }).loose()).default([]),
    policies: z
      .array(
        z.object({ key: text(TEXT_LIMITS.short), titles: Names, contents: localizedText(TEXT_LIMITS.policy) }).loose(),
      )
      .default([]),
    whatsapp_phone: text(TEXT_LIMITS.short).nullish(),
    feedback: z.boolean().default(false),
    newsletter: z.boolean().default(false),
    show_rating: z.boolean().default(false),
    rate: z.number().min(0).max(5).nullish(),
    /**
     * Our extension (not in the spec): the business's own domain, lowercase without scheme or port
     * (`shawarma-house.example`), which spec §7 `restaurant-domain/{domain}` answers with this business. Where
     * the pages are then built is decided by src/build/tenantSite.ts.
     */
    custom_domain: z
      .string()
      .refine(isCustomDomain, 'a lowercase domain name such as menu.example.com (no scheme, port or path)')
      .nullish(),
  })
  .loose();
export type Business = z.infer<typeof Business>;

const DiscountRule = z
  .object({
    items: z
      .array(z.object({ id: z.number().int(), type: z.enum(['percent', 'fixed']), value: amount() }).loose())
      .default([]),
    categories: z
      .array(z.object({ id: z.number().int(), type: z.enum(['percent', 'fixed']), value: amount() }).loose())
      .default([]),
    all_menu: z.object({ type: z.enum(['percent', 'fixed']), value: amount() }).nullish(),
  })
  .loose();
/** Discounts per selling type (spec §3). */
export const Discounts = z
  .object({ car_pickup: DiscountRule.nullish(), dine_in: DiscountRule.nullish(), delivery: DiscountRule.nullish() })
  .loose();
export type Discounts = z.infer<typeof Discounts>;

/**
 * A tracking integration of the business (spec §4 types 1 to 7: domain/tracking/vendors.ts). Its id is written
 * into a vendor script URL and vendor calls, so one its vendor never issues (markup, quotes, a URL) is refused.
 */
const Pixel = z
  .object({ type: z.number().int().min(1).max(7), pixel_id: z.string().max(64) })
  .loose()
  .superRefine((pixel, ctx) => {
    const problem = pixelProblem(pixel);
    if (problem) ctx.addIssue({ code: 'custom', path: ['pixel_id'], message: problem });
  });

/** GET webapp/v5/restaurant/{referenceId} (spec §7). */
export const RestaurantResponse = z
  .object({
    restaurant: Business.nullish(),
    discounts: Discounts.nullish(),
    message: text(TEXT_LIMITS.long).nullish(),
    menu: Menu.default([]),
    smart_categories: SmartCategories.default([]),
    highlightedCat: z.number().int().nullish(),
    showStandardSubCats: z.boolean().default(false),
    redirect: z.boolean().nullish(),
    url: z.string().nullish(),
    pixels: z.array(Pixel).max(20).default([]),
  })
  .loose();
export type RestaurantResponse = z.infer<typeof RestaurantResponse>;

/** Sample-API extension (not in the spec): the tenants a build should publish. */
export const TenantListResponse = z
  .object({ restaurants: z.array(z.object({ reference_id: z.string() }).loose()) })
  .loose();
