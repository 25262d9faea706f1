import { describe, expect, it } from 'vitest';
import { leftOutWarning, releaseWarning } from './tenantBuild.ts';

describe('what a published release lacks, said to its owner', () => {
  it('nothing left out says nothing', () => {
    expect(leftOutWarning({ leftOut: [] })).toBeNull();
  });

  it('one picture left out is named with why', () => {
    expect(leftOutWarning({ leftOut: ['https://api/x.png (HTTP 404)'] })).toBe(
      '1 picture left out of the pages (could not be loaded): https://api/x.png (HTTP 404)',
    );
  });

  it('many are counted, the first five named', () => {
    const leftOut = Array.from({ length: 8 }, (_, i) => `p${i}.png (HTTP 404)`);
    const warning = leftOutWarning({ leftOut })!;
    expect(warning).toMatch(/^8 pictures left out of the pages \(could not be loaded\): p0\.png/);
    expect(warning).toContain('p4.png (HTTP 404); and 3 more');
    expect(warning).not.toContain('p5.png');
  });

  it('a language the storefront has no strings for is said too, beside the pictures', () => {
    expect(releaseWarning({ images: { leftOut: [] }, droppedLocales: [] })).toBeNull();
    expect(releaseWarning({ images: { leftOut: [] }, droppedLocales: ['xx'] })).toBe(
      'languages not supported, left out of the pages: xx',
    );
    expect(releaseWarning({ images: { leftOut: ['a.png (HTTP 404)'] }, droppedLocales: ['xx', 'tlh'] })).toBe(
      '1 picture left out of the pages (could not be loaded): a.png (HTTP 404); languages not supported, left out of the pages: xx, tlh',
    );
  });
});

describe('releaseWarning of a time zone', () => {
  it('names a zone the runtime does not know, and the default zone the hours use instead', () => {
    expect(releaseWarning({ images: { leftOut: [] }, droppedLocales: [], timeZone: 'Asia/Tokio' })).toBe(
      'time zone "Asia/Tokio" is unknown: opening hours and "open now" use Asia/Kuwait',
    );
  });

  it('says nothing of a known zone, or of none given (the default is meant)', () => {
    for (const timeZone of ['Asia/Tokyo', '', undefined])
      expect(releaseWarning({ images: { leftOut: [] }, droppedLocales: [], timeZone })).toBeNull();
  });
});

describe('releaseWarning of a theme', () => {
  const none = { images: { leftOut: [] }, droppedLocales: [] };

  it('names a colour that is no colour and a font name with characters no font has, and what is used instead', () => {
    const theme = {
      primary_color: 'red}</style><script>alert(1)</script>',
      accent_color: 'expression(alert(1))',
      font_family: 'x</style><script>alert(7)</script>',
    };
    expect(releaseWarning({ ...none, theme })).toBe(
      'primary_color "red}</style><script>alert(1)</script>" is not a colour: the default is used; ' +
        'accent_color "expression(alert(1))" is not a colour: the default is used; ' +
        'font_family "x</style><script>alert(7)</script>" has characters no font name has: used as "xstylescriptalert7script"',
    );
  });

  it('says nothing of a theme the pages use as given', () => {
    const theme = {
      primary_color: '#0f766e',
      accent_color: 'rgb(200, 80, 20)',
      font_family: '"Open Sans", sans-serif',
    };
    expect(releaseWarning({ ...none, theme })).toBeNull();
    expect(releaseWarning({ ...none, theme: { primary_color: null, font_family: '' } })).toBeNull();
  });
});
