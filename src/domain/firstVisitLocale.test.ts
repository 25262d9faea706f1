import { describe, expect, it, test } from 'vitest';
import { alternateAddress, firstVisitLocale, isSearchCrawler } from './firstVisitLocale.ts';

const shawarma = { defaultLocale: 'en', available: ['en', 'ar'] };

describe('firstVisitLocale', () => {
  it('keeps a shared Arabic link in Arabic for an English browser, and writes no cookie', () => {
    expect(
      firstVisitLocale({ ...shawarma, current: 'ar', cookie: null, browserLanguages: ['en-US', 'en'] }),
    ).toBeNull();
  });

  it('keeps an explicit locale even when the cookie names another one', () => {
    expect(firstVisitLocale({ ...shawarma, current: 'ar', cookie: 'en', browserLanguages: ['en-US'] })).toBeNull();
  });

  it('detects the browser language on a first visit to the unprefixed page, and remembers it', () => {
    expect(firstVisitLocale({ ...shawarma, current: 'en', cookie: null, browserLanguages: ['ar-KW', 'en'] })).toEqual({
      locale: 'ar',
      remember: true,
    });
  });

  it('stays on the unprefixed page when the browser prefers its language, remembering that', () => {
    expect(firstVisitLocale({ ...shawarma, current: 'en', cookie: null, browserLanguages: ['en-GB'] })).toEqual({
      locale: 'en',
      remember: true,
    });
  });

  it('does not detect again once the cookie holds one of the business languages (not a first visit)', () => {
    expect(firstVisitLocale({ ...shawarma, current: 'en', cookie: 'en', browserLanguages: ['ar'] })).toBeNull();
    expect(firstVisitLocale({ ...shawarma, current: 'en', cookie: 'AR', browserLanguages: ['ar'] })).toBeNull();
  });

  it("detects when the cookie names a language this business lacks, without overwriting the other business's choice", () => {
    expect(firstVisitLocale({ ...shawarma, current: 'en', cookie: 'fr', browserLanguages: ['ar'] })).toEqual({
      locale: 'ar',
      remember: false,
    });
  });

  it('a first visit to this business takes the language chosen on another one (the shared cookie) when it offers it', () => {
    const kissa = { defaultLocale: 'ja', available: ['ja', 'en'] };
    expect(
      firstVisitLocale({ ...kissa, current: 'ja', cookie: 'en', browserLanguages: ['en-US'], seen: false }),
    ).toEqual({ locale: 'en', remember: false });
    // Visited before: the unprefixed URL is its default language, whatever the cookie says.
    expect(
      firstVisitLocale({ ...kissa, current: 'ja', cookie: 'en', browserLanguages: ['en-US'], seen: true }),
    ).toBeNull();
  });

  it('does nothing for a business with one language', () => {
    expect(
      firstVisitLocale({
        current: 'en',
        defaultLocale: 'en',
        available: ['en'],
        cookie: null,
        browserLanguages: ['ar'],
      }),
    ).toBeNull();
  });

  it('survives garbage: no browser languages, odd cookie values, a non-array of locales', () => {
    expect(firstVisitLocale({ ...shawarma, current: 'en', cookie: '', browserLanguages: [] })).toEqual({
      locale: 'en',
      remember: true,
    });
    expect(
      firstVisitLocale({ ...shawarma, current: 'en', cookie: null, browserLanguages: [null as never, 'ar;q=0.8'] }),
    ).toEqual({ locale: 'ar', remember: true });
    expect(
      firstVisitLocale({
        current: 'en',
        defaultLocale: 'en',
        available: 'en,ar' as never,
        cookie: null,
        browserLanguages: [],
      }),
    ).toBeNull();
  });
});

describe('a search engine crawling the pages', () => {
  const GOOGLEBOT_PHONE =
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.7390.122 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const BINGBOT =
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36';
  const CHROME_ANDROID =
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
  const CUBOT = 'Mozilla/5.0 (Linux; Android 11; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0 Mobile';
  const tokyo = {
    defaultLocale: 'ja',
    available: ['ja', 'en'],
    current: 'ja',
    cookie: null,
    browserLanguages: ['en-US'],
  };

  it("keeps a crawler with an English browser on the business's own language, which a visitor would leave", () => {
    for (const userAgent of [GOOGLEBOT_PHONE, BINGBOT]) expect(firstVisitLocale({ ...tokyo, userAgent })).toBeNull();
    expect(firstVisitLocale({ ...tokyo, userAgent: CHROME_ANDROID })).toEqual({ locale: 'en', remember: true });
  });

  it("keeps Google's ads, Shopping and other renderers on the page's language too", () => {
    const others = [
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.7390.122 Mobile Safari/537.36 (compatible; AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)',
      'AdsBot-Google (+http://www.google.com/adsbot.html)',
      'Mozilla/5.0 (X11; Linux x86_64; Storebot-Google/1.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.7390.122 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.7390.122 Mobile Safari/537.36 (compatible; GoogleOther)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.1938.76 Safari/537.36 Edg/116.0.1938.76 (adidxbot/2.0; +http://www.bing.com/bingbot.htm)',
    ];
    for (const userAgent of others) expect(firstVisitLocale({ ...tokyo, userAgent })).toBeNull();
  });

  it('tells crawlers from phones whose model name ends in "bot", and survives garbage', () => {
    expect([GOOGLEBOT_PHONE, BINGBOT, 'Applebot/0.1', 'DuckDuckBot/1.1'].map(isSearchCrawler)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([CHROME_ANDROID, CUBOT, '', null, 42].map(isSearchCrawler)).toEqual([false, false, false, false, false]);
  });
});

describe('the same page in another language', () => {
  const alternates = { en: '/shop/order/_', ar: '/shop/ar/order/_' };

  test('an order opened by its id keeps the id in the other language', () => {
    expect(alternateAddress({ alternates, current: 'en', locale: 'ar', pathname: '/shop/order/8f3a-11' })).toBe(
      '/shop/ar/order/8f3a-11',
    );
    expect(alternateAddress({ alternates, current: 'ar', locale: 'en', pathname: '/shop/ar/order/8f3a-11' })).toBe(
      '/shop/order/8f3a-11',
    );
  });

  test('what follows the id is kept too (a booking’s success page, a package of the wallet)', () => {
    const booking = { en: '/shop/reservation/success/_', ar: '/shop/ar/reservation/success/_' };
    expect(
      alternateAddress({ alternates: booking, current: 'en', locale: 'ar', pathname: '/shop/reservation/success/77' }),
    ).toBe('/shop/ar/reservation/success/77');
  });

  test('the shell itself, or an address outside it, goes to the other shell', () => {
    expect(alternateAddress({ alternates, current: 'en', locale: 'ar', pathname: '/shop/order/_' })).toBe(
      '/shop/ar/order/_',
    );
    expect(alternateAddress({ alternates, current: 'en', locale: 'ar', pathname: '/elsewhere/1' })).toBe(
      '/shop/ar/order/_',
    );
  });

  test('a page with a path of its own goes to its alternate as built', () => {
    const menu = { en: '/shop/delivery', ar: '/shop/ar/delivery' };
    expect(alternateAddress({ alternates: menu, current: 'en', locale: 'ar', pathname: '/shop/delivery' })).toBe(
      '/shop/ar/delivery',
    );
  });

  test('a language the page does not have, or one named like an object key, has no address', () => {
    expect(alternateAddress({ alternates, current: 'en', locale: 'fr', pathname: '/shop/order/1' })).toBeUndefined();
    expect(
      alternateAddress({ alternates, current: 'en', locale: 'constructor', pathname: '/shop/order/1' }),
    ).toBeUndefined();
  });
});
