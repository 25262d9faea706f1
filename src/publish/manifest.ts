/**
 * The bucket layout of published releases, as pure data shared by the publisher (src/publish/s3.ts),
 * the bundled server's bucket source (src/publish/bucketSource.ts) and the edge worker (src/edge/worker.ts): no
 * Node import here, the worker bundles this file.
 *
 *   blobs/{sha256}                  every file's bytes, once, under the hash of its content (immutable)
 *   releases/{ref}/{buildId}.json   the release manifest: site file → blob, size and type; the serving rules
 *   live/{ref}.json                 the pointer: which release of the tenant is live (written last)
 *
 * Why content-addressed blobs and a manifest rather than keys per release copied server-side from the previous
 * ones: hashed assets and pictures are the same bytes in every release of every tenant, so a new release costs
 * one PUT per changed file and one for its manifest (a copy per unchanged file would cost a request per file of
 * every release: ~500 for the demo's largest tenant, for a one-item edit); the release is still immutable (its
 * manifest names blob hashes, and a blob key never gets other bytes); and going live is one small PUT of the
 * pointer. The price is that a CDN cannot serve the bucket as a plain file tree: something must read the pointer
 * and the manifest, which is the edge worker (src/edge/worker.ts) or the bundled server as origin of a plain CDN
 * (README "Hosting"). Pointer resolution needs that logic anyway: no CDN resolves `live/{ref}` by itself.
 *
 * Everything read back from the bucket is checked here before use (a bucket is shared storage: a bad or hostile
 * object must give a 404 or 502 at the edge, never a path out of the release).
 */

import { releaseDomainOf, type ReleaseDomain } from '../domain/customDomain.ts';

export const MANIFEST_FORMAT = 1;

/** Blobs are named by their content, so their bytes never change: a year, immutable. */
export const BLOB_CACHE = 'public, max-age=31536000, immutable';
/** A manifest belongs to one build id and never changes either. */
export const MANIFEST_CACHE = BLOB_CACHE;
/** The pointer changes on every publish and rollback: always revalidated. */
export const POINTER_CACHE = 'no-cache, max-age=0';

export const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  webmanifest: 'application/manifest+json',
};

/** The Content-Type of a file by its extension (the same table as the static server's, plus a few). */
export function contentTypeOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (dot > 0 && CONTENT_TYPES[name.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}

/** Precompressed copies in a release (`x.br`, `x.gz`) keep their file's type and say how they are encoded. */
export function contentEncodingOf(path: string): 'br' | 'gzip' | undefined {
  return path.endsWith('.br') ? 'br' : path.endsWith('.gz') ? 'gzip' : undefined;
}

export interface ManifestFile {
  /** sha256 of the bytes, lowercase hex: the blob key is `blobs/{blob}`. */
  blob: string;
  size: number;
  type: string;
  encoding?: 'br' | 'gzip';
}

export interface ReleaseManifest {
  format: typeof MANIFEST_FORMAT;
  referenceId: string;
  buildId: string;
  businessName?: string;
  /** The business's own domain the release is built for (its build.json): served at its root. */
  domain?: ReleaseDomain;
  /** Site-relative file names of the release (`index.html`, `delivery/12.html`, `_astro/x.js`). */
  files: Record<string, ManifestFile>;
  /** The release's `_redirects` and `_headers` text, applied by whoever serves it. */
  redirects: string;
  headers: string;
}

export interface LivePointer {
  format: typeof MANIFEST_FORMAT;
  referenceId: string;
  buildId: string;
  /** When the pointer was written (information for operators; nothing decides by it). */
  publishedAt: string;
}

const REF = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const BUILD_ID = /^[0-9TZ]+-[a-z0-9]+$/;
const SHA256 = /^[0-9a-f]{64}$/;

export const isBuildId = (id: unknown): id is string => typeof id === 'string' && BUILD_ID.test(id);

function checkRef(ref: string): string {
  // Same shape as src/domain/referenceId.ts (not imported: the worker bundle stays this file alone).
  if (!REF.test(ref)) throw new Error(`Invalid referenceId ${JSON.stringify(ref.slice(0, 80))}`);
  return ref;
}

function checkBuildId(id: string): string {
  if (!isBuildId(id)) throw new Error(`Invalid build id ${JSON.stringify(String(id).slice(0, 80))}`);
  return id;
}

/** Joins a key under the target's prefix (`''` or `a/b/`). */
export const prefixed = (prefix: string, key: string) => `${prefix}${key}`;
export const blobKey = (sha: string) => {
  if (!SHA256.test(sha)) throw new Error(`Invalid blob hash ${JSON.stringify(sha.slice(0, 80))}`);
  return `blobs/${sha}`;
};
export const manifestKey = (ref: string, buildId: string) => `releases/${checkRef(ref)}/${checkBuildId(buildId)}.json`;
export const pointerKey = (ref: string) => `live/${checkRef(ref)}.json`;
export const releasesPrefix = (ref: string) => `releases/${checkRef(ref)}/`;

/** A file name of a release: relative, '/'-separated, no empty, dot or hostile segment. */
function isReleaseFileName(name: string): boolean {
  if (!name || name.length > 1024 || name.startsWith('/') || name.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are refused outright
  if (/[\u0000-\u001f\u007f]/.test(name)) return false;
  return name.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

/**
 * Most pointer answers a server or an edge isolate remembers. A request for a tenant that does not exist is
 * remembered too (so repeating it costs no bucket read within the TTL): a flood of made-up ids evicts the oldest
 * answers instead of growing memory without end.
 */
export const MAX_REMEMBERED_POINTERS = 10_000;

/** Remembers `value` for `ref` as the newest entry of `cache`, forgetting the oldest past `max`. */
export function rememberPointer<V>(cache: Map<string, V>, ref: string, value: V, max = MAX_REMEMBERED_POINTERS): void {
  cache.delete(ref);
  cache.set(ref, value);
  while (cache.size > max) cache.delete(cache.keys().next().value!);
}

/** The pointer read back from the bucket, or null when it is not one for this tenant. */
export function parsePointer(text: string, ref: string): LivePointer | null {
  try {
    const p = JSON.parse(text) as Partial<LivePointer>;
    if (p.format !== MANIFEST_FORMAT || p.referenceId !== ref || !isBuildId(p.buildId)) return null;
    return { format: MANIFEST_FORMAT, referenceId: ref, buildId: p.buildId, publishedAt: String(p.publishedAt ?? '') };
  } catch {
    return null;
  }
}

/** A manifest read back from the bucket, or null when it is not this release's (wrong tenant, build, shape). */
export function parseManifest(text: string, ref: string, buildId: string): ReleaseManifest | null {
  try {
    const m = JSON.parse(text) as Partial<ReleaseManifest>;
    if (m.format !== MANIFEST_FORMAT || m.referenceId !== ref || m.buildId !== buildId) return null;
    if (!m.files || typeof m.files !== 'object' || Array.isArray(m.files)) return null;
    // A domain that does not check out is dropped: the release is then served under the shared host only.
    const domain = m.domain ? releaseDomainOf({ domain: m.domain.host, origin: m.domain.origin }) : null;
    const files: Record<string, ManifestFile> = Object.create(null);
    for (const [name, f] of Object.entries(m.files)) {
      if (!isReleaseFileName(name) || !f || typeof f !== 'object') return null;
      if (!SHA256.test(f.blob) || !Number.isSafeInteger(f.size) || f.size < 0 || typeof f.type !== 'string')
        return null;
      if (f.encoding !== undefined && f.encoding !== 'br' && f.encoding !== 'gzip') return null;
      files[name] = { blob: f.blob, size: f.size, type: f.type, ...(f.encoding ? { encoding: f.encoding } : {}) };
    }
    return {
      format: MANIFEST_FORMAT,
      referenceId: ref,
      buildId,
      ...(typeof m.businessName === 'string' ? { businessName: m.businessName } : {}),
      ...(domain ? { domain } : {}),
      files,
      redirects: typeof m.redirects === 'string' ? m.redirects : '',
      headers: typeof m.headers === 'string' ? m.headers : '',
    };
  } catch {
    return null;
  }
}

/** Files of a release that are instructions for the host, not pages: never served (as src/build/verify.ts). */
export const NOT_SERVED = new Set(['_redirects', '_headers', 'build.json']);

/**
 * Files a release keeps for the next build, published with it (the bucket's manifest lists them, so a build reads
 * them back) but answered to no request: `_lastmod.json`, every page's fingerprint and the date it took its content
 * (src/build/render/lastmod.ts), is no page of the site.
 */
export const BUILD_ONLY = new Set(['_lastmod.json']);

/** Whether a release-relative name may answer a request. */
export const isServedName = (rest: string) => !NOT_SERVED.has(rest) && !BUILD_ONLY.has(rest);

/**
 * The release file a site path of this tenant is served from, among the names `has` knows, or null: the
 * candidates `x`, `x.html`, `x/index.html` of fileForPath (src/build/verify.ts), and only plain relative names
 * (no `..`, no empty or control-character segment). `path` is decoded once already (src/server/requestPath.ts).
 */
export function releaseNameFor(ref: string, path: string, has: (name: string) => boolean): string | null {
  if (path !== `/${ref}` && !path.startsWith(`/${ref}/`)) return null;
  const rest = path.slice(ref.length + 2);
  if (!isServedName(rest) || rest.includes('\0') || rest.endsWith('/')) return null;
  const candidates = rest ? [rest, `${rest}.html`, `${rest}/index.html`] : ['index.html'];
  for (const name of candidates) {
    if (!isReleaseFileName(name)) return null;
    if (has(name)) return name;
  }
  return null;
}

/**
 * The manifest file a site path of this tenant is served from, or null (releaseNameFor). Only names the manifest
 * lists can come out, and a blob key is made from the hash the manifest gives, never from the path: nothing
 * outside the release can be reached.
 */
export function manifestFileFor(
  manifest: ReleaseManifest,
  ref: string,
  path: string,
): { name: string; file: ManifestFile } | null {
  const name = releaseNameFor(ref, path, (n) => Object.prototype.hasOwnProperty.call(manifest.files, n));
  return name === null ? null : { name, file: manifest.files[name]! };
}
