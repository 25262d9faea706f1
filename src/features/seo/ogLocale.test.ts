import { describe, expect, it } from 'vitest';
import { ogLocaleOf } from './ogLocale.ts';

describe('ogLocaleOf', () => {
  it("names a bare language with the business's country", () => {
    expect(ogLocaleOf('ar', 'KW')).toBe('ar_KW');
    expect(ogLocaleOf('en', 'kw')).toBe('en_KW');
  });
  it('keeps the territory a locale names itself', () => {
    expect(ogLocaleOf('pt-BR', 'PT')).toBe('pt_BR');
  });
  it("takes the language's likely territory when the business names no country", () => {
    expect(ogLocaleOf('ja', '')).toBe('ja_JP');
    expect(ogLocaleOf('de', null)).toBe('de_DE');
  });
  it('ignores a country code that is not two letters', () => {
    expect(ogLocaleOf('fr', 'France')).toBe('fr_FR');
  });
});
