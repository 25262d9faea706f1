import { describe, expect, test } from 'vitest';
import { cartPricesPath, readCartPriceFile } from './cartPriceFile.ts';

describe('readCartPriceFile', () => {
  test('reads the currency and the entries the bar can price', () => {
    const file = readCartPriceFile({ currency: 'KWD', items: { '7': { l: { '71': 1200 } }, '8': { l: {}, d: 1 } } });
    expect(file?.currency).toBe('KWD');
    expect(Object.keys(file!.items)).toEqual(['7', '8']);
    expect(file!.items['7']!.l).toEqual({ '71': 1200 });
  });

  test.each([null, 'KWD', 42, [], { items: {} }, { currency: 'KWD' }, { currency: 'KWD', items: [] }])(
    'refuses an answer of another shape: %j',
    (value) => {
      expect(readCartPriceFile(value)).toBeNull();
    },
  );

  test('refuses a currency that is not a three-letter code (it is formatted for the bar)', () => {
    expect(readCartPriceFile({ currency: '<script>', items: {} })).toBeNull();
    expect(readCartPriceFile({ currency: 'kwd', items: {} })).toBeNull();
  });

  test('leaves out an entry without its label prices, and a prototype key changes nothing', () => {
    const file = readCartPriceFile(
      JSON.parse('{"currency":"CHF","items":{"1":{"m":{}},"2":null,"3":{"l":"x"},"__proto__":{"l":{"9":1}}}}'),
    );
    expect(Object.keys(file!.items)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(file!.items)).toBeNull();
    expect(({} as { l?: unknown }).l).toBeUndefined();
  });
});

test('a selling type has one price file below the tenant base, whatever its language', () => {
  expect(cartPricesPath('delivery')).toBe('_prices/delivery.json');
  expect(cartPricesPath('../x')).toBe('_prices/..%2Fx.json');
});
