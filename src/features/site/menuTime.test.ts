import { describe, expect, it } from 'vitest';
import { menuTime } from './menuTime.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const storage = (value: unknown) => ({
  getItem: (key: string) => (key === 'sf:shop:cart:checkout' ? JSON.stringify(value) : null),
});

describe('the time the menu is shown for', () => {
  it('is the scheduled slot when the customer chose a later time still ahead', () => {
    const slot = '2026-11-24T04:00:00.000Z';
    expect(menuTime('shop', NOW, storage({ v: 1, data: { orderTime: 'later', slotId: slot } })).toISOString()).toBe(
      slot,
    );
  });

  it('is now for an order for now, a slot already past, another version, garbage or no storage', () => {
    for (const saved of [
      { v: 1, data: { orderTime: 'now', slotId: '2026-11-24T04:00:00.000Z' } },
      { v: 1, data: { orderTime: 'later', slotId: '2026-11-20T04:00:00.000Z' } },
      { v: 2, data: { orderTime: 'later', slotId: '2026-11-24T04:00:00.000Z' } },
      { v: 1, data: { orderTime: 'later', slotId: 'tomorrow' } },
    ]) {
      expect(menuTime('shop', NOW, storage(saved))).toBe(NOW);
    }
    expect(menuTime('shop', NOW, { getItem: () => '{broken' })).toBe(NOW);
    expect(menuTime('shop', NOW, null)).toBe(NOW);
  });
});
