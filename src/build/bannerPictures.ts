/**
 * The pictures of the banners a business will run in the days after a build. Which banners a page shows is decided
 * when it is viewed (the business's day: domain/banners.ts), but most are set up ahead and run for days or weeks:
 * the build asks the banners of the coming week and prepares their pictures like the menu's (webp at the widths of
 * spec §9), so a phone downloads a 768 px webp instead of the picture as uploaded (often a PNG or a photo of several
 * hundred kB, laid over the top of the page). A banner added after the build still shows, from the API's picture.
 *
 * Banners decorate the page: when their calls fail, the build goes on and says so.
 */
import { businessDaysFrom, MAX_BANNERS } from '../domain/banners.ts';
import type { ApiClient } from '../lib/api/client.ts';
import type { ImageStats } from './images.ts';
import type { ImageEntry } from './snapshot.ts';

/** How many of the business's days, from the build's, have their banner pictures prepared. */
export const BANNER_DAYS = 7;
/** At most this many banner pictures per build (a business cannot make a build encode hundreds). */
export const MAX_BANNER_PICTURES = 2 * MAX_BANNERS;
/**
 * How long a day's banners call may take. The menu's calls hold the build until its deadline (the pages need
 * them); a banners call that hangs costs its day's pictures only.
 */
export const BANNER_CALL_TIMEOUT_MS = 10_000;

/** What asking the coming days' banners gave: their picture URLs, and why some days could not be read. */
export interface UpcomingBanners {
  pictures: string[];
  /** One per day whose call failed: the caller reports them. */
  failures: unknown[];
  days: number;
}

/**
 * The picture URLs of the banners the business's own branch runs on each of its next BANNER_DAYS days (from
 * `now`), each once, in the order they first run, at most MAX_BANNER_PICTURES. A failed call costs its day only.
 */
export async function upcomingBannerPictures(
  api: Pick<ApiClient, 'getBanners'>,
  business: { branch_id: number; time_zone: string },
  now: Date,
  timeoutMs = BANNER_CALL_TIMEOUT_MS,
): Promise<UpcomingBanners> {
  // An unknown zone is read as the pages read it (domain/time.ts: the default zone).
  const days = businessDaysFrom(now, business.time_zone, BANNER_DAYS);
  const timers: NodeJS.Timeout[] = [];
  const inTime = <T>(call: Promise<T>) =>
    Promise.race([
      call,
      new Promise<never>((_, reject) =>
        timers.push(setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs)),
      ),
    ]);
  const answers = await Promise.allSettled(days.map((day) => inTime(api.getBanners(business.branch_id, day))));
  timers.forEach(clearTimeout);
  const pictures = new Set<string>();
  const failures: unknown[] = [];
  for (const answer of answers) {
    if (answer.status === 'rejected') failures.push(answer.reason);
    else for (const banner of answer.value) if (pictures.size < MAX_BANNER_PICTURES) pictures.add(banner.image);
  }
  return { pictures: [...pictures], failures, days: days.length };
}

/**
 * Prepares each banner picture on its own with `prepare` (images.ts processImages of that one URL): a picture that
 * fails, that the picture policy refuses or that misses its deadline is logged and left to the API, where a menu
 * picture would stop the build. Adds what was done to `stats`; returns the entries by URL.
 */
export async function prepareBannerPictures(
  urls: string[],
  prepare: (url: string) => Promise<{ images: Record<string, ImageEntry>; stats: ImageStats }>,
  stats: ImageStats,
  log?: (msg: string) => void,
): Promise<Record<string, ImageEntry>> {
  const prepared: Record<string, ImageEntry> = {};
  await Promise.all(
    urls.map(async (url) => {
      stats.sources++;
      try {
        const got = await prepare(url);
        stats.encoded += got.stats.encoded;
        stats.reused += got.stats.reused;
        stats.failed += got.stats.failed;
        if (got.images[url]) prepared[url] = got.images[url];
      } catch (err) {
        stats.failed++;
        log?.(`banner left to the API: ${(err as Error)?.message ?? String(err)}`);
      }
    }),
  );
  return prepared;
}
