import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { InlineSlots } from './inlineSlots.ts';
import { linksOf } from '../verify.ts';

const PLACEHOLDER = '/__base__';
const slotsFor = () => new InlineSlots((code) => code.includes(PLACEHOLDER), linksOf);
const joined = (parts: Buffer[]) => Buffer.concat(parts).toString('utf8');

describe('inline scripts spliced in as bytes', () => {
  it('writes the page byte for byte as if each script had been rendered inline', () => {
    const slots = slotsFor();
    const view = 'var w="Asia/Kuwait";document.documentElement.dataset.js=""';
    const locale = 'if(x<1)location.replace("ar")';
    const page = (text: (code: string) => string) =>
      `<!doctype html><head><script>${text(view)}</script></head><body><h1>مطعم “قهوة”</h1>` +
      `<script>${text(locale)}</script><p>料理</p><script>${text(view)}</script></body>`;
    const { parts } = slots.splice(Buffer.from(page((code) => slots.markerOf(code))));
    expect(joined(parts)).toBe(page((code) => code));
  });

  it('gives one marker per distinct script, encoded once', () => {
    const slots = slotsFor();
    const code = 'console.log("طبق")';
    expect(slots.markerOf(code)).toBe(slots.markerOf(`${code}`));
    expect(slots.markerOf(code)).not.toBe(slots.markerOf('other()'));
    const a = slots.splice(Buffer.from(`<script>${slots.markerOf(code)}</script>`)).parts[1]!;
    const b = slots.splice(Buffer.from(`<script>${slots.markerOf(code)}</script>`)).parts[1]!;
    expect(a).toBe(b);
  });

  it('leaves a page without markers as it is, not copied', () => {
    const page = Buffer.from('<p>nothing to splice</p>');
    const { parts, links } = slotsFor().splice(page);
    expect(parts).toEqual([page]);
    expect(parts[0]).toBe(page);
    expect(links).toEqual([]);
  });

  it('keeps a script that holds the base placeholder in the page text, to be rebased with it', () => {
    const code = `import("${PLACEHOLDER}/_astro/x.js")`;
    expect(slotsFor().markerOf(code)).toBe(code);
  });

  it('reports the links a spliced script contains, so the release check still sees them', () => {
    const slots = slotsFor();
    const code = 'el.innerHTML=\' <a href="/shop/menu">menu</a>\'';
    const { links } = slots.splice(Buffer.from(`<script>${slots.markerOf(code)}</script>`));
    expect(links).toEqual(['/shop/menu']);
  });

  it('never treats a business’s text as a marker: another process’s nonce is not this one’s', () => {
    const ours = slotsFor();
    const theirs = slotsFor();
    const forged = theirs.markerOf('alert(1)');
    ours.markerOf('alert(1)');
    const page = Buffer.from(`<h1>${forged}</h1>`);
    expect(joined(ours.splice(page).parts)).toBe(`<h1>${forged}</h1>`);
  });

  it('refuses a broken marker (its end cut off) instead of writing a wrong page', () => {
    const slots = slotsFor();
    const marker = slots.markerOf('go()');
    expect(() => slots.splice(Buffer.from(`<script>${marker.slice(0, -2)}`))).toThrow(/broken inline script marker/);
    expect(() => slots.splice(Buffer.from(`<script>${marker.slice(0, -2)}x\u0001</script>`))).toThrow(
      /broken inline script marker/,
    );
  });

  it('round-trips any page text and scripts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary' }), { maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (texts, picks) => {
          const slots = slotsFor();
          const scripts = ['a()', 'b("ü")', 'c(`日本`)'];
          const pieces = texts.map((t, i) => [t, scripts[(picks[i] ?? 0) % scripts.length]!] as const);
          const render = (f: (code: string) => string) =>
            pieces.map(([t, code]) => `${t}<script>${f(code)}</script>`).join('');
          const expected = render((code) => code);
          expect(joined(slots.splice(Buffer.from(render((code) => slots.markerOf(code)))).parts)).toBe(
            Buffer.from(expected).toString('utf8'),
          );
        },
      ),
    );
  });
});
