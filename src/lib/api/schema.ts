/**
 * Zod schemas of the restaurant API answers the build and the islands read (spec §3, §7).
 *
 * The spec names the fields but not every shape; where it is silent the shape chosen here is the contract
 * between the sample API, the build and the pages. Objects are `loose` (unknown fields pass through) because
 * the real API carries many display flags we do not read; every field we do read is typed and checked, so a
 * broken payload fails the build with the path of the offending field.
 */
import { z } from 'zod';
import { pixelProblem } from '../../domain/tracking/vendors.ts';
import { isCustomDomain } from '../../domain/customDomain.ts';

/**
 * Caps on texts (the spec names none). A payload is tenant data and a page repeats it: one 1 MB description made
 * 6 MB menu pages. Over a cap the payload is refused naming the field, rather than cut silently.
 * - name 200: the longest real dish or category names run to about 100 characters; twice that leaves room for
 *   translations that grow (German, Finnish) while 100 items' names stay under 20 kB on a list page;
 * - description 5,000: an ingredients and allergens note is under 1,500; 5,000 is a page of text. List pages show
 *   a short cut of it (ItemCard), only the item page the whole;
 * - address 500: a few lines; long 2,000: a server message;
 * - policy 100,000: terms or a privacy policy run to 10,000-15,000 words;
 * - short 64: codes, phones, time zones, kinds; url 2,048: what browsers and CDNs reliably take;
 * - 60 languages per text at most (the business's own list is far shorter).
 */
export const TEXT_LIMITS = {
  name: 200,
  description: 5_000,
  address: 500,
  long: 2_000,
  policy: 100_000,
  short: 64,
  url: 2_048,
  locales: 60,
} as const;

/** A string of at most `max` characters; the message says how long it was. */
const text = (max: number) =>
  z.string().max(max, { error: (issue) => `${String(issue.input).length} characters, more than the ${max} allowed` });

/** A text in several languages, `max` characters each: `[{ locale: 'en', name: 'Burger' }, ...]` (spec §3). */
const localizedText = (max: number) =>
  z.array(z.object({ locale: z.string().min(2).max(10), name: text(max) }).loose()).max(TEXT_LIMITS.locales);
/** A text in several languages (spec §3 "locale, name lists"), description-sized. */
export const LocalizedText = localizedText(TEXT_LIMITS.description);
export type LocalizedText = z.infer<typeof LocalizedText>;
const Names = localizedText(TEXT_LIMITS.name);
const Descriptions = localizedText(TEXT_LIMITS.description);
const PictureUrl = text(TEXT_LIMITS.url);

/**
 * Refuses a second entry with the same id in one list (a duplicate category crashed the render, a duplicate item
 * failed only at verification: pages and cart lines are keyed by these ids). The issue sits on the duplicate's
 * `id` and names the first: `menu.3.id: duplicate id 12 (the same as menu.1.id)`.
 */
function uniqueIds(field: string) {
  return (list: ReadonlyArray<{ id: number }>, ctx: z.RefinementCtx) => {
    const first = new Map<number, number>();
    list.forEach((entry, i) => {
      const at = first.get(entry.id);
      if (at === undefined) first.set(entry.id, i);
      else
        ctx.addIssue({
          code: 'custom',
          path: [i, 'id'],
          message: `duplicate id ${entry.id} (the same as ${field}.${at}.id)`,
        });
    });
  };
}

/** "HH:mm", "hh:mm A" or "YYYY-MM-DD HH:mm" (spec §5), or 24 / "24" meaning "always". */
const TimeOfDay = z.union([z.string().max(32), z.number()]);

/** One shift of a weekly schedule entry; `time_from` 24 means the whole day. */
export const Shift = z.object({ time_from: TimeOfDay.nullish(), time_to: TimeOfDay.nullish() }).loose();
export type Shift = z.infer<typeof Shift>;

/** One weekday of a weekly schedule (spec §3). */
export const ScheduleDay = z
  .object({
    // Real payloads send 0/1 as well as booleans.
    closed: z.union([z.boolean(), z.number()]).default(false).transform(Boolean),
    shifts: z.array(Shift).default([]),
  })
  .loose();
export type ScheduleDay = z.infer<typeof ScheduleDay>;

/** Seven entries, Monday (index 0) to Sunday (index 6) (spec §5). Missing or short means "always available". */
export const WeeklySchedule = z.array(ScheduleDay).max(7);
export type WeeklySchedule = z.infer<typeof WeeklySchedule>;

/**
 * Branch availability of a category or grand category (spec §3): `available` is a JSON *string* holding
 * `{ status, from, to }`; status 1 means the window applies, 0 or missing means no window.
 */
export const BranchAvailability = z
  .object({ available: z.string().max(500).nullish(), visible: z.boolean().default(true) })
  .loose();
export type BranchAvailability = z.infer<typeof BranchAvailability>;

export const Tax = z
  .object({ id: z.number().int(), name: text(TEXT_LIMITS.name).default(''), rate: z.number().min(0).max(100) })
  .loose();
export type Tax = z.infer<typeof Tax>;

/** A price label (size / option) of an item. `price` is in major units, as the API sends it. */
export const PriceLabel = z
  .object({
    id: z.number().int(),
    label: text(TEXT_LIMITS.name).default(''),
    locales: Names.default([]),
    price: z.number().min(0),
    weight: z.number().min(0).default(0),
    minimum: z.number().int().min(0).default(1),
    maximum: z.number().int().min(0).nullish(),
    isQty: z.boolean().default(true),
    unit: text(TEXT_LIMITS.short).nullish(),
    shippingWeight: z.number().min(0).default(0),
    preparation_time: z.number().min(0).nullish(),
    preparation_time_type: z.enum(['min', 'hour', 'day']).nullish(),
  })
  .loose();
export type PriceLabel = z.infer<typeof PriceLabel>;

export const ModifierOption = z
  .object({
    id: z.number().int(),
    locales: Names,
    image: PictureUrl.nullish(),
    price: z.number().min(0).default(0),
    taxes: z.array(Tax).default([]),
    max_quantity: z.number().int().min(1).default(1),
  })
  .loose();
export type ModifierOption = z.infer<typeof ModifierOption>;

/** A group of modifiers ("Choose your sauce"): min/max selections; min >= 1 means required. */
export const ModifierGroup = z
  .object({
    id: z.number().int(),
    locales: Names,
    min: z.number().int().min(0).default(0),
    max: z.number().int().min(0).default(1),
    options: z.array(ModifierOption).min(1).superRefine(uniqueIds('options')),
  })
  .loose();
export type ModifierGroup = z.infer<typeof ModifierGroup>;

/** Which selling types an item is offered in (spec §3 Item.types). */
export const ItemTypes = z
  .object({
    dine_in: z.boolean().default(true),
    delivery: z.boolean().default(true),
    car_pickup: z.boolean().default(true),
    reservation: z.boolean().default(false),
  })
  .loose();
export type ItemTypes = z.infer<typeof ItemTypes>;

/** The category / grand category an item of a smart category belongs to (spec §5 smart-category rule). */
export const ParentRef = z.object({ id: z.number().int(), branch: BranchAvailability.nullish() }).loose();

/** Price display modes (spec §4): 0 starting from, 1 multiple options, 2 price on selection, 3 min-max. */
export const PriceDisplayMode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type PriceDisplayMode = z.infer<typeof PriceDisplayMode>;

export const Item = z
  .object({
    id: z.number().int().positive(),
    names: Names.min(1),
    descriptions: Descriptions.default([]),
    image: PictureUrl.nullish(),
    visible: z.boolean().default(true),
    disabled: z.boolean().default(false),
    types: ItemTypes.default({ dine_in: true, delivery: true, car_pickup: true, reservation: false }),
    price_labels: z.array(PriceLabel).min(1).superRefine(uniqueIds('price_labels')),
    /** Overrides the business's `multiple_price_option` for this item. */
    price_option: PriceDisplayMode.nullish(),
    modifiers: z.array(ModifierGroup).superRefine(uniqueIds('modifiers')).default([]),
    require_comment: z.boolean().default(false),
    branches: z.array(z.number().int()).default([]),
    taxes: z.array(Tax).default([]),
    inclusive_taxes: z.array(Tax).default([]),
    calories: z.number().min(0).nullish(),
    tags: z.array(text(TEXT_LIMITS.short)).default([]),
    category: ParentRef.nullish(),
    grand_category: ParentRef.nullish(),
  })
  .loose();
export type Item = z.infer<typeof Item>;

export interface Category {
  id: number;
  names: LocalizedText;
  descriptions: LocalizedText;
  image?: string | null | undefined;
  items: Item[];
  subcategories: Category[];
  available?: WeeklySchedule | null | undefined;
  pin?: WeeklySchedule | null | undefined;
  visible: boolean;
  branch?: BranchAvailability | null | undefined;
  grand_category?: z.infer<typeof ParentRef> | null | undefined;
  [key: string]: unknown;
}
export const Category: z.ZodType<Category> = z.lazy(() =>
  z
    .object({
      id: z.number().int().positive(),
      names: Names.min(1),
      descriptions: Descriptions.default([]),
      image: PictureUrl.nullish(),
      // The same item may sit in two categories (one canonical page), not twice in one: its page path would clash.
      items: z.array(Item).superRefine(uniqueIds('items')).default([]),
      subcategories: z.array(Category).default([]),
      available: WeeklySchedule.nullish(),
      pin: WeeklySchedule.nullish(),
      visible: z.boolean().default(true),
      branch: BranchAvailability.nullish(),
      grand_category: ParentRef.nullish(),
    })
    .loose(),
) as z.ZodType<Category>;

export const SmartCategory = z
  .object({
    id: z.number().int(),
    names: Names.min(1),
    image: PictureUrl.nullish(),
    items: z.array(Item).superRefine(uniqueIds('items')).default([]),
  })
  .loose();
export type SmartCategory = z.infer<typeof SmartCategory>;

/**
 * Category ids are unique across the whole menu, subcategories included: a category page is `{type}/{id}` and
 * the render looks a category up by it.
 */
function uniqueCategoryIds(menu: readonly Category[], ctx: z.RefinementCtx) {
  const first = new Map<number, string>();
  const walk = (list: readonly Category[], path: Array<string | number>) =>
    list.forEach((c, i) => {
      const here = [...path, i];
      const at = first.get(c.id);
      if (at !== undefined)
        ctx.addIssue({ code: 'custom', path: [...here, 'id'], message: `duplicate id ${c.id} (the same as ${at}.id)` });
      else first.set(c.id, ['menu', ...here].join('.'));
      walk(c.subcategories ?? [], [...here, 'subcategories']);
    });
  walk(menu, []);
}
/** The menu of an answer: categories with unique ids at every depth. */
const Menu = z.array(Category).superRefine(uniqueCategoryIds);
const SmartCategories = z.array(SmartCategory).superRefine(uniqueIds('smart_categories'));

const MinAdvance = z.object({ interval: z.number().min(0), scale: z.enum(['min', 'hour', 'day']) });

export const ScheduledOrders = z
  .object({
    on: z.boolean().default(false),
    only_schedule: z.boolean().default(false),
    min_advance: MinAdvance.nullish(),
    max_advance: MinAdvance.nullish(),
    apply_on_starting_or_ending: z.enum(['starting', 'ending']).nullish(),
  })
  .loose();
export type ScheduledOrders = z.infer<typeof ScheduledOrders>;

/** The address fields a delivery form can show (spec §3 Address form fields, minus position and kinds). */
export const ADDRESS_FIELDS = [
  'city',
  'street',
  'block',
  'postcode',
  'building',
  'avenue',
  'intercom',
  'floor',
  'apartment',
  'parking',
  'note',
  'house_number',
  'office_number',
  'paci',
  'contact_name',
  'contact_phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Whether a delivery form field is shown and whether it must be filled (spec §3 per-field settings). */
export const FieldSetting = z.object({ on: z.boolean().default(true), required: z.boolean().default(false) }).loose();
export type FieldSetting = z.infer<typeof FieldSetting>;

/**
 * The delivery address form type (spec §3 Delivery config `form`; default residency, spec §2): `residency`
 * (block / street / avenue / building, as Gulf addresses are written) or `international` (street / house number /
 * postcode / city). Per-field settings sit beside it in `fields`; a field missing there uses the type's default.
 */
export const AddressForm = z
  .object({ type: z.enum(['residency', 'international']).catch('residency').default('residency') })
  .loose();
export type AddressForm = z.infer<typeof AddressForm>;

/**
 * A selling type's checkout settings (checkoutDelivery, checkoutCarPickup, checkoutDineIn; spec §3 Delivery config
 * and Pickup config). `cash` and `credit` say whether cash and online payment are taken for this type.
 */
export const CheckoutSettings = z
  .object({
    enabled: z.boolean().default(false),
    min_order: z.number().min(0).default(0),
    shipping: z.boolean().default(false),
    scheduled_orders: ScheduledOrders.nullish(),
    cart: z.boolean().default(true),
    cash: z.boolean().default(true),
    credit: z.boolean().default(true),
    form: AddressForm.nullish(),
    fields: z.partialRecord(z.enum(ADDRESS_FIELDS), FieldSetting).default({}),
    /** Whether the customer pins the address on the map (delivery). */
    drop_pin: z.boolean().default(true),
    /** Whether an order can be sent as a gift (delivery): `enable_gift` shows the option, `send_gift` is legacy. */
    enable_gift: z.boolean().default(false),
    send_gift: z.boolean().default(false),
    /** Pickup: the branch ids customers collect from (empty: the current branch). */
    branches: z.array(z.number().int()).default([]),
    /** Pickup: ask for the car's make, colour and plate. */
    showCarInfo: z.boolean().default(false),
  })
  .loose();
export type CheckoutSettings = z.infer<typeof CheckoutSettings>;

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

/**
 * True for a link that stays on the site: one leading slash, then a path. Browsers read `\` as `/` and drop tabs
 * and newlines inside URLs, so `/\evil.example/x` and `/<tab>/evil.example` lead to another site as
 * `//evil.example` does: backslashes, control characters and spaces are refused, and the resolved URL must keep
 * the site's origin.
 */
export function isSiteRelativeUrl(u: string): boolean {
  if (!/^\/(?![/\\])/.test(u) || /[\\\s]/.test(u)) return false;
  if ([...u].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\u007f')) return false; // control characters
  const site = 'https://site.invalid';
  return URL.parse(u, site)?.origin === site;
}

/** True for an absolute http(s) URL with a host. */
const isWebUrl = (u: string) => /^https?:\/\//i.test(u) && !!URL.parse(u)?.hostname;

/** A URL the page may link to: http(s), mailto, tel or site-relative. Anything else (javascript:, data:) fails. */
export const SafeUrl = z
  .string()
  .max(TEXT_LIMITS.url)
  .refine(
    (raw) => {
      const u = raw.trim();
      return isWebUrl(u) || /^(mailto|tel):/i.test(u) || isSiteRelativeUrl(u);
    },
    { message: 'unsafe or unsupported URL (http, https, mailto, tel, or a path on this site)' },
  );

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
     * Our extension (issue 13 item 5): the business's own domain, lowercase without scheme or port
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
      .array(z.object({ id: z.number().int(), type: z.enum(['percent', 'fixed']), value: z.number().min(0) }).loose())
      .default([]),
    categories: z
      .array(z.object({ id: z.number().int(), type: z.enum(['percent', 'fixed']), value: z.number().min(0) }).loose())
      .default([]),
    all_menu: z.object({ type: z.enum(['percent', 'fixed']), value: z.number().min(0) }).nullish(),
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

/** The menu data call and GET webapp/v5/menu/{id}: error 1 means failure (spec §7, §8). */
export const MenuResponse = z
  .object({
    error: z.number().int().default(0),
    message: text(TEXT_LIMITS.long).nullish(),
    menu: Menu.default([]),
    smart_categories: SmartCategories.default([]),
    highlightedCat: z.number().int().nullish(),
    showStandardSubCats: z.boolean().default(false),
  })
  .loose();
export type MenuResponse = z.infer<typeof MenuResponse>;

export const ItemResponse = z.object({ item: Item }).loose();

const Slot = z.object({ from: z.string(), to: z.string() }).loose();
const ShiftDay = z
  .object({
    status: z.enum(['open', 'closed']),
    opens_at: z.string().nullish(),
    shifts: z.array(Shift).default([]),
    slots: z.array(Slot).default([]),
  })
  .loose();
/** GET webapp/v5/shifts/{referenceId}: per selling type, today and the other days' slots (spec §3 Shifts). */
export const ShiftsResponse = z
  .object({
    shifts: z.record(
      z.string(),
      z.object({ today: ShiftDay, days: z.record(z.string(), ShiftDay).default({}) }).loose(),
    ),
  })
  .loose();
export type ShiftsResponse = z.infer<typeof ShiftsResponse>;

export const BranchesResponse = z.object({ branches: z.array(Branch).superRefine(uniqueIds('branches')) }).loose();

const Position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
/** GeoJSON geometry of an area or zone: a Point or a Polygon (spec §3 Area.shape). */
export const Shape = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: Position }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(Position).min(4)).min(1) }),
]);
export type Shape = z.infer<typeof Shape>;

export const Area = z
  .object({
    id: z.number().int(),
    name: text(TEXT_LIMITS.name),
    parent_name: text(TEXT_LIMITS.name).nullish(),
    shape: Shape.nullish(),
    osm_id: z.union([z.number(), z.string()]).nullish(),
    zone_id: z.number().int(),
  })
  .loose();
export type Area = z.infer<typeof Area>;

export const Zone = z
  .object({
    id: z.number().int(),
    visible: z.boolean().default(true),
    fees: z.number().min(0),
    min_order: z.number().min(0).default(0),
    delivery_time: z.number().min(0).default(30),
    unit: z.enum(['minute', 'hour', 'day']).default('minute'),
    branch: z.number().int(),
    areas: z.array(Area).default([]),
    shape: Shape.nullish(),
    name: text(TEXT_LIMITS.name),
    color: z.string().max(32).nullish(),
  })
  .loose();
export type Zone = z.infer<typeof Zone>;

export const ShippingCountry = z
  .object({
    country: text(TEXT_LIMITS.name),
    country_iso: z.string().regex(/^[A-Z]{2}$/),
    icon: z.string().nullish(),
    fees_per_kg: z.number().min(0),
    fixed_fees: z.number().min(0).default(0),
    min_order: z.number().min(0).default(0),
    branch_id: z.number().int(),
  })
  .loose();
export type ShippingCountry = z.infer<typeof ShippingCountry>;

/** GET webapp/zones/{id}[?shipping=true] (spec §7). */
export const ZonesResponse = z
  .object({
    zones: z.array(Zone).default([]),
    countries: z.array(ShippingCountry).default([]),
    shipping_form: z.unknown().optional(),
  })
  .loose();
export type ZonesResponse = z.infer<typeof ZonesResponse>;

/**
 * A tag of `GET tags-ingredients` (spec §7; the shape beyond id, name and icon is this project's contract): its
 * `kind` says how the storefront uses it (a diet filtered as "suitable for", an allergen shown as "contains" and
 * filtered as "free of", or another label); a kind this code does not know is shown as a plain label rather than
 * failing the build. `slug` names it in filter URLs (`?tags=vegan`), the same in every locale: lower case letters,
 * digits and single hyphens; without one the id is used. `icon` is a key the storefront draws (vegan, nuts…).
 */
export const TagAnswer = z
  .object({
    id: z.number().int(),
    kind: z.enum(['diet', 'allergen', 'other']).catch('other'),
    slug: z
      .string()
      .max(40)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'not a slug (lower case letters, digits and single hyphens)' })
      .nullish(),
    name: text(TEXT_LIMITS.name),
    icon: PictureUrl.nullish(),
  })
  .loose();
export type TagAnswer = z.infer<typeof TagAnswer>;

/** A second tag with the same key (slug, else id) would make two filters one. */
function uniqueTagKeys(tags: readonly TagAnswer[], ctx: z.RefinementCtx) {
  const first = new Map<string, number>();
  tags.forEach((tag, i) => {
    const key = tag.slug || String(tag.id);
    const at = first.get(key);
    if (at === undefined) first.set(key, i);
    else
      ctx.addIssue({ code: 'custom', path: [i, 'slug'], message: `duplicate key "${key}" (the same as tags.${at})` });
  });
}

export const TagsResponse = z
  .object({
    tags: z.array(TagAnswer).max(500).superRefine(uniqueIds('tags')).superRefine(uniqueTagKeys).default([]),
  })
  .loose();

/** Sample-API extension (not in the spec): the tenants a build should publish. */
export const TenantListResponse = z
  .object({ restaurants: z.array(z.object({ reference_id: z.string() }).loose()) })
  .loose();
