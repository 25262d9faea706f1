import { describe, expect, it } from 'vitest';
import { checkoutPhoneFallback } from './phoneFallback.ts';

describe('checkoutPhoneFallback', () => {
  it("prefers the logged-in user's phone", () => {
    expect(
      checkoutPhoneFallback({ userPhone: '+96511111111', formContactPhone: '222', locationContactPhone: '333' }),
    ).toBe('+96511111111');
  });

  it("then the saved form's contact phone, then the selected location's, skipping blanks and trimming", () => {
    expect(checkoutPhoneFallback({ userPhone: '  ', formContactPhone: ' 222 ', locationContactPhone: '333' })).toBe(
      '222',
    );
    expect(checkoutPhoneFallback({ userPhone: null, formContactPhone: '', locationContactPhone: '333' })).toBe('333');
  });

  it('gives an empty phone when no source has one', () => {
    expect(checkoutPhoneFallback({})).toBe('');
  });
});
