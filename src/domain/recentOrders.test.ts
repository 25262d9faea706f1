import { describe, expect, it } from 'vitest';
import { recentOrdersAt, RECENT_ORDERS_MAX, withRecentOrder, type RecentOrder } from './recentOrders.ts';
import { recentOrdersBesides } from './recentOrdersBesides.ts';

const at = (iso: string) => new Date(iso);
const NOON = at('2026-11-23T09:00:00Z');

describe('recent orders of this browser', () => {
  it('an order placed is remembered, newest first', () => {
    let list: RecentOrder[] = [];
    list = withRecentOrder(list, { id: 'a1', number: 'A1' }, NOON);
    list = withRecentOrder(list, { id: 'b2', number: 'B2' }, at('2026-11-23T09:10:00Z'));
    expect(recentOrdersAt(list, at('2026-11-23T10:00:00Z')).map((o) => o.number)).toEqual(['B2', 'A1']);
  });

  it('an order is kept for 24 hours after it was placed, not longer', () => {
    const list = withRecentOrder([], { id: 'a1', number: 'A1' }, NOON);
    expect(recentOrdersAt(list, at('2026-11-24T08:59:00Z'))).toHaveLength(1);
    expect(recentOrdersAt(list, at('2026-11-24T09:00:00Z'))).toEqual([]);
  });

  it(`only the last ${RECENT_ORDERS_MAX} orders are kept, and one placed again is listed once`, () => {
    let list: RecentOrder[] = [];
    for (let i = 0; i < 5; i++)
      list = withRecentOrder(list, { id: `o${i}`, number: `O${i}` }, at(`2026-11-23T09:0${i}:00Z`));
    list = withRecentOrder(list, { id: 'o3', number: 'O3' }, at('2026-11-23T09:30:00Z'));
    expect(list.map((o) => o.id)).toEqual(['o3', 'o4', 'o2']);
  });

  it('an order stamped in the future by a clock set wrong, or not stamped at all, is not shown', () => {
    const list = [
      { id: 'f', number: 'F', placedAt: '2026-11-25T09:00:00Z' },
      { id: 'x', number: 'X', placedAt: 'yesterday' },
    ];
    expect(recentOrdersAt(list, NOON)).toEqual([]);
  });

  it('a device clock set back a few minutes still shows the order placed a moment ago', () => {
    const list = withRecentOrder([], { id: 'a1', number: 'A1' }, NOON);
    expect(recentOrdersAt(list, at('2026-11-23T08:57:00Z'))).toHaveLength(1);
  });

  it('the orders a list does not hold are those placed without the account (a guest who logged in afterwards)', () => {
    let list: RecentOrder[] = [];
    list = withRecentOrder(list, { id: 'guest', number: 'G1' }, NOON);
    list = withRecentOrder(list, { id: 'mine', number: 'M1' }, at('2026-11-23T09:10:00Z'));
    const now = at('2026-11-23T10:00:00Z');
    expect(recentOrdersBesides(list, ['mine', 'older'], now).map((o) => o.number)).toEqual(['G1']);
    expect(recentOrdersBesides(list, [], now).map((o) => o.number)).toEqual(['M1', 'G1']);
    expect(recentOrdersBesides(list, ['guest', 'mine'], now)).toEqual([]);
  });

  it('an order no longer recent is not offered beside the list either', () => {
    const list = withRecentOrder([], { id: 'guest', number: 'G1' }, NOON);
    expect(recentOrdersBesides(list, [], at('2026-11-24T09:00:00Z'))).toEqual([]);
  });
});
