/**
 * The edge: a Cloudflare Worker serving every tenant from the bucket the build publishes to
 * (layout: src/publish/manifest.ts), with the same rules as the bundled server (src/server/static.ts):
 *
 * - `/{ref}/…`, or any path on a tenant's own domain (`TENANT_DOMAINS`, src/edge/domains.ts), is resolved through
 *   the tenant's pointer `live/{ref}.json` (kept `POINTER_TTL_MS`, default 2 s, in the isolate: a publish is
 *   served within that, no purge needed) to its release manifest (immutable, kept), then to the file's blob;
 * - the path is decoded exactly once and refused (400) with dot segments, backslashes, NUL or control characters
 *   (src/server/requestPath.ts); a trailing slash redirects (301) on this site; only names the manifest lists are
 *   served, from the blob the manifest names, so nothing outside the tenant's release is reachable;
 * - the release's `_redirects` and `_headers` (kept in its manifest) are applied with src/build/cdnRules.ts:
 *   first matching redirect, an existing file shadowing an unforced rule, rewrites, the 404 rule; every matching
 *   header rule merged;
 * - the tenant's 404 page with status 404 and `no-store`; an ETag of the blob's hash and 304s;
 * - a release built for its business's own domain (manifest `domain`) is served at that domain's
 *   root (the Host normalised, src/domain/customDomain.ts), and its shared-host paths answer 301 to the same page
 *   there, query string kept.
 * - the shared host's root: `/` lists the live businesses, `/robots.txt` and `/sitemap-index.xml` name the live
 *   tenants' sitemaps (src/publish/rootFiles.ts: the same text as the bundled server), from a listing of the
 *   bucket's `live/` pointers kept a minute in the isolate;
 * - blobs (immutable: named by their content) are kept in the data centre's cache (Cache API) once read, so a hot
 *   page or asset is not read from the bucket again by every isolate.
 * Cloudflare compresses text responses itself, so blobs are stored and sent plain.
 *
 * The bucket is read through an R2 binding `BUCKET` when there is one (Cloudflare R2, no credentials), otherwise
 * through the S3 API signed with aws4fetch (`S3_ENDPOINT`, `S3_BUCKET`, `S3_PREFIX`, `AWS_REGION`,
 * `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`; path-style URLs `{endpoint}/{bucket}/{key}`, which AWS S3, R2 and
 * MinIO all take). Bundled by src/edge/bundle.ts with esbuild; run in workerd by miniflare in the tests.
 */
import { findHeaders, findRedirect, parseHeaders, parseRedirects, redirectTarget } from '../build/cdnRules.ts';
import type { HeaderRule, RedirectRule } from '../build/cdnRules.ts';
import { decodeRequestPath, pageFileAliasTarget, trailingSlashTarget } from '../server/requestPath.ts';
import { ifNoneMatchHits } from '../server/conditional.ts';
import {
  manifestFileFor,
  manifestKey,
  parseManifest,
  parsePointer,
  pointerKey,
  rememberPointer,
  type ReleaseManifest,
} from '../publish/manifest.ts';
import { parseTenantDomains, pathOnTenantDomain } from './domains.ts';
import { mapLimited } from '../publish/eachLimited.ts';
import {
  readerFor,
  withEdgeCache,
  type BucketSettings,
  type EdgeReader,
  type ExecutionContext,
  type Reader,
} from './reader.ts';
import {
  OWN_PAGE_HEADERS as ROOT_PAGE_HEADERS,
  robotsTxt,
  sitemapIndexXml,
  tenantListHtml,
  LIST_CACHE,
  notFoundPage,
  bare,
  type NotFoundTexts,
} from '../publish/rootFiles.ts';
import {
  domainRedirectTarget,
  normalizeHost,
  sitePathOnDomain,
  unprefixedPathOnDomain,
} from '../domain/customDomain.ts';

export interface Env extends BucketSettings {
  TENANT_DOMAINS?: string;
  POINTER_TTL_MS?: string;
}

const REF = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
// Only the default export: workerd takes every named export of the module for an entry point.
const DEFAULT_POINTER_TTL_MS = 2000;

interface Release {
  manifest: ReleaseManifest;
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

// Per isolate: pointers for a few seconds, releases (immutable) until the isolate goes.
const pointers = new Map<string, { at: number; buildId: string | null }>();
const releases = new Map<string, Release>();
const decoder = new TextDecoder();

async function liveRelease(read: Reader, ref: string, ttl: number): Promise<Release | null> {
  let hit = pointers.get(ref);
  if (!hit || Date.now() - hit.at >= ttl) {
    const body = await read.read(pointerKey(ref));
    hit = { at: Date.now(), buildId: body ? (parsePointer(decoder.decode(body), ref)?.buildId ?? null) : null };
    rememberPointer(pointers, ref, hit);
  }
  if (!hit.buildId) return null;
  const key = `${ref}/${hit.buildId}`;
  const cached = releases.get(key);
  if (cached) return cached;
  const body = await read.read(manifestKey(ref, hit.buildId));
  const manifest = body ? parseManifest(decoder.decode(body), ref, hit.buildId) : null;
  if (!manifest) return null;
  const release = { manifest, redirects: parseRedirects(manifest.redirects), headers: parseHeaders(manifest.headers) };
  releases.set(key, release);
  if (releases.size > 500) releases.delete(releases.keys().next().value!);
  return release;
}

const OWN_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  ...ROOT_PAGE_HEADERS,
  'Cache-Control': 'no-store',
};

/** The live tenants (refs with a pointer), listed at most once a minute per isolate. */
const LISTING_TTL_MS = 60_000;
let listing: { at: number; refs: Promise<string[]> } | null = null;

function liveRefs(read: Reader): Promise<string[]> {
  if (!listing || Date.now() - listing.at >= LISTING_TTL_MS) {
    const refs = read.list('live/').then((keys) =>
      keys
        .filter((k) => k.startsWith('live/') && k.endsWith('.json'))
        .map((k) => k.slice('live/'.length, -'.json'.length))
        .filter((ref) => REF.test(ref))
        .sort(),
    );
    listing = { at: Date.now(), refs };
    refs.catch(() => (listing = null));
  }
  return listing.refs;
}

const POINTER_READS = 6;

/** `/`, `/robots.txt` and `/sitemap-index.xml` of the shared host; null for any other path. */
async function rootPage(path: string, origin: string, read: Reader, ttl: number): Promise<Response | null> {
  if (path !== '/' && path !== '/robots.txt' && path !== '/sitemap-index.xml') return null;
  const text = (body: string, type: string) =>
    new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=300' } });
  if (path === '/robots.txt') return text(robotsTxt(origin), 'text/plain; charset=utf-8');
  // Pointers read a few at a time (a Worker has 6 connections open at once): a list of 100 businesses is not 100
  // round trips one after another.
  const refs = await liveRefs(read);
  const releases = await mapLimited(refs, POINTER_READS, (ref) => liveRelease(read, ref, ttl));
  const live = refs.flatMap((ref, i) => (releases[i] ? [{ ref, release: releases[i] }] : []));
  if (path === '/sitemap-index.xml')
    return text(
      // A business on its own domain has its sitemap there (src/build/siteIndex.ts leaves it out the same way).
      sitemapIndexXml(
        origin,
        live.filter(({ release }) => !release.manifest.domain).map(({ ref }) => ref),
      ),
      'application/xml; charset=utf-8',
    );
  const tenants = live.map(({ ref, release }) => ({ ref, name: release.manifest.businessName ?? ref }));
  return new Response(tenantListHtml(tenants), {
    headers: { ...OWN_PAGE_HEADERS, 'Cache-Control': LIST_CACHE },
  });
}

/** Serves one request. */
async function handle(request: Request, env: Env, ctx?: ExecutionContext): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return bare(405, { Allow: 'GET, HEAD' });
  const url = new URL(request.url);
  const slash = trailingSlashTarget(url.pathname, url.search);
  if (slash) return new Response(null, { status: 301, headers: { Location: slash } });
  const host = normalizeHost(url.host);
  const domainRef = host ? parseTenantDomains(env.TENANT_DOMAINS).get(host) : undefined;
  const decoded = decodeRequestPath(url.pathname);
  if (!decoded.ok) return bare(decoded.status);
  const alias = pageFileAliasTarget(decoded.path, url.search);
  if (alias) return new Response(null, { status: 301, headers: { Location: alias } });
  const ttlSetting = Number(env.POINTER_TTL_MS ?? DEFAULT_POINTER_TTL_MS);
  const ttl = Number.isFinite(ttlSetting) && ttlSetting >= 0 ? ttlSetting : DEFAULT_POINTER_TTL_MS;
  const read = withEdgeCache(readerFor(env), ctx);
  if (!domainRef) {
    try {
      const root = await rootPage(decoded.path, url.origin, read, ttl);
      if (root) return root;
    } catch {
      return bare(502);
    }
  }
  // On a tenant's own domain only that tenant is served.
  const ref = domainRef ?? decoded.path.split('/').filter(Boolean)[0] ?? '';
  if (!REF.test(ref)) return notTenant(decoded.path, request);
  let release: Release | null;
  try {
    release = await liveRelease(read, ref, ttl);
  } catch {
    return bare(502);
  }
  if (!release) return notTenant(decoded.path, request);
  const own = release.manifest.domain;
  if (domainRef) {
    // A release built for this domain is served at its root under its root-relative rules; one
    // built for the shared host is served as `/{ref}/…` here too (its pages link with that prefix).
    if (own?.host === host) return serve(request, read, release, ref, decoded.path, true);
    return serve(request, read, release, ref, pathOnTenantDomain(ref, decoded.path), false);
  }
  if (own) {
    // The tenant has moved to its own domain: the same page there, the path as decoded once, encoded again.
    const encoded = decoded.path.split('/').map(encodeURIComponent).join('/');
    const target = domainRedirectTarget(own.origin, ref, encoded, url.search);
    if (target) return new Response(null, { status: 301, headers: { Location: target } });
  }
  return serve(request, read, release, ref, decoded.path, false);
}

/** The not-found page's words, put in the bundle as data by src/edge/bundle.ts (English alone without them). */
declare const __SF_NOT_FOUND_TEXTS__: NotFoundTexts | undefined;
const NOT_FOUND_TEXTS: NotFoundTexts = typeof __SF_NOT_FOUND_TEXTS__ === 'object' ? __SF_NOT_FOUND_TEXTS__ : {};

const notTenant = (path: string, request: Request) => {
  const { html, headers } = notFoundPage(path, request.headers.get('accept-language'), NOT_FOUND_TEXTS);
  return new Response(html, { status: 404, headers: { ...OWN_PAGE_HEADERS, ...headers } });
};

/**
 * A path of a tenant's release under its rules: `/{ref}/…`, or a path at the root of its own domain (`onDomain`:
 * the rules are root-relative there, the files still named as `/{ref}/…` in the manifest).
 */
async function serve(
  request: Request,
  read: EdgeReader,
  release: Release,
  ref: string,
  path: string,
  onDomain: boolean,
): Promise<Response> {
  const { manifest, redirects, headers } = release;
  const fileOf = (p: string) => manifestFileFor(manifest, ref, onDomain ? sitePathOnDomain(ref, p) : p);
  const exists = (p: string) => fileOf(p) !== null;
  const page404 = onDomain ? '/404' : `/${ref}/404`;
  // A link or printed QR code from before the move (`/{ref}/…` on the domain): the same page at the root.
  const unprefixed = onDomain ? unprefixedPathOnDomain(ref, path) : null;
  if (unprefixed && !exists(path))
    return new Response(null, { status: 301, headers: { Location: unprefixed + new URL(request.url).search } });

  const send = async (target: string, status: 200 | 404, extra: Record<string, string> = {}) => {
    const found = fileOf(target) ?? fileOf(page404);
    if (!found) return bare(404);
    const etag = `"${found.file.blob}"`;
    const out: Record<string, string> = {
      'Content-Type': found.file.type,
      ETag: etag,
      ...findHeaders(headers, target),
      ...extra,
    };
    if (found.file.encoding) out['Content-Encoding'] = found.file.encoding;
    if (status === 200 && ifNoneMatchHits(request.headers.get('if-none-match'), etag))
      return new Response(null, { status: 304, headers: out });
    let body: ArrayBuffer | null;
    try {
      body = await read.blob(found.file.blob);
    } catch {
      return bare(502);
    }
    if (!body) return bare(502); // a manifest naming a missing blob: never another file instead
    out['Content-Length'] = String(body.byteLength);
    return new Response(request.method === 'HEAD' ? null : body, { status, headers: out });
  };
  const notFound = (page = page404) => send(page, 404, { 'Cache-Control': 'no-store' });

  let target = path;
  const rule = findRedirect(redirects, path);
  // As on Netlify and the bundled server, an existing file shadows a rule unless the rule is forced.
  if (rule && (rule.force || !exists(path))) {
    if (rule.status === 404) return notFound(rule.to);
    if (rule.status !== 200)
      return new Response(null, {
        status: rule.status,
        headers: { Location: redirectTarget(rule, path) + new URL(request.url).search },
      });
    target = rule.to;
  }
  // The not-found page asked for by its own address is still a 404, as on the bundled server.
  if (target === page404 || !exists(target)) return notFound();
  return send(target, 200);
}

export default {
  async fetch(request: Request, env: Env, ctx?: ExecutionContext): Promise<Response> {
    try {
      return await handle(request, env, ctx);
    } catch {
      // A configuration error (no bucket, a bad TENANT_DOMAINS) is the server's fault, not the visitor's path.
      return bare(500);
    }
  },
};
