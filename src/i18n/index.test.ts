import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pluralText } from '../components/ui/plural.ts';
import { localNumber, pluralForms, translator } from './index.ts';

/** The locale file's own text of a plural key for `count`, its {{count}} replaced by `shown`. */
function expected(locale: string, section: string, stem: string, count: number, shown: string): string {
  const file = JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const form = new Intl.PluralRules(locale).select(count);
  return file[section]![`${stem}_${form}`]!.replace('{{count}}', shown);
}

describe('translator', () => {
  it("writes interpolated numbers with the locale's digits", () => {
    expect(translator('fa')('menu.items', { count: 3 })).toBe(expected('fa', 'menu', 'items', 3, '۳'));
    expect(translator('fa')('menu.items', { count: 3 })).toContain('۳');
    expect(translator('bn')('menu.items', { count: 12 })).toBe(expected('bn', 'menu', 'items', 12, '১২'));
    expect(translator('en')('menu.items', { count: 3 })).toBe('3 items');
    expect(translator('ar')('menu.items', { count: 3 })).toBe(expected('ar', 'menu', 'items', 3, '3'));
  });

  it('still picks the plural form from the number, not from its text', () => {
    // Arabic has six forms: 2 is "two", 11 is "many", 3 is "few".
    for (const count of [0, 1, 2, 3, 11, 100]) {
      expect(translator('ar')('menu.items', { count }), String(count)).toBe(
        expected('ar', 'menu', 'items', count, String(count)),
      );
    }
    expect(translator('fa')('menu.items', { count: 1 })).toBe(expected('fa', 'menu', 'items', 1, '۱'));
    expect(translator('en')('menu.items', { count: 1 })).toBe('1 item');
  });

  it('names one and two dishes in Arabic by the word alone, without the number (the dual stands alone)', () => {
    const t = translator('ar');
    expect(t('menu.items', { count: 1 })).toBe('صنف واحد');
    expect(t('menu.items', { count: 2 })).toBe('صنفان');
    expect(t('menu.items', { count: 3 })).toBe('3 أصناف');
    expect(t('search.results', { count: 1 })).toBe('نتيجة واحدة');
    expect(t('search.results', { count: 2 })).toBe('نتيجتان');
  });

  it('says none in Arabic for zero dishes or results ("لا أصناف", not "0 صنف")', () => {
    const t = translator('ar');
    expect(t('menu.items', { count: 0 })).toBe('لا أصناف');
    expect(t('search.results', { count: 0 })).toBe('لا نتائج');
    expect(pluralText(pluralForms('ar', 'menu.items'), 'ar', 0)).toBe('لا أصناف');
  });

  it('never groups the digits of an id, and keeps strings as they are', () => {
    expect(translator('en')('order.title', { id: 12345 })).toBe('Order 12345');
    expect(translator('fa')('order.title', { id: 12345 })).toContain('۱۲۳۴۵');
    expect(translator('fa')('order.title', { id: 'A-12' })).toContain('A-12');
  });

  it("writes numbers in the page's locale even where the string falls back to English", () => {
    expect(translator('fa')('no.such.key_with_count', { count: 2, defaultValue: '{{count}} x' })).toBe('۲ x');
  });
});

describe('localNumber', () => {
  it("uses the locale's digits and survives a hostile locale", () => {
    expect(localNumber(1234.5, 'fa')).toBe('۱۲۳۴٫۵');
    expect(localNumber(7, 'not a locale!!')).toBe('7');
  });
});

describe('pluralForms', () => {
  it('keeps {{count}} for a browser script to fill', () => {
    expect(pluralForms('en', 'menu.items')).toEqual({ one: '{{count}} item', other: '{{count}} items' });
  });

  it("gives a browser script Arabic's dual for 2 (Intl.PluralRules' two), the word without the number", () => {
    const forms = pluralForms('ar', 'menu.items');
    expect(pluralText(forms, 'ar', 2)).toBe('صنفان');
    expect(pluralText(forms, 'ar', 1)).toBe('صنف واحد');
    expect(pluralText(forms, 'ar', 11)).toBe('{{count}} صنفًا');
  });
});
