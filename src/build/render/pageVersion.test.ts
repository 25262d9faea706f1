import { describe, expect, it } from 'vitest';
import { InlineSlots } from './inlineSlots.ts';
import { stampPageVersion } from './pageVersion.ts';
import { linksOf } from '../verify.ts';
import { isPageStale, PAGE_VERSION_PLACEHOLDER } from '../../features/site/pageVersion.ts';

const slotsFor = () => new InlineSlots(() => false, linksOf);
const html = (body: string, version = PAGE_VERSION_PLACEHOLDER) =>
  `<!doctype html><html lang="en" data-ref="cafe" data-base="/cafe" data-page-version="${version}"><body>${body}</body></html>`;

/** A page rendered by a fresh set of slots (a new build: new marker nonces), spliced and stamped. */
function build(body: (script: (code: string) => string) => string) {
  const slots = slotsFor();
  const { parts, version } = slots.splice(
    Buffer.from(html(body((code) => `<script>${slots.markerOf(code)}</script>`))),
  );
  const stamped = stampPageVersion(parts[0]!, version);
  return { file: Buffer.concat(parts).toString('utf8'), version, stamped };
}

describe('each page carries the version of its own content', () => {
  it('the same page built again has the same version and the same bytes, whatever the markers of the build', () => {
    const page = (s: (code: string) => string) => `<h1>Café</h1>${s('var a=1')}<p>طبق</p>${s('go()')}`;
    const first = build(page);
    const again = build(page);
    expect(first.stamped).toBe(true);
    expect(again.version).toBe(first.version);
    expect(again.file).toBe(first.file);
    expect(first.file).toContain(`data-page-version="${first.version}"`);
    expect(first.file).not.toContain(PAGE_VERSION_PLACEHOLDER);
  });

  it('a change of the page, or of a script spliced into it, is a new version', () => {
    const base = build((s) => `<h1>Café</h1>${s('prices={"1":1.5}')}`).version;
    expect(build((s) => `<h1>Cafe</h1>${s('prices={"1":1.5}')}`).version).not.toBe(base);
    expect(build((s) => `<h1>Café</h1>${s('prices={"1":1.6}')}`).version).not.toBe(base);
  });

  it("replaces only the layout's placeholder: a business's text holding the same characters stays as written", () => {
    const { file, version } = build(() => `<p>data-page-version="${PAGE_VERSION_PLACEHOLDER}"</p>`);
    expect(file).toContain(`<html lang="en" data-ref="cafe" data-base="/cafe" data-page-version="${version}">`);
    expect(file).toContain(`<p>data-page-version="${PAGE_VERSION_PLACEHOLDER}"</p>`);
  });

  it('a page without the placeholder (the sitemap, the not-found page) is left as it is', () => {
    const page = Buffer.from('<?xml version="1.0"?><urlset></urlset>');
    const before = Buffer.from(page);
    expect(stampPageVersion(page, 'abcdefghijk')).toBe(false);
    expect(page.equals(before)).toBe(true);
  });

  it('refuses a version that is not one (another length, characters an attribute would need escaped)', () => {
    expect(() => stampPageVersion(Buffer.from(html('')), 'short')).toThrow(/unexpected form/);
    expect(() => stampPageVersion(Buffer.from(html('')), '"><script>x')).toThrow(/unexpected form/);
  });
});

describe('an open page learns of a new build only when its own content changed', () => {
  const latest = { id: 'content2', pages: ['AAAAAAAAAAA', 'BBBBBBBBBBB'] };

  it('is stale when its version is no longer served, not when another page changed', () => {
    expect(isPageStale('CCCCCCCCCCC', latest)).toBe(true);
    expect(isPageStale('AAAAAAAAAAA', latest)).toBe(false);
  });

  it('takes an answer of another shape, or a page not versioned by a build, as no news', () => {
    for (const answer of [null, 'x', {}, { id: 'other' }, { pages: 'AAAAAAAAAAA' }, []])
      expect(isPageStale('CCCCCCCCCCC', answer)).toBe(false);
    expect(isPageStale(PAGE_VERSION_PLACEHOLDER, latest)).toBe(false);
    expect(isPageStale(undefined, latest)).toBe(false);
  });
});
