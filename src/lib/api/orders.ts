/**
 * The order answers of the restaurant API (spec §7 webapp/order…, update-order-events, the orders list), as the
 * browser reads them: zod schemas, lenient where a field is new or optional.
 */
import { z } from 'zod';
import { OrderBooking, Pagination } from './accounts.ts';

/** An order as GET webapp/order/{id} and the history answer it. Status per spec §4. */
export const OrderSummary = z
  .object({
    id: z.string(),
    status: z.number().int(),
    reference_id: z.string(),
    branch_id: z.number().int(),
    selling_types: z.string(),
    currency: z.string(),
    total: z.number(),
    fees: z.number().default(0),
    lines: z.array(
      z
        .object({
          item_id: z.number().int(),
          quantity: z.number().int(),
          price_label_id: z.number().int(),
          modifiers: z.string().default(''),
          comment: z.string().default(''),
          total_price: z.number().optional(),
        })
        .loose(),
    ),
    created_at: z.string(),
    /** A pre-order's booking (reservation type 2), linked by id both ways. */
    reservation_id: z.string().nullish(),
    reservation: OrderBooking.nullish(),
  })
  .loose();
/** GET webapp/v5/orders/{userId}?page={n}: newest first. */
export const OrderListResponse = z.object({ orders: z.array(OrderSummary), pagination: Pagination }).loose();
/** An order's amounts as priced, major units (calc-order's `calculatedAmounts` names); a missing one counts 0. */
export const OrderAmounts = z
  .object({
    subtotal: z.number(),
    discount: z.number().nullish(),
    coupon_discount: z.number().nullish(),
    taxes: z.number().nullish(),
    included_taxes: z.number().nullish(),
    delivery_fees: z.number().nullish(),
    free_delivery: z.boolean().nullish(),
    wallet: z.number().nullish(),
    rounding: z.number().nullish(),
    total: z.number(),
  })
  .loose();
export type OrderAmounts = z.infer<typeof OrderAmounts>;
/** GET webapp/order/{id}: the order, its scheduled time and, when paid online, where the payment stands. */
export const OrderResponse = z
  .object({
    order: OrderSummary.extend({
      scheduled_at: z.string().nullish(),
      payment_status: z.enum(['pending', 'paid', 'failed']).nullish(),
      /** While the payment is awaited: the page it is paid at (or cancelled), as POST webapp/order gave it. */
      payment_url: z.string().nullish(),
      /** A short number to read out (the sample API's: the id's first 8 letters); absent, the page makes one. */
      order_number: z.union([z.string(), z.number()]).nullish(),
      /** The lines' sum, and the rest of the total besides the fee (negative: a discount; positive: taxes). */
      subtotal: z.number().nullish(),
      adjustment: z.number().nullish(),
      /** How the total was made up when it was priced (the sample API's; an API without it: the two above). */
      amounts: OrderAmounts.nullish(),
      /** Where a delivery goes, as one line; the delivery zone; the dine-in table; the pickup branch. */
      address: z.string().nullish(),
      /** The same, field by field (the storefront labels them), and the area chosen. */
      address_parts: z.array(z.object({ field: z.string(), value: z.string() }).loose()).nullish(),
      area_id: z.number().int().nullish(),
      zone_id: z.number().int().nullish(),
      table: z.string().nullish(),
      pickup_branch_id: z.number().int().nullish(),
      /** The car a pickup is brought to, as the customer gave it at checkout. */
      car: z
        .object({ make: z.string().nullish(), color: z.string().nullish(), plate: z.string().nullish() })
        .loose()
        .nullish()
        .catch(null),
    }).nullable(),
  })
  .loose();
/** GET webapp/update-order-events/{ref}/{id}: the current status and when each one was reached. */
export const OrderEventsResponse = z
  .object({
    status: z.number().int().nullable(),
    events: z.array(z.object({ status: z.number().int(), at: z.string() }).loose()),
  })
  .loose();
/** POST webapp/order: the order placed, and the payment page when it is paid online. */
export const PlacedOrderResponse = z
  .object({ order: z.object({ id: z.union([z.string(), z.number()]) }).loose(), payment_url: z.string().optional() })
  .loose();
