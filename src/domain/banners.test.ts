import { describe, expect, it } from 'vitest';
import {
  bannerDateParam,
  bannerHref,
  bannerPictureKey,
  bannersOfDay,
  businessDay,
  businessDaysFrom,
  dayOfDateParam,
  isCalendarDay,
  MAX_BANNERS,
  runsOn,
} from './banners.ts';

const banner = (over: Record<string, unknown> = {}) => ({
  id: 1,
  image: 'http://127.0.0.1:4010/images/shawarma-house/header-banner.png',
  width: 1600,
  height: 600,
  title: [{ locale: 'en', name: 'Grill week' }],
  link: { type: 'item', category_id: 101, item_id: 10001 },
  starts_on: '2026-11-20',
  ends_on: '2026-11-30',
  ...over,
});

describe('the days a build prepares banner pictures for', () => {
  it("are the business's days from today's, across a month's and a year's end", () => {
    // 22:30 UTC on 27 December is already the 28th in Kuwait.
    expect(businessDaysFrom(new Date('2026-12-27T22:30:00Z'), 'Asia/Kuwait', 7)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(businessDaysFrom(new Date('2028-02-28T12:00:00Z'), 'Europe/Zurich', 2)).toEqual([
      '2028-02-28',
      '2028-02-29',
    ]);
  });

  it('are none when none are asked for', () => {
    expect(businessDaysFrom(new Date('2026-11-23T12:00:00Z'), 'Asia/Kuwait', 0)).toEqual([]);
  });
});

describe('the day a page asks banners for', () => {
  it("is the business's calendar day, not the visitor's or UTC's", () => {
    // 21:30 UTC on the 22nd is 00:30 on the 23rd in Kuwait (UTC+3) and still the 22nd in Zürich (UTC+1).
    const at = new Date('2026-11-22T21:30:00Z');
    expect(businessDay(at, 'Asia/Kuwait')).toBe('2026-11-23');
    expect(businessDay(at, 'Europe/Zurich')).toBe('2026-11-22');
    expect(businessDay(at, 'Asia/Tokyo')).toBe('2026-11-23');
  });

  it('changes at midnight in the business time zone, to the minute', () => {
    expect(businessDay(new Date('2026-11-23T20:59:00Z'), 'Asia/Kuwait')).toBe('2026-11-23');
    expect(businessDay(new Date('2026-11-23T21:00:00Z'), 'Asia/Kuwait')).toBe('2026-11-24');
  });

  it('follows a DST change (Zürich, spring: midnight is 23:00 UTC the evening before)', () => {
    expect(businessDay(new Date('2027-03-27T22:59:00Z'), 'Europe/Zurich')).toBe('2027-03-27');
    expect(businessDay(new Date('2027-03-27T23:00:00Z'), 'Europe/Zurich')).toBe('2027-03-28');
    expect(businessDay(new Date('2027-03-28T21:59:00Z'), 'Europe/Zurich')).toBe('2027-03-28');
    expect(businessDay(new Date('2027-03-28T22:00:00Z'), 'Europe/Zurich')).toBe('2027-03-29');
  });

  it('is sent as DD-MM-YYYY and read back the same way', () => {
    expect(bannerDateParam('2026-11-03')).toBe('03-11-2026');
    expect(dayOfDateParam('03-11-2026')).toBe('2026-11-03');
  });

  it('a date parameter that is not a real day is refused', () => {
    for (const bad of ['31-04-2026', '29-02-2027', '2026-11-03', '3-11-2026', '03-11-2026<script>', ''])
      expect(dayOfDateParam(bad), bad).toBeNull();
    expect(dayOfDateParam('29-02-2028')).toBe('2028-02-29');
    expect(isCalendarDay('2026-13-01')).toBe(false);
  });
});

describe('which banners run on a day', () => {
  it('from the first day to the last, both included', () => {
    const b = { starts_on: '2026-11-20', ends_on: '2026-11-23' };
    expect(runsOn(b, '2026-11-19')).toBe(false);
    expect(runsOn(b, '2026-11-20')).toBe(true);
    expect(runsOn(b, '2026-11-23')).toBe(true);
    expect(runsOn(b, '2026-11-24')).toBe(false);
  });

  it('a one-day banner runs on that day only; one without an end runs on', () => {
    expect(runsOn({ starts_on: '2026-11-23', ends_on: '2026-11-23' }, '2026-11-23')).toBe(true);
    expect(runsOn({ starts_on: '2026-11-23', ends_on: '2026-11-23' }, '2026-11-24')).toBe(false);
    expect(runsOn({ starts_on: '2026-01-01', ends_on: null }, '2030-06-01')).toBe(true);
  });

  it("an answer's expired and future banners are left out (an API that ignored the date)", () => {
    const answer = {
      banners: [
        banner({ id: 1 }),
        banner({ id: 2, starts_on: '2025-03-01', ends_on: '2025-03-30' }),
        banner({ id: 3, starts_on: '2027-01-01', ends_on: '2027-01-07' }),
        banner({ id: 4, starts_on: '2026-11-23', ends_on: '2026-11-23' }),
      ],
    };
    expect(bannersOfDay(answer, '2026-11-23').map((b) => b.id)).toEqual([1, 4]);
    expect(bannersOfDay(answer, '2026-11-24').map((b) => b.id)).toEqual([1]);
  });
});

describe('what of a banners answer a page shows', () => {
  it('a hostile or broken entry is left out alone, the others stay', () => {
    const answer = {
      banners: [
        banner({ id: 1, image: 'javascript:alert(1)' }),
        banner({ id: 2, image: 'data:image/svg+xml,<svg onload=alert(1)>' }),
        banner({ id: 3, width: 0 }),
        banner({ id: 4, link: { type: 'url', href: 'https://evil.example' } }),
        banner({ id: 5, starts_on: '2026-02-30' }),
        banner({ id: 6, title: '<img src=x onerror=alert(1)>' }),
        banner({ id: 7, link: { type: 'category', category_id: '1/../../x' } }),
        banner({ id: 8 }),
        banner({ id: 8, title: [{ locale: 'en', name: 'Twice' }] }),
        'not a banner',
        null,
      ],
    };
    const shown = bannersOfDay(answer, '2026-11-23');
    expect(shown.map((b) => b.id)).toEqual([8]);
    expect(shown[0]!.title).toEqual([{ locale: 'en', name: 'Grill week' }]);
  });

  it('no list, or not an object, shows nothing', () => {
    for (const answer of [null, undefined, {}, { banners: 'x' }, 'banners', 42])
      expect(bannersOfDay(answer, '2026-11-23')).toEqual([]);
  });

  it(`at most ${MAX_BANNERS} are shown`, () => {
    const many = { banners: Array.from({ length: 30 }, (_, i) => banner({ id: i + 1 })) };
    expect(bannersOfDay(many, '2026-11-23')).toHaveLength(MAX_BANNERS);
  });

  it('leads to an item or a category page of the menu, or nowhere', () => {
    expect(bannerHref({ type: 'item', category_id: 101, item_id: 10001 }, '/shawarma-house/delivery')).toBe(
      '/shawarma-house/delivery/101/10001',
    );
    expect(bannerHref({ type: 'category', category_id: 102 }, '/shawarma-house/ar/pickup')).toBe(
      '/shawarma-house/ar/pickup/102',
    );
    expect(bannerHref(null, '/shawarma-house/delivery')).toBeNull();
  });
});

describe('the name a page knows a prepared banner picture by', () => {
  it('is its path below the restaurant API, however the build and the browser reach the API', () => {
    const picture = 'http://10.0.0.5:4010/images/shawarma-house/header-banner.png';
    expect(bannerPictureKey(picture, 'http://10.0.0.5:4010')).toBe('images/shawarma-house/header-banner.png');
    expect(
      bannerPictureKey('https://api.example/images/shawarma-house/header-banner.png', 'https://api.example/'),
    ).toBe('images/shawarma-house/header-banner.png');
  });

  it('is its whole URL when another host serves it (or the API only by a prefix of its name)', () => {
    expect(bannerPictureKey('https://cdn.example/b.png', 'https://api.example')).toBe('https://cdn.example/b.png');
    expect(bannerPictureKey('https://api.example.evil/b.png', 'https://api.example')).toBe(
      'https://api.example.evil/b.png',
    );
  });
});
