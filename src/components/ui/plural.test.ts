import { describe, expect, it } from 'vitest';
import { pluralCategory, pluralString, pluralText } from './plural.ts';

describe('plural forms for a count', () => {
  it('picks the form of the count’s category in the language', () => {
    const forms = { zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' };
    expect(pluralText(forms, 'ar', 1)).toBe('o');
    expect(pluralText(forms, 'ar', 2)).toBe('t');
    expect(pluralText(forms, 'ar', 3)).toBe('f');
    expect(pluralText(forms, 'ar', 11)).toBe('m');
    expect(pluralText({ one: 'Remove it', other: 'Remove them' }, 'en', 1)).toBe('Remove it');
    expect(pluralText({ one: 'Remove it', other: 'Remove them' }, 'en', 2)).toBe('Remove them');
  });

  it('falls back to the other form when the category is missing', () => {
    expect(pluralText({ other: 'x' }, 'ru', 3)).toBe('x');
    expect(pluralText({}, 'en', 1)).toBe('');
    expect(pluralCategory('ja', 1)).toBe('other');
  });

  it('finds an island string by its i18next suffix, else the plain key', () => {
    const s = { drop_one: 'Remove it', drop_other: 'Remove them', plain: 'Plain' };
    expect(pluralString(s, 'drop', 'en', 1)).toBe('Remove it');
    expect(pluralString(s, 'drop', 'en', 3)).toBe('Remove them');
    expect(pluralString(s, 'drop', 'ar', 2)).toBe('Remove them'); // no `_two` form: the other one
    expect(pluralString(s, 'plain', 'en', 2)).toBe('Plain');
    expect(pluralString(s, 'plain', 'en')).toBe('Plain');
    expect(pluralString(s, 'drop', 'en')).toBeUndefined(); // a plural key asked without a count
  });
});
