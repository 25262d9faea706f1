import { describe, expect, it } from 'vitest';
import { slotDay, slotTime } from './slotText.ts';

describe('slot text', () => {
  it('writes a slot time in the page language with its digits', () => {
    expect(slotTime('13:30', 'en')).toMatch(/^1:30\sPM$/);
    expect(slotTime('13:30', 'de')).toBe('13:30');
    expect(slotTime('13:30', 'fa')).toBe('\u2068۱۳:۳۰\u2069');
    expect(slotTime('13:30', 'ur')).toMatch(/^\u20681:30\sPM\u2069$/);
    expect(slotTime('09:05', 'bn')).toContain('৯:০৫');
  });

  it('writes a slot day in the page language, whatever the runtime default', () => {
    expect(slotDay('2025-06-12', 'en')).toBe('Thursday, June 12');
    expect(slotDay('2025-06-12', 'tr')).toBe('12 Haziran Perşembe');
    expect(slotDay('2025-06-12', 'fa')).toContain('۲۲');
    expect(slotDay('2025-06-12', 'zh')).toBe('6月12日星期四');
  });

  it('shows what it cannot read as it came', () => {
    expect(slotTime('soon', 'en')).toBe('soon');
    expect(slotDay('2025-13-45', 'en')).toBe('2025-13-45');
    expect(slotDay('<b>', 'en')).toBe('<b>');
  });
});
