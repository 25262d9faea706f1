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
import { BuildAbortedError } from './deadline.ts';
import { DEFAULT_MAX_PIXELS, PictureRefusedError, type PicturePolicy } from './picturePolicy.ts';
import { fetchPicture, PictureTimeoutError } from './safeFetch.ts';
import { metrics } from '../ops/metrics.ts';

/** Spec §9: webp, quality 100. */
export const WEBP_QUALITY = 100;

export interface ImageStats {
  sources: number;
  encoded: number;
  reused: number;
  failed: number;
  /**
   * The pictures left out of the pages (they failed to load or decode), each `url (why)`. Not every failure: a banner
   * picture that fails is shown as the API serves it (bannerPictures.ts).
   */
  leftOut: string[];
}

/**
 * The widths to produce for a source `width` wide: the standard widths up to it, or the source width alone; and
 * any `extra` widths (the logo's, LOGO_WIDTHS) up to it. Ascending, each once.
 */
export function widthsFor(width: number, extra: readonly number[] = []): number[] {
  const standard = IMAGE_WIDTHS.filter((w) => w <= width);
  const widths = new Set([...extra.filter((w) => w > 0 && w <= width), ...(standard.length ? standard : [width])]);
  return [...widths].sort((a, b) => a - b);
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

// An encode that takes longer than this is a pathological file, not a photo (sharp stops it).
const ENCODE_TIMEOUT_S = 60;

/**
 * Encodes (or finds in the cache) the variants of one source, with `extraWidths` besides the standard ones (the
 * logo's); returns its entry. A cached entry without some of them gets only those encoded, and keeps the widths it
 * had (the same bytes may be a dish's picture too). A source over `maxPixels` throws `PictureRefusedError` before
 * it is decoded.
 */
export async function processImage(
  bytes: Buffer,
  cacheDir: string,
  stats: ImageStats,
  maxPixels = DEFAULT_MAX_PIXELS,
  extraWidths: readonly number[] = [],
): Promise<ImageEntry> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  const dir = join(cacheDir, hash.slice(0, 2));
  const metaPath = join(dir, `${hash}.json`);
  const variant = (w: number) => join(dir, `${hash}-${w}.webp`);
  let cached: ImageEntry | undefined;
  if (existsSync(metaPath)) {
    try {
      const entry = JSON.parse(await readFile(metaPath, 'utf8')) as ImageEntry;
      const wanted = widthsFor(entry.width, extraWidths);
      if (entry.widths.every((w) => existsSync(variant(w)))) {
        if (wanted.every((w) => entry.widths.includes(w))) {
          stats.reused++;
          metrics.pictures.inc({ result: 'hit' });
          return entry;
        }
        cached = entry;
      }
    } catch {
      // a torn or corrupt cache entry: encode again
    }
  }
  await mkdir(dir, { recursive: true });
  const tooBig = (w: number, h: number) =>
    new PictureRefusedError(`${w}×${h} pixels is over the limit of ${maxPixels} pixels`);
  const open = () => sharp(bytes, { limitInputPixels: maxPixels }).timeout({ seconds: ENCODE_TIMEOUT_S });
  // The header only (nothing is decoded): the size is checked here so the refusal can say it.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height) throw new Error('image has no dimensions');
  if (width * height > maxPixels) throw tooBig(width, height);
  const widths = [...new Set([...(cached?.widths ?? []), ...widthsFor(width, extraWidths)])].sort((a, b) => a - b);
  for (const w of widths) {
    if (cached?.widths.includes(w)) continue;
    const out = await open()
      .autoOrient()
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    await writeAtomic(variant(w), out);
  }
  const entry: ImageEntry = { hash, width, height, widths };
  await writeAtomic(metaPath, JSON.stringify(entry));
  stats.encoded++;
  metrics.pictures.inc({ result: 'encoded' });
  return entry;
}

/**
 * A picture that stops the tenant's build: refused by the policy (permanent), or its fetch or the build deadline
 * passed. The message names the URL.
 */
export class PictureError extends Error {
  readonly url: string;
  readonly permanent: boolean;
  constructor(url: string, cause: unknown) {
    const reason = (cause as Error)?.message ?? String(cause);
    super(
      cause instanceof BuildAbortedError ? `${reason} while fetching picture ${url}` : `picture ${url}: ${reason}`,
      { cause },
    );
    this.name = 'PictureError';
    this.url = url;
    this.permanent = cause instanceof PictureRefusedError;
  }
}

/** True for a picture failure that fails the build rather than leaving the picture out. */
const stopsTheBuild = (err: unknown) => err instanceof PictureRefusedError || err instanceof PictureTimeoutError;

export interface ProcessImagesOptions {
  cacheDir: string;
  /** Where pictures may come from and how much of them (picturePolicy.ts). */
  policy: PicturePolicy;
  /** Widths a URL gets besides the standard ones (the logo's: LOGO_WIDTHS). */
  extraWidths?: (url: string) => readonly number[];
  /** Loads one picture; default `fetchPicture` under `policy`. */
  load?: (url: string, signal: AbortSignal) => Promise<Buffer>;
  /** The build's deadline and shutdown. */
  signal?: AbortSignal;
  concurrency?: number;
  log?: (msg: string) => void;
}

/**
 * Fetches and processes every URL (a few at a time). A picture that fails to load or decode is logged and left
 * out (spec §8: image metadata fails → logged, size zero): the page renders without it rather than failing.
 * A picture the policy refuses (host, address, size, pixels) or that misses its deadline is hostile or broken
 * beyond that: it throws `PictureError`, and the fetches still running are cut.
 */
export async function processImages(
  urls: string[],
  opts: ProcessImagesOptions,
): Promise<{ images: Record<string, ImageEntry>; stats: ImageStats }> {
  const load = opts.load ?? ((url: string, signal: AbortSignal) => fetchPicture(url, opts.policy, signal));
  const stats: ImageStats = { sources: urls.length, encoded: 0, reused: 0, failed: 0, leftOut: [] };
  const images: Record<string, ImageEntry> = {};
  const queue = [...urls];
  const inFlight = new Set<string>();
  // Cut the other fetches once one picture stops the build, or when the build's own signal fires.
  const stop = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, stop.signal]) : stop.signal;
  let failure: PictureError | undefined;
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined && !signal.aborted; url = queue.shift()) {
      inFlight.add(url);
      try {
        images[url] = await processImage(
          await load(url, signal),
          opts.cacheDir,
          stats,
          opts.policy.maxPixels,
          opts.extraWidths?.(url),
        );
      } catch (err) {
        if (opts.signal?.aborted) failure ??= new PictureError(url, opts.signal.reason);
        else if (stopsTheBuild(err)) {
          failure ??= new PictureError(url, err);
          stop.abort(failure);
        } else if (!signal.aborted) {
          stats.failed++;
          stats.leftOut.push(`${url} (${(err as Error).message})`);
          metrics.pictures.inc({ result: 'failed' });
          opts.log?.(`picture left out of the pages: ${url}: ${(err as Error).message}`);
        }
      } finally {
        inFlight.delete(url);
      }
    }
  };
  const all = Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker));
  // sharp cannot be interrupted: once a picture stops the build or the build's signal fires, answer at once (the
  // encodes under way finish in the background, into the cache), naming the picture that stopped it.
  const aborted = new Promise<never>((_, reject) => {
    const onAbort = () => reject(failure ?? new PictureError([...inFlight][0] ?? '(none)', opts.signal?.reason));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    void all.finally(() => signal.removeEventListener('abort', onAbort));
  });
  aborted.catch(() => {});
  await Promise.race([all, aborted]);
  if (failure) throw failure;
  return { images, stats };
}

/** Hard-links (or copies, across devices) the variants a release uses into `{release}/_img/`. */
export async function linkImagesInto(
  release: string,
  images: Record<string, ImageEntry>,
  cacheDir: string,
): Promise<number> {
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
