import { describe, expect, it } from 'vitest';
import { islandStrings } from '../../i18n/index.ts';
import { problemLine } from './problemLine.ts';

describe('an error summary line names the field of its problem', () => {
  it('"Label: message", with the language’s own colon', () => {
    expect(problemLine('Block', 'This field is required.', {})).toBe('Block: This field is required.');
    const fr = islandStrings('fr', ['checkout', 'account']);
    expect(problemLine('Rue', 'Obligatoire.', fr)).toBe('Rue\u00a0: Obligatoire.');
  });

  it('a problem with no field (no label, or a blank one) keeps the message alone', () => {
    expect(problemLine(null, 'Your cart is empty.', {})).toBe('Your cart is empty.');
    expect(problemLine('  ', 'Your cart is empty.', {})).toBe('Your cart is empty.');
  });

  it('a label or message that looks like a placeholder pattern is kept as typed', () => {
    expect(problemLine('$& {{problem}}', '$1', { problemLine: '{{field}}: {{problem}}' })).toBe('$& {{problem}}: $1');
  });
});
