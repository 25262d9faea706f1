import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { problemLabelKey, summaryLine } from './problemLabels.ts';

const s = en.checkout as Record<string, string>;

describe('the checkout error summary names each field', () => {
  it('a generic message gets the name of its field', () => {
    expect(summaryLine('car.make', s.required ?? 'Required.', s)).toBe(`Car make: ${s.required ?? 'Required.'}`);
    expect(summaryLine('address.block', 'Required.', s)).toBe('Block: Required.');
    expect(summaryLine('gift.phone', 'Enter the mobile number.', s)).toBe(
      'Recipient’s mobile number: Enter the mobile number.',
    );
    expect(summaryLine('name', 'Enter your name.', s)).toBe('Name: Enter your name.');
  });

  it('every field a problem can be about has its label in the English strings', () => {
    for (const key of ['area', 'country', 'location', 'pickupBranch', 'table', 'slot', 'name', 'phone', 'payment']) {
      expect(s[problemLabelKey(key)!], key).toBeTruthy();
    }
    for (const f of ['make', 'color', 'plate']) expect(s[problemLabelKey(`car.${f}`)!]).toBeTruthy();
    for (const f of ['name', 'phone', 'message']) expect(s[problemLabelKey(`gift.${f}`)!]).toBeTruthy();
  });

  it('the cart and unknown or hostile keys keep the message alone', () => {
    expect(summaryLine('cart', 'Your cart is empty.', s)).toBe('Your cart is empty.');
    expect(summaryLine('address.__proto__x', 'Required.', s)).toBe('Required.');
    expect(problemLabelKey('constructor')).toBeNull();
    expect(problemLabelKey('address.<img>')).toBeNull();
  });
});
