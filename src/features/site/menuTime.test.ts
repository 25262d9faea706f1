import { describe, expect, it } from 'vitest';
import { branchesOf, menuBranch, menuTime, soldAtBranch } from './menuTime.ts';

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

  it('is now on a page of a selling type that takes no scheduled orders, whatever slot another type’s checkout chose', () => {
    const later = storage({ v: 1, data: { orderTime: 'later', slotId: '2026-11-24T04:00:00.000Z' } });
    expect(menuTime('shop', NOW, later, false)).toBe(NOW);
  });
});

describe('the branch the menu is shown for', () => {
  const settings = (value: unknown) => ({
    getItem: (key: string) => (key === 'sf:shop:settings' ? JSON.stringify(value) : null),
  });

  it('is the branch chosen in settings', () => {
    expect(menuBranch('shop', 11, settings({ v: 1, data: { branch: 12 } }))).toBe(12);
    expect(menuBranch('shop', 11, settings({ v: 1, data: { branch: 12 } }), [11, 12])).toBe(12);
  });

  it('is the business’s own branch when the one chosen is gone, as the cart and checkout decide (orderBranch)', () => {
    expect(menuBranch('shop', 11, settings({ v: 1, data: { branch: 12 } }), [11, 13])).toBe(11);
    const page = { branchId: 11 };
    expect(menuBranch('shop', 11, settings({ v: 1, data: { branch: 12 } }), branchesOf(page))).toBe(11);
    expect(branchesOf({ branchId: 11, branches: [11, 12] })).toEqual([11, 12]);
  });

  it('is the business’s own branch when none was chosen, the value is broken or there is no storage', () => {
    for (const saved of [
      { v: 1, data: { branch: null } },
      { v: 9, data: { branch: 12 } },
      { v: 1, data: { branch: '12' } },
    ])
      expect(menuBranch('shop', 11, settings(saved))).toBe(11);
    expect(menuBranch('shop', 11, { getItem: () => '{broken' })).toBe(11);
    expect(
      menuBranch('shop', 11, {
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBe(11);
    expect(menuBranch('shop', 11, null)).toBe(11);
  });

  it('shows an item listing no branches everywhere and a listed item only at its branches', () => {
    expect(soldAtBranch(undefined, 12)).toBe(true);
    expect(soldAtBranch('11 12', 12)).toBe(true);
    expect(soldAtBranch('11', 12)).toBe(false);
    expect(soldAtBranch('11', null)).toBe(true);
  });
});
