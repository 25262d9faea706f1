import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { truncateText } from './truncate.ts';

describe('cutting a long description for a card', () => {
  test('a text that fits is left as it is', () => {
    expect(truncateText('Grilled chicken, garlic sauce', 140)).toBe('Grilled chicken, garlic sauce');
    expect(truncateText('x'.repeat(140), 140)).toBe('x'.repeat(140));
  });

  test('a long text is cut after a whole word, with an ellipsis', () => {
    expect(truncateText('Grilled chicken with garlic sauce and pickles', 20)).toBe('Grilled chicken…');
    expect(truncateText('Grilled chicken, garlic sauce and pickles', 24)).toBe('Grilled chicken, garlic…');
  });

  test('punctuation after the last whole word is left out', () => {
    expect(truncateText('Hummus, tahini, lemon; served warm with bread', 17)).toBe('Hummus, tahini…');
  });

  test('Japanese, written without spaces, is cut between words', () => {
    const text = '自家焙煎の深煎りコーヒーと季節のケーキのセットです。';
    const cut = truncateText(text, 12, 'ja');
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(12);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.length).toBeGreaterThan(4);
  });

  test('one word longer than the room is cut between graphemes, never inside an emoji', () => {
    expect(truncateText('Donaudampfschifffahrtsgesellschaft', 10, 'de')).toBe('Donaudamp…');
    const cut = truncateText('👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦', 14);
    expect(cut).toBe('👨‍👩‍👧‍👦…');
  });

  test('any text comes out at most max characters, a prefix of the text plus an ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.integer({ min: 2, max: 300 }), (text, max) => {
        const cut = truncateText(text, max);
        expect(cut.length).toBeLessThanOrEqual(Math.max(max, text.length <= max ? text.length : 0));
        if (text.length <= max) expect(cut).toBe(text);
        else {
          expect(cut.endsWith('…')).toBe(true);
          expect(text.startsWith(cut.slice(0, -1))).toBe(true);
        }
      }),
    );
  });
});
