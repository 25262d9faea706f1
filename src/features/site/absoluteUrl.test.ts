import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './absoluteUrl.ts';

const SITES = [
  'http://localhost:4321',
  'https://menu.example.com/',
  'https://menu.example.com/shop/',
  'https://xn--mgba3a4f16a.example/',
];
const PATHS = [
  '/',
  '/shawarma-house',
  '/shawarma-house/delivery/101/10001',
  '/shawarma-house/_img/3033a85d8a9c2cc16109-1024.webp',
  '/a.b/c~d/e_f-g',
  '/shawarma-house/ar/delivery',
  // Left to URL: dot segments, escapes, letters past ASCII, spaces, queries, fragments, a host-like start.
  '/a/./b',
  '/a/../b',
  '/a/..',
  '/a/%2e%2e/b',
  '/café/ü',
  '/a b',
  '/a?x=1',
  '/a#top',
  '//evil.example/x',
  '/a//b',
  'relative/path',
  '',
];

describe('absolute URLs of site paths', () => {
  it('are what URL makes of the path against the site address, for plain and unusual paths alike', () => {
    for (const site of SITES)
      for (const path of PATHS) expect(absoluteUrl(path, site), `${site} ${path}`).toBe(new URL(path, site).href);
  });
});
