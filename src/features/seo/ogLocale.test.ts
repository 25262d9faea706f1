import { describe, expect, it } from 'vitest';
import { ogLocaleOf } from './ogLocale.ts';

describe('ogLocaleOf', () => {
  it("names a locale Facebook knows: the language's own entry when the market's pair is not on its list", () => {
    expect(ogLocaleOf('ar', 'KW')).toBe('ar_AR');
    expect(ogLocaleOf('en', 'kw')).toBe('en_US');
    expect(ogLocaleOf('de', 'CH')).toBe('de_DE');
    expect(ogLocaleOf('fa', 'AE')).toBe('fa_IR');
    expect(ogLocaleOf('ko', 'PK')).toBe('ko_KR');
    expect(ogLocaleOf('zh', 'PK')).toBe('zh_CN');
    expect(ogLocaleOf('no', 'NO')).toBe('nb_NO');
  });
  it("keeps the market's pair when Facebook has it: the locale's own territory, else the business's country", () => {
    expect(ogLocaleOf('pt-BR', 'PT')).toBe('pt_BR');
    expect(ogLocaleOf('en', 'GB')).toBe('en_GB');
    expect(ogLocaleOf('fr', 'CA')).toBe('fr_CA');
    expect(ogLocaleOf('zh', 'TW')).toBe('zh_TW');
  });
  it('takes the language’s default without a country, and ignores a country code that is not two letters', () => {
    expect(ogLocaleOf('ja', '')).toBe('ja_JP');
    expect(ogLocaleOf('de', null)).toBe('de_DE');
    expect(ogLocaleOf('fr', 'France')).toBe('fr_FR');
  });
  it('keeps the pair of a language Facebook does not list, and survives garbage', () => {
    expect(ogLocaleOf('sw', 'TZ')).toBe('sw_TZ');
    expect(ogLocaleOf('not a locale!', 'KW')).toBe('not a locale!');
  });
});
