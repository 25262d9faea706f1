/**
 * Reading a cart back from local storage (spec §3 Persistence): the stored JSON may be old, edited or garbage,
 * so every field is checked and a bad field or line falls back instead of breaking the page.
 *
 * zod/mini, not zod: this runs on every menu and item page (the cart badge, add to cart), whose JavaScript budget
 * is 20 kB gzip; zod/mini validates the same way in ~6 kB where the full zod is ~60 kB.
 */
import * as z from 'zod/mini';
import { type Cart, EMPTY_CART, makeCartLine, type OrderType } from './cart.ts';
import type { Coupon } from './coupon.ts';

const int = () => z.number().check(z.int());

const SavedLine = z.object({
  itemId: z.number().check(z.int(), z.positive()),
  priceLabelId: int(),
  modifiers: z._default(z.array(z.object({ id: int(), quantity: z.number().check(z.int(), z.minimum(1)) })), []),
  note: z._default(z.string().check(z.maxLength(2000)), ''),
  count: z.number().check(z.int(), z.minimum(1)),
});

/** The coupon as the API sends it (spec §3 Cart.coupon); unknown fields pass through. */
export const CouponSchema = z.looseObject({
  code: z.string().check(z.maxLength(200)),
  discount: z.nullish(z.number()),
  coupon: z.looseObject({
    discount_type: z.enum(['percent', 'fixed']),
    discount_value: z.number().check(z.minimum(0)),
    all_menu: z._default(z.boolean(), false),
    user_type: z.nullish(z.enum(['guests', 'auth_users'])),
    max_allowed_items: z.nullish(z.number().check(z.int(), z.minimum(0))),
    free_delivery: z._default(z.boolean(), false),
  }),
  item_ids: z._default(z.array(int()), []),
});

function field<T>(schema: z.ZodMiniType<T>, value: unknown, fallback: T): T {
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
    note: field(z.string().check(z.maxLength(2000)), raw.note, ''),
    orderType: field(z.nullable(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])), raw.orderType, null) as OrderType | null,
    coupon: field(z.nullable(CouponSchema), raw.coupon, null) as Coupon | null,
    promotions: field(z.array(int()), raw.promotions, []),
    table: field(z.nullable(int()), raw.table, null),
    queriedAddress: field(z.nullable(z.string().check(z.maxLength(500))), raw.queriedAddress, null),
    queriedAreaId: field(z.nullable(int()), raw.queriedAreaId, null),
  };
}
