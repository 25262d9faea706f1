/** A selling type's checkout settings: scheduled orders, the delivery address form and its fields, payment. */
import { z } from 'zod';
import { MinAdvance } from './schedule.ts';
import { amount } from './fields.ts';
import { ADDRESS_FIELDS } from './addressFields.ts';

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

export { ADDRESS_FIELDS, type AddressField } from './addressFields.ts';

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
    min_order: amount().default(0),
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
