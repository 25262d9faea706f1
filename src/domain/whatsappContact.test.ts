import { describe, expect, it } from 'vitest';
import { whatsappContactHref } from './whatsappContact.ts';

describe('the WhatsApp contact link', () => {
  it('is wa.me with the international number in digits', () => {
    expect(whatsappContactHref('+965 2220 0011', 'KW')).toBe('https://wa.me/96522200011');
    expect(whatsappContactHref('+923005550100', 'PK')).toBe('https://wa.me/923005550100');
  });

  it("reads a national number in the business's country", () => {
    expect(whatsappContactHref('2220 0011', 'KW')).toBe('https://wa.me/96522200011');
    expect(whatsappContactHref('044 668 18 00', 'CH')).toBe('https://wa.me/41446681800');
  });

  it('gives no link for what is not a phone number: markup, words, too few digits, none', () => {
    for (const phone of [
      '"><script>alert(6)</script>',
      'call us',
      '12',
      '+965 1',
      'javascript:alert(1)',
      '',
      null,
      5,
    ]) {
      expect(whatsappContactHref(phone, 'KW'), String(phone)).toBeNull();
    }
  });
});
