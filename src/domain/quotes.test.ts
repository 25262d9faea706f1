import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from './locale.ts';
import { quoted } from './quotes.ts';

describe('text quoted the way its language quotes', () => {
  it('German low-high, French guillemets with narrow spaces, Japanese corner brackets, English curly', () => {
    expect(quoted('ohne Zwiebeln', 'de')).toBe('„ohne Zwiebeln“');
    expect(quoted('sans oignons', 'fr')).toBe('«\u202fsans oignons\u202f»');
    expect(quoted('玉ねぎ抜き', 'ja')).toBe('「玉ねぎ抜き」');
    expect(quoted('no onions', 'en')).toBe('“no onions”');
    expect(quoted('no onions', 'xx')).toBe('“no onions”');
  });

  it('opens and closes with a mark in every supported language', () => {
    for (const locale of SUPPORTED_LOCALES) expect(quoted('x', locale)).toMatch(/^\S+x\S+$|^«\u202fx\u202f»$/);
  });
});
