/**
 * `npm run screenshots [-- --base http://localhost:4321 --out var/screenshots]`: saves what a customer sees on the
 * main pages of the fixture businesses — landing, menu, category, item, cart and checkout — on a phone and a
 * desktop, light and dark, left to right and right to left, as PNGs in an ignored folder, to be looked at before a
 * change that customers see is called done. Needs a running storefront (`npm start`, or the browser tests' server)
 * and Chromium (`CHROME_PATH`, default /usr/bin/chromium). The page clock is Monday noon in Kuwait, when every
 * fixture selling type is open.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, fullChromium } from './chromium.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: process.env.SCREENSHOT_BASE ?? 'http://localhost:4321' },
    out: { type: 'string', default: 'var/screenshots' },
  },
});
const base = values.base!.replace(/\/+$/, '');
const out = values.out!;
mkdirSync(out, { recursive: true });

const NOON = new Date('2026-11-23T12:00:00+03:00');
const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;
/** [business, selling type, locale prefix ('' for the default), browser locale, time zone]. */
const STOREFRONTS = [
  ['shawarma-house', 'delivery', '', 'en-US', 'Asia/Kuwait'],
  ['shawarma-house', 'delivery', 'ar', 'ar-KW', 'Asia/Kuwait'],
  ['cafe-limmat', 'pickup', '', 'de-CH', 'Europe/Zurich'],
  ['sofreh', 'delivery', '', 'fa-IR', 'Asia/Tehran'],
] as const;

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: false });
  console.log(`  ${name}.png`);
}

async function storefront(browser: Browser, [ref, type, prefix, locale, timezoneId]: (typeof STOREFRONTS)[number]) {
  for (const [device, options] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ ...options, colorScheme, locale, timezoneId });
      await context.clock.setFixedTime(NOON);
      const page = await context.newPage();
      const root = `${base}/${ref}${prefix ? `/${prefix}` : ''}`;
      const name = (what: string) => `${ref}${prefix ? `-${prefix}` : ''}-${what}-${device}-${colorScheme}`;
      await page.goto(root);
      await shoot(page, name('landing'));
      await page.goto(`${root}/${type}`);
      await shoot(page, name('menu'));
      const category = page.locator('main a[href*="/' + type + '/"]').first();
      if (await category.count()) {
        await page.goto(new URL((await category.getAttribute('href'))!, base).href);
        await shoot(page, name('category'));
        const item = page.locator('main article a').first();
        if (await item.count()) {
          await page.goto(new URL((await item.getAttribute('href'))!, base).href);
          await shoot(page, name('item'));
        }
      }
      await page.goto(`${root}/${type}`);
      const add = page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first();
      if (await add.count()) await add.click();
      await page.goto(`${root}/${type}/cart`);
      await shoot(page, name('cart'));
      await page.goto(`${root}/${type}/checkout`);
      await shoot(page, name('checkout'));
      await context.close();
    }
  }
}

const browser = await chromium.launch({
  executablePath: fullChromium(),
  args: CHROMIUM_ARGS,
});
try {
  for (const s of STOREFRONTS) {
    console.log(`${s[0]} ${s[2] || 'default locale'}`);
    await storefront(browser, s);
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${out}`);
