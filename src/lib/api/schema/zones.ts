/** Delivery zones and their areas (GeoJSON shapes), and the shipping countries: the zones answer. */
import { z } from 'zod';
import { amount, measure, text, TEXT_LIMITS } from './fields.ts';

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
    fees: amount(),
    min_order: amount().default(0),
    delivery_time: measure().default(30),
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
    fees_per_kg: amount(),
    fixed_fees: amount().default(0),
    min_order: amount().default(0),
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
