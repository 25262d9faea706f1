import { expect, test } from 'vitest';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { collectImageUrls, linkImagesInto, processImage, processImages, widthsFor } from './images.ts';

const png = (width: number, height: number, r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 80, b: 40 } } }).png().toBuffer();

test('a picture gets the standard widths up to its own width, never wider', () => {
  expect(widthsFor(1600)).toEqual([320, 640, 768, 1024, 1280, 1536]);
  expect(widthsFor(1000)).toEqual([320, 640, 768]);
  expect(widthsFor(200)).toEqual([200]);
});

test('every picture field of a payload is found once', () => {
  const urls = collectImageUrls({
    restaurant: { logo: 'a.png', header_images: ['b.png', 'c.png'], description: [{ locale: 'en', name: 'image.png' }] },
    menu: [{ image: 'd.png', items: [{ image: 'a.png', modifiers: [{ options: [{ image: 'e.png' }] }] }] }],
  });
  expect(urls.sort()).toEqual(['a.png', 'b.png', 'c.png', 'd.png', 'e.png']);
});

test('the same bytes are encoded once: the second time comes from the cache', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'sf-img-'));
  const bytes = await png(800, 600);
  const stats = { sources: 2, encoded: 0, reused: 0, failed: 0 };
  const a = await processImage(bytes, cache, stats);
  const b = await processImage(bytes, cache, stats);
  expect(a).toEqual(b);
  expect(stats).toMatchObject({ encoded: 1, reused: 1 });
  expect(a.widths).toEqual([320, 640, 768]);
  const meta = await sharp(join(cache, a.hash.slice(0, 2), `${a.hash}-640.webp`)).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.width).toBe(640);
  expect(meta.height).toBe(480);
});

test('a picture that fails to load is skipped and counted, the others still come', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'sf-img-'));
  const good = await png(400, 300, 10);
  const fetchStub = (async (url: string) =>
    url.endsWith('good.png') ? new Response(new Uint8Array(good)) : new Response('nope', { status: 404 })) as unknown as typeof fetch;
  const logs: string[] = [];
  const { images, stats } = await processImages(['http://x/good.png', 'http://x/missing.png'], { cacheDir: cache, fetch: fetchStub, log: (m) => logs.push(m) });
  expect(Object.keys(images)).toEqual(['http://x/good.png']);
  expect(stats).toMatchObject({ sources: 2, encoded: 1, failed: 1 });
  expect(logs[0]).toMatch(/missing\.png: HTTP 404/);
  const release = mkdtempSync(join(tmpdir(), 'sf-rel-'));
  await linkImagesInto(release, images, cache);
  const entry = images['http://x/good.png']!;
  expect(existsSync(join(release, '_img', `${entry.hash}-320.webp`))).toBe(true);
});
