import { describe, expect, it } from 'vitest';
import { checkoutPaymentType, distinctPaymentMethods } from './paymentMethods.ts';

describe('distinctPaymentMethods', () => {
  it('two providers of the same method are one choice, the first listed kept', () => {
    const methods = [
      { id: 1, providerId: 1 },
      { id: 2, providerId: null },
      { id: 1, providerId: 6 },
    ];
    expect(distinctPaymentMethods(methods)).toEqual([
      { id: 1, providerId: 1 },
      { id: 2, providerId: null },
    ]);
  });

  it('keeps different methods in their order, and drops entries without an integer id', () => {
    const hostile = [{ id: 8 }, null, { id: Number.NaN }, { id: 2.5 }, { id: 2 }] as Array<{ id: number }>;
    expect(distinctPaymentMethods(hostile)).toEqual([{ id: 8 }, { id: 2 }]);
    expect(distinctPaymentMethods(undefined)).toEqual([]);
  });
});

describe('checkoutPaymentType', () => {
  const methods = (...ids: number[]) => ids.map((id) => ({ id }));

  it('a business with default_cash that takes cash starts the checkout on cash', () => {
    expect(checkoutPaymentType({ offered: methods(1, 2, 3), defaultCash: true, chosen: null })).toBe(2);
  });

  it('without default_cash no method is chosen for the customer among several, cash included', () => {
    expect(checkoutPaymentType({ offered: methods(1, 2, 3), defaultCash: false, chosen: null })).toBeNull();
    expect(checkoutPaymentType({ offered: methods(1, 8), defaultCash: false, chosen: null })).toBeNull();
  });

  it('default_cash without cash among the methods chooses nothing among several', () => {
    expect(checkoutPaymentType({ offered: methods(1, 8), defaultCash: true, chosen: null })).toBeNull();
  });

  it('the only method offered is chosen', () => {
    expect(checkoutPaymentType({ offered: methods(1), defaultCash: false, chosen: null })).toBe(1);
    expect(checkoutPaymentType({ offered: methods(8), defaultCash: true, chosen: null })).toBe(8);
    expect(checkoutPaymentType({ offered: [], defaultCash: true, chosen: null })).toBeNull();
  });

  it("the customer's own choice wins while it is offered, and gives way when it no longer is", () => {
    expect(checkoutPaymentType({ offered: methods(1, 2), defaultCash: true, chosen: 1 })).toBe(1);
    expect(checkoutPaymentType({ offered: methods(1, 2), defaultCash: true, chosen: 3 })).toBe(2);
    expect(checkoutPaymentType({ offered: methods(1, 8), defaultCash: false, chosen: 2 })).toBeNull();
  });
});
