/**
 * `<img>` attributes for a processed picture (spec §9 widths, webp): width descriptors for fluid pictures,
 * density descriptors (1x, 2x) for pictures shown at a fixed size; width and height always set so nothing shifts.
 */
import type { ImageEntry } from '../../build/snapshot.ts';

export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;

/** The CSS width the business's logo is shown at in the header (and the favicon's picture). */
export const LOGO_CSS_WIDTH = 40;
/**
 * The logo's own widths besides the standard ones, at densities 1 and 2 (spec §9): its smallest standard width,
 * 320 px, is 8 times the pixels of a 40 px logo at 2x (10.8 kB against 2.8 kB of the fixture's logo, on every page,
 * before anything else is drawn). Only the logo gets them: the spec's widths are those of the responsive pictures.
 */
export const LOGO_WIDTHS = [LOGO_CSS_WIDTH, LOGO_CSS_WIDTH * 2] as const;

export interface PictureAttrs {
  src: string;
  srcset: string;
  sizes?: string;
  width: number;
  height: number;
}

/** URL of one variant of a processed picture under the tenant base. */
export function variantUrl(base: string, entry: ImageEntry, width: number): string {
  return `${base}/_img/${entry.hash}-${width}.webp`;
}

/** The smallest available width at least `needed` wide (or the widest there is). */
export function pickWidth(entry: ImageEntry, needed: number): number {
  return entry.widths.find((w) => w >= needed) ?? entry.widths[entry.widths.length - 1] ?? entry.width;
}

/** Fluid picture: every width, the browser picks by `sizes`. */
export function fluidPicture(base: string, entry: ImageEntry, sizes: string): PictureAttrs {
  const mid = pickWidth(entry, 768);
  return {
    src: variantUrl(base, entry, mid),
    srcset: entry.widths.map((w) => `${variantUrl(base, entry, w)} ${w}w`).join(', '),
    sizes,
    width: entry.width,
    height: entry.height,
  };
}

/** Fixed-size picture shown `cssWidth` pixels wide: 1x and 2x candidates, height from the aspect ratio. */
export function fixedPicture(base: string, entry: ImageEntry, cssWidth: number): PictureAttrs {
  const one = pickWidth(entry, cssWidth);
  const two = pickWidth(entry, cssWidth * 2);
  const srcset =
    one === two
      ? `${variantUrl(base, entry, one)} 1x`
      : `${variantUrl(base, entry, one)} 1x, ${variantUrl(base, entry, two)} 2x`;
  return {
    src: variantUrl(base, entry, one),
    srcset,
    width: cssWidth,
    height: Math.round((cssWidth * entry.height) / entry.width),
  };
}
