/**
 * A business's theme as CSS custom properties (spec §9 defaults, WCAG 2.2 AA contrast).
 *
 * The business colours are kept for surfaces (buttons, bars); text on them and text *in* them is checked:
 * where a theme colour fails 4.5:1, an accessible colour is used instead, per light and dark background.
 */
import type { Business } from '../../lib/api/schema.ts';
import { accessibleAccent, DEFAULT_ACCENT, DEFAULT_PRIMARY, parseColor, readableOn } from '../../domain/contrast.ts';

export const LIGHT_BG = '#ffffff';
export const DARK_BG = '#121212';
// Cards sit on a surface slightly closer to the text colour than the page: text colours are checked against it,
// which also makes them pass on the page background.
export const LIGHT_SURFACE = '#f6f5f7';
export const DARK_SURFACE = '#1e1d21';

/** A CSS colour from the payload, or the fallback when it does not parse (also keeps `;}` out of the CSS). */
function colorOr(value: string | null | undefined, fallback: string): string {
  const c = parseColor(value);
  return c ? `rgba(${c.r}, ${c.g}, ${c.b}, ${c.a})` : fallback;
}

const GENERIC_FAMILIES =
  /^(serif|sans-serif|monospace|cursive|fantasy|math|emoji|fangsong|system-ui|ui-[a-z-]+|-apple-system)$/i;

/**
 * The business's font as the head of a font list (`"Open Sans",`), or `initial` when it has none. The trailing
 * comma joins it to the per-language system stacks of src/styles/global.css (`var(--font-brand,) var(--font-stack)`),
 * which cover every script of the locales. Only letters, digits, spaces and hyphens are kept (nothing
 * can leave the declaration); generic families are dropped so they never come before the script stacks.
 */
export function safeFontFamily(value: string | null | undefined): string {
  const families = (typeof value === 'string' ? value : '')
    .split(',')
    .map((f) =>
      f
        .replace(/[^\p{L}\p{N} -]/gu, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((f) => f && !GENERIC_FAMILIES.test(f))
    .slice(0, 4);
  return families.length ? `${families.map((f) => `"${f}"`).join(', ')},` : 'initial';
}

/**
 * What of the owner's theme the pages could not use, in words for the republish's warning, or null: a colour that
 * is no colour (its default is used instead), a font name with characters no font name has (what is left is used).
 * Without it a hostile or mistyped value was replaced in silence and the owner wondered why the colours did not change.
 */
export function themeWarning(
  business: Partial<Record<'primary_color' | 'accent_color' | 'font_family', unknown>> | null | undefined,
): string | null {
  const shown = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  const parts: string[] = [];
  for (const key of ['primary_color', 'accent_color'] as const) {
    const value = business?.[key];
    if (typeof value === 'string' && value.trim() && !parseColor(value))
      parts.push(`${key} ${shown(value)} is not a colour: the default is used`);
  }
  const font = business?.font_family;
  if (typeof font === 'string' && /[^\p{L}\p{N} ,'"-]/u.test(font)) {
    const used = safeFontFamily(font);
    parts.push(
      `font_family ${shown(font)} has characters no font name has: ${used === 'initial' ? 'the default is used' : `used as ${used.slice(0, -1)}`}`,
    );
  }
  return parts.length ? parts.join('; ') : null;
}

export interface ThemeVars {
  light: Record<string, string>;
  dark: Record<string, string>;
}

/** The theme variables for light and dark mode. */
export function themeVars(
  business: Pick<Business, 'primary_color' | 'accent_color' | 'font_family' | 'menu_button_opacity'>,
): ThemeVars {
  const primary = colorOr(business.primary_color, DEFAULT_PRIMARY);
  const accent = colorOr(business.accent_color, DEFAULT_ACCENT);
  const common = {
    '--primary': primary,
    '--accent': accent,
    '--on-primary': readableOn(primary),
    '--on-accent': readableOn(accent),
    '--menu-button-opacity': String(business.menu_button_opacity ?? 0.43),
    '--font-brand': safeFontFamily(business.font_family),
  };
  return {
    light: {
      ...common,
      '--bg': LIGHT_BG,
      '--surface': LIGHT_SURFACE,
      '--text': '#1d1b20',
      '--muted': '#5c5862',
      '--border': '#d8d4dc',
      '--error': '#b3261e',
      '--primary-text': accessibleAccent(primary, LIGHT_SURFACE),
      '--accent-text': accessibleAccent(accent, LIGHT_SURFACE),
    },
    dark: {
      ...common,
      '--bg': DARK_BG,
      '--surface': DARK_SURFACE,
      '--text': '#f3f1f5',
      '--muted': '#b9b4bf',
      '--border': '#3a3740',
      '--error': '#ffb4ab',
      '--primary-text': accessibleAccent(primary, DARK_SURFACE),
      '--accent-text': accessibleAccent(accent, DARK_SURFACE),
    },
  };
}

function block(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
}

/**
 * The theme stylesheet for `dark_mode`: 'on' is always dark, 'off' always light, 'auto' follows the system.
 * A `data-theme` attribute on <html> (the settings page, later) overrides either way.
 */
const cssCache = new WeakMap<object, string>();

export function themeCss(business: Parameters<typeof themeVars>[0] & Pick<Business, 'dark_mode'>): string {
  // Every page of a build passes the same business object: compute its stylesheet once.
  const hit = cssCache.get(business);
  if (hit !== undefined) return hit;
  const css = themeCssOf(business);
  cssCache.set(business, css);
  return css;
}

function themeCssOf(business: Parameters<typeof themeVars>[0] & Pick<Business, 'dark_mode'>): string {
  const { light, dark } = themeVars(business);
  const lightCss = `:root{${block(light)};color-scheme:light}`;
  const darkCss = `:root{${block(dark)};color-scheme:dark}`;
  const forcedLight = `:root[data-theme="light"]{${block(light)};color-scheme:light}`;
  const forcedDark = `:root[data-theme="dark"]{${block(dark)};color-scheme:dark}`;
  if (business.dark_mode === 'on') return `${darkCss}${forcedLight}`;
  if (business.dark_mode === 'off') return `${lightCss}${forcedDark}`;
  return `${lightCss}@media (prefers-color-scheme: dark){${darkCss}}${forcedLight}${forcedDark}`;
}
