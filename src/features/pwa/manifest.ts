/**
 * The web app manifest of a business: one per locale (`lang`, `dir`, name and start page in that
 * language), all of them one app (`id` is the business's base), and the names of the icons the build draws from
 * the logo. Pure: the build writes the files (src/build/pwaFiles.ts), the layout links them.
 *
 * Scope is the business's base `/{ref}` without a trailing slash: the landing page is `/{ref}` (URLs never end in a
 * slash, spec §2), and a scope of `/{ref}/` would leave it out. The service worker is registered for the same scope
 * (its script answers with `Service-Worker-Allowed: /{ref}`, src/build/cdnRules.ts) and ignores any request outside
 * `/{ref}` and `/{ref}/…` (a longer reference id sharing the prefix is another business).
 */
import { createHash } from 'node:crypto';
import { dirOf } from '../../domain/locale.ts';
import { DEFAULT_PRIMARY, parseColor } from '../../domain/contrast.ts';
import { DARK_BG, LIGHT_BG } from '../theme/theme.ts';
import type { ImageEntry } from '../../build/snapshot.ts';

/** Bumped when the drawing of the icons changes, so cached icons of the old drawing are not reused. */
export const ICON_VERSION = 1;
export const ICON_SIZES = [192, 512] as const;

export interface AppIcon {
  /** Site path of the PNG (`/{ref}/_img/…`: content-named, cached for a year). */
  src: string;
  /** File name inside `_img/`. */
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

/** `#rrggbb` of a CSS colour (alpha dropped: manifest and theme-color want an opaque colour), or the fallback's. */
export function opaqueHex(css: string | null | undefined, fallback = DEFAULT_PRIMARY): string {
  const c = parseColor(css) ?? parseColor(fallback)!;
  const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  return `#${hex(c.r)}${hex(c.g)}${hex(c.b)}`;
}

/** The business's theme colour as the browser chrome and the manifest show it. */
export function themeColorOf(business: { primary_color?: string | null }): string {
  return opaqueHex(business.primary_color);
}

/** The colour of the splash screen: the page background of the business's colour scheme. */
export function backgroundColorOf(business: { dark_mode?: string | null }): string {
  return business.dark_mode === 'on' ? DARK_BG : LIGHT_BG;
}

const graphemes = (text: string): string[] =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);

/**
 * A name for the home screen (about 12 characters fit under an icon): the whole name when short enough, else its
 * first words that fit, else its first 12 characters.
 */
export function shortNameOf(name: string, max = 12): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (graphemes(clean).length <= max) return clean;
  let out = '';
  for (const word of clean.split(' ')) {
    const next = out ? `${out} ${word}` : word;
    if (graphemes(next).length > max) break;
    out = next;
  }
  return out || graphemes(clean).slice(0, max).join('').trim();
}

/**
 * The manifest's path for a locale: `/{ref}/_pwa/{locale}.webmanifest` (`base` is `/{ref}`, or `''` at the root of
 * the business's own domain).
 */
export function manifestPath(ref: string, locale: string, base = `/${ref}`): string {
  return `${base}/_pwa/${locale}.webmanifest`;
}

/**
 * The icons of a business: 192 and 512 of the logo as it is (transparent around it), and a maskable 512 with the
 * logo inside the safe zone on the theme colour. Names carry a hash of what they are drawn from, so a new logo or
 * colour gives new files and the year-long cache of `_img/` is safe.
 */
export function appIcons(ref: string, logo: ImageEntry | undefined, themeColor: string, base = `/${ref}`): AppIcon[] {
  const key = createHash('sha256')
    .update(`${ICON_VERSION}|${logo?.hash ?? 'no-logo'}|${themeColor}`)
    .digest('hex')
    .slice(0, 20);
  const icon = (size: number, purpose: AppIcon['purpose']): AppIcon => {
    const file = `${key}-${purpose === 'maskable' ? 'maskable' : 'icon'}-${size}.png`;
    return { src: `${base}/_img/${file}`, file, size, purpose };
  };
  return [...ICON_SIZES.map((size) => icon(size, 'any')), icon(512, 'maskable')];
}

export interface ManifestInput {
  ref: string;
  locale: string;
  businessName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
  /** Site path the installed app opens: the landing of the locale, or its menu when there is one selling type. */
  startUrl: string;
  icons: AppIcon[];
  /** Where the pages are: `/{ref}` (the default), or `''` at the root of the business's own domain. */
  base?: string;
}

/** The manifest of one locale. */
export function webAppManifest(input: ManifestInput): Record<string, unknown> {
  const base = input.base ?? `/${input.ref}`;
  return {
    id: base || '/',
    name: input.businessName,
    short_name: shortNameOf(input.businessName),
    ...(input.description ? { description: input.description.slice(0, 300) } : {}),
    lang: input.locale,
    dir: dirOf(input.locale),
    start_url: input.startUrl,
    scope: base || '/',
    display: 'standalone',
    theme_color: input.themeColor,
    background_color: input.backgroundColor,
    icons: input.icons.map((i) => ({
      src: i.src,
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.purpose,
    })),
  };
}
