/**
 * Web performance as a customer's phone meets it (review-perf.md at the top of the repository has the figures):
 * causes, never timings, since the machine is shared and slow. What arrives late — a chunk of code on a slow
 * network — must not move what the customer reads, and a page left with Back comes back from the back/forward
 * cache rather than being fetched and run again.
 */
import type { Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, layoutShifts, test, trackLayoutShifts } from './fixtures.ts';

// Playwright turns Chromium's back/forward cache off by default (a phone's browser has it on): on here, for the
// whole file, with the configuration's other switches (playwright.config.ts).
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
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
