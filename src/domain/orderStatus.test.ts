import { describe, expect, it } from 'vitest';
import { FINAL_STATUSES, ORDER_STATUS, orderSteps, stepIndex } from './orderStatus.ts';

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
});
