/**
 * The installable and offline side of a release, written with the pictures and serving rules before
 * the pages are rendered:
 * - `_img/{key}-icon-192.png`, `-icon-512.png`, `-maskable-512.png`: the logo drawn by sharp (maskable: inside
 *   the safe zone on the theme colour; without a logo, a plate on the theme colour), cached by content like the
 *   pictures (a rebuild draws nothing);
 * - `_pwa/{locale}.webmanifest`: the web app manifest of each language (features/pwa/manifest.ts);
 * - `builds/offline.json`: what the service worker keeps (features/pwa/keepList.ts);
 * - `sw.js`: the service worker (features/pwa/sw.ts), bundled once per process by esbuild, with the release's
 *   build id in it so each release is a new worker.
 */
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { businessLocales } from '../domain/locale.ts';
import { localized } from '../domain/localizedText.ts';
import { readableOn } from '../domain/contrast.ts';
import { buildRouteTable, localizedPath } from '../features/routes/routeTable.ts';
import { parseRedirects } from './cdnRules.ts';
import { offlineKeepList } from '../features/pwa/keepList.ts';
import {
  appIcons,
  backgroundColorOf,
  manifestPath,
  themeColorOf,
  webAppManifest,
  type AppIcon,
} from '../features/pwa/manifest.ts';
import { basePathOf } from '../features/site/basePath.ts';
import type { ImageEntry, TenantSnapshot } from './snapshot.ts';

const SW_ENTRY = fileURLToPath(new URL('../features/pwa/sw.ts', import.meta.url));
const BUILD_ID_PLACEHOLDER = 'BUILD_ID_PLACEHOLDER';

let workerSource: Promise<string> | undefined;

/** The bundled service worker, its build id still a placeholder (bundled once per process: tens of ms). */
export function serviceWorkerSource(): Promise<string> {
  return (workerSource ??= import('esbuild').then(async ({ build }) => {
    const out = await build({
      entryPoints: [SW_ENTRY],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
    });
    const code = out.outputFiles[0]!.text;
    if (!code.includes(BUILD_ID_PLACEHOLDER)) throw new Error('service worker: build id placeholder not found');
    return code;
  }));
}

/** The service worker of one release. */
export async function serviceWorkerFor(buildId: string): Promise<string> {
  if (!/^[\w-]{1,64}$/.test(buildId)) throw new Error(`service worker: unexpected build id ${JSON.stringify(buildId)}`);
  return (await serviceWorkerSource()).replaceAll(BUILD_ID_PLACEHOLDER, buildId);
}

async function writeAtomic(path: string, data: Buffer | string): Promise<void> {
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}

/** The share of a maskable icon's side its logo's diagonal may span: the safe zone is a centred circle of 80 %. */
const SAFE_DIAGONAL = 0.76;

/** A plate on the theme colour, for a business without a logo. */
function plateSvg(size: number, background: string, foreground: string): Buffer {
  const c = size / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      `<rect width="${size}" height="${size}" fill="${background}"/>` +
      `<circle cx="${c}" cy="${c}" r="${size * 0.27}" fill="none" stroke="${foreground}" stroke-width="${size * 0.035}"/>` +
      `<circle cx="${c}" cy="${c}" r="${size * 0.18}" fill="none" stroke="${foreground}" stroke-width="${size * 0.02}"/>` +
      `</svg>`,
  );
}

/** Draws one icon as PNG bytes from the logo (a file or its bytes). */
export async function drawIcon(icon: AppIcon, logo: string | Buffer | undefined, themeColor: string): Promise<Buffer> {
  const size = icon.size;
  if (!logo)
    return sharp(plateSvg(size, themeColor, readableOn(themeColor)))
      .png()
      .toBuffer();
  if (icon.purpose === 'any') {
    return sharp(logo)
      .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  }
  const meta = await sharp(logo).metadata();
  const scale = (SAFE_DIAGONAL * size) / Math.hypot(meta.width ?? 1, meta.height ?? 1);
  const width = Math.max(1, Math.round((meta.width ?? 1) * scale));
  const height = Math.max(1, Math.round((meta.height ?? 1) * scale));
  const inner = await sharp(logo).resize(width, height, { fit: 'fill' }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: themeColor } })
    .composite([{ input: inner, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** The largest encoded variant of a picture in the picture cache. */
function largestVariant(cacheDir: string, entry: ImageEntry): string {
  const width = entry.widths.at(-1) ?? entry.width;
  return join(cacheDir, entry.hash.slice(0, 2), `${entry.hash}-${width}.webp`);
}

/** Draws (or finds in the cache) the icons and hard-links them into the release's `_img/`. */
export async function writeIcons(
  release: string,
  icons: AppIcon[],
  logo: ImageEntry | undefined,
  themeColor: string,
  cacheDir: string,
): Promise<void> {
  const iconCache = join(cacheDir, 'icons');
  await mkdir(iconCache, { recursive: true });
  await mkdir(join(release, '_img'), { recursive: true });
  const source = logo ? largestVariant(cacheDir, logo) : undefined;
  for (const icon of icons) {
    const cached = join(iconCache, icon.file);
    if (!existsSync(cached)) await writeAtomic(cached, await drawIcon(icon, source, themeColor));
    const to = join(release, '_img', icon.file);
    if (!existsSync(to)) await link(cached, to).catch(() => copyFile(cached, to));
  }
}

/**
 * Writes the icons, manifests, keep list and service worker of a release, after its `_redirects` (the static
 * redirects go into the keep list); returns the bytes written (the icons are hard-linked from the cache: not counted).
 */
export async function writePwaFiles(args: {
  release: string;
  snapshot: TenantSnapshot;
  cacheDir: string;
}): Promise<number> {
  let bytes = 0;
  const put = async (file: string, text: string) => {
    await writeFile(file, text);
    bytes += Buffer.byteLength(text);
  };
  const { release, snapshot } = args;
  const pages = buildRouteTable(snapshot.data);
  const redirects = parseRedirects(await readFile(join(release, '_redirects'), 'utf8').catch(() => ''));
  const ref = snapshot.referenceId;
  const business = snapshot.data.restaurant;
  const locales = businessLocales(business);
  const defaultLocale = locales[0] ?? 'en';
  const themeColor = themeColorOf(business);
  const logo = business.logo ? snapshot.images[business.logo] : undefined;
  const base = basePathOf(snapshot); // '' at the root of the business's own domain
  const icons = appIcons(ref, logo, themeColor, base);
  await writeIcons(release, icons, logo, themeColor, args.cacheDir);

  await mkdir(join(release, '_pwa'), { recursive: true });
  for (const locale of locales) {
    const landing = pages.find((p) => p.kind === 'landing' && p.locale === locale);
    // A landing that only sends the visitor on (one selling type): the app opens where it would send them.
    const start = localizedPath(landing?.canonicalLocalPath ?? '', locale, defaultLocale);
    const manifest = webAppManifest({
      ref,
      locale,
      // The home screen names the app as the page's language writes it (as PageContext.name does).
      businessName:
        localized(business.title, locale, [defaultLocale, 'en', ...locales]).trim() || business.business_name,
      description: localized(business.description, locale, [defaultLocale, 'en', ...locales]),
      themeColor,
      backgroundColor: backgroundColorOf(business),
      startUrl: start ? `${base}/${start}` : base || '/',
      icons,
      base,
    });
    await put(join(release, manifestPath(ref, locale, '')), JSON.stringify(manifest));
  }

  await mkdir(join(release, 'builds'), { recursive: true });
  const list = offlineKeepList({
    ref,
    buildId: snapshot.contentId,
    defaultLocale,
    pages,
    redirects,
    base,
  });
  await put(join(release, 'builds', 'offline.json'), JSON.stringify(list));
  await put(join(release, 'sw.js'), await serviceWorkerFor(snapshot.contentId));
  return bytes;
}
