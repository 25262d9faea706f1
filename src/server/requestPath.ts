/**
 * The path of a request as the static server and the release verifier understand it: decoded exactly once, and
 * refused when it could mean anything but a file name inside a release (design.md "hostile input": encoded dots
 * once, twice or thrice, backslashes, NUL, overlong segments never reach the file system, and never give a 5xx).
 *
 * Decoding once matters: `%252e%252e` decodes to the literal text `%2e%2e`, a harmless (missing) file name; a
 * second decode anywhere later would turn it into `..`. So every consumer after this takes the decoded path as is.
 */

/** Longest segment a file system takes (bytes, NAME_MAX); a longer one cannot name a file. */
export const MAX_SEGMENT_BYTES = 255;
/** Longest decoded path served; no page of a release comes near it. */
export const MAX_PATH_BYTES = 1024;

export type DecodedPath = { ok: true; path: string } | { ok: false; status: 400 | 404; reason: string };

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/**
 * Decodes a request path (the URL's pathname, still percent-encoded) once and checks it:
 * 400 for text that is not a path (bad percent-encoding, control characters, backslashes, `.`/`..` segments),
 * 404 for a path too long to name any file or with an empty segment.
 */
export function decodeRequestPath(pathname: string): DecodedPath {
  if (!pathname.startsWith('/')) return { ok: false, status: 400, reason: 'the path must start with "/"' };
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return { ok: false, status: 400, reason: 'malformed percent-encoding' };
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(path)) return { ok: false, status: 400, reason: 'control characters' };
  if (path.includes('\\')) return { ok: false, status: 400, reason: 'a backslash' };
  const segments = path.split('/');
  if (segments.some((s) => s === '.' || s === '..')) return { ok: false, status: 400, reason: 'a dot segment' };
  // An empty segment names no file: `/{ref}%2F` decodes to `/{ref}/`, which no rule of the tenant's (`/{ref}`,
  // `/{ref}/*`) matches; served as the landing page, it went out without the tenant's security headers. (A raw
  // trailing slash never gets here: it redirects first.)
  if (path !== '/' && segments.slice(1).includes('')) return { ok: false, status: 404, reason: 'an empty segment' };
  if (bytes(path) > MAX_PATH_BYTES || segments.some((s) => bytes(s) > MAX_SEGMENT_BYTES)) {
    return { ok: false, status: 404, reason: 'too long to name a file' };
  }
  return { ok: true, path };
}

/**
 * Where a path with a trailing slash redirects (spec §2: no trailing slash), or null when it has none. The target
 * is always a path on this site: leading slashes collapse to one, so `//evil.example/` leads to `/evil.example`,
 * never to another host (a browser reads `//host` and `/\host` as another site).
 */
export function trailingSlashTarget(pathname: string, search = ''): string | null {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  const trimmed = pathname.replace(/\/+$/, '').replace(/^[/\\]+/, '');
  return `/${trimmed}${search}`;
}

/**
 * Where a page's file name as a URL leads (`/{ref}/delivery.html`, `/{ref}/index`, `/{ref}/ar/index.html`): its
 * extensionless URL, the one canonical, sitemaps and links name (spec §2), so a crawler never indexes two copies
 * of a page. `path` is the path as decoded once (`%2Ehtml` is caught too); the target is encoded again. Null when
 * the path is already a page's URL.
 */
export function pageFileAliasTarget(path: string, search = ''): string | null {
  const page = path.replace(/(?:\.html)+$/, '').replace(/\/index$/, '');
  if (page === path) return null;
  const encoded = page.split('/').map(encodeURIComponent).join('/');
  return `/${encoded.replace(/^\/+/, '')}${search}`;
}
