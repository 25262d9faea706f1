/**
 * Colour contrast for a business's theme colours (WCAG 2.2 AA: 4.5:1 for text), and the default colours (spec §9).
 *
 * Tenants pick their own colours; these functions keep text readable whatever they pick.
 */

/** An sRGB colour: channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Default primary colour (spec §9). */
export const DEFAULT_PRIMARY = 'rgb(109,85,124)';
/** Default accent colour (spec §9). */
export const DEFAULT_ACCENT = 'rgba(180,81,76,1)';
/** Default opacity of the menu buttons (spec §9). */
export const MENU_BUTTON_OPACITY = 0.43;
/** The WCAG AA minimum contrast for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
/** The dark text colour preferred over pure black when it is readable enough (softer on screens). */
const NEAR_BLACK = '#111111';

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

function hexColor(hex: string): Rgba | null {
  if (!/^[0-9a-f]+$/i.test(hex)) return null;
  const digits = hex.length === 3 || hex.length === 4 ? [...hex].map((d) => d + d).join('') : hex;
  if (digits.length !== 6 && digits.length !== 8) return null;
  const channel = (i: number): number => parseInt(digits.slice(i, i + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4), a: digits.length === 8 ? channel(6) / 255 : 1 };
}

/** A number or percentage of `full` (rgb channels: 255; alpha: 1); null when not a number. */
function cssNumber(text: string, full: number): number | null {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%?)$/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  if (!Number.isFinite(value)) return null;
  return match[2] ? (value / 100) * full : value;
}

function functionalColor(body: string): Rgba | null {
  let parts: string[];
  if (body.includes(',')) {
    // Legacy syntax: "r, g, b" or "r, g, b, a".
    parts = body.split(',').map((p) => p.trim());
  } else {
    // Modern syntax: "r g b" or "r g b / a".
    const [channels = '', alpha, ...rest] = body.split('/');
    if (rest.length > 0) return null;
    parts = channels.trim().split(/\s+/);
    if (parts.length !== 3) return null;
    if (alpha !== undefined) parts.push(alpha.trim());
  }
  if (parts.length !== 3 && parts.length !== 4) return null;
  const [r, g, b] = parts.slice(0, 3).map((p) => cssNumber(p, 255));
  const a = parts.length === 4 ? cssNumber(parts[3] ?? '', 1) : 1;
  if (r == null || g == null || b == null || a == null) return null;
  return { r: clamp(r, 0, 255), g: clamp(g, 0, 255), b: clamp(b, 0, 255), a: clamp(a, 0, 1) };
}

/** Parses #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() and rgba() (commas or spaces, optional "/ alpha"); garbage → null. */
export function parseColor(css: string | null | undefined): Rgba | null {
  if (typeof css !== 'string' || css.length > 64) return null;
  const text = css.trim().toLowerCase();
  if (text.startsWith('#')) return hexColor(text.slice(1));
  const fn = /^rgba?\(([^()]*)\)$/.exec(text);
  return fn ? functionalColor(fn[1] ?? '') : null;
}

/** A colour with its alpha composited over an opaque backdrop. */
function over(color: Rgba, backdrop: Rgba): Rgba {
  const mix = (c: number, b: number): number => c * color.a + b * (1 - color.a);
  return { r: mix(color.r, backdrop.r), g: mix(color.g, backdrop.g), b: mix(color.b, backdrop.b), a: 1 };
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance(color: Rgba): number {
  const linear = (c: number): number => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

function toRgba(color: Rgba | string | null | undefined): Rgba | null {
  return typeof color === 'string' || color == null ? parseColor(color) : color;
}

/** WCAG contrast ratio (1–21) of two colours, each composited over white; 1 when either is unparseable. */
export function contrastRatio(a: Rgba | string, b: Rgba | string): number {
  const ca = toRgba(a);
  const cb = toRgba(b);
  if (!ca || !cb) return 1;
  const la = relativeLuminance(over(ca, WHITE));
  const lb = relativeLuminance(over(cb, WHITE));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * A text colour readable on `background`: `preferred` when it reaches 4.5:1, else white or a near-black, whichever
 * contrasts more (pure black when near-black falls short). An unparseable background is taken as white.
 */
export function readableOn(background: string, preferred?: string): string {
  const bg = parseColor(background) ?? WHITE;
  if (preferred !== undefined && parseColor(preferred) && contrastRatio(preferred, bg) >= AA_TEXT_CONTRAST) {
    return preferred;
  }
  if (contrastRatio(WHITE, bg) >= contrastRatio('#000000', bg)) return '#ffffff';
  return contrastRatio(NEAR_BLACK, bg) >= AA_TEXT_CONTRAST ? NEAR_BLACK : '#000000';
}

/** CSS `rgb(r, g, b)` of an opaque colour, channels rounded. */
export function toCssRgb(color: Rgba): string {
  return `rgb(${Math.round(color.r)}, ${Math.round(color.g)}, ${Math.round(color.b)})`;
}

/**
 * `color` (composited over `background`) darkened — or lightened on a dark background — in 1 % steps until it
 * reaches `minRatio` against `background`; returned as css `rgb(r, g, b)`. Garbage colour → the default accent.
 */
export function accessibleAccent(color: string, background: string, minRatio = AA_TEXT_CONTRAST): string {
  const bg = over(parseColor(background) ?? WHITE, WHITE);
  const start = over(parseColor(color) ?? parseColor(DEFAULT_ACCENT) ?? WHITE, bg);
  // Move towards whichever end (black or white) contrasts more with the background.
  const target = contrastRatio('#000000', bg) >= contrastRatio(WHITE, bg) ? { r: 0, g: 0, b: 0, a: 1 } : WHITE;
  let candidate = start;
  for (let step = 0; step <= 100; step++) {
    const t = step / 100;
    candidate = {
      r: Math.round(start.r + (target.r - start.r) * t),
      g: Math.round(start.g + (target.g - start.g) * t),
      b: Math.round(start.b + (target.b - start.b) * t),
      a: 1,
    };
    if (contrastRatio(candidate, bg) >= minRatio) break;
  }
  return toCssRgb(candidate);
}
