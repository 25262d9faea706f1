import { describe, expect, it } from 'vitest';
import { distinctPaymentMethods } from './paymentMethods.ts';

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
