/**
 * Web performance as a customer's phone meets it (review-perf.md at the top of the repository has the figures):
 * causes, never timings, since the machine is shared and slow. What arrives late — a chunk of code on a slow
 * network — must not move what the customer reads, and a page left with Back comes back from the back/forward
 * cache rather than being fetched and run again.
 */
import type { Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, layoutShifts, test, trackLayoutShifts } from './fixtures.ts';
import { CHROMIUM_ARGS, fullChromium } from '../../scripts/chromium.ts';

// Playwright turns Chromium's back/forward cache off by default (a phone's browser has it on): on here, for the
// whole file, with the configuration's other switches (playwright.config.ts), in the full browser: the headless
// shell the other files run in (scripts/chromium.ts) keeps no page in that cache.
test.use({
  launchOptions: {
    executablePath: fullChromium(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

// Monday noon in Kuwait: every fixture's selling types are open.
const NOON = new Date('2026-11-23T12:00:00+03:00');

/** The shifts above 0.01 (Core Web Vitals counts a page with 0.1 in all as good; one source should stay far below). */
const largeShifts = (shifts: string[]) => shifts.filter((s) => Number(s.split(':')[0]) > 0.01);

async function addSimpleItem(page: Page) {
  await page.goto('/shawarma-house/delivery');
  await page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first().click();
  await expect(page.locator('[data-toast]')).toContainText('added to your cart');
}

test(
  "the delivery checkout keeps the place picker's room while its code loads: nothing below it moves when it comes",
  DATE_SENSITIVE,
  async ({ page }) => {
    test.slow(); // a cart to fill, and a page that waits for its slowed code and settles (a busy machine)
    await page.clock.setFixedTime(NOON);
    await addSimpleItem(page);
    // The picker's code loads with the map, after the checkout's: on a phone's network it comes a moment later.
    await page.route('**/_astro/LocationPicker.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await trackLayoutShifts(page);
    await page.goto('/shawarma-house/ar/delivery/checkout');
    const chooser = page.getByRole('dialog', { name: 'إلى أين نوصل طلبك؟' });
    await expect(chooser).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'ابحث عن مكان' })).toBeEnabled({ timeout: 15_000 });
    expect(largeShifts(await layoutShifts(page))).toEqual([]);
  },
);

test.describe('back and forward', () => {
  // Nothing on these pages keeps them out of the cache (an `unload` handler, `Cache-Control: no-store` on the HTML,
  // an open connection): Back shows them as they were, without fetching them or running their scripts again.
  for (const path of [
    '/shawarma-house/delivery',
    '/shawarma-house/ar/delivery/101/10001',
    '/shawarma-house/delivery/cart',
  ]) {
    test(`Back to ${path} shows it from the back/forward cache`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { restored: boolean };
        w.restored = false;
        addEventListener('pageshow', (e) => (w.restored = e.persisted));
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/shawarma-house/more');
      await page.goBack({ waitUntil: 'commit' });
      await expect.poll(() => page.evaluate(() => (window as unknown as { restored: boolean }).restored)).toBe(true);
    });
  }
});

test.describe('a new build while a page is open (spec §4: checked every hour, loaded at the next navigation)', () => {
  /** Opens the item page, lets the hourly check run against `latest`, goes on to another page, then Back. */
  async function backAfterNewBuild(page: Page, latest: (own: string) => { id: string; pages: string[] }) {
    await page.clock.install({ time: NOON });
    await page.addInitScript(() => {
      const w = window as unknown as { restored: boolean };
      w.restored = false;
      addEventListener('pageshow', (e) => (w.restored = e.persisted));
      // How many times the item page was loaded (run), in this tab.
      if (location.pathname.endsWith('/10001'))
        sessionStorage.itemLoads = String(Number(sessionStorage.itemLoads ?? 0) + 1);
    });
    await page.goto('/shawarma-house/ar/delivery/101/10001');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const own = await page.evaluate(() => document.documentElement.dataset.pageVersion!);
    expect(own).toMatch(/^[\w-]{11}$/);
    let checks = 0;
    await page.route('**/builds/latest.json', (route) => {
      checks++;
      return route.fulfill({ json: latest(own), headers: { 'cache-control': 'no-cache' } });
    });
    await page.clock.runFor(60 * 60 * 1000);
    await expect.poll(() => checks).toBe(1);
    await page
      .getByRole('link', { name: /المزيد|More/ })
      .first()
      .click();
    await page.waitForURL('**/more');
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const itemLoads = (page: Page) => page.evaluate(() => Number(sessionStorage.itemLoads));

  test.describe('with the service worker (blocked in the other tests)', () => {
    test.use({ serviceWorkers: 'allow' });
    test("the hourly check also looks for a new release's service worker, before the next page is opened", async ({
      page,
    }) => {
      await page.clock.install({ time: NOON });
      await page.addInitScript(() => {
        const w = window as unknown as { updates: number };
        w.updates = 0;
        const update = ServiceWorkerRegistration.prototype.update;
        ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
          w.updates++;
          return update.call(this);
        };
      });
      await page.goto('/shawarma-house/delivery');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The worker is registered once the visitor uses the page (here a scroll), when it is idle.
      await page.mouse.wheel(0, 300);
      await page.clock.runFor(10_000);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const updates = () => page.evaluate(() => (window as unknown as { updates: number }).updates);
      expect(await updates()).toBe(0);
      await page.clock.runFor(60 * 60 * 1000);
      await expect.poll(updates).toBe(1);
    });
  });

  test('Back to a page the build changed loads it again', async ({ page }) => {
    await backAfterNewBuild(page, () => ({ id: 'next', pages: ['someOtherPg'] }));
    await expect.poll(() => itemLoads(page)).toBe(2);
  });

  test('Back to a page the build left as it was shows it from the back/forward cache', async ({ page }) => {
    await backAfterNewBuild(page, (own) => ({ id: 'next', pages: ['someOtherPg', own] }));
    await expect.poll(() => page.evaluate(() => (window as unknown as { restored: boolean }).restored)).toBe(true);
    expect(await itemLoads(page)).toBe(1);
  });
});
