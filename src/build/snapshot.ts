/**
 * The tenant snapshot: everything one tenant's Astro build reads, fetched and validated once by the build CLI.
 * getStaticPaths reads it from the path in STOREFRONT_SNAPSHOT, so a page never calls the API during a build.
 */
import { readFileSync } from 'node:fs';
import type { Branch, RestaurantResponse, ZonesResponse } from '../lib/api/schema.ts';
import type { ClientConfig } from './clientConfig.ts';

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
  /** ISO time the payload was fetched (metadata only; pages never use it to decide availability). */
  fetchedAt: string;
  siteUrl: string;
  apiBaseUrl: string;
  /** API, tiles and geocoder as the browser reaches them. */
  client: ClientConfig;
  data: BusinessPayload;
  branches: Branch[];
  zones: ZonesResponse;
  tags: Array<{ id: number; name: string; icon?: string | null }>;
  images: Record<string, ImageEntry>;
}

let cached: { path: string; snapshot: TenantSnapshot } | null = null;

/** Reads (once per build) the snapshot named by STOREFRONT_SNAPSHOT. */
export function readSnapshot(path = process.env.STOREFRONT_SNAPSHOT): TenantSnapshot {
  if (!path) throw new Error('STOREFRONT_SNAPSHOT is not set: run the build through scripts/build.ts');
  if (cached?.path === path) return cached.snapshot;
  const snapshot = JSON.parse(readFileSync(path, 'utf8')) as TenantSnapshot;
  cached = { path, snapshot };
  return snapshot;
}
