import { describe, expect, it } from 'vitest';
import { carryPageDates, pageFingerprint, parsePageDates, sitemapDate } from './lastmod.ts';

const page = (opts: { price?: string; asset?: string; version?: string; script?: string; cid?: string } = {}) =>
  `<!doctype html><html lang="en" data-page-version="${opts.version ?? 'abc'}"><head>` +
  `<meta http-equiv="Content-Security-Policy" content="script-src 'sha256-${opts.script ?? 'x'}'">` +
  `<title>Hummus | Shawarma House</title><script>${opts.script ?? 'x'}()</script>` +
  `<script type="application/ld+json">{"price":"${opts.price ?? '1.200'}"}</script>` +
  `<link rel="stylesheet" href="/shop/_astro/style.${opts.asset ?? 'Bkk0zZcm'}.css"></head>` +
  `<body><main data-astro-cid-${opts.cid ?? 'g6jo2q65'}><p class="price">KWD ${opts.price ?? '1.200'}</p>` +
  `<astro-island uid="${opts.cid ?? 'Z1'}" component-url="/shop/_astro/Cart.${opts.asset ?? 'Bkk0zZcm'}.js"></astro-island>` +
  `</main><script type="module" src="/shop/_astro/x.${opts.asset ?? 'Bkk0zZcm'}.js"></script></body></html>`;

describe("a page's fingerprint", () => {
  it('changes with what the page says: a price in its text or its structured data', () => {
    expect(pageFingerprint(page({ price: '1.300' }))).not.toBe(pageFingerprint(page()));
    const onlyLd = page().replace('{"price":"1.200"}', '{"price":"9.000"}');
    expect(pageFingerprint(onlyLd)).not.toBe(pageFingerprint(page()));
  });

  it("stays the same when only a build changed: asset names, the page's version, code scripts, the CSP, Astro ids", () => {
    const same = pageFingerprint(page());
    expect(pageFingerprint(page({ asset: 'Q9x7Yt2a' }))).toBe(same);
    expect(pageFingerprint(page({ version: 'def' }))).toBe(same);
    expect(pageFingerprint(page({ script: 'y' }))).toBe(same);
    expect(pageFingerprint(page({ cid: 'h7kq1x2z' }))).toBe(same);
  });
});

describe('the date each page last changed', () => {
  const BEFORE = '2026-11-20T08:00:00.000Z';
  const NOW = '2026-11-29T13:50:57.629Z';

  it('is carried over while the page is the same, and is the build’s fetch time for a changed or new page', () => {
    const previous = { 'a.html': ['h1', BEFORE], 'b.html': ['h2', BEFORE], 'gone.html': ['h3', BEFORE] } as const;
    const dates = carryPageDates(
      parsePageDates(JSON.stringify(previous)),
      new Map([
        ['a.html', 'h1'],
        ['b.html', 'h2-changed'],
        ['new.html', 'h4'],
      ]),
      NOW,
    );
    expect(dates).toEqual({ 'a.html': ['h1', BEFORE], 'b.html': ['h2-changed', NOW], 'new.html': ['h4', NOW] });
  });

  it('reads a missing, broken or hostile record as none: every page takes the build’s date, none a fake one', () => {
    const hostile = [
      null,
      '',
      'not json',
      '[]',
      '"a"',
      '{"a.html":"h1"}',
      '{"a.html":["h1","yesterday"]}',
      '{"a.html":["h1","2026-11-20T08:00:00Z","x"]}',
      '{"a.html":["<script>","2026-11-20T08:00:00Z"]}',
    ];
    for (const text of hostile) {
      const dates = carryPageDates(parsePageDates(text), new Map([['a.html', 'h1']]), NOW);
      expect(dates['a.html'], String(text)).toEqual(['h1', NOW]);
    }
    // A file named like an object's own machinery is a name like any other: nothing is polluted.
    const odd = parsePageDates(
      '{"__proto__":["h1","2026-11-20T08:00:00Z"],"constructor":["h2","2026-11-20T08:00:00Z"]}',
    );
    expect(Object.keys(odd)).toEqual(['__proto__', 'constructor']);
    const carried = carryPageDates(odd, new Map([['__proto__', 'h9']]), NOW);
    expect(Object.keys(carried)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(carried, '__proto__')?.value).toEqual(['h9', NOW]);
    expect(parsePageDates('{"a.html":["h1","2026-11-20T08:00:00Z"]}')).toEqual({
      'a.html': ['h1', '2026-11-20T08:00:00Z'],
    });
  });

  it('is written to the second, as W3C Datetime', () => {
    expect(sitemapDate(NOW)).toBe('2026-11-29T13:50:57Z');
    expect(sitemapDate('2026-11-29T13:50:57Z')).toBe('2026-11-29T13:50:57Z');
  });
});
