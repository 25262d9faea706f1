/**
 * Pictures of the sample API, drawn locally with sharp (nothing is downloaded): `/images/{tenant}/{name}.png`.
 *
 * The picture is a pure function of its URL: the kind comes from the name's prefix (`item-chicken-shawarma-wrap`,
 * `logo`, `header-grill` …), the caption from the rest of the name, the colours from a hash of tenant and name. So
 * any well-formed name draws without a lookup (benchmarks can invent tenants), and the same URL always gives the
 * same bytes: PNGs are cached in memory, and on disk under a content key when a cache directory is given.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

export type ImageKind = 'logo' | 'header' | 'item' | 'category' | 'modifier' | 'flag';

/** Pixel size per kind: items and categories 1200x900, headers 1600x600, logos 256x256. */
export const IMAGE_SIZES: Record<ImageKind, { width: number; height: number }> = {
  logo: { width: 256, height: 256 },
  header: { width: 1600, height: 600 },
  item: { width: 1200, height: 900 },
  category: { width: 1200, height: 900 },
  modifier: { width: 400, height: 400 },
  flag: { width: 96, height: 64 },
};

export interface ImageSpec {
  kind: ImageKind;
  tenant: string;
  /** The name without `.png`. */
  name: string;
  /** Text drawn on the picture ("Chicken Shawarma Wrap", "SH", "JP"); may be empty. */
  caption: string;
  width: number;
  height: number;
}

const TENANT_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;
const NAME_RE = /^(logo|header|item|category|modifier|flag)(-[a-z0-9]+)*$/;

/** Reads a picture request; null when the tenant or file name is not one the API draws. */
export function parseImageRequest(tenant: string, file: string): ImageSpec | null {
  if (!TENANT_RE.test(tenant) || !file.endsWith('.png')) return null;
  const name = file.slice(0, -'.png'.length);
  if (name.length > 96 || !NAME_RE.test(name)) return null;
  const [kind, ...words] = name.split('-') as [ImageKind, ...string[]];
  const caption =
    kind === 'logo'
      ? initials(tenant)
      : kind === 'flag'
        ? words.join(' ').toUpperCase()
        : kind === 'header'
          ? ''
          : words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  return { kind, tenant, name, caption, ...IMAGE_SIZES[kind] };
}

function initials(tenant: string): string {
  const words = tenant.split('-').filter(Boolean);
  return (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [tenant.slice(0, 2)]).join('').toUpperCase();
}

// ------------------------------------------------------------------ drawing

function hash(text: string): number[] {
  return [...createHash('sha256').update(text).digest()];
}

function hsl(h: number, s: number, l: number): string {
  // HSL → hex: librsvg understands hex everywhere.
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function xml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';
const FOOD = [
  '#c8553d',
  '#f2a541',
  '#8aa05b',
  '#6b3e26',
  '#f4e3b1',
  '#e9c46a',
  '#9c2f2f',
  '#d9a066',
  '#5b8c3a',
  '#f6d8ae',
];

/** Plate with food on it: a rim, a well and a few hashed blobs of food colours with herb dots. */
function plate(cx: number, cy: number, r: number, bytes: number[]): string {
  const parts = [
    `<circle cx="${cx}" cy="${cy + r * 0.06}" r="${r}" fill="#000" fill-opacity="0.25"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fbfaf7" stroke="#e3ded3" stroke-width="${r * 0.03}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="#f1ede4"/>`,
  ];
  const blobs = 3 + (bytes[4]! % 4);
  for (let i = 0; i < blobs; i++) {
    const angle = ((bytes[5 + i]! / 255) * 2 + i / blobs) * Math.PI;
    const dist = r * 0.25 * ((bytes[9 + i]! % 100) / 100);
    const rx = r * (0.22 + (bytes[13 + i]! % 20) / 100);
    const ry = rx * (0.6 + (bytes[17 + i]! % 30) / 100);
    const color = FOOD[bytes[20 + i]! % FOOD.length];
    const x = (cx + Math.cos(angle) * dist).toFixed(1);
    const y = (cy + Math.sin(angle) * dist).toFixed(1);
    const rot = (bytes[24 + i]! / 255) * 180;
    parts.push(
      `<ellipse cx="${x}" cy="${y}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${color}" transform="rotate(${rot.toFixed(0)} ${x} ${y})"/>`,
    );
  }
  for (let i = 0; i < 7; i++) {
    const angle = (bytes[i]! / 255) * 2 * Math.PI;
    const dist = r * 0.45 * ((bytes[28 + (i % 4)]! % 100) / 100 + 0.1);
    parts.push(
      `<circle cx="${(cx + Math.cos(angle + i) * dist).toFixed(1)}" cy="${(cy + Math.sin(angle + i) * dist).toFixed(1)}" r="${(r * 0.025).toFixed(1)}" fill="#3f7d20"/>`,
    );
  }
  return parts.join('');
}

/** The SVG source of a picture (exported for tests; a change here changes the disk-cache key). */
export function imageSvg(spec: ImageSpec): string {
  const { width: w, height: h, kind, caption } = spec;
  const bytes = hash(`${spec.tenant}/${spec.name}`);
  const hue = (bytes[0]! * 360) / 256;
  const from = hsl(hue, 55, 34);
  const to = hsl((hue + 40) % 360, 60, 52);
  const defs = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><pattern id="cloth" width="${w / 12}" height="${w / 12}" patternUnits="userSpaceOnUse"><rect width="${w / 24}" height="${w / 12}" fill="#fff" fill-opacity="0.06"/></pattern></defs>`;
  const body: string[] = [
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#cloth)"/>`,
  ];

  if (kind === 'logo') {
    body.push(
      `<circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.4}" fill="#fff" fill-opacity="0.15" stroke="#fff" stroke-width="${w * 0.03}"/>`,
    );
    body.push(text(caption, w / 2, h / 2 + w * 0.11, w * 0.3, 'bold'));
  } else if (kind === 'flag') {
    body.push(text(caption, w / 2, h / 2 + h * 0.14, h * 0.4, 'bold'));
  } else if (kind === 'header') {
    const plates = 4;
    for (let i = 0; i < plates; i++) {
      const cx = (w / plates) * (i + 0.5) + ((bytes[i]! % 60) - 30);
      const cy = h * (0.45 + ((bytes[i + 4]! % 20) - 10) / 100);
      body.push(plate(cx, cy, h * 0.3, hash(`${spec.name}/${i}`)));
    }
  } else {
    const captionBand = kind === 'modifier' ? 0.24 : 0.17;
    const r = Math.min(w, h * (1 - captionBand)) * 0.38;
    body.push(plate(w / 2, h * (1 - captionBand) * 0.5, r, bytes));
    if (caption) {
      const size = Math.min(h * captionBand * 0.5, (w * 1.6) / Math.max(caption.length, 8));
      body.push(
        `<rect y="${h * (1 - captionBand)}" width="${w}" height="${h * captionBand}" fill="#000" fill-opacity="0.45"/>`,
      );
      body.push(text(caption, w / 2, h * (1 - captionBand / 2) + size * 0.35, size, 'bold'));
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body.join('')}</svg>`;
}

function text(content: string, x: number, y: number, size: number, weight: string): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${FONT}" font-size="${size.toFixed(1)}" font-weight="${weight}" text-anchor="middle" fill="#fff">${xml(content)}</text>`;
}

// ------------------------------------------------------------------ cache

export interface RenderedImage {
  bytes: Buffer;
  etag: string;
}

export interface ImageStore {
  /** The PNG for a request, or null when the name is not one the API draws. */
  get(tenant: string, file: string): Promise<RenderedImage | null>;
}

/** Holds at most this many pictures in memory (oldest dropped first); the disk cache, if any, keeps the rest. */
const MEMORY_LIMIT = 2000;

/** Draws pictures on demand; the same request always answers the same bytes. */
export function createImageStore(opts: { cacheDir?: string } = {}): ImageStore {
  const memory = new Map<string, Promise<RenderedImage>>();

  async function render(spec: ImageSpec): Promise<RenderedImage> {
    const svg = imageSvg(spec);
    const key = createHash('sha256').update(svg).digest('hex');
    const file = opts.cacheDir ? join(opts.cacheDir, `${key}.png`) : null;
    let bytes: Buffer | null = null;
    if (file) bytes = await readFile(file).catch(() => null);
    if (!bytes) {
      bytes = await sharp(Buffer.from(svg)).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
      if (file && opts.cacheDir) {
        // Write then rename: a reader never sees half a file.
        await mkdir(opts.cacheDir, { recursive: true });
        const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        await writeFile(tmp, bytes);
        await rename(tmp, file);
      }
    }
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    return { bytes, etag };
  }

  return {
    get(tenant, file) {
      const spec = parseImageRequest(tenant, file);
      if (!spec) return Promise.resolve(null);
      const id = `${tenant}/${spec.name}`;
      let pending = memory.get(id);
      if (!pending) {
        pending = render(spec);
        memory.set(id, pending);
        // A failed render must not stay cached.
        pending.catch(() => memory.delete(id));
        if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
      }
      return pending;
    },
  };
}
