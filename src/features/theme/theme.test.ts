import { expect, test } from 'vitest';
import { contrastRatio, DEFAULT_ACCENT, DEFAULT_PRIMARY, parseColor } from '../../domain/contrast.ts';
import { safeFontFamily, themeCss, themeVars } from './theme.ts';

const ratio = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!);

test('a business without colours gets the spec defaults', () => {
  const vars = themeVars({ primary_color: null, accent_color: null, font_family: null, menu_button_opacity: 0.43 });
  expect(vars.light['--primary']).toBe(DEFAULT_PRIMARY);
  expect(vars.light['--accent']).toBe(DEFAULT_ACCENT);
  expect(DEFAULT_PRIMARY.replace(/\s/g, '')).toBe('rgb(109,85,124)');
  expect(DEFAULT_ACCENT.replace(/\s/g, '')).toBe('rgba(180,81,76,1)');
  expect(vars.light['--menu-button-opacity']).toBe('0.43');
});

test('text on a light yellow theme colour turns dark enough to read', () => {
  const vars = themeVars({
    primary_color: '#f4c542',
    accent_color: null,
    font_family: null,
    menu_button_opacity: 0.43,
  });
  expect(ratio(vars.light['--on-primary']!, '#f4c542')).toBeGreaterThanOrEqual(4.5);
});

test('a theme colour used as text is adjusted until it reaches 4.5:1 on light and on dark backgrounds', () => {
  const vars = themeVars({
    primary_color: '#f4c542',
    accent_color: '#333366',
    font_family: null,
    menu_button_opacity: 0.43,
  });
  for (const mode of [vars.light, vars.dark]) {
    for (const bg of [mode['--bg']!, mode['--surface']!]) {
      expect(ratio(mode['--primary-text']!, bg)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(mode['--accent-text']!, bg)).toBeGreaterThanOrEqual(4.5);
    }
  }
});

test('a colour that smuggles CSS falls back to the default', () => {
  const css = themeCss({
    primary_color: 'red;}body{display:none',
    accent_color: null,
    font_family: null,
    menu_button_opacity: 0.43,
    dark_mode: 'off',
  });
  expect(css).not.toContain('display:none');
  expect(css).toContain(`--primary:${DEFAULT_PRIMARY}`);
});

test('a font family keeps only safe characters', () => {
  expect(safeFontFamily('Georgia;}</style><script>')).toBe('"Georgiastylescript",');
  expect(safeFontFamily(`"Open Sans', Tahoma`)).toBe('"Open Sans", "Tahoma",');
});

test('a business font heads the system stacks; without one the stacks alone apply', () => {
  // global.css: font-family: var(--font-brand,) var(--font-stack)
  expect(safeFontFamily('Vazirmatn')).toBe('"Vazirmatn",');
  expect(safeFontFamily(null)).toBe('initial');
  expect(safeFontFamily('  ,, ')).toBe('initial');
  expect(
    themeVars({ primary_color: null, accent_color: null, font_family: 'Georgia', menu_button_opacity: 0.43 }).light[
      '--font-brand'
    ],
  ).toBe('"Georgia",');
});

test('generic families of a business font never come before the script stacks', () => {
  expect(safeFontFamily('Inter, sans-serif')).toBe('"Inter",');
  expect(safeFontFamily('system-ui')).toBe('initial');
});

test('dark mode on is dark by default, off is light, auto follows the system', () => {
  const b = { primary_color: null, accent_color: null, font_family: null, menu_button_opacity: 0.43 };
  expect(themeCss({ ...b, dark_mode: 'on' }).startsWith(':root{') && themeCss({ ...b, dark_mode: 'on' })).toMatch(
    /^:root\{[^}]*--bg:#121212/,
  );
  expect(themeCss({ ...b, dark_mode: 'off' })).toMatch(/^:root\{[^}]*--bg:#ffffff/);
  expect(themeCss({ ...b, dark_mode: 'off' })).not.toContain('prefers-color-scheme');
  expect(themeCss({ ...b, dark_mode: 'auto' })).toContain('@media (prefers-color-scheme: dark){:root{');
});
