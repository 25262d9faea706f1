/**
 * The static server of the published tree (`npm start`, `npm run serve`): what a CDN does in production, applied
 * from the same `_redirects` / `_headers` files the build writes for CDNs.
 *
 * - `/` lists the published tenants; `/robots.txt` and `/sitemap-index.xml` come from the tree root (404 if absent);
 * - a path with a trailing slash (other than the root) redirects (301) to the path without it (spec §2), always
 *   to a path on this site;
 * - the request path is decoded exactly once and refused (400) when it is not a plain file path
 *   (src/server/requestPath.ts); files are looked up inside the tenant's release only, on their real path
 *   (src/build/verify.ts `fileForPath`), so no byte from outside a release is ever served;
 * - the tenant's rewrite and redirect rules, then its files (`x` → `x.html`); an unknown path gets the tenant's 404
 *   page with status 404;
 * - text (HTML, JS, CSS, JSON, XML, SVG) is sent brotli or gzip compressed when the browser accepts it, compressed
 *   once per file version and kept in memory as a CDN edge would (precompressing every page at build would cost
 *   about a third of the build time); everything else (pictures, fonts) is streamed from the file opened for the
 *   request, one byte range at most (src/server/range.ts);
 * - long cache for hashed assets, short for HTML; ETag revalidation;
 * - custom domains: a request whose `Host` is the domain a tenant's live release was built for
 *   (its build.json) is that tenant's site at the domain's root: `/x` is the tenant's `/{ref}/x`, looked up inside
 *   its release only, under its root-relative rules; the same tenant's shared-host paths answer 301 to the same
 *   page on the domain (query string kept). The Host header is normalised (src/domain/customDomain.ts); one that
 *   is no tenant's domain (unknown, an IP, a port-only change, hostile text) gets the shared site.
 *
 * The files come from a SiteSource: the local tree (`var/www`, below) or, with `PUBLISH_TARGET=s3://…`, the
 * bucket (src/publish/bucketSource.ts: pointer → manifest → blobs). Both answer only for names of the tenant's
 * release (the tree through fileForPath's real-path check, the bucket through its manifest), after the same
 * path decoding, so the rules above hold for either.
 */
import { Hono, type Context } from 'hono';
import { accepts } from 'hono/accepts';
import { open, type FileHandle } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isSafeReferenceId } from '../domain/referenceId.ts';
import { findHeaders, findRedirect, redirectTarget } from '../build/cdnRules.ts';
import type { Layout } from '../build/publish.ts';
import { decodeRequestPath, pageFileAliasTarget, trailingSlashTarget } from './requestPath.ts';
import { ifNoneMatchHits, preferredEncoding } from './conditional.ts';
import { streamOpenFile } from './streamFile.ts';
import { byteRange } from './range.ts';
import {
  domainRedirectTarget,
  normalizeHost,
  sitePathOnDomain,
  unprefixedPathOnDomain,
} from '../domain/customDomain.ts';
import { treeSource } from './treeSource.ts';
import type { ServedFile, SiteSource, TenantRelease } from './siteSource.ts';
import { bare, LIST_CACHE, notFoundPage, OWN_PAGE_HEADERS, tenantListHtml } from '../publish/rootFiles.ts';
import { readNotFoundTexts } from '../publish/notFoundTexts.ts';

export { treeSource };
export type { ServedFile, SiteSource, TenantRelease } from './siteSource.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Compressed bodies by file version and encoding, bounded by total bytes (oldest dropped first). */
function compressionCache(maxBytes = 256 * 1024 * 1024) {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return async (key: string, data: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> => {
    const hit = entries.get(key);
    if (hit) return hit;
    const out =
      encoding === 'br'
        ? await br(data, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          })
        : await gz(data, { level: 6 });
    entries.set(key, out);
    bytes += out.length;
    for (const [k, v] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(k);
      bytes -= v.length;
    }
    return out;
  };
}

/** Creates the server app over a published tree (the local one by default). */
export function createStaticApp(layout: Layout, source: SiteSource = treeSource(layout)): Hono {
  const app = new Hono();

  const compressed = compressionCache();
  const notFoundTexts = readNotFoundTexts();

  /**
   * What a response of this file says about itself: its type, the encoding the request accepts (text over 1 kB:
   * brotli, else gzip), an ETag of its version and encoding, and the rule's headers.
   */
  function negotiate(c: Context, name: string, size: number, version: string, headers: Record<string, string>) {
    const type = TYPES[extname(name)] ?? 'application/octet-stream';
    const compressible = COMPRESSIBLE.test(type);
    const accepted =
      compressible && size > 1024
        ? accepts(c, { header: 'Accept-Encoding', supports: ['br', 'gzip'], default: '', match: preferredEncoding })
        : '';
    const encoding: 'br' | 'gzip' | undefined = accepted === 'br' ? 'br' : accepted === 'gzip' ? 'gzip' : undefined;
    const etag = `W/"${version}${encoding ? `-${encoding}` : ''}"`;
    const out: Record<string, string> = { 'Content-Type': type, ETag: etag, Vary: 'Accept-Encoding', ...headers };
    if (encoding) out['Content-Encoding'] = encoding;
    return { compressible, encoding, out };
  }

  /**
   * Sends a file of the tree. Text goes through the compression cache (keyed by inode and version, so a hashed
   * asset hard-linked into every tenant's release is compressed once); the rest is streamed from the handle.
   */
  async function sendFile(
    c: Context,
    served: ServedFile | null,
    status: 200 | 404,
    headers: Record<string, string>,
  ): Promise<Response> {
    if (!served) return bare(404);
    if (!('path' in served)) return sendBytes(c, served, status, headers);
    const file = served.path;
    // Opened once: a release pruned after this point is still read whole through the handle. A streamed body
    // takes the handle over (the stream closes it); any other answer closes it here.
    const handle = await open(file, 'r').catch(() => null);
    if (!handle) return bare(404);
    const held = { streaming: false };
    try {
      return await sendOpenFile(c, file, handle, status, headers, held);
    } finally {
      if (!held.streaming) await handle.close();
    }
  }

  async function sendOpenFile(
    c: Context,
    file: string,
    handle: FileHandle,
    status: 200 | 404,
    headers: Record<string, string>,
    held: { streaming: boolean },
  ): Promise<Response> {
    const info = await handle.stat();
    if (!info.isFile()) return bare(404);
    const version = `${info.dev.toString(36)}-${info.ino.toString(36)}-${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}`;
    const { compressible, encoding, out } = negotiate(c, file, info.size, version, headers);
    if (status === 200 && ifNoneMatchHits(c.req.header('if-none-match'), out.ETag))
      return new Response(null, { status: 304, headers: out });
    if (!compressible) {
      const ranged =
        status === 200 ? byteRange(c.req.header('range'), info.size, c.req.header('if-range'), out.ETag) : null;
      return streamOpenFile(c.req.method, handle, info, out, status, ranged, held);
    }
    const raw = await handle.readFile();
    const body = encoding ? await compressed(`${version}|${encoding}`, raw, encoding) : raw;
    out['Content-Length'] = String(body.length);
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers: out });
  }

  /** A bucket blob: the same headers, compression and ETag rules, versioned by the blob's content hash. */
  async function sendBytes(
    c: Context,
    served: Exclude<ServedFile, { path: string }>,
    status: 200 | 404,
    headers: Record<string, string>,
  ): Promise<Response> {
    const { encoding, out } = negotiate(c, served.name, served.size, served.version, headers);
    if (status === 200 && ifNoneMatchHits(c.req.header('if-none-match'), out.ETag))
      return new Response(null, { status: 304, headers: out });
    const raw = Buffer.from(await served.read());
    const body = encoding ? await compressed(`${served.version}|${encoding}`, raw, encoding) : raw;
    out['Content-Length'] = String(body.length);
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers: out });
  }

  /** The tenant list of the shared host's root. */
  async function tenantList(c: Context): Promise<Response> {
    return c.html(tenantListHtml(await source.tenants()), 200, { ...OWN_PAGE_HEADERS, 'Cache-Control': LIST_CACHE });
  }

  /** The tenant whose own domain the request's Host names, with its live release built for it; else null. */
  async function domainTenant(c: Context): Promise<{ ref: string; release: TenantRelease } | null> {
    const host = normalizeHost(c.req.header('host'));
    if (!host || !source.tenantOfHost) return null;
    const ref = await source.tenantOfHost(host);
    const release = ref ? await source.release(ref) : null;
    // The map may be a moment old: only a release built for this very host is served on it.
    return ref && release?.domain?.host === host ? { ref, release } : null;
  }

  /**
   * A path of a tenant's release under its rules: `/{ref}/…` on the shared host, or a path at the root of its own
   * domain (`onDomain`: its rules are root-relative there, its files still looked up as `/{ref}/…` inside it).
   */
  async function serveRelease(c: Context, ref: string, rules: TenantRelease, path: string, onDomain: boolean) {
    const fileOf = (p: string) => rules.file(onDomain ? sitePathOnDomain(ref, p) : p);
    const page404 = onDomain ? '/404' : `/${ref}/404`;
    // A link or printed QR code from before the move (`/{ref}/…` on the domain): the same page at the root.
    const unprefixed = onDomain ? unprefixedPathOnDomain(ref, path) : null;
    if (unprefixed && !(await fileOf(path))) return c.redirect(unprefixed + new URL(c.req.url).search, 301);
    /** The tenant's 404 page (or the one a 404 rule names), never cached. */
    const notFound = async (page = page404) =>
      sendFile(c, (await fileOf(page)) ?? (await fileOf(page404)), 404, {
        ...findHeaders(rules.headers, page),
        'Cache-Control': 'no-store',
      });
    let target = path;
    const rule = findRedirect(rules.redirects, path);
    // As on Netlify, an existing file shadows a rule unless the rule is forced.
    if (rule && (rule.force || !(await fileOf(path)))) {
      if (rule.status === 404) return notFound(rule.to);
      if (rule.status !== 200) return c.redirect(redirectTarget(rule, path) + new URL(c.req.url).search, rule.status);
      target = rule.to;
    }
    // The not-found page asked for by its own address is still a 404 (a crawler following a link to it records
    // no page).
    const file = target === page404 ? null : await fileOf(target);
    if (!file) return notFound();
    return sendFile(c, file, 200, findHeaders(rules.headers, target));
  }

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    const redirect = trailingSlashTarget(url.pathname, url.search);
    if (redirect) return c.redirect(redirect, 301);
    const decoded = decodeRequestPath(url.pathname);
    if (!decoded.ok) return bare(decoded.status);
    const path = decoded.path;
    const alias = pageFileAliasTarget(path, url.search);
    if (alias) return c.redirect(alias, 301);
    const own = await domainTenant(c);
    if (own) return serveRelease(c, own.ref, own.release, path, true);
    if (path === '/') return tenantList(c);
    const segments = path.split('/').filter(Boolean);
    const ref = segments[0] ?? '';
    if (segments.length === 1 && (ref === 'robots.txt' || ref === 'sitemap-index.xml')) {
      return sendFile(c, await source.rootFile(ref), 200, { 'Cache-Control': 'public, max-age=300' });
    }
    const rules = isSafeReferenceId(ref) ? await source.release(ref) : null;
    if (!rules) {
      const { html, headers } = notFoundPage(path, c.req.header('accept-language'), notFoundTexts);
      return c.html(html, 404, headers);
    }
    // A tenant on its own domain: its shared-host paths lead there (the path as decoded once, encoded again).
    if (rules.domain) {
      const encoded = path.split('/').map(encodeURIComponent).join('/');
      const target = domainRedirectTarget(rules.domain.origin, ref, encoded, url.search);
      if (target) return c.redirect(target, 301);
    }
    return serveRelease(c, ref, rules, path, false);
  });

  // Storefronts are read, never written: any other method (the site's own POST routes are mounted before these).
  app.all('*', () => bare(405, { Allow: 'GET, HEAD' }));

  return app;
}
