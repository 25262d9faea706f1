/**
 * Reading a cart back from local storage (spec §3 Persistence): the stored JSON may be old, edited or garbage,
 * so every field is checked and a bad field or line falls back instead of breaking the page.
 */
import { z } from 'zod';
import { type Cart, EMPTY_CART, makeCartLine, type OrderType } from './cart.ts';
import type { Coupon } from './coupon.ts';

const SavedLine = z.object({
  itemId: z.number().int().positive(),
  priceLabelId: z.number().int(),
  modifiers: z.array(z.object({ id: z.number().int(), quantity: z.number().int().min(1) })).default([]),
  note: z.string().max(2000).default(''),
  count: z.number().int().min(1),
});

/** The coupon as the API sends it (spec §3 Cart.coupon); unknown fields pass through. */
export const CouponSchema = z
  .object({
    code: z.string().max(200),
    discount: z.number().nullish(),
    coupon: z
      .object({
        discount_type: z.enum(['percent', 'fixed']),
        discount_value: z.number().min(0),
        all_menu: z.boolean().default(false),
        user_type: z.enum(['guests', 'auth_users']).nullish(),
        max_allowed_items: z.number().int().min(0).nullish(),
        free_delivery: z.boolean().default(false),
      })
      .loose(),
    item_ids: z.array(z.number().int()).default([]),
  })
  .loose();

function field<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** A cart from stored JSON: invalid lines are dropped, invalid fields reset, keys recomputed; never throws. */
export function parseSavedCart(value: unknown): Cart {
  const raw = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const items = (Array.isArray(raw.items) ? raw.items : []).flatMap((entry) => {
    const line = SavedLine.safeParse(entry);
    return line.success ? [makeCartLine(line.data)] : [];
  });
  // Lines that were saved apart but share a key (an older key format) are merged back into one.
  const merged = new Map<string, (typeof items)[number]>();
  for (const line of items) {
    const seen = merged.get(line.key);
    merged.set(line.key, seen ? makeCartLine({ ...seen, count: seen.count + line.count }) : line);
  }
  return {
    ...EMPTY_CART,
    items: [...merged.values()],
    note: field(z.string().max(2000), raw.note, ''),
    orderType: field(
      z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).nullable(),
      raw.orderType,
      null,
    ) as OrderType | null,
    coupon: field(CouponSchema.nullable(), raw.coupon, null) as Coupon | null,
    promotions: field(z.array(z.number().int()), raw.promotions, []),
    table: field(z.number().int().nullable(), raw.table, null),
    queriedAddress: field(z.string().max(500).nullable(), raw.queriedAddress, null),
    queriedAreaId: field(z.number().int().nullable(), raw.queriedAreaId, null),
  };
}
