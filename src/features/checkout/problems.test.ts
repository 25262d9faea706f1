import { describe, expect, it } from 'vitest';
import { firstProblem, problemFieldId, problemsInOrder } from './problems.ts';

describe('checkout problems', () => {
  it('the problem whose field comes first on the page is the one focused, whatever order the model found them in', () => {
    expect(firstProblem({ payment: { key: 'paymentRequired' }, name: { key: 'nameRequired' } })).toBe('name');
    expect(firstProblem({ phone: { key: 'phoneTooShort' }, 'address.block': { key: 'required' } })).toBe(
      'address.block',
    );
    // The cart's problem is in the summary after the form: the fields to fix come first.
    expect(firstProblem({ 'gift.name': { key: 'required' }, cart: { key: 'belowMinimum' } })).toBe('gift.name');
    expect(firstProblem({ cart: { key: 'belowMinimum' } })).toBe('cart');
  });

  it('the summary lists the problems as their fields come on the page, not as the model found them', () => {
    const found = {
      payment: { key: 'paymentRequired' },
      cart: { key: 'belowMinimum' },
      name: { key: 'nameRequired' },
      'address.block': { key: 'required' },
    };
    expect(problemsInOrder(found).map(([key]) => key)).toEqual(['address.block', 'name', 'payment', 'cart']);
  });

  it('no problem, nothing to focus', () => {
    expect(firstProblem({})).toBeNull();
  });

  it('each problem names the element of its field, an address or car field by its own id', () => {
    expect(problemFieldId('cart')).toBe('co-summary');
    expect(problemFieldId('phone')).toBe('co-phone');
    expect(problemFieldId('address.block')).toBe('co-address-block');
    expect(problemFieldId('car.plate')).toBe('co-car-plate');
    expect(problemFieldId('gift.name')).toBe('co-gift-name');
  });
});
