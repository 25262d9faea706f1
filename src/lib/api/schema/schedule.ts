/** When things are available: weekly schedules, availability windows, advance notice and the shifts answer. */
import { z } from 'zod';

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

/** How far ahead an order or a booking is made: `interval` in `scale` units. */
export const MinAdvance = z.object({ interval: z.number().min(0), scale: z.enum(['min', 'hour', 'day']) });

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
