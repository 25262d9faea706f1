/**
 * The fixed bars at the bottom (the tab bar, "View cart") on short screens and over focused fields (a11y review 9,
 * WCAG 2.4.11/2.4.12): a desktop window at 200% zoom (640x360) or a phone held sideways (844x390) keeps most of its
 * height for the page, with the cart still one tap away; on a small phone held upright (320x568) a text area reached
 * with Tab is shown whole above the tab bar.
 */
import type { Locator, Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';

// Monday noon in Kuwait: every selling type is open, so the cart takes items.
const NOON = new Date('2026-11-23T12:00:00+03:00');

async function addTwoItems(page: Page, menu: string) {
  await page.goto(menu);
  const add = page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first();
  await add.click();
  await add.click();
  await expect(page.locator('[data-toast]')).toContainText('added to your cart');
}

/** How many rows of the screen, down its middle, show one of `bars` rather than the page. */
async function rowsCoveredBy(page: Page, bars: Locator[]): Promise<number> {
  const handles = await Promise.all(bars.map((bar) => bar.elementHandle()));
  return page.evaluate((elements) => {
    let rows = 0;
    for (let y = 0; y < innerHeight; y++) {
      const hit = document.elementFromPoint(innerWidth / 2, y);
      if (hit && elements.some((bar) => bar?.contains(hit))) rows++;
    }
    return rows;
  }, handles);
}

for (const viewport of [
  { width: 640, height: 360 },
  { width: 844, height: 390 },
]) {
  test(
    `at ${viewport.width}x${viewport.height} the bars cover at most a fifth of the screen, and the cart is in the header`,
    DATE_SENSITIVE,
    async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.clock.setFixedTime(NOON);
      await addTwoItems(page, '/shawarma-house/delivery');
      await page.goto('/shawarma-house/delivery/103/10009');
      const viewCart = page.getByRole('link', { name: /^View cart/ });
      await expect(viewCart).toHaveAccessibleName(/2 items/);
      const tabs = page.getByRole('navigation', { name: 'Sections' });
      // While the dish is chosen (the top of its page) and half-way down its form.
      await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      expect(await rowsCoveredBy(page, [tabs, viewCart])).toBeLessThanOrEqual(viewport.height / 5);
      await page.getByRole('group', { name: /sauce/i }).scrollIntoViewIfNeeded();
      expect(await rowsCoveredBy(page, [tabs, viewCart])).toBeLessThanOrEqual(viewport.height / 5);
      // The cart, with its count, stays at hand at the top of the page.
      const headerCart = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ });
      await expect(headerCart).toBeVisible();
      await expect(headerCart).toHaveAccessibleName('Cart, 2 items');
    },
  );
}

test.describe('a small phone held upright', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test('the checkout’s notes, reached with Tab, are whole above the tab bar', DATE_SENSITIVE, async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await addTwoItems(page, '/shawarma-house/delivery');
    await page.goto('/shawarma-house/delivery/checkout');
    const dialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await dialog.getByRole('searchbox', { name: 'Find your area' }).fill('shar');
    await dialog.getByRole('button', { name: /^Sharq/ }).click();
    await expect(dialog).toBeHidden();
    // From the name on, with the keyboard: the number, the payment, the gift, then the notes.
    await page.getByRole('textbox', { name: 'Name' }).focus();
    const notes = page.getByRole('textbox', { name: 'Notes for the restaurant' });
    for (let i = 0; i < 10 && !(await notes.evaluate((n) => n === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(notes).toBeFocused();
    const field = (await notes.boundingBox())!;
    const bar = (await page.getByRole('navigation', { name: 'Sections' }).boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(0);
    expect(field.y + field.height).toBeLessThanOrEqual(bar.y);
  });
});
