import { describe, expect, it } from 'vitest';
import { localNumber, pluralForms, translator } from './index.ts';

describe('translator', () => {
  it("writes interpolated numbers with the locale's digits", () => {
    expect(translator('fa')('menu.items', { count: 3 })).toBe('۳ مورد');
    expect(translator('bn')('menu.items', { count: 12 })).toBe('১২টি আইটেম');
    expect(translator('en')('menu.items', { count: 3 })).toBe('3 items');
    expect(translator('ar')('menu.items', { count: 3 })).toBe('3 عناصر');
  });

  it('still picks the plural form from the number, not from its text', () => {
    expect(translator('ar')('menu.items', { count: 2 })).toBe('2 عنصران');
    expect(translator('ar')('menu.items', { count: 11 })).toBe('11 عنصرًا');
    expect(translator('en')('menu.items', { count: 1 })).toBe('1 item');
  });

  it('never groups the digits of an id, and keeps strings as they are', () => {
    expect(translator('en')('order.title', { id: 12345 })).toBe('Order 12345');
    expect(translator('fa')('order.title', { id: 12345 })).toBe('سفارش ۱۲۳۴۵');
    expect(translator('fa')('order.title', { id: 'A-12' })).toBe('سفارش A-12');
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
});
