import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFixtures } from './fixtures/index.ts';
import { createImageStore, IMAGE_SIZES, imageSvg, parseImageRequest } from './images.ts';
import { startSampleApi, type RunningSampleApi } from './server.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let api: RunningSampleApi;
beforeAll(async () => {
  // The disk cache the CLI uses too: the first run draws every picture (~10 s), later runs read them back.
  api = await startSampleApi({ port: 0, includeTestTenants: true, imageCacheDir: 'var/cache/sample-images' });
});
afterAll(() => api.close());

/** Every picture URL the fixtures reference (logos, headers, categories, items, modifiers, flags). */
function referencedImages(baseUrl: string): string[] {
  const text = JSON.stringify(allFixtures(baseUrl, { includeTestTenants: true }));
  return [...new Set([...text.matchAll(/"(http[^"]+\/images\/[^"]+)"/g)].map((m) => m[1]!))];
}

async function fetchBytes(url: string) {
  const res = await fetch(url);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Runs `task` over `items`, `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += limit) await Promise.all(items.slice(i, i + limit).map(task));
}

describe('pictures', () => {
  it('answer every referenced URL with a PNG of its kind, the same bytes every time', async () => {
    const urls = referencedImages(api.url);
    expect(urls.length).toBeGreaterThan(100);
    await inBatches(urls, 8, async (url) => {
      const first = await fetchBytes(url);
      expect(first.res.status, url).toBe(200);
      expect(first.res.headers.get('content-type')).toBe('image/png');
      expect(first.res.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(first.res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(first.bytes.subarray(0, 8).equals(PNG_SIGNATURE), url).toBe(true);
      const second = await fetchBytes(url);
      expect(second.bytes.equals(first.bytes), url).toBe(true);
      expect(second.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
      const { pathname } = new URL(url);
      const [, , tenant, file] = pathname.split('/');
      const spec = parseImageRequest(tenant!, file!)!;
      const { width, height } = await sharp(first.bytes).metadata();
      expect({ width, height }, url).toEqual({ width: spec.width, height: spec.height });
    });
  }, 180_000);

  it('are 1200x900 for items, 1600x600 for headers and 256x256 for logos', () => {
    expect(parseImageRequest('shawarma-house', 'item-kunafa.png')).toMatchObject(IMAGE_SIZES.item);
    expect(IMAGE_SIZES.item).toEqual({ width: 1200, height: 900 });
    expect(IMAGE_SIZES.header).toEqual({ width: 1600, height: 600 });
    expect(IMAGE_SIZES.logo).toEqual({ width: 256, height: 256 });
  });

  it('paint no name on food pictures (the card shows it beside them), initials on a logo and the code on a flag', () => {
    for (const file of [
      'item-chicken-shawarma-wrap.png',
      'category-grills.png',
      'modifier-extra-cheese.png',
      'header-grill.png',
    ]) {
      const spec = parseImageRequest('shawarma-house', file)!;
      expect(spec.caption, file).toBe('');
      expect(imageSvg(spec), file).not.toMatch(/<text/);
    }
    expect(parseImageRequest('shawarma-house', 'logo.png')?.caption).toBe('SH');
    expect(imageSvg(parseImageRequest('shawarma-house', 'logo.png')!)).toMatch(/>SH<\/text>/);
    expect(parseImageRequest('kissa-tokyo', 'flag-jp.png')?.caption).toBe('JP');
  });

  it('draw different food for different dishes of one business', () => {
    const a = imageSvg(parseImageRequest('shawarma-house', 'item-falafel.png')!);
    const b = imageSvg(parseImageRequest('shawarma-house', 'item-hummus.png')!);
    expect(a).not.toBe(b);
  });

  it('answer 304 to a matching If-None-Match', async () => {
    const url = `${api.url}/images/cafe-limmat/logo.png`;
    const etag = (await fetch(url)).headers.get('etag')!;
    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('refuse names the API does not draw, and paths that try to leave the folder', async () => {
    for (const path of [
      '/images/shawarma-house/photo.png',
      '/images/shawarma-house/item-kunafa.jpg',
      '/images/shawarma-house/ITEM-x.png',
      '/images/..%2F..%2Fetc/logo.png',
      '/images/shawarma-house/..%2Flogo.png',
    ]) {
      const res = await fetch(`${api.url}${path}`);
      expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
  });

  it('draw the same bytes in a new process-level store, and reuse the disk cache', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sample-images-'));
    try {
      const a = await createImageStore({ cacheDir: dir }).get('sofreh', 'item-doogh.png');
      expect(await readdir(dir)).toHaveLength(1);
      const b = await createImageStore({ cacheDir: dir }).get('sofreh', 'item-doogh.png');
      const c = await createImageStore().get('sofreh', 'item-doogh.png');
      expect(b!.bytes.equals(a!.bytes)).toBe(true);
      expect(c!.bytes.equals(a!.bytes)).toBe(true);
      expect(c!.etag).toBe(a!.etag);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
