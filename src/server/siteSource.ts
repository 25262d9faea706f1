/**
 * What the server serves from, as types: the local published tree (treeSource.ts) or a bucket
 * (publish/bucketSource.ts). Alone in its module so the sources and the server import it without a cycle.
 */
import type { HeaderRule, RedirectRule } from '../build/cdnRules.ts';
import type { ReleaseDomain } from '../domain/customDomain.ts';

/** A file to send: on disk (checked by fileForPath, pictures streamed) or the bytes of a bucket blob. */
export type ServedFile =
  { path: string } | { name: string; version: string; size: number; read: () => Promise<Uint8Array> };

/** A tenant's live release as a source serves it. */
export interface TenantRelease {
  /** The release's identity (link target or build id): rules are cached per release. */
  id: string;
  redirects: RedirectRule[];
  headers: HeaderRule[];
  /** The file a decoded site path is served from (fileForPath's rules), or null. */
  file(path: string): Promise<ServedFile | null>;
  /** The business's own domain the release is built for (served at its root), or undefined. */
  domain?: ReleaseDomain;
}

/** Where the served tree comes from. */
export interface SiteSource {
  tenants(): Promise<{ ref: string; name: string }[]>;
  rootFile(name: 'robots.txt' | 'sitemap-index.xml'): Promise<ServedFile | null>;
  release(ref: string): Promise<TenantRelease | null>;
  /** The tenant whose live release is built for this (normalised) host, or null; absent: no custom domains. */
  tenantOfHost?(host: string): Promise<string | null>;
}
