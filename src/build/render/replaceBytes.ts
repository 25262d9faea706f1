/** The byte-level edits of a rendered page (renderTenant.ts): no decoding to text and back. */

/** `bytes` with every `from` replaced by `to` (the same bytes when there is none). */
export function replaceBytes(bytes: Buffer, from: Buffer, to: Buffer): Buffer {
  let at = bytes.indexOf(from);
  if (at < 0) return bytes;
  const parts: Buffer[] = [];
  let start = 0;
  for (; at >= 0; at = bytes.indexOf(from, start)) {
    parts.push(bytes.subarray(start, at), to);
    start = at + from.length;
  }
  parts.push(bytes.subarray(start));
  return Buffer.concat(parts);
}

let scratch = Buffer.allocUnsafe(1 << 18);

/**
 * A page's UTF-8 bytes in one scratch buffer shared by every page: valid until the caller next awaits
 * (TextEncoder's fresh array for each page, then a Response's copy of it, cost more than the rest of the answer).
 */
export function utf8Scratch(html: string): Buffer {
  // Three bytes at most per UTF-16 unit.
  if (scratch.length < html.length * 3) scratch = Buffer.allocUnsafe(html.length * 3);
  return scratch.subarray(0, scratch.write(html, 'utf8'));
}
