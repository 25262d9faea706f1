import { describe, expect, test } from 'vitest';
import { branchOptions } from './branchOptions.ts';

describe('branchOptions', () => {
  test('a branch is named in the page language, else a fallback, else its plain name', () => {
    const answer = [
      { id: 11, name: 'Salmiya', names: [{ locale: 'ar', name: 'السالمية' }] },
      { id: 12, name: 'Jahra', names: [{ locale: 'en', name: 'Al Jahra' }] },
      { id: 13, name: 'Hawalli' },
    ];
    expect(branchOptions(answer, 'ar', ['en'])).toEqual([
      { id: 11, name: 'السالمية' },
      { id: 12, name: 'Al Jahra' },
      { id: 13, name: 'Hawalli' },
    ]);
  });

  test('an entry without a numeric id and a name is left out', () => {
    const answer = [null, { id: '11', name: 'Salmiya' }, { id: 12 }, { id: 13, name: 'Hawalli' }, 'x'];
    expect(branchOptions(answer, 'en', [])).toEqual([{ id: 13, name: 'Hawalli' }]);
  });

  test('an answer without a list offers no branch (the page keeps its own)', () => {
    expect(branchOptions(undefined, 'en', [])).toEqual([]);
    expect(branchOptions({ branches: [] }, 'en', [])).toEqual([]);
  });
});
