/**
 * Sends a file that is not compressed (a picture, a font) from the handle the static server opened for the request
 * (src/server/static.ts): the bytes are those of the file that was looked up, even if its release is pruned
 * meanwhile, and at most one byte range of them (src/server/range.ts).
 */
import type { FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { Readable } from 'node:stream';
import type { RangeAnswer } from './range.ts';

/**
 * The answer for `handle`: 200 (or `status`) with the whole file, 206 with one part, or 416 (never cached) for a
 * part past its end. `held.streaming` is set when the body stream took the handle over and will close it.
 */
export function streamOpenFile(
  method: string,
  handle: FileHandle,
  info: Stats,
  headers: Record<string, string>,
  status: 200 | 404,
  range: RangeAnswer | null,
  held: { streaming: boolean },
): Response {
  const out: Record<string, string> = {
    ...headers,
    'Accept-Ranges': 'bytes',
    'Last-Modified': info.mtime.toUTCString(),
  };
  if (range?.kind === 'unsatisfiable') {
    out['Content-Range'] = `bytes */${info.size}`;
    out['Cache-Control'] = 'no-store';
    return new Response(null, { status: 416, headers: out });
  }
  const part = range?.kind === 'part' ? range : null;
  const start = part?.start ?? 0;
  const end = part?.end ?? info.size - 1;
  out['Content-Length'] = String(part ? end - start + 1 : info.size);
  if (part) out['Content-Range'] = `bytes ${start}-${end}/${info.size}`;
  const code = part ? 206 : status;
  if (method === 'HEAD' || info.size === 0) return new Response(null, { status: code, headers: out });
  held.streaming = true;
  const stream = handle.createReadStream({ start, end, autoClose: true });
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status: code, headers: out });
}
