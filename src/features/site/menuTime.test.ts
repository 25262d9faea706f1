import { describe, expect, it } from 'vitest';
import { intlLocale } from '../../domain/locale.ts';
import { branchesOf, menuBranch, menuTime, menuTimeNote, soldAtBranch } from './menuTime.ts';

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

describe('the line saying which time the menu is for', () => {
  const template = 'Menu for your order on {{when}}';
  const at = new Date('2026-11-24T07:00:00Z'); // Tuesday 10:00 in Kuwait

  it('names the weekday, date and time of a later slot in the business time zone', () => {
    expect(menuTimeNote(template, at, NOW, 'Asia/Kuwait', intlLocale('en'))).toMatch(
      /^Menu for your order on Tuesday, November 24 at 10:00\sAM$/,
    );
  });

  it('writes them in the page’s language and digits (Arabic with Latin digits, Persian with its own)', () => {
    const ar = menuTimeNote('{{when}}', at, NOW, 'Asia/Kuwait', intlLocale('ar'))!;
    expect(ar).toContain('الثلاثاء');
    expect(ar).toContain('10:00');
    expect(menuTimeNote('{{when}}', at, NOW, 'Asia/Tehran', intlLocale('fa'))).toContain('۱۰:۳۰');
  });

  it('is none while the menu is for now', () => {
    expect(menuTimeNote(template, NOW, NOW, 'Asia/Kuwait', 'en')).toBeNull();
  });

  it('falls back to the default time zone for one Intl does not know', () => {
    expect(menuTimeNote('{{when}}', at, NOW, 'Mars/Olympus', intlLocale('en'))).toMatch(/10:00\sAM$/);
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
