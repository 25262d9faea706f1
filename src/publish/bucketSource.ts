/**
 * The bundled server's view of a bucket: `npm start` with `PUBLISH_TARGET=s3://…` serves what the
 * bucket's pointers name, with the same rules as the local tree (src/server/static.ts).
 *
 * - The pointer `live/{ref}.json` is cached for `pointerTtlMs` (default 2 s: a publish on another machine is
 *   served within it) and dropped at once when this process switches it (onPointerWritten).
 * - A manifest never changes (one per build id): cached, the newest 200 kept. Blobs are fetched on demand and
 *   kept in a bounded memory cache (the CDN in front keeps the rest).
 * - Only names the manifest lists are served, and the blob key is the manifest's hash, never anything from the
 *   request: a hostile path cannot reach another object of the bucket.
 */
import { createHash } from 'node:crypto';
import { parseHeaders, parseRedirects } from '../build/cdnRules.ts';
import type { ServedFile, SiteSource, TenantRelease } from '../server/static.ts';
import { cachedDomainMap } from '../server/treeSource.ts';
import { isSafeReferenceId } from '../domain/referenceId.ts';
import {
  blobKey,
  manifestFileFor,
  manifestKey,
  parseManifest,
  parsePointer,
  pointerKey,
  rememberPointer,
} from './manifest.ts';
import type { ObjectStore } from './objectStore.ts';
import { onPointerWritten } from './target.ts';
import { robotsTxt, sitemapIndexXml } from './rootFiles.ts';
import { mapLimited } from './eachLimited.ts';

export interface BucketSourceOptions {
  prefix?: string;
  pointerTtlMs?: number;
  /** Bytes of blobs kept in memory (default 64 MB). */
  blobCacheBytes?: number;
  now?: () => number;
  /** The public origin: robots.txt and the sitemap index name it (as src/build/siteIndex.ts writes them). */
  siteUrl?: string;
}

export const DEFAULT_POINTER_TTL_MS = 2000;
/** Pointers read at once by the tenant list and the custom-domain map. */
const POINTER_READS = 8;

export function bucketSource(store: ObjectStore, opts: BucketSourceOptions = {}): SiteSource & { close(): void } {
  const prefix = opts.prefix ?? '';
  const ttl = opts.pointerTtlMs ?? DEFAULT_POINTER_TTL_MS;
  const now = opts.now ?? Date.now;
  const pointers = new Map<string, { at: number; buildId: string | null }>();
  const releases = new Map<string, TenantRelease>();
  const names = new Map<string, string>();
  const blobs = new Map<string, Uint8Array>();
  let blobBytes = 0;
  const maxBlobBytes = opts.blobCacheBytes ?? 64 * 1024 * 1024;
  const unsubscribe = onPointerWritten((ref) => pointers.delete(ref));

  const text = (b: Uint8Array) => Buffer.from(b).toString('utf8');

  async function liveBuildId(ref: string): Promise<string | null> {
    const hit = pointers.get(ref);
    if (hit && now() - hit.at < ttl) return hit.buildId;
    const body = await store.get(`${prefix}${pointerKey(ref)}`);
    const buildId = body ? (parsePointer(text(body), ref)?.buildId ?? null) : null;
    rememberPointer(pointers, ref, { at: now(), buildId });
    return buildId;
  }

  async function blob(sha: string): Promise<Uint8Array> {
    const hit = blobs.get(sha);
    if (hit) return hit;
    const body = await store.get(`${prefix}${blobKey(sha)}`);
    if (!body) throw new Error(`blob ${sha} is missing from the bucket`);
    blobs.set(sha, body);
    blobBytes += body.length;
    for (const [k, v] of blobs) {
      if (blobBytes <= maxBlobBytes) break;
      blobs.delete(k);
      blobBytes -= v.length;
    }
    return body;
  }

  async function release(ref: string): Promise<TenantRelease | null> {
    if (!isSafeReferenceId(ref)) return null;
    const buildId = await liveBuildId(ref);
    if (!buildId) return null;
    const key = `${ref}/${buildId}`;
    const hit = releases.get(key);
    if (hit) return hit;
    const body = await store.get(`${prefix}${manifestKey(ref, buildId)}`);
    const manifest = body ? parseManifest(text(body), ref, buildId) : null;
    // A pointer naming a missing or malformed manifest serves nothing rather than something else.
    if (!manifest) return null;
    const rel: TenantRelease = {
      id: key,
      redirects: parseRedirects(manifest.redirects),
      headers: parseHeaders(manifest.headers),
      ...(manifest.domain ? { domain: manifest.domain } : {}),
      file: async (path): Promise<ServedFile | null> => {
        const found = manifestFileFor(manifest, ref, path);
        if (!found) return null;
        const { name, file } = found;
        return { name, version: file.blob.slice(0, 32), size: file.size, read: () => blob(file.blob) };
      },
    };
    releases.set(key, rel);
    names.set(ref, manifest.businessName ?? ref);
    if (releases.size > 200) releases.delete(releases.keys().next().value!);
    return rel;
  }

  async function tenants(): Promise<{ ref: string; name: string }[]> {
    const p = `${prefix}live/`;
    const refs = (await store.list(p))
      .map((k) => k.slice(p.length))
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -5))
      .filter(isSafeReferenceId)
      .sort();
    // A few pointers at a time, not one round trip after another for every business.
    const live = await mapLimited(refs, POINTER_READS, release);
    return refs.flatMap((ref, i) => (live[i] ? [{ ref, name: names.get(ref) ?? ref }] : []));
  }

  // Custom domains: the hosts the live manifests are built for, read again every few seconds.
  const tenantOfHost = cachedDomainMap(async () => {
    const map = new Map<string, string>();
    const refs = (await tenants()).map(({ ref }) => ref);
    const live = await mapLimited(refs, POINTER_READS, release);
    refs.forEach((ref, i) => {
      const host = live[i]?.domain?.host;
      if (host) map.set(host, ref);
    });
    return map;
  }, now);

  return {
    tenants,
    tenantOfHost,
    // The root files are made from the bucket's live tenants (the local tree has them written after each publish,
    // src/build/siteIndex.ts: same text), so any number of machines publishing never race on one object.
    async rootFile(name) {
      if (!opts.siteUrl) return null;
      const origin = new URL(opts.siteUrl).origin;
      let text: string;
      if (name === 'robots.txt') {
        text = robotsTxt(origin);
      } else {
        const refs: string[] = [];
        // A business on its own domain has its sitemap there (src/build/siteIndex.ts leaves it out the same way).
        for (const { ref } of await tenants()) if (!(await release(ref))?.domain) refs.push(ref);
        text = sitemapIndexXml(origin, refs);
      }
      const bytes = Buffer.from(text);
      const version = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      return { name, version, size: bytes.length, read: async () => bytes };
    },
    release,
    close: unsubscribe,
  };
}
