/**
 * Adding to the cart from a menu page as a person does: tap "add" and see the toast say so before going on. The
 * quick-add code comes with the first use of the page (components/ui/firstUse.ts), so a test that left the page
 * the instant it tapped could leave before the tap counted, which a person, who reads the toast, does not do.
 */
import { expect, type Page } from '@playwright/test';

/** The visible "add" buttons of items that need no choices, in menu order. */
export const directAddButtons = (page: Page) => page.locator('button[data-quick-add]:not([aria-haspopup]):visible');

/** Taps "add" on the first item that needs no choices `times` times, and waits for the toast. */
export async function addFirstItem(page: Page, times = 1): Promise<void> {
  const add = directAddButtons(page).first();
  for (let i = 0; i < times; i++) await add.click();
  await expect(page.locator('[data-toast]')).not.toBeEmpty();
}

/** Taps "add" once on each of the first `count` items that need no choices, and waits for the toast. */
export async function addItems(page: Page, count: number): Promise<void> {
  const buttons = directAddButtons(page);
  for (let i = 0; i < count; i++) await buttons.nth(i).click();
  await expect(page.locator('[data-toast]')).not.toBeEmpty();
}

/** After a tap on "add", waits for the toast that says the dish is in the cart, as a person does before going on. */
export async function addedToCart(page: Page): Promise<void> {
  await expect(page.locator('[data-toast]')).not.toBeEmpty();
}
