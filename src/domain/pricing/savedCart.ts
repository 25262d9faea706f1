/**
 * Reading a cart back from local storage (spec §3 Persistence): the stored JSON may be old, edited or garbage,
 * so every field is checked and a bad field or line falls back instead of breaking the page.
 *
 * With the small decoders of ../decode.ts, not zod/mini: this runs on every menu and item page (the cart badge,
 * add to cart), whose JavaScript budget is 20 kB gzip; zod/mini took about 6 kB of it.
 */
import {
  array,
  boolean,
  clippedText,
  type Decoder,
  decodeOr,
  nullable,
  number,
  oneOf,
  shape,
  text,
} from '../decode.ts';
import { type Cart, EMPTY_CART, LINE_NAME_MAX, makeCartLine, type OrderType } from './cart.ts';
import type { Coupon, CouponRules } from './coupon.ts';

const int = (min?: number): Decoder<number> => number({ int: true, min });
/** A field that may be missing or null (zod's nullish): both read as absent. */
const nullish = <T>(decode: Decoder<T>) => [nullable(decode), undefined] as const;

const SavedLine = shape<{
  itemId: number;
  priceLabelId: number;
  modifiers: Array<{ id: number; quantity: number }>;
  note: string;
  count: number;
  name: string;
}>({
  itemId: [int(1)],
  priceLabelId: [int()],
  modifiers: [array(shape({ id: [int()], quantity: [int(1)] })), []],
  note: [text(2000), ''],
  count: [int(1)],
  // A name of the wrong type is dropped, never the line it labels.
  name: [(v) => clippedText(LINE_NAME_MAX)(v) ?? '', ''],
});

/** The coupon as the API sends it (spec §3 Cart.coupon); unknown fields pass through. */
export const decodeCoupon = shape<Coupon>(
  {
    code: [text(200)],
    discount: nullish(number()),
    coupon: [
      shape<CouponRules>(
        {
          discount_type: [oneOf('percent', 'fixed')],
          discount_value: [number({ min: 0 })],
          all_menu: [boolean, false],
          user_type: nullish(oneOf('guests', 'auth_users')),
          max_allowed_items: nullish(int(0)),
          free_delivery: [boolean, false],
        },
        true,
      ),
    ],
    item_ids: [array(int()), []],
  },
  true,
);

/** A cart from stored JSON: invalid lines are dropped, invalid fields reset, keys recomputed; never throws. */
export function parseSavedCart(value: unknown): Cart {
  const raw = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const items = (Array.isArray(raw.items) ? raw.items : []).flatMap((entry) => {
    const line = SavedLine(entry);
    return line ? [makeCartLine(line)] : [];
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
    note: decodeOr(text(2000), raw.note, ''),
    orderType: decodeOr(nullable(oneOf(0, 1, 2, 3)), raw.orderType, null) as OrderType | null,
    coupon: decodeOr(nullable(decodeCoupon), raw.coupon, null),
    promotions: decodeOr(array(int()), raw.promotions, []),
    table: decodeOr(nullable(int()), raw.table, null),
    queriedAddress: decodeOr(nullable(text(500)), raw.queriedAddress, null),
    queriedAreaId: decodeOr(nullable(int()), raw.queriedAreaId, null),
  };
}
