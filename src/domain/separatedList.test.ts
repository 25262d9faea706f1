import { describe, expect, it } from 'vitest';
import { formatSeparatedList } from './separatedList.ts';

describe('formatSeparatedList', () => {
  it('separates an address’s parts as the language separates a list, with no "and"', () => {
    expect(formatSeparatedList(['Salmiya', 'Block 10', 'Street 26'], 'en')).toBe('Salmiya, Block 10, Street 26');
    expect(formatSeparatedList(['السالمية', 'القطعة 10'], 'ar')).toBe('السالمية، القطعة 10');
    expect(formatSeparatedList(['東京都', '渋谷区'], 'ja')).toBe('東京都、渋谷区');
    expect(formatSeparatedList(['one', '', 'two'], 'en')).toBe('one, two');
  });
});
