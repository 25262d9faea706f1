import { describe, expect, it } from 'vitest';
import { itemsNotReadyBy, noticeablePreparation, preparationMinutes } from './preparation.ts';

describe('preparationMinutes', () => {
  it('reads minutes, hours and days; a missing unit is minutes', () => {
    expect(preparationMinutes({ preparation_time: 24, preparation_time_type: 'hour' })).toBe(1440);
    expect(preparationMinutes({ preparation_time: 2, preparation_time_type: 'day' })).toBe(2880);
    expect(preparationMinutes({ preparation_time: 20, preparation_time_type: 'min' })).toBe(20);
    expect(preparationMinutes({ preparation_time: 1.5, preparation_time_type: 'hour' })).toBe(90);
    expect(preparationMinutes({ preparation_time: 15 })).toBe(15);
  });

  it('no time, zero, a negative or a non-number is none', () => {
    expect(preparationMinutes(undefined)).toBe(0);
    expect(preparationMinutes({})).toBe(0);
    expect(preparationMinutes({ preparation_time: 0, preparation_time_type: 'day' })).toBe(0);
    expect(preparationMinutes({ preparation_time: -3, preparation_time_type: 'hour' })).toBe(0);
    expect(preparationMinutes({ preparation_time: Number.NaN })).toBe(0);
  });
});

describe('noticeablePreparation', () => {
  it('an hour or more is told in its largest whole unit; less is the kitchen’s ordinary time', () => {
    expect(noticeablePreparation(1440)).toEqual({ count: 1, unit: 'day' });
    expect(noticeablePreparation(180)).toEqual({ count: 3, unit: 'hour' });
    expect(noticeablePreparation(90)).toEqual({ count: 90, unit: 'minute' });
    expect(noticeablePreparation(45)).toBeNull();
    expect(noticeablePreparation(0)).toBeNull();
  });
});

describe('itemsNotReadyBy', () => {
  const now = new Date('2026-11-29T10:00:00Z');
  const labels: Record<string, { preparation_time: number; preparation_time_type: 'hour' | 'min' }> = {
    '1:1': { preparation_time: 24, preparation_time_type: 'hour' },
    '2:1': { preparation_time: 3, preparation_time_type: 'hour' },
    '3:1': { preparation_time: 10, preparation_time_type: 'min' },
  };
  const labelOf = (itemId: number, labelId: number) => labels[`${itemId}:${labelId}`];
  const lines = [1, 2, 3, 1].map((itemId) => ({ itemId, priceLabelId: 1 }));
  const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);

  it('as soon as possible, the dishes needing an hour or more are late, each once; ten minutes is ordinary', () => {
    expect(itemsNotReadyBy(lines, labelOf, null, now)).toEqual([1, 2]);
  });

  it('a slot in five minutes is too soon for the ten-minute dish', () => {
    expect(itemsNotReadyBy(lines, labelOf, new Date(now.getTime() + 5 * 60_000), now)).toEqual([1, 2, 3]);
  });

  it('a table in three hours takes the three-hour dish, not the one needing a day', () => {
    expect(itemsNotReadyBy(lines, labelOf, inHours(3), now)).toEqual([1]);
  });

  it('a day ahead, everything is ready', () => {
    expect(itemsNotReadyBy(lines, labelOf, inHours(24), now)).toEqual([]);
  });

  it('a dish without a preparation time is never late', () => {
    expect(itemsNotReadyBy([{ itemId: 9, priceLabelId: 1 }], labelOf, null, now)).toEqual([]);
    // Not even for a time already past: the slot's own rules judge that.
    expect(itemsNotReadyBy([{ itemId: 9, priceLabelId: 1 }], labelOf, inHours(-2), now)).toEqual([]);
  });
});
