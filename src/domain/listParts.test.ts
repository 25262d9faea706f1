import { describe, expect, it } from 'vitest';
import { formatListParts } from './listParts.ts';
import { formatList } from './locale.ts';

describe('formatListParts', () => {
  it('gives the parts so each item can be marked up', () => {
    expect(formatListParts(['A', 'B'], 'de')).toEqual([
      { type: 'element', value: 'A' },
      { type: 'literal', value: ' und ' },
      { type: 'element', value: 'B' },
    ]);
  });

  it('says the list in the words formatList says it', () => {
    const items = ['ثومية', 'Extra cheese', 'طحينة'];
    expect(
      formatListParts(items, 'ar')
        .map((part) => part.value)
        .join(''),
    ).toBe(formatList(items, 'ar'));
  });
});
