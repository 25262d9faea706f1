import { describe, expect, it } from 'vitest';
import { EMPTY_CART, makeCartLine, type Cart } from './cart.ts';
import { cartForBranch, itemBranchesOf } from './branchCart.ts';

const line = (itemId: number) => makeCartLine({ itemId, priceLabelId: 1, count: 1, modifiers: [], note: '' });

describe('changing branch', () => {
  it('lists only items that are not sold everywhere', () => {
    expect(itemBranchesOf([{ id: 1, branches: [11] }, { id: 2, branches: [] }, { id: 3 } as never])).toEqual({
      '1': [11],
    });
  });

  it('the cart keeps only the items sold in the new branch', () => {
    const cart: Cart = { ...EMPTY_CART, items: [line(1), line(2), line(3)] };
    const branches = { '1': [11], '2': [11, 12] };
    const at12 = cartForBranch(cart, branches, 12);
    expect(at12.cart.items.map((l) => l.itemId)).toEqual([2, 3]);
    expect(at12.dropped).toBe(1);
    expect(cartForBranch(cart, branches, 11).dropped).toBe(0);
  });
});
