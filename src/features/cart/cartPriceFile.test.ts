import { afterEach, describe, expect, test, vi } from 'vitest';
import { cartPricesPath, loadCartPrices, readCartPriceFile } from './cartPriceFile.ts';

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

describe('loadCartPrices', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

  test('asks the server (never the HTTP cache alone), once per page for the bar and the tracking', async () => {
    const fetch = vi.fn(async () => answer({ currency: 'KWD', items: { '1': { l: { '11': 500 } } } }));
    vi.stubGlobal('fetch', fetch);
    const [a, b] = await Promise.all([loadCartPrices('/shop/_prices/a.json'), loadCartPrices('/shop/_prices/a.json')]);
    expect(a).toBe(b);
    expect(a?.items['1']?.l).toEqual({ '11': 500 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual(['/shop/_prices/a.json', expect.objectContaining({ cache: 'no-cache' })]);
  });

  test('a failed or broken answer is null, and the next call asks again', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(answer('nope', 500))
      .mockResolvedValueOnce(answer({ currency: 'KWD', items: {} }));
    vi.stubGlobal('fetch', fetch);
    expect(await loadCartPrices('/shop/_prices/b.json')).toBeNull();
    expect(await loadCartPrices('/shop/_prices/b.json')).toBeNull();
    expect(await loadCartPrices('/shop/_prices/b.json')).toEqual({ currency: 'KWD', items: {} });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
