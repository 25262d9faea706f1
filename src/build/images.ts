/**
 * Responsive images (spec §9): every picture of a payload becomes webp at 320/640/768/1024/1280/1536 wide (never
 * wider than its source). Variants are keyed by the SHA-256 of the source bytes in a cache that survives rebuilds,
 * so a picture is encoded once however many builds or tenants use it; a release gets hard links to the cache.
 */
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

// The build process keeps many other things in memory; libvips' own operation cache buys nothing here (each source
// is encoded once, then found in the content-hash cache on disk).
sharp.cache(false);
import type { ImageEntry } from './snapshot.ts';
import { IMAGE_WIDTHS } from '../features/images/picture.ts';

/** Spec §9: webp, quality 100. */
export const WEBP_QUALITY = 100;

export interface ImageStats {
  sources: number;
  encoded: number;
  reused: number;
  failed: number;
}

/** The widths to produce for a source `width` wide: the standard widths up to it, or the source width alone. */
export function widthsFor(width: number): number[] {
  const widths = IMAGE_WIDTHS.filter((w) => w <= width);
  return widths.length ? widths : [width];
}

/** Every picture URL a payload mentions (logo, header images, categories, items, modifiers). */
export function collectImageUrls(value: unknown): string[] {
  const urls = new Set<string>();
  const walk = (v: unknown, key?: string) => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    else if (typeof v === 'string' && key && /^(image|logo|header_images|icon)$/.test(key) && v) urls.add(v);
  };
  walk(value);
  return [...urls];
}

async function writeAtomic(path: string, data: Buffer | string): Promise<void> {
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}

/** Encodes (or finds in the cache) the variants of one source; returns its entry. */
export async function processImage(bytes: Buffer, cacheDir: string, stats: ImageStats): Promise<ImageEntry> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  const dir = join(cacheDir, hash.slice(0, 2));
  const metaPath = join(dir, `${hash}.json`);
  if (existsSync(metaPath)) {
    try {
      const entry = JSON.parse(await readFile(metaPath, 'utf8')) as ImageEntry;
      if (entry.widths.every((w) => existsSync(join(dir, `${hash}-${w}.webp`)))) {
        stats.reused++;
        return entry;
      }
    } catch {
      // a torn or corrupt cache entry: encode again
    }
  }
  await mkdir(dir, { recursive: true });
  const meta = await sharp(bytes).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height) throw new Error('image has no dimensions');
  const widths = widthsFor(width);
  for (const w of widths) {
    const out = await sharp(bytes).autoOrient().resize({ width: w, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
    await writeAtomic(join(dir, `${hash}-${w}.webp`), out);
  }
  const entry: ImageEntry = { hash, width, height, widths };
  await writeAtomic(metaPath, JSON.stringify(entry));
  stats.encoded++;
  return entry;
}

/**
 * Fetches and processes every URL (a few at a time). A picture that fails to load is logged and left out
 * (spec §8: image metadata fails → logged, size zero): the page renders without it rather than failing.
 */
export async function processImages(
  urls: string[],
  opts: { cacheDir: string; fetch?: typeof fetch; concurrency?: number; log?: (msg: string) => void },
): Promise<{ images: Record<string, ImageEntry>; stats: ImageStats }> {
  const doFetch = opts.fetch ?? fetch;
  const stats: ImageStats = { sources: urls.length, encoded: 0, reused: 0, failed: 0 };
  const images: Record<string, ImageEntry> = {};
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        const res = await doFetch(url);
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        images[url] = await processImage(Buffer.from(await res.arrayBuffer()), opts.cacheDir, stats);
      } catch (err) {
        stats.failed++;
        opts.log?.(`image ${url}: ${(err as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker));
  return { images, stats };
}

/** Hard-links (or copies, across devices) the variants a release uses into `{release}/_img/`. */
export async function linkImagesInto(release: string, images: Record<string, ImageEntry>, cacheDir: string): Promise<number> {
  const dest = join(release, '_img');
  await mkdir(dest, { recursive: true });
  let n = 0;
  const seen = new Set<string>();
  for (const entry of Object.values(images)) {
    if (seen.has(entry.hash)) continue;
    seen.add(entry.hash);
    for (const w of entry.widths) {
      const name = `${entry.hash}-${w}.webp`;
      const from = join(cacheDir, entry.hash.slice(0, 2), name);
      const to = join(dest, name);
      if (existsSync(to)) continue;
      await link(from, to).catch(() => copyFile(from, to));
      n++;
    }
  }
  return n;
}
