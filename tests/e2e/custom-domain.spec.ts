/**
 * Shawarma House on its own domain (issue 13 item 5), in a real browser: Chromium resolves shawarma-house.example
 * to the test server (`--host-resolver-rules`), which answers that Host from the custom-domain build
 * (scripts/test-fixtures.ts, scripts/test-server.ts). The page loads at the domain's root with its canonical
 * there, and the menu, the cart and the cart page's island work at the root.
 */
import type { Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';

const DOMAIN = 'shawarma-house.example';
const SITE = `http://${DOMAIN}:${process.env.E2E_PORT ?? 4399}`;
const base = config.use?.launchOptions ?? {};

// Launch options replace the configuration's: the same browser and flags, plus the name of the domain.
test.use({
  launchOptions: { ...base, args: [...(base.args ?? []), `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`] },
});

// Monday noon in Kuwait: the business is open for delivery whatever the real clock says.
const OPEN_HOURS = new Date('2026-11-23T12:00:00+03:00');
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(OPEN_HOURS);
});

const cartTab = (page: Page) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Cart/ });

test('the landing page loads at the root of the domain, canonical and alternates there', async ({ page }) => {
  const res = await page.goto(`${SITE}/`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Shawarma House');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE}/`);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', `${SITE}/ar`);
  // The build pointer and the app manifest answer at the root too.
  const checks = await page.evaluate(async () => {
    const latest = (await (await fetch('/builds/latest.json')).json()) as { pages: string[] };
    const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
    const app = (await (await fetch(manifest)).json()) as { scope: string };
    return { latest: latest.pages.includes(document.documentElement.dataset.pageVersion!), scope: app.scope };
  });
  expect(checks).toEqual({ latest: true, scope: '/' });
});

test('the menu, the cart count and the cart page work at the root', DATE_SENSITIVE, async ({ page }) => {
  await page.goto(`${SITE}/delivery`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/delivery`);
  await page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first().click();
  await expect(page.locator('[data-toast]')).toContainText('added to your cart');
  await expect(cartTab(page)).toHaveAccessibleName('Cart, 1 item');
  await cartTab(page).click();
  await expect(page).toHaveURL(`${SITE}/delivery/cart`);
  // The cart page is a React island: loaded from /_astro/ at the domain's root, it shows the line.
  await expect(page.getByRole('button', { name: /^One more / }).first()).toBeVisible();
  await expect(page.getByTestId('cart-total')).not.toBeEmpty();
});

test('an item page and the Arabic menu link and load within the domain', async ({ page }) => {
  await page.goto(`${SITE}/delivery`);
  await page.getByRole('link', { name: 'Chicken Shawarma Wrap' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chicken Shawarma Wrap');
  expect(new URL(page.url()).origin).toBe(SITE);
  expect(new URL(page.url()).pathname).toMatch(/^\/delivery\/\d+\/\d+$/);
  await page.goto(`${SITE}/ar/delivery`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/ar/delivery`);
});
