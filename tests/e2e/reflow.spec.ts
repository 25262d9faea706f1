/**
 * Reflow (WCAG 1.4.10) and forced colours (1.4.11): at 320 CSS px nothing scrolls sideways, the dish pages with
 * options and the not-found page included, in a left-to-right and a right-to-left language; under a contrast theme
 * a checked filter chip still looks checked.
 */
import type { Locator, Page } from '@playwright/test';
import { TENANTS } from '../build/helpers.ts';
import { expect, test } from './fixtures.ts';
import { addedToCart } from './menuKit.ts';

test.use({ viewport: { width: 320, height: 640 } });

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const path of [
  '/cafe-limmat/pickup/201/20001',
  '/cafe-limmat/fr/pickup/201/20001',
  '/shawarma-house/delivery/103/10009',
  '/shawarma-house/ar/delivery/103/10009',
  '/shawarma-house/delivery/103/99999',
  '/shawarma-house/ar/menu_of_the_day_special_offers_and_more',
]) {
  test(`${path} does not scroll sideways at 320 px`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
}

test('under a contrast theme a checked filter chip looks unlike an unchecked one', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/shawarma-house/delivery');
  const filters = page.getByRole('form', { name: 'Filter the menu' });
  const vegan = filters.getByRole('checkbox', { name: 'Vegan' });
  const look = () => vegan.evaluate((input) => getComputedStyle(input.nextElementSibling as Element).backgroundColor);
  const before = await look();
  await vegan.check();
  expect(await look()).not.toBe(before);
});

test('under a contrast theme the primary buttons, the dialogs and the cart bar keep an edge', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  // Monday noon in Kuwait: the menu takes orders.
  await page.clock.setFixedTime(new Date('2026-11-23T09:00:00Z'));
  await page.goto('/shawarma-house/delivery');
  const edge = (target: Locator) => target.evaluate((el) => getComputedStyle(el).borderTopWidth);
  await page.getByRole('button', { name: 'Add to cart: Lemon Mint' }).click();
  const chooser = page.getByRole('dialog', { name: 'Lemon Mint' });
  await expect(chooser).toBeVisible();
  expect(await edge(chooser)).toBe('1px');
  await chooser.getByRole('button', { name: 'Add to cart' }).click();
  await addedToCart(page);
  const bar = page.getByRole('link', { name: /^View cart/ });
  await expect(bar).toBeVisible();
  expect(await edge(bar)).toBe('1px');
  await bar.click();
  // A link, or a button said unavailable while the cart is under the minimum order: a primary button either way.
  const go = page
    .getByRole('link', { name: 'Go to checkout' })
    .or(page.getByRole('button', { name: 'Go to checkout' }));
  await expect(go).toBeVisible();
  expect(await edge(go)).toBe('1px');
  // A button drawn as a link stays a link.
  expect(await edge(page.getByRole('button', { name: /^Remove Lemon Mint/ }))).toBe('0px');
});

test.describe('200% text on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of [
    '/cafe-limmat/pickup',
    '/shawarma-house/ar/delivery',
    '/shawarma-house/delivery/103/10009',
    '/shawarma-house/ar/delivery/103/10009',
  ]) {
    test(`${path}: nothing scrolls sideways, and the tabs are their icons, still named`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // How a phone's text size reaches a page: its root font grows.
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      const tabs = page.getByRole('navigation', { name: /Sections|الأقسام|Bereiche/ }).getByRole('link');
      await expect(tabs.first()).toHaveAccessibleName(/\S/);
      // Each tab within the screen.
      for (const box of await tabs.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON()))) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(390);
      }
    });
  }
});

test.describe('Branches pages on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  // Every fixture business, the hostile ones included: each in English and Arabic where it has them (its own
  // language too, so one with neither, Dastarkhwan, is still looked at).
  for (const ref of TENANTS) {
    test(`no Branches page of ${ref} scrolls sideways at 375 px in English or Arabic`, async ({ page }) => {
      await page.goto(`/${ref}/Branches`);
      const alternates = JSON.parse((await page.locator('html').getAttribute('data-alternates')) ?? '{}') as Record<
        string,
        string
      >;
      const own = (await page.locator('html').getAttribute('data-default-locale')) ?? '';
      const paths = Object.entries(alternates)
        .filter(([locale]) => locale === 'en' || locale === 'ar' || locale === own)
        .map(([, path]) => path);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await sideways(page), path).toBeLessThanOrEqual(0);
      }
    });
  }
});
