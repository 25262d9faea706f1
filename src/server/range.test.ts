import { beforeAll, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { byteRange } from './range.ts';
import { createStaticApp } from './static.ts';
import { layoutOf, publishRelease } from '../build/publish.ts';
import { formatHeaders, headerRules } from '../build/cdnRules.ts';

const root = mkdtempSync(join(tmpdir(), 'sf-range-'));
const layout = layoutOf(root);
const app = createStaticApp(layout);
const PICTURE = 'RIFF0123456789-not-really-webp';

beforeAll(async () => {
  const release = join(layout.releases, 'shop', '20261122T000000Z-abc123');
  mkdirSync(join(release, '_img'), { recursive: true });
  writeFileSync(join(release, 'index.html'), '<h1>landing</h1>');
  writeFileSync(join(release, '404.html'), '<h1>not found</h1>');
  writeFileSync(join(release, '_img', 'logo.webp'), PICTURE);
  writeFileSync(join(release, '_headers'), formatHeaders(headerRules('shop')));
  await publishRelease(layout, 'shop', '20261122T000000Z-abc123');
});

const picture = (headers: Record<string, string>, method = 'GET') =>
  app.request('/shop/_img/logo.webp', { method, headers });

test('one part of a picture is sent as 206 with its place in the file', async () => {
  const res = await picture({ range: 'bytes=4-7' });
  expect(res.status).toBe(206);
  expect(res.headers.get('content-range')).toBe(`bytes 4-7/${PICTURE.length}`);
  expect(res.headers.get('content-length')).toBe('4');
  expect(await res.text()).toBe('0123');
  const tail = await picture({ range: 'bytes=-4' });
  expect(await tail.text()).toBe('webp');
});

test('a part past the end of a picture answers 416, which no cache may keep for a year', async () => {
  for (const range of ['bytes=999999-', 'bytes=-0']) {
    const res = await picture({ range });
    expect(res.status, range).toBe(416);
    expect(res.headers.get('content-range'), range).toBe(`bytes */${PICTURE.length}`);
    expect(res.headers.get('cache-control'), range).toBe('no-store');
    expect(res.headers.get('x-content-type-options'), range).toBe('nosniff');
  }
});

test('a Range that is no single part (malformed, reversed, several parts) gets the whole picture with 200', async () => {
  for (const range of ['bytes=abc', 'bytes=5-2', 'bytes=0-0,1-1,2-2', 'items=0-3', 'bytes=-']) {
    const res = await picture({ range });
    expect(res.status, range).toBe(200);
    expect(res.headers.get('content-range'), range).toBeNull();
    expect(await res.text(), range).toBe(PICTURE);
  }
});

test('a Range under an If-Range that does not name this version gets the whole picture', async () => {
  const res = await picture({ range: 'bytes=0-3', 'if-range': '"another-version"' });
  expect(res.status).toBe(200);
  expect(await res.text()).toBe(PICTURE);
});

test('HEAD of a picture tells its length and sends no body', async () => {
  const res = await picture({}, 'HEAD');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-length')).toBe(String(PICTURE.length));
  expect(await res.text()).toBe('');
});

test('byteRange reads one part and ignores everything else', () => {
  expect(byteRange(undefined, 10)).toEqual({ kind: 'whole' });
  expect(byteRange('bytes=2-', 10)).toEqual({ kind: 'part', start: 2, end: 9 });
  expect(byteRange('bytes=2-99', 10)).toEqual({ kind: 'part', start: 2, end: 9 });
  expect(byteRange('bytes=-99', 10)).toEqual({ kind: 'part', start: 0, end: 9 });
  expect(byteRange('bytes=10-', 10)).toEqual({ kind: 'unsatisfiable' });
  expect(byteRange('bytes=0-1, 3-4', 10)).toEqual({ kind: 'whole' });
  expect(byteRange('bytes=0-1', 0)).toEqual({ kind: 'whole' });
  expect(byteRange('bytes=0-1', 10, '"v1"', '"v1"')).toEqual({ kind: 'part', start: 0, end: 1 });
  expect(byteRange('bytes=0-1', 10, 'W/"v1"', 'W/"v1"')).toEqual({ kind: 'whole' });
});
