/** The menu: items with their prices, modifiers and taxes, categories, smart categories and the menu answers. */
import { z } from 'zod';
import {
  amount,
  Descriptions,
  LocalizedText,
  measure,
  Names,
  PictureUrl,
  text,
  TEXT_LIMITS,
  uniqueIds,
} from './fields.ts';
import { BranchAvailability, WeeklySchedule } from './schedule.ts';

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
    price: amount(),
    weight: measure().default(0),
    minimum: z.number().int().min(0).default(1),
    maximum: z.number().int().min(0).nullish(),
    isQty: z.boolean().default(true),
    unit: text(TEXT_LIMITS.short).nullish(),
    shippingWeight: measure().default(0),
    preparation_time: measure().nullish(),
    preparation_time_type: z.enum(['min', 'hour', 'day']).nullish(),
  })
  .loose();
export type PriceLabel = z.infer<typeof PriceLabel>;

export const ModifierOption = z
  .object({
    id: z.number().int(),
    locales: Names,
    image: PictureUrl.nullish(),
    price: amount().default(0),
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
    calories: measure().nullish(),
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
/**
 * Caps on a menu's size (the spec names none): each dish makes a page per selling type and language, each category
 * one that lists its dishes. A big real menu runs to a few hundred dishes in a few dozen categories; 2,000 and 500
 * leave room for it many times over, while a payload of 3,000 more dishes in one category made a 439 MB release of
 * 4 MB menu pages, three kept per business on the disk every business is published to. Over a cap the payload is
 * refused naming what was counted. A dish listed in two categories counts once.
 */
export const MENU_LIMITS = { categories: 500, items: 2_000 } as const;

function menuSize(menu: readonly Category[], ctx: z.RefinementCtx) {
  let categories = 0;
  const items = new Set<number>();
  const walk = (list: readonly Category[]) =>
    list.forEach((c) => {
      categories++;
      for (const item of c.items ?? []) items.add(item.id);
      walk(c.subcategories ?? []);
    });
  walk(menu);
  const over = (count: number, max: number, what: string) =>
    count > max &&
    ctx.addIssue({
      code: 'custom',
      message: `${count} ${what}, more than the ${max.toLocaleString('en')} a menu may hold`,
    });
  over(categories, MENU_LIMITS.categories, 'categories');
  over(items.size, MENU_LIMITS.items, 'dishes');
}

/** The menu of an answer: categories with unique ids at every depth, within the menu's size caps. */
export const Menu = z.array(Category).superRefine(uniqueCategoryIds).superRefine(menuSize);
export const SmartCategories = z.array(SmartCategory).superRefine(uniqueIds('smart_categories'));

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
