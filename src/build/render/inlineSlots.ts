/**
 * The texts every page of a tenant repeats, spliced into the pages a build worker renders as bytes (renderTenant.ts).
 *
 * Every page carries the same few inline scripts (features/site/inlineScripts.ts: ~17 kB of a ~45 kB page, eleven
 * distinct texts in a whole build), and every page the tenant's Content-Security-Policy (~1.2 kB, CspMeta.astro). Rendered as text,
 * each page paid for them again in Astro's output, in the UTF-8 encoding of the page, and in the scans that follow
 * it (the base placeholder, the links, the fingerprint). Here a page is rendered with a short marker in their place
 * (`Astro.locals.inlineSlots`). Each text is encoded once per tenant, and its bytes are written between the page's
 * own parts: the file is byte for byte the page rendered with the texts inline.
 *
 * A marker carries a random nonce: a business's text cannot name one, so nothing in a page but the marker itself is
 * ever replaced. A marker may only stand where the fingerprint of a page leaves the text out whole (lastmod.ts: a
 * script other than the structured data, the security policy's meta): the nonce changes with every build.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PAGE_VERSION_PLACEHOLDER } from '../../features/site/pageVersion.ts';

/** One distinct script: its bytes, their digest, and the URLs its text contains (verify.ts links), read once. */
interface Slot {
  bytes: Buffer;
  digest: Buffer;
  links: readonly string[];
}

const VERSION_LENGTH = PAGE_VERSION_PLACEHOLDER.length;

const END = 0x01;

export class InlineSlots {
  readonly #prefix = `\u0001sf-inline-${randomBytes(9).toString('base64url')}-`;
  readonly #prefixBytes = Buffer.from(this.#prefix, 'latin1');
  readonly #ids = new Map<string, number>();
  readonly #slots: Slot[] = [];
  readonly #keepInline: (code: string) => boolean;
  readonly #linksOf: (text: string) => Iterable<string>;

  /**
   * `keepInline(code)`: a script that stays in the page's text (one that holds the base placeholder, rebased with
   * the page); `linksOf`: the URLs a text contains, as the release check reads them.
   */
  constructor(keepInline: (code: string) => boolean, linksOf: (text: string) => Iterable<string>) {
    this.#keepInline = keepInline;
    this.#linksOf = linksOf;
  }

  /** What a page puts inside the `<script>` element in place of `code`. */
  markerOf(code: string): string {
    let id = this.#ids.get(code);
    if (id === undefined) {
      if (this.#keepInline(code)) return code;
      id = this.#slots.length;
      const bytes = Buffer.from(code, 'utf8');
      const digest = createHash('sha1').update(bytes).digest();
      this.#slots.push({ bytes, digest, links: [...this.#linksOf(bytes.toString('latin1'))] });
      this.#ids.set(code, id);
    }
    return `${this.#prefix}${id}\u0001`;
  }

  /**
   * A rendered page's bytes as the parts of its file, each marker replaced by its script's bytes; the URLs of the
   * scripts spliced in; and the page's version (features/site/pageVersion.ts): a digest of the file's bytes, each
   * spliced script read by its own digest (taken once per tenant; ~half a page's bytes not hashed again per page).
   * `page` is only sliced, never copied.
   */
  splice(page: Buffer): { parts: Buffer[]; links: string[]; version: string } {
    const parts: Buffer[] = [];
    const links: string[] = [];
    const hash = createHash('sha1');
    const prefix = this.#prefixBytes;
    let start = 0;
    for (let at = page.indexOf(prefix); at >= 0; at = page.indexOf(prefix, start)) {
      const end = page.indexOf(END, at + prefix.length);
      const id = end < 0 ? '' : page.toString('latin1', at + prefix.length, end);
      const slot = /^\d{1,6}$/.test(id) ? this.#slots[Number(id)] : undefined;
      if (!slot) throw new Error(`a broken inline script marker at byte ${at}`);
      const own = page.subarray(start, at);
      parts.push(own, slot.bytes);
      hash.update(own).update(slot.digest);
      links.push(...slot.links);
      start = end + 1;
    }
    const rest = start ? page.subarray(start) : page;
    parts.push(rest);
    hash.update(rest);
    return { parts, links, version: hash.digest('base64url').slice(0, VERSION_LENGTH) };
  }
}
