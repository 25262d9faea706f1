import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_MINUTES,
  deliveryMinutes,
  estimatedAt,
  FINAL_STATUSES,
  ORDER_STATUS,
  orderSteps,
  shortOrderNumber,
  statusLabel,
  stepIndex,
  stepsForType,
} from './orderStatus.ts';

describe('order statuses', () => {
  it('a delivery goes out before it is delivered; a pickup does not', () => {
    expect(orderSteps('delivery', false)).toEqual([0, 1, 3, 4, 5]);
    expect(orderSteps('car_pickup', false)).toEqual([0, 1, 3, 5]);
  });

  it('a scheduled order starts at the scheduled step', () => {
    expect(orderSteps('dine_in', true)[0]).toBe(ORDER_STATUS.scheduled);
  });

  it('a rejected or cancelled order is on no step, and delivered, rejected and cancelled are final', () => {
    const steps = orderSteps('delivery', false);
    expect(stepIndex(steps, 4)).toBe(3);
    expect(stepIndex(steps, ORDER_STATUS.rejected)).toBe(-1);
    expect(stepIndex(steps, ORDER_STATUS.cancelled)).toBe(-1);
    expect([...FINAL_STATUSES].sort((a, b) => a - b)).toEqual([2, 5, 9]);
    expect(FINAL_STATUSES.has(ORDER_STATUS.out)).toBe(false);
  });

  it('the last step is "Picked up" for a pickup, "Served" for a dine-in and "Delivered" for a delivery', () => {
    expect(stepsForType('car_pickup', false).map((s) => s.label)).toEqual(['pending', 'accepted', 'ready', 'pickedUp']);
    expect(stepsForType('dine_in', false).at(-1)).toEqual({ status: 5, label: 'served' });
    expect(stepsForType('delivery', true).map((s) => s.label)).toEqual([
      'scheduled',
      'pending',
      'accepted',
      'ready',
      'out',
      'delivered',
    ]);
  });

  it('a status reads by the selling type, and an unknown status or type never breaks the label', () => {
    expect(statusLabel(5, 'car_pickup')).toBe('pickedUp');
    expect(statusLabel(5, 'dine_in')).toBe('served');
    expect(statusLabel(5, 'nonsense')).toBe('delivered');
    expect(statusLabel(2, 'dine_in')).toBe('rejected');
    expect(statusLabel(77, 'delivery')).toBe('pending');
    expect(statusLabel(Number.NaN, 'delivery')).toBe('pending');
  });
});

describe('the order number a customer reads', () => {
  it("is the API's short number when it gives one", () => {
    expect(shortOrderNumber({ id: '0b6f3c2e-91aa-4d7e-8f00-1234567890ab', order_number: 1042 })).toBe('1042');
    expect(shortOrderNumber({ id: 'x', order_number: 'A-17' })).toBe('A-17');
  });

  it('is the first 8 letters and digits of a long id in capitals, never the 36-character id', () => {
    expect(shortOrderNumber({ id: '0b6f3c2e-91aa-4d7e-8f00-1234567890ab' })).toBe('0B6F3C2E');
    expect(shortOrderNumber({ id: 512 })).toBe('512');
    expect(shortOrderNumber({ id: 'ab12' })).toBe('ab12');
  });

  it('ignores a hostile or empty number from the API', () => {
    const id = '0b6f3c2e-91aa-4d7e-8f00-1234567890ab';
    expect(shortOrderNumber({ id, order_number: '<script>alert(1)</script>' })).toBe('0B6F3C2E');
    expect(shortOrderNumber({ id, order_number: '' })).toBe('0B6F3C2E');
    expect(shortOrderNumber({ id, order_number: -3 })).toBe('0B6F3C2E');
    expect(shortOrderNumber({ id: null })).toBe('');
  });
});

describe('the estimated time', () => {
  it('is the delivery time of the zone in minutes, 30 when the business gives none (spec §9)', () => {
    expect(deliveryMinutes({ delivery_time: 45, unit: 'minute' })).toBe(45);
    expect(deliveryMinutes({ delivery_time: 2, unit: 'hour' })).toBe(120);
    expect(deliveryMinutes({ delivery_time: 1, unit: 'day' })).toBe(1440);
    expect(deliveryMinutes(null)).toBe(DEFAULT_DELIVERY_MINUTES);
    expect(DEFAULT_DELIVERY_MINUTES).toBe(30);
    expect(deliveryMinutes({ delivery_time: -5 })).toBe(30);
    expect(deliveryMinutes({ delivery_time: 20, unit: 'fortnight' })).toBe(20);
    expect(deliveryMinutes({ delivery_time: 1e12, unit: 'day' })).toBe(43_200);
  });

  it('is the placing time plus the delivery time, or the chosen slot of a scheduled order', () => {
    const placed = { status: 0, created_at: '2026-11-23T09:00:00.000Z' };
    expect(estimatedAt(placed, 30)).toBe('2026-11-23T09:30:00.000Z');
    expect(estimatedAt({ ...placed, status: 10, scheduled_at: '2026-11-24T15:00:00.000Z' }, 30)).toBe(
      '2026-11-24T15:00:00.000Z',
    );
  });

  it('is not given for a finished, refused or unreadable order', () => {
    expect(estimatedAt({ status: 5, created_at: '2026-11-23T09:00:00Z' }, 30)).toBeNull();
    expect(estimatedAt({ status: 2, created_at: '2026-11-23T09:00:00Z' }, 30)).toBeNull();
    expect(estimatedAt({ status: 0, created_at: 'yesterday' }, 30)).toBeNull();
    expect(estimatedAt({ status: 0, created_at: '2026-11-23T09:00:00Z' }, Number.NaN)).toBeNull();
  });
});
