/**
 * When an order is wanted (spec §4): now, or later at a slot of the days the business takes scheduled orders; and
 * whether the checkout can take an order at all (closed now and nothing to schedule: the can-checkout guard). The
 * clock is an argument; pure.
 */
import {
  defaultScheduleSlot,
  findSlot,
  scheduleDays,
  type ScheduleDay,
  type ScheduleSlot,
} from '../../domain/checkout/slots.ts';
import { isAvailableBySchedule } from '../../domain/schedule.ts';
import { scheduleTypeFor, type ScheduleType } from '../../domain/openStatus.ts';
import { zonedClock } from '../../domain/time.ts';
import type { CheckoutState } from '../../stores/checkout.ts';
import type { CheckoutData } from './checkoutData.ts';
import type { Problems } from './problems.ts';

export interface OrderTime {
  scheduleType: ScheduleType;
  /** The customer cannot choose "now" (closed, or schedule-only). */
  laterOnly: boolean;
  days: ScheduleDay[];
  slot: ScheduleSlot | null;
  /** Closed now and no scheduled orders: the checkout cannot take this order (can-checkout guard). */
  closed: boolean;
}

/** The time of the order at `now`; shipping abroad is always open. Its problem is the `slot`'s. */
export function orderTimeOf(
  data: CheckoutData,
  checkout: Pick<CheckoutState, 'orderTime' | 'slotId'>,
  now: Date,
  shipping: boolean,
): OrderTime & { problems: Problems } {
  const { settings } = data;
  const problems: Problems = {};
  const open = shipping || isAvailableBySchedule(data.hours, zonedClock(now, data.timeZone));
  const onlySchedule = settings.scheduled_orders?.only_schedule === true;
  const laterOnly = scheduleTypeFor({ open, onlySchedule }) === 'later';
  const scheduling = settings.scheduled_orders?.on === true;
  const days = scheduling
    ? scheduleDays({ schedule: data.hours, config: settings.scheduled_orders, now, timeZone: data.timeZone })
    : [];
  // A 'later' chosen on another selling type's checkout (one stored choice) is no choice where nothing is scheduled.
  const scheduleType: ScheduleType = laterOnly || (scheduling && checkout.orderTime === 'later') ? 'later' : 'now';
  const slot = scheduleType === 'later' ? (findSlot(days, checkout.slotId) ?? defaultScheduleSlot(days)) : null;
  if (scheduleType === 'later' && !slot) problems.slot = { key: scheduling ? 'noSlots' : 'closedNow' };
  return { scheduleType, laterOnly, days, slot, closed: !open && !scheduling, problems };
}

/**
 * A table booking's pre-order (reservation type 2): served at the booking's time, never "closed" for the hour it is
 * placed at (a meal chosen at night for next week's table); no slot to choose (the booking is the time).
 */
export function preOrderTime(servedAt: string | null): OrderTime & { problems: Problems } {
  return {
    scheduleType: servedAt ? 'later' : 'now',
    laterOnly: false,
    days: [],
    slot: null,
    closed: false,
    problems: {},
  };
}
