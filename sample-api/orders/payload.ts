/**
 * The body of POST webapp/order (spec §3 Order payload, Order line) as buildOrderPayload produces it, validated
 * before anything is priced. Prices a client sends (unit_price, total_price, fees, total) are read only to compare
 * them with the server's own; they never decide what the order costs (design decision 7).
 *
 * Sample-API additions to the payload: `address: { lat, lng, area_id? }` (where a delivery goes, checked against
 * the zones), `shipping_country` (ISO code of the country an international-shipping order goes to) and
 * `reservation_id` (the booking a pre-order is for).
 */
import { z } from 'zod';

const Id = z.number().int().nonnegative();
const Money = z.number().finite().nonnegative();
const ProviderId = z.union([z.string(), z.number()]).nullish();

export const OrderModifierDetailBody = z
  .object({ id: Id, quantity: z.number().int().positive().default(1), price: Money.optional() })
  .loose();

export const OrderLineBody = z
  .object({
    item_id: Id,
    quantity: z.number().int().positive().max(10_000),
    price_label_id: Id,
    /** Comma-joined modifier ids; read only when modifiers_details is missing. */
    modifiers: z.string().max(2_000).default(''),
    modifiers_details: z.array(OrderModifierDetailBody).max(100).optional(),
    total_price: Money.optional(),
    unit_price: Money.optional(),
    discount_id: Id.nullish(),
    comment: z.string().max(1_000).default(''),
    provider: ProviderId,
    provider_id: ProviderId,
  })
  .loose();
export type OrderLineBody = z.infer<typeof OrderLineBody>;

/** Where a delivery goes: a pinned spot (lat and lng, both or neither), or only its area when no pin is asked. */
export const OrderAddress = z
  .object({
    lat: z.number().min(-90).max(90).nullish(),
    lng: z.number().min(-180).max(180).nullish(),
    area_id: Id.nullish(),
  })
  .loose()
  .refine((a) => (a.lat == null) === (a.lng == null), { message: 'lat and lng go together', path: ['lat'] })
  .refine((a) => a.lat != null || a.area_id != null, { message: 'a spot (lat, lng) or an area_id is required' });

export const OrderBody = z
  .object({
    priority: z.number().int().default(0),
    comment: z.string().max(2_000).default(''),
    branch_id: Id,
    order_lines: z.array(OrderLineBody).min(1).max(200),
    name: z.string().max(200).default(''),
    phone: z.string().max(40).default(''),
    dial_code: z.string().max(10).default(''),
    coupon_code: z.string().max(100).nullish(),
    notes: z.array(z.string().max(1_000)).max(50).default([]),
    fees: Money.default(0),
    payment_type: z.number().int().nullish(),
    use_wallet: z.boolean().default(false),
    selling_types: z.enum(['delivery', 'car_pickup', 'dine_in']),
    promotion_id: Id.nullish(),
    /** Required by POST webapp/order; calc-order quotes without it. */
    total: Money.optional(),
    address: OrderAddress.nullish(),
    shipping_country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .nullish(),
    /** The booking this order is the pre-order of (reservation type 2): accounts/bookingOrders.ts. */
    reservation_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/)
      .nullish(),
  })
  .loose();
export type OrderBody = z.infer<typeof OrderBody>;

/** A 400 message naming the first invalid field, e.g. `Invalid order: order_lines.0.quantity: …`. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid order';
  const path = issue.path.map(String).join('.') || '(body)';
  return `Invalid order: ${path}: ${issue.message}`;
}
