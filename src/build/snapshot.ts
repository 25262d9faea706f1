/**
 * The tenant snapshot: everything one tenant's pages are rendered from, fetched and validated once by the build
 * CLI and written to disk. The build worker hands it to the pages as `Astro.locals.snapshot`, so a page never calls
 * the API while it renders.
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

/** Reads a snapshot file (the build worker reads the one it is given per job). */
export function readSnapshot(path: string): TenantSnapshot {
  return JSON.parse(readFileSync(path, 'utf8')) as TenantSnapshot;
}
