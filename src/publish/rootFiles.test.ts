import { describe, expect, test } from 'vitest';
import { SUPPORTED_LOCALES } from '../domain/locale.ts';
import { notFoundHtml, notFoundLocale, notFoundPage } from './rootFiles.ts';
import { readNotFoundTexts } from './notFoundTexts.ts';

const texts = readNotFoundTexts();

describe('the servers’ own not-found page (a path of no business)', () => {
  test('has its words in every supported language, each naming the path', () => {
    expect(Object.keys(texts).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    for (const [locale, text] of Object.entries(texts)) {
      expect(text.title, locale).toContain('{{path}}');
      expect(text.back.trim(), locale).not.toBe('');
    }
  });

  test('speaks the browser’s first language the app has, right to left where it is written so', () => {
    const { html, headers } = notFoundPage('/nobody/menu', 'ar-KW,ar;q=0.9,en;q=0.8', texts);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>الصفحة غير موجودة: <bdi dir="ltr">/nobody/menu</bdi></h1>');
    expect(html).toContain(`<a href="/">${texts.ar!.back}</a>`);
    expect(headers['Content-Language']).toBe('ar');
    expect(headers.Vary).toBe('Accept-Language');
    expect(headers['Cache-Control']).toBe('no-store');
  });

  test('passes over languages it lacks for the next the browser lists', () => {
    expect(notFoundLocale('xx-YY, tlh;q=0.9, de-CH;q=0.8', texts)).toBe('de');
  });

  test('is English without an Accept-Language, with one it has no word of, or with a hostile one', () => {
    expect(notFoundLocale(null, texts)).toBe('en');
    expect(notFoundLocale('', texts)).toBe('en');
    expect(notFoundLocale('xx, tlh', texts)).toBe('en');
    expect(notFoundLocale('<script>,constructor,__proto__', texts)).toBe('en');
    expect(notFoundHtml('/nobody', 'en', texts)).toContain('<html lang="en">');
  });

  test('is English where the words were not given (an edge bundle without them)', () => {
    const html = notFoundPage('/nobody', 'ar', {}).html;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Page Not Found: <bdi dir="ltr">/nobody</bdi></h1>');
  });

  test('shows the path as text, in the heading and the title', () => {
    const html = notFoundHtml('/nobody/x<script>alert(1)</script>"', 'fr', texts);
    expect(html).not.toContain('<script>');
    expect(html).toContain('/nobody/x&#60;script&#62;alert(1)&#60;/script&#62;&#34;</bdi>');
    expect(html).toMatch(/<title>[^<]*\/nobody\/x&#60;script&#62;/);
    // A `$` in the path is the path's own, not a replacement pattern ($& would repeat the placeholder).
    expect(notFoundHtml("/a$&b$'c", 'en', texts)).toContain('<title>Page Not Found: /a$&#38;b$&#39;c</title>');
  });
});
