/**
 * `new URL(path, siteUrl).href` for a path of the site, without parsing two URLs when the path is plain: a page
 * asks for several (its canonical address, each language's, the structured data's, the pictures'), and URL parsing
 * was ~2% of a render worker's time. A path of letters, digits and `-_.~` segments (none of them `.` or `..`) is
 * its own normal form, so it only needs the site's origin in front; anything else is left to URL.
 */
const origins = new Map<string, string>();
const PLAIN_PATH = /^(?:\/[\w\-.~]*)+$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

export function absoluteUrl(path: string, siteUrl: string): string {
  if (!PLAIN_PATH.test(path) || path.startsWith('//') || DOT_SEGMENT.test(path)) return new URL(path, siteUrl).href;
  let origin = origins.get(siteUrl);
  if (origin === undefined) {
    origin = new URL(siteUrl).origin;
    // One per business's site address: bounded by the tenants a process renders, and tiny.
    origins.set(siteUrl, origin);
  }
  return origin + path;
}
