import { describe, expect, it } from 'vitest';
import { islandStrings } from '../../i18n/index.ts';
import { firstProblem, problemFieldId, problemsInOrder, problemText } from './problems.ts';

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

  it('dishes the time leaves out are said with only what the customer can do, for as many dishes as there are', () => {
    const en = islandStrings('en', ['cart', 'checkout']);
    const lamb = { values: { names: 'Lamb Ouzi Platter' }, count: 1 };
    expect(problemText(en, { key: 'notReadyByBook', ...lamb }, 'en')).toBe(
      'Needs more time to prepare: Lamb Ouzi Platter. Book a table for a later time, or remove it from your cart.',
    );
    expect(problemText(en, { key: 'notServedAtRemove', values: { names: 'Shakshuka' }, count: 2 }, 'en')).toBe(
      'Not served at this time: Shakshuka. Remove them from your cart.',
    );
    // Arabic has a form for one, for two and for a few: each its own.
    const ar = islandStrings('ar', ['cart', 'checkout']);
    const forms = [1, 2, 3].map((count) => problemText(ar, { key: 'notReadyByRemove', ...lamb, count }, 'ar'));
    expect(forms).toEqual([
      'يحتاج إلى وقت أطول للتحضير: Lamb Ouzi Platter. أزِله من سلتك.',
      'يحتاجان إلى وقت أطول للتحضير: Lamb Ouzi Platter. أزِلهما من سلتك.',
      'تحتاج إلى وقت أطول للتحضير: Lamb Ouzi Platter. أزِلها من سلتك.',
    ]);
    expect(problemText(ar, { key: 'notReadyByBook', ...lamb }, 'ar')).toContain('احجز طاولة لوقت لاحق');
  });
});
