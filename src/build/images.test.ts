import { expect, test } from 'vitest';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { collectImageUrls, linkImagesInto, PictureError, processImage, processImages, widthsFor } from './images.ts';
import { BuildAbortedError } from './deadline.ts';
import { LOGO_WIDTHS } from '../features/images/picture.ts';
import { picturePolicyFromEnv, PictureRefusedError } from './picturePolicy.ts';
import { PictureHttpError, PictureTimeoutError } from './safeFetch.ts';

const policy = picturePolicyFromEnv('http://x', {});

const png = (width: number, height: number, r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 80, b: 40 } } })
    .png()
    .toBuffer();

test('a picture gets the standard widths up to its own width, never wider', () => {
  expect(widthsFor(1600)).toEqual([320, 640, 768, 1024, 1280, 1536]);
  expect(widthsFor(1000)).toEqual([320, 640, 768]);
  expect(widthsFor(200)).toEqual([200]);
});

test('the logo gets its own 40 and 80 px widths besides the standard ones, never wider than itself', () => {
  expect(widthsFor(1000, LOGO_WIDTHS)).toEqual([40, 80, 320, 640, 768]);
  expect(widthsFor(256, LOGO_WIDTHS)).toEqual([40, 80, 256]);
  expect(widthsFor(60, LOGO_WIDTHS)).toEqual([40, 60]);
  expect(widthsFor(30, LOGO_WIDTHS)).toEqual([30]);
});

test('every picture field of a payload is found once', () => {
  const urls = collectImageUrls({
    restaurant: {
      logo: 'a.png',
      header_images: ['b.png', 'c.png'],
      description: [{ locale: 'en', name: 'image.png' }],
    },
    menu: [{ image: 'd.png', items: [{ image: 'a.png', modifiers: [{ options: [{ image: 'e.png' }] }] }] }],
  });
  expect(urls.sort()).toEqual(['a.png', 'b.png', 'c.png', 'd.png', 'e.png']);
});

test('the same bytes are encoded once: the second time comes from the cache', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'sf-img-'));
  const bytes = await png(800, 600);
  const stats = { sources: 2, encoded: 0, reused: 0, failed: 0, leftOut: [] };
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

test('a cached picture that turns out to be the logo gets only the logo widths encoded, and keeps its own', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'sf-img-'));
  const bytes = await png(800, 600, 30);
  const stats = { sources: 3, encoded: 0, reused: 0, failed: 0, leftOut: [] };
  const dish = await processImage(bytes, cache, stats);
  const file = (w: number) => join(cache, dish.hash.slice(0, 2), `${dish.hash}-${w}.webp`);
  const before = statSync(file(320)).mtimeMs;
  const logo = await processImage(bytes, cache, stats, undefined, LOGO_WIDTHS);
  expect(logo.widths).toEqual([40, 80, 320, 640, 768]);
  expect(statSync(file(320)).mtimeMs).toBe(before);
  expect((await sharp(file(80)).metadata()).width).toBe(80);
  // Now the cache holds both: as a dish picture or as the logo again, nothing is encoded.
  expect(await processImage(bytes, cache, stats)).toEqual(logo);
  expect(await processImage(bytes, cache, stats, undefined, LOGO_WIDTHS)).toEqual(logo);
  expect(stats).toMatchObject({ encoded: 2, reused: 2 });
});

test("processImages gives a URL the widths it is asked for: the logo's, and only to the logo", async () => {
  const cache = mkdtempSync(join(tmpdir(), 'sf-img-'));
  const pictures: Record<string, Buffer> = {
    'http://x/logo.png': await png(256, 256, 1),
    'http://x/dish.png': await png(400, 300, 2),
  };
  const { images } = await processImages(Object.keys(pictures), {
    cacheDir: cache,
    policy,
    load: async (url) => pictures[url]!,
    extraWidths: (url) => (url.endsWith('logo.png') ? LOGO_WIDTHS : []),
  });
  expect(images['http://x/logo.png']!.widths).toEqual([40, 80, 256]);
  expect(images['http://x/dish.png']!.widths).toEqual([320]);
});

test('a picture that fails to load is skipped and counted, the others still come', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'sf-img-'));
  const good = await png(400, 300, 10);
  const load = async (url: string) => {
    if (url.endsWith('good.png')) return good;
    throw new PictureHttpError(404);
  };
  const logs: string[] = [];
  const { images, stats } = await processImages(['http://x/good.png', 'http://x/missing.png'], {
    cacheDir: cache,
    policy,
    load,
    log: (m) => logs.push(m),
  });
  expect(Object.keys(images)).toEqual(['http://x/good.png']);
  expect(stats).toMatchObject({ sources: 2, encoded: 1, failed: 1 });
  // Named for the job's report (the owner learns which picture their pages lack), with why.
  expect(stats.leftOut).toEqual([expect.stringMatching(/^http:\/\/x\/missing\.png \(.*404.*\)$/)]);
  expect(logs[0]).toMatch(/missing\.png: HTTP 404/);
  const release = mkdtempSync(join(tmpdir(), 'sf-rel-'));
  await linkImagesInto(release, images, cache);
  const entry = images['http://x/good.png']!;
  expect(existsSync(join(release, '_img', `${entry.hash}-320.webp`))).toBe(true);
});

test('a picture that is not an image is left out and logged, not fatal', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'sf-img-'));
  const logs: string[] = [];
  const { images, stats } = await processImages(['http://x/text.png'], {
    cacheDir: cache,
    policy,
    load: async () => Buffer.from('hello'),
    log: (m) => logs.push(m),
  });
  expect(images).toEqual({});
  expect(stats.failed).toBe(1);
  expect(logs[0]).toMatch(/text\.png/);
});

test('a picture the policy refuses stops the build naming its URL, and the other fetches are cut', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'sf-img-'));
  let cut = 0;
  const load = (url: string, signal: AbortSignal) =>
    url.includes('evil')
      ? Promise.reject(new PictureRefusedError('host evil.example is not an allowed picture host'))
      : new Promise<Buffer>((_, reject) =>
          signal.addEventListener('abort', () => (cut++, reject(signal.reason as Error))),
        );
  const run = processImages(
    ['http://x/slow-1.png', 'http://x/slow-2.png', 'http://evil.example/a.png', 'http://x/never-started.png'],
    { cacheDir: cache, policy, load, concurrency: 3 },
  );
  const err = await run.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(PictureError);
  expect((err as PictureError).message).toBe(
    'picture http://evil.example/a.png: host evil.example is not an allowed picture host',
  );
  expect((err as PictureError).permanent).toBe(true);
  expect(cut).toBe(2);
});

test('a picture past its own deadline stops the build, and may be retried (not permanent)', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'sf-img-'));
  const err = await processImages(['http://x/slow.png'], {
    cacheDir: cache,
    policy,
    load: () => Promise.reject(new PictureTimeoutError('no complete answer within 15 s')),
  }).catch((e: unknown) => e);
  expect((err as PictureError).message).toBe('picture http://x/slow.png: no complete answer within 15 s');
  expect((err as PictureError).permanent).toBe(false);
});

test('when the build deadline fires during an encode that cannot be cut, the build stops at once naming the picture', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'sf-img-'));
  const controller = new AbortController();
  // A load that ignores the signal, like sharp in the middle of an encode.
  const load = () => new Promise<Buffer>((resolve) => setTimeout(() => resolve(Buffer.from('late')), 2_000));
  setTimeout(() => controller.abort(new BuildAbortedError('deadline', 'build deadline of 0.05 s passed')), 50);
  const started = performance.now();
  const err = await processImages(['http://x/stuck.png'], {
    cacheDir: cache,
    policy,
    load,
    signal: controller.signal,
  }).catch((e: unknown) => e);
  expect(performance.now() - started).toBeLessThan(1_000);
  expect((err as Error).message).toBe('build deadline of 0.05 s passed while fetching picture http://x/stuck.png');
});

test('a picture over the pixel limit is refused before it is decoded', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'sf-img-'));
  const bytes = await png(300, 200);
  const stats = { sources: 1, encoded: 0, reused: 0, failed: 0, leftOut: [] };
  await expect(processImage(bytes, cache, stats, 50_000)).rejects.toThrow(PictureRefusedError);
  await expect(processImage(bytes, cache, stats, 50_000)).rejects.toThrow(
    /300×200 pixels is over the limit of 50000 pixels/,
  );
  expect((await processImage(bytes, cache, stats, 60_000)).width).toBe(300);
});
