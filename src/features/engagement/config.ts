/**
 * What a page tells its engagement scripts (visits, banners, tracking): written by Engagement.astro as inert JSON,
 * read by engagement.client.ts and the modules it loads.
 */
import type { TrackedLine } from '../../domain/tracking/events.ts';
import type { ImageEntry } from '../../build/snapshot.ts';
import type { BrowserTracker, TrackerVendor } from '../../domain/tracking/vendors.ts';

export const ENGAGEMENT_ID = 'sf-engagement';

export interface TrackingConfig {
  /** The vendors the visitor is asked about (browser and server-side integrations). */
  vendors: TrackerVendor[];
  /** The vendor scripts loaded after consent. */
  trackers: BrowserTracker[];
  /** The business has server-side event APIs: consented purchases are posted to the API. */
  server: boolean;
  currency: string;
  /** The item of an item page, reported as viewed. */
  view?: TrackedLine;
}

export interface EngagementConfig {
  ref: string;
  /** The restaurant API as the browser reaches it. */
  api: string;
  /**
   * The business's own branch: the visit and the banners are for it where the page has no view-time script to say
   * the branch the customer chose (site/viewShell.ts writes it, and the business's day, on the root element).
   */
  branch: number;
  locale: string;
  /** Locales to fall back to for banner titles. */
  fallbacks: string[];
  tracking?: TrackingConfig;
  /**
   * On a page with a banner area: the banner pictures the build prepared (build/bannerPictures.ts), by the name the
   * page knows them by (domain/banners.ts bannerPictureKey), and the base their webp variants are under. A banner
   * not listed shows the API's picture.
   */
  banners?: { base: string; pictures: Record<string, ImageEntry> };
}
