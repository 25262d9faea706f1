/**
 * Byte ranges of a file the static server streams (pictures, fonts), RFC 9110 §14: one range, or the whole file.
 *
 * - `bytes=a-b`, `bytes=a-` and `bytes=-n` name one part; a part that starts past the end (or `bytes=-0`) is
 *   unsatisfiable: 416, which no cache may keep (a year-long `immutable` 416 kept by a CDN would break the
 *   picture for everyone who asks without a Range);
 * - anything else is ignored and the whole file sent with 200: a header that is no range (`bytes=abc`), a part
 *   ending before it starts, several parts (a multipart answer is not worth serving; sending the whole file as a
 *   "206" of parts nobody asked for, as @hono/node-server's serveStatic did, is not one), and an `If-Range` that
 *   does not name the file's version by strong comparison (the server's ETags are weak, so it never does).
 */

export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/** The part of a file of `size` bytes a request's Range (and If-Range) header asks for. */
export function byteRange(range: string | undefined, size: number, ifRange?: string, etag?: string): RangeAnswer {
  if (!range || size === 0) return { kind: 'whole' };
  // If-Range needs a strong match; a date is not checked (the file's ETag is its version).
  if (ifRange !== undefined && (ifRange.startsWith('W/') || ifRange !== etag || etag.startsWith('W/')))
    return { kind: 'whole' };
  const m = ONE_RANGE.exec(range.trim());
  if (!m) return { kind: 'whole' };
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const length = Number(last);
    if (length === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'part', start, end };
}
