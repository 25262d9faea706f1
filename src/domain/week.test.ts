import { describe, expect, it } from 'vitest';
import { firstWeekday, weekOrder } from './week.ts';

describe('the order of the week where the business is', () => {
  it('starts on Saturday in Kuwait and Iran, Sunday in Japan, Monday in Switzerland', () => {
    expect(firstWeekday('KW')).toBe(5);
    expect(firstWeekday('IR')).toBe(5);
    expect(firstWeekday('JP')).toBe(6);
    expect(firstWeekday('CH')).toBe(0);
  });

  it('lists every day once, from the first day on', () => {
    expect(weekOrder('KW')).toEqual([5, 6, 0, 1, 2, 3, 4]);
    expect(weekOrder('CH')).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('starts on Monday for a country it cannot read', () => {
    for (const bad of [null, undefined, '', 'Kuwait', '1!', 'ZZ'])
      expect(weekOrder(bad)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
