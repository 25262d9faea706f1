import { expect, test } from 'vitest';
import {
  blobKey,
  contentTypeOf,
  manifestFileFor,
  manifestKey,
  MAX_REMEMBERED_POINTERS,
  parseManifest,
  parsePointer,
  rememberPointer,
  pointerKey,
  type ReleaseManifest,
} from './manifest.ts';

const BUILD = '20261125T000000Z-abc123';
const SHA = 'a'.repeat(64);
const file = { blob: SHA, size: 1, type: 'text/html; charset=utf-8' };
const manifest = (files: Record<string, unknown>) =>
  JSON.stringify({ format: 1, referenceId: 'shop', buildId: BUILD, files, redirects: '', headers: '' });

test('keys are made only from a safe reference id, build id and hash', () => {
  expect(manifestKey('shop', BUILD)).toBe(`releases/shop/${BUILD}.json`);
  expect(pointerKey('shop')).toBe('live/shop.json');
  expect(blobKey(SHA)).toBe(`blobs/${SHA}`);
  expect(() => manifestKey('../x', BUILD)).toThrow(/referenceId/);
  expect(() => manifestKey('shop', '../../live/x')).toThrow(/build id/);
  expect(() => pointerKey('a/b')).toThrow(/referenceId/);
  expect(() => blobKey('../secret')).toThrow(/hash/);
});

test('content types follow the extension, precompressed copies aside', () => {
  expect(contentTypeOf('delivery/12.html')).toBe('text/html; charset=utf-8');
  expect(contentTypeOf('_astro/app.1.JS')).toBe('text/javascript; charset=utf-8');
  expect(contentTypeOf('_img/x.w320.webp')).toBe('image/webp');
  expect(contentTypeOf('.hidden')).toBe('application/octet-stream');
  expect(contentTypeOf('noext')).toBe('application/octet-stream');
});

test("a pointer or manifest read back is refused unless it is this tenant's and well formed", () => {
  expect(parsePointer(JSON.stringify({ format: 1, referenceId: 'shop', buildId: BUILD }), 'shop')?.buildId).toBe(BUILD);
  expect(parsePointer(JSON.stringify({ format: 1, referenceId: 'other', buildId: BUILD }), 'shop')).toBeNull();
  expect(parsePointer(JSON.stringify({ format: 1, referenceId: 'shop', buildId: '../x' }), 'shop')).toBeNull();
  expect(parsePointer('not json', 'shop')).toBeNull();
  expect(parseManifest(manifest({ 'index.html': file }), 'shop', BUILD)?.files['index.html']).toEqual(file);
  expect(parseManifest(manifest({ 'index.html': file }), 'shop', '20261125T000000Z-other')).toBeNull();
  for (const name of ['../secret', 'a/../b', '/abs', 'a\\b', 'a//b', 'x\u0000', ''])
    expect(parseManifest(manifest({ [name]: file }), 'shop', BUILD), name).toBeNull();
  expect(parseManifest(manifest({ 'a.html': { ...file, blob: '../x' } }), 'shop', BUILD)).toBeNull();
  expect(parseManifest(manifest({ 'a.html': { ...file, size: -1 } }), 'shop', BUILD)).toBeNull();
});

test('a site path finds its file as the tree does (x, x.html, x/index.html); host files and other tenants never', () => {
  const m = parseManifest(
    manifest({ 'index.html': file, 'delivery.html': file, 'menu/index.html': file, '_astro/a.js': file }),
    'shop',
    BUILD,
  ) as ReleaseManifest;
  expect(manifestFileFor(m, 'shop', '/shop')?.name).toBe('index.html');
  expect(manifestFileFor(m, 'shop', '/shop/delivery')?.name).toBe('delivery.html');
  expect(manifestFileFor(m, 'shop', '/shop/menu')?.name).toBe('menu/index.html');
  expect(manifestFileFor(m, 'shop', '/shop/_astro/a.js')?.name).toBe('_astro/a.js');
  for (const p of ['/shopping', '/other/delivery', '/shop/_redirects', '/shop/build.json', '/shop/../shop/delivery'])
    expect(manifestFileFor(m, 'shop', p), p).toBeNull();
  // Names of the object prototype are not files.
  expect(manifestFileFor(m, 'shop', '/shop/constructor')).toBeNull();
  expect(manifestFileFor(m, 'shop', '/shop/__proto__')).toBeNull();
});

test('the page dates a release keeps for the next build are listed in its manifest but answer no request', () => {
  const m = parseManifest(manifest({ 'index.html': file, '_lastmod.json': file }), 'shop', BUILD) as ReleaseManifest;
  expect(m.files['_lastmod.json']).toEqual(file);
  expect(manifestFileFor(m, 'shop', '/shop/_lastmod.json')).toBeNull();
});

test('a flood of made-up tenant ids keeps the pointer cache bounded: the oldest answers go first', () => {
  const cache = new Map<string, number>();
  for (let i = 0; i < 50_000; i++) rememberPointer(cache, `nobody-${i}`, i);
  expect(cache.size).toBe(MAX_REMEMBERED_POINTERS);
  expect(cache.has('nobody-0')).toBe(false);
  expect(cache.get('nobody-49999')).toBe(49_999);
  // An answer refreshed is the newest again: it outlives the ones remembered after it the first time.
  const small = new Map<string, number>();
  for (const ref of ['a', 'b', 'c']) rememberPointer(small, ref, 1, 3);
  rememberPointer(small, 'a', 2, 3);
  rememberPointer(small, 'd', 1, 3);
  expect([...small.keys()]).toEqual(['c', 'a', 'd']);
});
