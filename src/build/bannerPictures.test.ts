import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImages, type ImageStats } from './images.ts';
import { picturePolicyFromEnv, PictureRefusedError } from './picturePolicy.ts';
import type { Banner } from '../domain/banners.ts';
import { ApiError } from '../lib/api/client.ts';
import { BANNER_DAYS, MAX_BANNER_PICTURES, prepareBannerPictures, upcomingBannerPictures } from './bannerPictures.ts';

const banner = (id: number, image = `https://cdn.example/banners/${id}.png`): Banner => ({
  id,
  image,
  width: 1600,
  height: 600,
  title: [],
  link: null,
  starts_on: '2026-01-01',
  ends_on: null,
});

/** A banners call answering from a table of days; records what it was asked. */
function fakeApi(byDay: Record<string, Banner[] | Error>) {
  const asked: Array<[number, string]> = [];
  return {
    asked,
    getBanners: async (branchId: number, day: string) => {
      asked.push([branchId, day]);
      const answer = byDay[day] ?? [];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

const business = { branch_id: 11, time_zone: 'Asia/Kuwait' };
// 22:00 UTC on Sunday 22 November is 01:00 on Monday the 23rd in Kuwait.
const now = new Date('2026-11-22T22:00:00Z');

describe('the banner pictures a build prepares', () => {
  it("asks the business's own branch for each of its next seven days, from the business's today", async () => {
    const api = fakeApi({});
    await upcomingBannerPictures(api, business, now);
    expect(api.asked).toEqual(
      ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map((d) => [
        11,
        d,
      ]),
    );
    expect(BANNER_DAYS).toBe(7);
  });

  it('are the pictures of every banner of those days, each once, in the order they first run', async () => {
    const api = fakeApi({
      '2026-11-23': [banner(1), banner(2)],
      '2026-11-24': [banner(1)],
      '2026-11-26': [banner(3), banner(4, 'https://cdn.example/banners/1.png')],
    });
    expect(await upcomingBannerPictures(api, business, now)).toEqual({
      pictures: [
        'https://cdn.example/banners/1.png',
        'https://cdn.example/banners/2.png',
        'https://cdn.example/banners/3.png',
      ],
      failures: [],
      days: 7,
    });
  });

  it('a day whose call fails costs that day only, and is reported', async () => {
    const down = new ApiError(503, 'webapp/banners/11?date=24-11-2026', 'Service Unavailable');
    const api = fakeApi({ '2026-11-23': [banner(1)], '2026-11-24': down, '2026-11-25': [banner(2)] });
    const got = await upcomingBannerPictures(api, business, now);
    expect(got.pictures).toEqual(['https://cdn.example/banners/1.png', 'https://cdn.example/banners/2.png']);
    expect(got.failures).toEqual([down]);
  });

  it('a day whose call hangs costs that day only: the build does not wait for it', async () => {
    const hanging = {
      getBanners: (_branch: number, day: string) =>
        day === '2026-11-24' ? new Promise<Banner[]>(() => {}) : Promise.resolve([banner(Number(day.slice(-2)))]),
    };
    const got = await upcomingBannerPictures(hanging, business, now, 50);
    expect(got.pictures).toHaveLength(6);
    expect(got.failures.map((f) => (f as Error).message)).toEqual(['no answer within 0.05 s']);
  });

  it('a business cannot make a build encode more than a few tens of pictures', async () => {
    const many = Array.from({ length: 10 }, (_, i) => i);
    const byDay = Object.fromEntries(
      ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map((d, k) => [
        d,
        many.map((i) => banner(k * 10 + i + 1)),
      ]),
    );
    const got = await upcomingBannerPictures(fakeApi(byDay), business, now);
    expect(got.pictures).toHaveLength(MAX_BANNER_PICTURES);
    expect(got.pictures[0]).toBe('https://cdn.example/banners/1.png');
  });

  it("a time zone that names no zone is read as the pages read it: Kuwait's (spec §9 default)", async () => {
    const api = fakeApi({});
    await upcomingBannerPictures(api, { branch_id: 11, time_zone: 'Mars/Olympus' }, now);
    expect(api.asked[0]).toEqual([11, '2026-11-23']);
  });
});

describe("a banner's picture, unlike a menu's, never stops the build", () => {
  it('one the policy refuses is logged and left to the API; the others are prepared', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'sf-banner-'));
    const good = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#b4514c' } })
      .png()
      .toBuffer();
    const policy = picturePolicyFromEnv('https://api.example', {});
    const load = async (url: string) => {
      if (url.includes('evil')) throw new PictureRefusedError('host evil.example is not an allowed picture host');
      return good;
    };
    const stats: ImageStats = { sources: 0, encoded: 0, reused: 0, failed: 0, leftOut: [] };
    const logs: string[] = [];
    const prepared = await prepareBannerPictures(
      ['https://api.example/banners/grills.png', 'https://evil.example/banner.png'],
      (url) => processImages([url], { cacheDir: cache, policy, load }),
      stats,
      (m) => logs.push(m),
    );
    expect(Object.keys(prepared)).toEqual(['https://api.example/banners/grills.png']);
    expect(prepared['https://api.example/banners/grills.png']!.widths).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(stats).toEqual({ leftOut: [], sources: 2, encoded: 1, reused: 0, failed: 1 });
    expect(logs).toEqual([
      'banner left to the API: picture https://evil.example/banner.png: host evil.example is not an allowed picture host',
    ]);
  });
});
