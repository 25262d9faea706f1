import { describe, expect, it } from 'vitest';
import { internationalDigits, telHref, whatsappHref } from './contactLinks.ts';

describe('links to call or message a branch', () => {
  it('an international number is dialled as written, digits only', () => {
    expect(telHref('+965 2220 0011', '+965')).toBe('tel:+96522200011');
    expect(whatsappHref('+965 2220 0011', '+41')).toBe('https://wa.me/96522200011');
  });

  it("a national number takes the business's dial code, its trunk 0 dropped; 00 reads as +", () => {
    expect(internationalDigits('2220 0011', '+965')).toBe('96522200011');
    expect(internationalDigits('044 668 18 00', '+41')).toBe('41446681800');
    expect(internationalDigits('0041 44 668 18 00', '+965')).toBe('41446681800');
  });

  it('anything that is not a phone number gives no link at all', () => {
    expect(telHref('', '+965')).toBeNull();
    expect(telHref('call us', '+965')).toBeNull();
    expect(whatsappHref('12', '+965')).toBeNull();
    expect(whatsappHref({ phone: 1 }, '+965')).toBeNull();
    expect(telHref('javascript:alert(1)//22200011', null)).toBeNull();
    expect(telHref('+965 2220 0011 ext. 4', '+965')).toBeNull();
    expect(telHref('9'.repeat(80), '+965')).toBeNull();
  });
});
