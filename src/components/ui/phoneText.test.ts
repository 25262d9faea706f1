import { describe, expect, it } from 'vitest';
import { displayPhone } from '../../domain/checkout/phone.ts';
import { phoneText } from './phoneText.ts';

describe('phoneText', () => {
  it('writes a customer’s phone as the rest of the product does, grouped as its country groups it', () => {
    expect(phoneText({ displayPhone }, '+965', '50099887')).toBe('+965 500 99887');
    expect(phoneText({ displayPhone }, '+41', '781234567')).toBe('+41 78 123 45 67');
  });

  it('shows the phone as stored until the phone rules are loaded, or when they do not know it', () => {
    expect(phoneText(null, '+965', '50099887')).toBe('+965 50099887');
    expect(phoneText({ displayPhone }, '+965', 'abc')).toBe('+965 abc');
    expect(phoneText({ displayPhone }, '', '50099887')).toBe('50099887');
  });
});
