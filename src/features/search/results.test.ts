import { describe, expect, it } from 'vitest';
import { clockAt, everyDay, MON } from '../../domain/testFixtures.ts';
import type { SearchEntry } from './entry.ts';
import { searcherOf, searchResultsOf, type ResultContext } from './results.ts';

const entries: SearchEntry[] = [
  { id: 1, c: 10, name: 'Falafel Plate', d: 'Six crispy falafel' },
  { id: 2, c: 20, name: 'Falafel Wrap', b: [12] },
  { id: 3, c: 21, name: 'Falafel Bites' },
  { id: 4, c: 30, name: 'Falafel Salad', out: true },
  { id: 5, c: 30, name: 'Hummus', d: 'Served with falafel' },
];
const breakfast = { available: everyDay({ shifts: [{ time_from: '06:00', time_to: '11:00' }] }) };

function context(time: string, branch: number | null = null): ResultContext {
  return {
    clock: clockAt(MON, time),
    branch,
    schedules: { '20': breakfast },
    categories: { '10': { name: 'Mains' }, '20': { name: 'Breakfast' }, '21': { name: 'Wraps', parent: 20 } },
    typeHref: '/shop/delivery',
  };
}

const results = (query: string, ctx: ResultContext) => searchResultsOf(searcherOf(entries)(query), ctx);

describe('search results', () => {
  it('lead to the item page under its category and name the category', () => {
    expect(results('plate', context('12:00'))[0]).toMatchObject({
      href: '/shop/delivery/10/1',
      category: 'Mains',
      state: 'available',
    });
  });

  it('keep the matcher order: names before descriptions', () => {
    expect(results('falafel', context('08:00')).map((r) => r.entry.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('are unavailable when their category is closed at the chosen time, and available when it is open', () => {
    const at = (time: string) =>
      Object.fromEntries(results('falafel', context(time)).map((r) => [r.entry.id, r.state]));
    expect(at('08:00')[2]).toBe('available');
    expect(at('12:00')[2]).toBe('unavailable');
  });

  it('follow the parent category: a subcategory of a closed category is unavailable', () => {
    const bites = (time: string) => results('bites', context(time))[0]!.state;
    expect(bites('08:00')).toBe('available');
    expect(bites('12:00')).toBe('unavailable');
  });

  it('say sold out before anything else', () => {
    expect(results('salad', context('12:00'))[0]!.state).toBe('soldOut');
  });

  it("leave out items the customer's branch does not sell", () => {
    expect(results('wrap', context('08:00', 11))).toEqual([]);
    expect(results('wrap', context('08:00', 12))).toHaveLength(1);
    expect(results('wrap', context('08:00', null))).toHaveLength(1);
  });

  it('stop at a cycle of parents in hostile data', () => {
    const ctx = {
      ...context('08:00'),
      categories: { '10': { name: 'A', parent: 11 }, '11': { name: 'B', parent: 10 } },
    };
    expect(results('plate', ctx)[0]!.state).toBe('available');
  });
});
