import { describe, expect, it } from 'vitest';
import { fill } from './fill.ts';

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
