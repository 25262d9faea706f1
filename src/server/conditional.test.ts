import { expect, test } from 'vitest';
import { ifNoneMatchHits, preferredEncoding } from './conditional.ts';

const parse = (header: string) =>
  header.split(',').map((part) => {
    const [type = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    return { type: type.trim(), q: q === undefined ? 1 : Number(q) };
  });

test('brotli is sent when accepted as well as gzip, whatever order the browser lists them in', () => {
  expect(preferredEncoding(parse('gzip, deflate, br, zstd'))).toBe('br');
  expect(preferredEncoding(parse('gzip'))).toBe('gzip');
  expect(preferredEncoding(parse('br;q=0.5, gzip'))).toBe('gzip');
});

test('an encoding refused with q=0 is never sent, also through *;q=0', () => {
  expect(preferredEncoding(parse('gzip;q=0, br;q=0'))).toBe('');
  expect(preferredEncoding(parse('br;q=0, gzip'))).toBe('gzip');
  expect(preferredEncoding(parse('*;q=0'))).toBe('');
  expect(preferredEncoding(parse('identity'))).toBe('');
  expect(preferredEncoding(parse('x-br, x-gzip'))).toBe('');
  expect(preferredEncoding(parse('*'))).toBe('br');
});

test('If-None-Match hits by weak comparison: a list, *, and a tag a CDN weakened', () => {
  expect(ifNoneMatchHits('"abc"', '"abc"')).toBe(true);
  expect(ifNoneMatchHits('W/"abc"', '"abc"')).toBe(true);
  expect(ifNoneMatchHits('"abc"', 'W/"abc"')).toBe(true);
  expect(ifNoneMatchHits('"x", W/"abc"', '"abc"')).toBe(true);
  expect(ifNoneMatchHits('*', '"abc"')).toBe(true);
  expect(ifNoneMatchHits('"abcd"', '"abc"')).toBe(false);
  expect(ifNoneMatchHits('', '"abc"')).toBe(false);
  expect(ifNoneMatchHits(null, '"abc"')).toBe(false);
});
