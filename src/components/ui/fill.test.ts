import { describe, expect, it } from 'vitest';
import { fill, fillPieces } from './fill.ts';

describe('fill', () => {
  it('fills every occurrence of a placeholder, not only the first', () => {
    expect(fill('{{name}} × 2 — remove {{name}}?', { name: 'Falafel' })).toBe('Falafel × 2 — remove Falafel?');
  });

  it('writes numbers as given and leaves a placeholder without a value as it is', () => {
    expect(fill('{{count}} of {{total}}', { count: 3 })).toBe('3 of {{total}}');
  });

  it('takes a value literally: `$&` or another placeholder inside a value is not expanded', () => {
    expect(fill('Code {{code}}', { code: '$&{{x}}', x: 'no' })).toBe('Code $&{{x}}');
  });

  it('gives an empty string for a missing text', () => {
    expect(fill(undefined, { a: 1 })).toBe('');
  });
});

describe('fillPieces', () => {
  it('gives our words and the values apart, the values at odd places, for a page to isolate each value', () => {
    expect(fillPieces('Remove {{name}}', { name: 'Falafel' })).toEqual(['Remove ', 'Falafel', '']);
    expect(fillPieces('{{name}} × {{count}}', { name: 'Toum', count: 2 })).toEqual(['', 'Toum', ' × ', '2', '']);
  });

  it('joins to what fill gives, a placeholder without a value left as written', () => {
    const text = 'الاتجاهات إلى {{name}} ({{missing}})';
    expect(fillPieces(text, { name: '$&{{x}}' }).join('')).toBe(fill(text, { name: '$&{{x}}' }));
    expect(fillPieces(text, {})[3]).toBe('{{missing}}');
  });

  it('gives one piece for a text without placeholders, and for a missing text an empty one', () => {
    expect(fillPieces('Cart')).toEqual(['Cart']);
    expect(fillPieces(undefined)).toEqual(['']);
  });
});
