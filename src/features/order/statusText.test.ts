import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../domain/orderStatus.ts';
import { orderStatusText } from './statusText.ts';

const s = {
  status_0: 'Received',
  status_5: 'Delivered',
  status_pickedUp: 'Picked up',
  status_served: 'Served',
  awaitingPayment: 'Waiting for your payment.',
};

describe('an order’s status in words', () => {
  it('a finished order is delivered, picked up or served by its selling type', () => {
    expect(orderStatusText(s, ORDER_STATUS.delivered, 'delivery')).toBe('Delivered');
    expect(orderStatusText(s, ORDER_STATUS.delivered, 'car_pickup')).toBe('Picked up');
    expect(orderStatusText(s, ORDER_STATUS.delivered, 'dine_in')).toBe('Served');
  });

  it('an order paid online says it waits for the payment until it comes in', () => {
    expect(orderStatusText(s, ORDER_STATUS.pending, 'delivery', 'pending')).toBe('Waiting for your payment.');
    expect(orderStatusText(s, ORDER_STATUS.pending, 'delivery', 'paid')).toBe('Received');
    expect(orderStatusText(s, ORDER_STATUS.pending, 'delivery', null)).toBe('Received');
  });

  it('a status without words is shown as its number, never as nothing', () => {
    expect(orderStatusText({}, 7, 'delivery')).toBe('7');
  });
});
