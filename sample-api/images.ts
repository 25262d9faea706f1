/**
 * Pictures of the sample API, drawn locally with sharp (nothing is downloaded): `/images/{tenant}/{name}.png`.
 *
 * The picture is a pure function of its URL: the kind comes from the name's prefix (`item-chicken-shawarma-wrap`,
 * `logo`, `header-grill` …), the colours and the food from a hash of tenant and name. So any well-formed name draws
 * without a lookup (benchmarks can invent tenants), and the same URL always gives the same bytes: PNGs are cached
 * in memory, and on disk under a content key when a cache directory is given.
 *
 * Food pictures (items, categories, modifiers) carry no text: a real menu's photo does not name the dish, and the
 * card already shows the name beside it (issue 11 item 17). Only logos (initials) and flags (country code) do.
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
  /** Text drawn on the picture: a logo's initials ("SH") or a flag's code ("JP"); empty for food pictures. */
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
  const caption = kind === 'logo' ? initials(tenant) : kind === 'flag' ? words.join(' ').toUpperCase() : '';
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
    const rx = r * (0.27 + (bytes[13 + i]! % 20) / 100);
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

/**
 * Table tops a dish is photographed on (top view): walnut, oak, slate, linen, terracotta, green tile. Each is a
 * pair of shades for the light falling across it.
 */
const TABLES: ReadonlyArray<readonly [string, string]> = [
  ['#5e3f27', '#8a6242'],
  ['#a0774d', '#c9a274'],
  ['#33373c', '#5a6068'],
  ['#cfc6b4', '#ece6d8'],
  ['#8f4f33', '#ba7452'],
  ['#2c4636', '#4d7560'],
];

/** A fork and a knife lying beside a plate of radius r centred on (cx, cy). */
function cutlery(cx: number, cy: number, r: number): string {
  const w = r * 0.07;
  const len = r * 1.7;
  const top = cy - len / 2;
  const metal = 'fill="#d9dde2" stroke="#9aa1a9" stroke-width="1"';
  const fork = cx - r * 1.28;
  const knife = cx + r * 1.28;
  return [
    `<rect x="${(fork - w / 2).toFixed(1)}" y="${(top + len * 0.3).toFixed(1)}" width="${w.toFixed(1)}" height="${(len * 0.7).toFixed(1)}" rx="${(w / 2).toFixed(1)}" ${metal}/>`,
    ...[-1.5, -0.5, 0.5, 1.5].map(
      (k) =>
        `<rect x="${(fork + k * w * 0.9 - w * 0.2).toFixed(1)}" y="${top.toFixed(1)}" width="${(w * 0.4).toFixed(1)}" height="${(len * 0.34).toFixed(1)}" rx="${(w * 0.2).toFixed(1)}" ${metal}/>`,
    ),
    `<rect x="${(knife - w / 2).toFixed(1)}" y="${top.toFixed(1)}" width="${(w * 1.3).toFixed(1)}" height="${len.toFixed(1)}" rx="${(w * 0.65).toFixed(1)}" ${metal}/>`,
  ].join('');
}

/** The SVG source of a picture (exported for tests; a change here changes the disk-cache key). */
export function imageSvg(spec: ImageSpec): string {
  const { width: w, height: h, kind, caption } = spec;
  const bytes = hash(`${spec.tenant}/${spec.name}`);
  const body: string[] = [];
  let defs: string;

  if (kind === 'logo' || kind === 'flag') {
    const hue = (bytes[0]! * 360) / 256;
    defs = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 55, 34)}"/><stop offset="1" stop-color="${hsl((hue + 40) % 360, 60, 52)}"/></linearGradient></defs>`;
    body.push(`<rect width="${w}" height="${h}" fill="url(#bg)"/>`);
    if (kind === 'logo') {
      body.push(
        `<circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.4}" fill="#fff" fill-opacity="0.15" stroke="#fff" stroke-width="${w * 0.03}"/>`,
      );
      body.push(text(caption, w / 2, h / 2 + w * 0.11, w * 0.3, 'bold'));
    } else {
      body.push(text(caption, w / 2, h / 2 + h * 0.14, h * 0.4, 'bold'));
    }
  } else {
    // Food on a table, seen from above, lit from the top left; the grain runs across the table.
    const [dark, light] = TABLES[bytes[1]! % TABLES.length]!;
    const grain = Math.max(8, Math.round(h / 18));
    defs =
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
      `<pattern id="grain" width="${w}" height="${grain}" patternUnits="userSpaceOnUse"><rect width="${w}" height="${(grain * 0.35).toFixed(1)}" fill="#000" fill-opacity="0.06"/></pattern>` +
      `<radialGradient id="light" cx="0.3" cy="0.25" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient></defs>`;
    body.push(
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
      `<rect width="${w}" height="${h}" fill="url(#grain)"/>`,
    );
    if (kind === 'header') {
      const plates = 4;
      for (let i = 0; i < plates; i++) {
        const cx = (w / plates) * (i + 0.5) + ((bytes[i]! % 60) - 30);
        const cy = h * (0.5 + ((bytes[i + 4]! % 20) - 10) / 100);
        body.push(plate(cx, cy, h * 0.32, hash(`${spec.name}/${i}`)));
      }
    } else {
      const r = Math.min(w, h) * 0.4;
      // A linen napkin under one corner of the plate on the wide pictures.
      if (w > h) {
        const nx = w / 2 - r * 1.5;
        body.push(
          `<rect x="${nx.toFixed(1)}" y="${(h * 0.12).toFixed(1)}" width="${(r * 1.1).toFixed(1)}" height="${(h * 0.76).toFixed(1)}" rx="${(r * 0.05).toFixed(1)}" fill="#f4efe6" fill-opacity="0.92" transform="rotate(${((bytes[2]! % 10) - 5).toFixed(0)} ${nx.toFixed(1)} ${(h / 2).toFixed(1)})"/>`,
          cutlery(w / 2, h / 2, r),
        );
      }
      body.push(plate(w / 2, h / 2, r, bytes));
    }
    body.push(`<rect width="${w}" height="${h}" fill="url(#light)"/>`);
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
