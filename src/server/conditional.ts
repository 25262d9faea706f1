/**
 * Two header rules the bundled server and the edge share (RFC 9110): which compression a request accepts, and
 * whether its If-None-Match names the version about to be sent.
 */

/** One entry of a parsed Accept-Encoding (hono's `accepts` helper hands these to `match`). */
export interface AcceptEntry {
  type: string;
  q: number;
}

/**
 * The encoding to send, brotli before gzip when the client weighs them alike (browsers list gzip first and mean no
 * order by it); an encoding is refused by `q=0`, also through `*;q=0`. '' when neither is accepted.
 */
export function preferredEncoding(accepted: readonly AcceptEntry[]): 'br' | 'gzip' | '' {
  const weight = (name: string) => {
    const own = accepted.find((a) => a.type.toLowerCase() === name);
    return own ? own.q : (accepted.find((a) => a.type === '*')?.q ?? 0);
  };
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : '';
}

/**
 * Whether If-None-Match names `etag` (weak comparison, as the RFC asks of If-None-Match): a list, `*`, and a
 * tag weakened on the way (`W/"…"`: a CDN that compresses a response weakens its strong ETag) all count.
 */
export function ifNoneMatchHits(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === wanted);
}
