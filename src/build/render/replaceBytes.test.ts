import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { replaceBytes } from './replaceBytes.ts';

const b = (s: string) => Buffer.from(s);

describe('replaceBytes (a page rebased as bytes)', () => {
  it('replaces every occurrence, at the start, the end and side by side', () => {
    expect(replaceBytes(b('/__p/a /__p/__p/b/__p'), b('/__p'), b('/shop')).toString()).toBe(
      '/shop/a /shop/shop/b/shop',
    );
  });

  it('returns the same buffer when there is nothing to replace', () => {
    const page = b('<p>nothing here</p>');
    expect(replaceBytes(page, b('/__p'), b('/x'))).toBe(page);
  });

  it('keeps multi-byte text around the replacements intact', () => {
    expect(replaceBytes(b('طبق /__p/ar 料理'), b('/__p'), b('/مطعم')).toString()).toBe('طبق /مطعم/ar 料理');
  });

  it('agrees with String.replaceAll on any text', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constant('/__sf_base__'))), fc.string(), (parts, to) => {
        const text = parts.join('');
        expect(replaceBytes(b(text), b('/__sf_base__'), b(to)).toString()).toBe(
          text.replaceAll('/__sf_base__', () => to),
        );
      }),
    );
  });
});
