import { describe, expect, it } from 'vitest';
import {
  accessibleAccent,
  contrastRatio,
  DEFAULT_ACCENT,
  DEFAULT_PRIMARY,
  MENU_BUTTON_OPACITY,
  parseColor,
  readableOn,
} from './contrast.ts';

describe('parseColor', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#6D557C', { r: 109, g: 85, b: 124, a: 1 }],
    ['#6d557c80', { r: 109, g: 85, b: 124, a: 128 / 255 }],
    ['#0008', { r: 0, g: 0, b: 0, a: 136 / 255 }],
    ['rgb(109,85,124)', { r: 109, g: 85, b: 124, a: 1 }],
    ['rgba(180, 81, 76, 1)', { r: 180, g: 81, b: 76, a: 1 }],
    ['rgba(180,81,76,0.5)', { r: 180, g: 81, b: 76, a: 0.5 }],
    ['rgb(180 81 76)', { r: 180, g: 81, b: 76, a: 1 }],
    ['rgb(180 81 76 / 50%)', { r: 180, g: 81, b: 76, a: 0.5 }],
    ['RGB(100%, 0%, 0%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['  rgb(300, -5, 10)  ', { r: 255, g: 0, b: 10, a: 1 }],
  ])('reads %j', (css, color) => {
    expect(parseColor(css)).toEqual(color);
  });

  it.each([
    '',
    'red',
    '#ff',
    '#fffff',
    '#ggg',
    'rgb(1,2)',
    'rgb(1 2 3 4)',
    'rgb(1, 2, 3, 4, 5)',
    'rgb(a, b, c)',
    'rgb(1 2 3 / 0.5 / 1)',
    'rgb()',
    'rgb(1,2,3',
    'url(javascript:alert(1))',
    'rgb(1,2,3); background: url(x)',
    '#fff; color: red',
    'x'.repeat(1000),
  ])('refuses garbage %j', (css) => {
    expect(parseColor(css)).toBeNull();
  });

  it('refuses non-strings without throwing', () => {
    for (const value of [null, undefined, 42, {}, []]) expect(parseColor(value as never)).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBe(1);
  });

  it('matches the WCAG figure for #777 on white (4.48:1)', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('is symmetric', () => {
    expect(contrastRatio(DEFAULT_PRIMARY, '#fff')).toBeCloseTo(contrastRatio('#fff', DEFAULT_PRIMARY), 10);
  });

  it('composites a transparent colour over white', () => {
    expect(contrastRatio('rgba(0,0,0,0)', '#fff')).toBe(1);
  });

  it('accepts parsed colours as well as strings', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0, a: 1 }, '#fff')).toBeCloseTo(21, 5);
  });

  it('is 1 when a colour is garbage', () => {
    expect(contrastRatio('garbage', '#fff')).toBe(1);
  });
});

describe('readableOn', () => {
  it('keeps the preferred colour when it reaches 4.5:1', () => {
    expect(readableOn('#ffffff', DEFAULT_PRIMARY)).toBe(DEFAULT_PRIMARY);
  });

  it('replaces a preferred colour that is too faint', () => {
    expect(readableOn('#ffffff', '#aaaaaa')).toBe('#111111');
  });

  it('writes white on the default primary colour', () => {
    expect(readableOn(DEFAULT_PRIMARY)).toBe('#ffffff');
  });

  it('writes near-black on a light yellow', () => {
    expect(readableOn('#ffeb3b')).toBe('#111111');
  });

  it('writes pure black where near-black would fall short of 4.5:1', () => {
    // Mid grey: white gives about 4.6, black about 4.6, near-black below 4.5.
    const bg = 'rgb(118,118,118)';
    const chosen = readableOn(bg);
    expect(contrastRatio(chosen, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('always reaches 4.5:1 whatever the background', () => {
    for (let v = 0; v <= 255; v += 5) {
      for (const bg of [`rgb(${v},${v},${v})`, `rgb(${v},0,0)`, `rgb(0,${v},${255 - v})`]) {
        expect(contrastRatio(readableOn(bg), bg)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('treats a garbage background as white and ignores a garbage preference', () => {
    expect(readableOn('garbage', 'also garbage')).toBe('#111111');
  });
});

describe('accessibleAccent', () => {
  it('keeps a colour that already reaches the ratio', () => {
    expect(accessibleAccent('#000000', '#ffffff')).toBe('rgb(0, 0, 0)');
  });

  it('darkens a light accent on white until it reaches 4.5:1', () => {
    const result = accessibleAccent('#ffb3b3', '#ffffff');
    expect(contrastRatio(result, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const { r, g, b } = parseColor(result) ?? { r: 0, g: 0, b: 0 };
    expect(r).toBeGreaterThan(g);
    expect(g).toBe(b);
  });

  it('lightens a dark accent on a dark background', () => {
    const result = accessibleAccent('#402020', '#121212');
    expect(contrastRatio(result, '#121212')).toBeGreaterThanOrEqual(4.5);
    expect(parseColor(result)?.r).toBeGreaterThan(0x40);
  });

  it('honours a higher minimum ratio', () => {
    expect(contrastRatio(accessibleAccent(DEFAULT_ACCENT, '#ffffff', 7), '#ffffff')).toBeGreaterThanOrEqual(7);
  });

  it('changes the default accent only as far as needed', () => {
    const result = accessibleAccent(DEFAULT_ACCENT, '#ffffff');
    expect(contrastRatio(result, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(result, '#ffffff')).toBeLessThan(5.2);
  });

  it('uses the default accent for a garbage colour', () => {
    expect(accessibleAccent('garbage', '#ffffff')).toBe(accessibleAccent(DEFAULT_ACCENT, '#ffffff'));
  });
});

describe('defaults', () => {
  it('match spec §9', () => {
    expect(parseColor(DEFAULT_PRIMARY)).toEqual({ r: 109, g: 85, b: 124, a: 1 });
    expect(parseColor(DEFAULT_ACCENT)).toEqual({ r: 180, g: 81, b: 76, a: 1 });
    expect(MENU_BUTTON_OPACITY).toBe(0.43);
  });
});
