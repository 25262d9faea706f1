/**
 * Banners and visits (issue 13 item 3; spec §7 webapp/banners, banners/reach, visit): the banners of the business's
 * day, chosen when the page is viewed in the business's time zone (Shawarma House, Kuwait: one banner runs all
 * year, one expired, one is still to come, one runs on Monday 23 November 2026 only); pictures with their size and a
 * link into the menu; reach reported once per banner per page view; a visit counted once per session; no banner
 * area for a business without banners.
 */
import type { Page, Request } from '@playwright/test';
import { DATE_SENSITIVE, expect, layoutShifts, test, trackLayoutShifts } from './fixtures.ts';

const ALL_YEAR = 'Charcoal grills, every day';
const MONDAY_ONLY = 'Today only: Shawarma Lunch Combo';
const EXPIRED = 'Ramadan iftar boxes';
const FUTURE = 'National Day: 25% off family boxes';

const offers = (page: Page, name = 'Offers') => page.getByRole('region', { name, exact: true });

/** The banner titles the page shows, once its banners have come. */
async function shownBanners(page: Page, path: string, at: string): Promise<string[]> {
  await page.clock.setFixedTime(new Date(at));
  const answer = page.waitForResponse((r) => r.url().includes('/webapp/banners/') && r.request().method() === 'GET');
  await page.goto(path);
  await answer;
  // The area is filled, or gone when the day has no banner.
  await page.waitForFunction(() => !document.querySelector('[data-banners][hidden]'));
  const region = offers(page);
  if (!(await region.isVisible())) return [];
  return region.getByRole('listitem').allInnerTexts();
}

test.describe('banners of the day', () => {
  test(
    'the landing shows the banners of today only: not the expired one, not the future one',
    DATE_SENSITIVE,
    async ({ page }) => {
      expect(await shownBanners(page, '/shawarma-house', '2026-11-23T12:00:00+03:00')).toEqual([ALL_YEAR, MONDAY_ONLY]);
      expect(await shownBanners(page, '/shawarma-house', '2026-11-24T12:00:00+03:00')).toEqual([ALL_YEAR]);
      const texts = await offers(page).innerText();
      expect(texts).not.toContain(EXPIRED);
      expect(texts).not.toContain(FUTURE);
    },
  );

  test("the day is the business's: Kuwait's midnight, not the visitor's or UTC's", DATE_SENSITIVE, async ({ page }) => {
    // 21:30 UTC on Sunday the 22nd is 00:30 on Monday in Kuwait: Monday's banner already runs.
    expect(await shownBanners(page, '/shawarma-house/delivery', '2026-11-22T21:30:00Z')).toEqual([
      ALL_YEAR,
      MONDAY_ONLY,
    ]);
    // 23:59 on Monday in Kuwait, then midnight.
    expect(await shownBanners(page, '/shawarma-house/delivery', '2026-11-23T20:59:00Z')).toEqual([
      ALL_YEAR,
      MONDAY_ONLY,
    ]);
    expect(await shownBanners(page, '/shawarma-house/delivery', '2026-11-23T21:00:00Z')).toEqual([ALL_YEAR]);
  });

  test('a banner picture has its size and leads to the item it promotes', DATE_SENSITIVE, async ({ page }) => {
    await shownBanners(page, '/shawarma-house/delivery', '2026-11-23T12:00:00+03:00');
    // The title is written under the picture and names the link; the picture itself is its decoration.
    const picture = offers(page).getByRole('link', { name: MONDAY_ONLY }).locator('img');
    await expect(picture).toHaveAttribute('alt', '');
    await expect(picture).toHaveAttribute('width', '1600');
    await expect(picture).toHaveAttribute('height', '600');
    const grills = offers(page).getByRole('link', { name: ALL_YEAR });
    await expect(grills).toHaveAttribute('href', '/shawarma-house/delivery/104');
    await offers(page).getByRole('link', { name: MONDAY_ONLY }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/delivery\/102\/10006$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shawarma Lunch Combo');
  });

  test(
    'banners come after the page without moving it: they are laid over the header picture',
    DATE_SENSITIVE,
    async ({ page }) => {
      await trackLayoutShifts(page);
      for (const path of ['/shawarma-house', '/shawarma-house/delivery']) {
        expect(await shownBanners(page, path, '2026-11-23T12:00:00+03:00')).toEqual([ALL_YEAR, MONDAY_ONLY]);
        expect(await layoutShifts(page), path).toEqual([]);
      }
    },
  );

  test('in Arabic the banners are titled in Arabic and lead into the Arabic menu', DATE_SENSITIVE, async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T12:00:00+03:00'));
    await page.goto('/shawarma-house/ar/delivery');
    const region = offers(page, 'العروض');
    await expect(region.getByRole('link', { name: 'اليوم فقط: وجبة غداء شاورما' })).toHaveAttribute(
      'href',
      '/shawarma-house/ar/delivery/102/10006',
    );
    await expect(region.getByRole('link', { name: 'مشاوي على الفحم كل يوم' })).toBeVisible();
  });

  test(
    "a banner running in the week the menu was published is drawn from the release's webp pictures, at the width it is shown",
    DATE_SENSITIVE,
    async ({ browser }) => {
      // The fixture build was made for the week from Monday 23 November (scripts/test-fixtures.ts).
      for (const screen of [
        { viewport: { width: 412, height: 915 }, deviceScaleFactor: 1.75 },
        { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
      ]) {
        const context = await browser.newContext(screen);
        const page = await context.newPage();
        const fromApi: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/images/') && r.url().includes('header-banner')) fromApi.push(r.url());
        });
        expect(await shownBanners(page, '/shawarma-house/delivery', '2026-11-23T12:00:00+03:00')).toEqual([
          ALL_YEAR,
          MONDAY_ONLY,
        ]);
        // The pictures are decoration (their titles name the links): no role of their own.
        const pictures = offers(page).locator('img');
        await expect(pictures).toHaveCount(2);
        for (const picture of await pictures.all()) {
          await picture.scrollIntoViewIfNeeded();
          await expect
            .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
            .toBeGreaterThan(0);
          const { src, drawn } = await picture.evaluate((img: HTMLImageElement) => ({
            src: img.currentSrc,
            drawn: img.getBoundingClientRect().width * devicePixelRatio,
          }));
          expect(src, JSON.stringify(screen)).toMatch(
            /^http:\/\/localhost:\d+\/shawarma-house\/_img\/[0-9a-f]+-\d+\.webp$/,
          );
          // The file's width is in its name: wide enough for the screen's pixels, and not the next width up.
          const file = Number(/-(\d+)\.webp$/.exec(src)![1]);
          expect(file, `${src} drawn ${drawn}`).toBeGreaterThanOrEqual(Math.min(drawn, 1536) - 1);
          const smaller = [320, 640, 768, 1024, 1280, 1536].filter((w) => w < file).pop() ?? 0;
          expect(smaller, `${src} drawn ${drawn}`).toBeLessThan(drawn);
        }
        expect(fromApi).toEqual([]);
        await context.close();
      }
    },
  );

  test(
    'a banner set up after the menu was published still shows, with the picture the API serves',
    DATE_SENSITIVE,
    async ({ page }) => {
      // National Day (24–26 February 2027) was not in the published week: its picture is the API's; the all-year
      // banner's is the release's.
      expect(await shownBanners(page, '/shawarma-house/delivery', '2027-02-24T12:00:00+03:00')).toEqual([
        ALL_YEAR,
        FUTURE,
      ]);
      const later = offers(page).getByRole('link', { name: FUTURE }).locator('img');
      await expect(later).toHaveAttribute('src', /\/images\/shawarma-house\/header-banner-national-day\.png$/);
      await expect.poll(() => later.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
      await expect(offers(page).getByRole('link', { name: ALL_YEAR }).locator('img')).toHaveAttribute(
        'src',
        /\/_img\/[0-9a-f]+-\d+\.webp$/,
      );
    },
  );

  test('a business without banners has no banner area', DATE_SENSITIVE, async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T12:00:00+03:00'));
    const answer = page.waitForResponse((r) => r.url().includes('/webapp/banners/'));
    await page.goto('/kissa-tokyo/delivery');
    expect(((await (await answer).json()) as { banners: unknown[] }).banners).toEqual([]);
    await expect(page.locator('[data-banners]')).toHaveCount(0);
  });
});

test.describe('reach and visits', () => {
  /** The banner ids of every reach call the page makes. */
  function reachLog(page: Page): number[][] {
    const calls: number[][] = [];
    page.on('request', (r: Request) => {
      if (r.url().endsWith('/webapp/banners/reach') && r.method() === 'POST')
        calls.push((r.postDataJSON() as { banners: number[] }).banners);
    });
    return calls;
  }

  test('each banner is reported once per page view, when it has been seen', DATE_SENSITIVE, async ({ page }) => {
    const calls = reachLog(page);
    await shownBanners(page, '/shawarma-house/delivery', '2026-11-23T12:00:00+03:00');
    const list = offers(page).getByRole('list');
    await list.scrollIntoViewIfNeeded();
    // The first banner is on screen; the second only peeks in until the row is scrolled.
    await expect.poll(() => calls.flat()).toEqual([201]);
    await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => calls.flat()).toEqual([201, 204]);
    await list.evaluate((el) => el.scrollTo({ left: 0 }));
    await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await page.waitForTimeout(800);
    expect(calls.flat()).toEqual([201, 204]);
    // The next page view reports again.
    await page.reload();
    await offers(page).getByRole('list').scrollIntoViewIfNeeded();
    await expect.poll(() => calls.flat()).toEqual([201, 204, 201]);
  });

  test('the visit and the banners are those of the branch the customer chose in settings', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      const m = /\/webapp\/(visit|banners)\/(\d+)/.exec(r.url());
      if (m) asked.push(`${m[1]} ${m[2]}`);
    });
    await page.goto('/shawarma-house/settings');
    await page.getByRole('group', { name: 'Branch' }).getByRole('radio', { name: 'Jahra' }).check();
    asked.length = 0;
    // A new session, so that its first page counts the visit.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/shawarma-house/delivery');
    const jahra = await page.evaluate(() => document.documentElement.dataset.menuBranch);
    expect(jahra).not.toBe('11');
    await expect.poll(() => asked.sort()).toEqual([`banners ${jahra}`, `visit ${jahra}`]);
  });

  test('a visit is counted once per session, whatever the pages and reloads', async ({ page, browser }) => {
    let visits = 0;
    page.on('request', (r) => {
      if (/\/webapp\/visit\/\d+$/.test(r.url()) && r.method() === 'POST') visits++;
    });
    await page.goto('/shawarma-house');
    await expect.poll(() => visits).toBe(1);
    await page.goto('/shawarma-house/delivery');
    await page.goto('/shawarma-house/Branches');
    await page.reload();
    await page.waitForTimeout(500);
    expect(visits).toBe(1);
    // Another session (a new browser profile) is another visit.
    const other = await browser.newPage();
    let otherVisits = 0;
    other.on('request', (r) => {
      if (/\/webapp\/visit\/11$/.test(r.url())) otherVisits++;
    });
    await other.goto('/shawarma-house/delivery');
    await expect.poll(() => otherVisits).toBe(1);
    await other.close();
  });
});
