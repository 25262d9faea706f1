import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { problemLabelKey, summaryLine } from './problemLabels.ts';
import { islandStrings } from '../../i18n/index.ts';

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

  it('the line is written as the language writes it: a space before the colon in French, a full-width one in Japanese', () => {
    const fr = islandStrings('fr', ['cart', 'checkout']);
    expect(summaryLine('payment', 'Choisissez.', fr)).toBe(`${fr.payment}\u00a0: Choisissez.`);
    const ja = islandStrings('ja', ['cart', 'checkout']);
    expect(summaryLine('name', '入力してください。', ja)).toBe(`${ja.name}：入力してください。`);
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
