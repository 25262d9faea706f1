/**
 * The tenant snapshot: everything one tenant's pages are rendered from, fetched and validated once by the build
 * CLI and written to disk. The build worker hands it to the pages as `Astro.locals.snapshot`, so a page never calls
 * the API while it renders.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Branch, RestaurantResponse, ZonesResponse } from '../lib/api/schema.ts';
import type { ClientConfig } from '../features/site/clientConfig.ts';
import type { Tag } from '../domain/tags/tags.ts';

/** One processed picture: its content hash and the webp widths written for it. */
export interface ImageEntry {
  hash: string;
  width: number;
  height: number;
  /** Widths available (ascending), each at `/{ref}/_img/{hash}-{w}.webp`. */
  widths: number[];
}

export type BusinessPayload = RestaurantResponse & { restaurant: NonNullable<RestaurantResponse['restaurant']> };

export interface TenantSnapshot {
  referenceId: string;
  buildId: string;
  /**
   * What the pages are made of, as a fingerprint: the same business data, pictures, settings and code give the
   * same id (contentIdOf). Pages carry it, not the build id, so republishing an unchanged business writes
   * byte-identical pages (nothing new to upload to a bucket, nothing for open pages or the offline copy to refetch).
   */
  contentId: string;
  /** ISO time the payload was fetched (metadata only; pages never use it to decide availability). */
  fetchedAt: string;
  /** The site the pages are on: the shared host, or the business's own domain (src/build/tenantSite.ts). */
  siteUrl: string;
  /**
   * Path prefix of every page: `/{ref}`, or `''` at the root of the business's own domain. Absent in snapshots
   * written before custom domains: `/{ref}` (read it through basePathOf, features/site/basePath.ts).
   */
  basePath?: string;
  /** The business's own domain the pages are built for (tenantSite.ts), or null/absent. */
  domain?: string | null;
  apiBaseUrl: string;
  /** API, tiles and geocoder as the browser reaches them. */
  client: ClientConfig;
  data: BusinessPayload;
  branches: Branch[];
  zones: ZonesResponse;
  /** The business's dietary and ingredient tags, named in each of its locales (fetchTags.ts). */
  tags: Tag[];
  images: Record<string, ImageEntry>;
  /**
   * The pictures (keys of `images`) of the banners the business runs in the days after the build
   * (bannerPictures.ts): the pages draw those from the release; a banner added later comes as the API serves it.
   */
  bannerPictures?: string[];
}

/** The content fingerprint of a snapshot rendered by code version `codeVersion` (build id and fetch time excluded). */
export function contentIdOf(snapshot: Omit<TenantSnapshot, 'contentId'>, codeVersion: string): string {
  const { buildId: _build, fetchedAt: _fetched, ...content } = snapshot;
  return createHash('sha256')
    .update(codeVersion)
    .update('\0')
    .update(JSON.stringify(content))
    .digest('base64url')
    .slice(0, 22);
}

/** Reads a snapshot file (the build worker reads the one it is given per job). */
export function readSnapshot(path: string): TenantSnapshot {
  return JSON.parse(readFileSync(path, 'utf8')) as TenantSnapshot;
}
